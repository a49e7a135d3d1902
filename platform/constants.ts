// Values the platform's behaviour depends on, which the demo seed also uses to make its rows: the
// services and the seed both import them from here (a service never imports the seed).

/** The insurer's core project: the one with reservations, the e-claim dashboard, premium providers, banner ads. */
export const CORE_PROJECT_ID = "PRJ001";

/** The feature id of the banner visibility panel (my-banners screen). */
export const BANNER_FEATURE = "banner";

/** What a member writes to start a manual activation (the console keeps only these tickets). */
export const ACTIVATION_REQUEST = "Saya ingin aktivasi e-card secara manual";
