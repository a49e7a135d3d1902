import { z } from "zod";
import { MESSAGES } from "./content-schemas";
import { DAY_INVALID, isDay, parseDay } from "./day";
import { LIBRARY_IMAGE, PICK_FROM_LIBRARY } from "./media";
import { MAX_TEXT } from "./schemas";

/**
 * Banner ads (SPEC §2, §3, §4, §5, §9): the add and detail form's schema, SPEC's texts, its
 * defaults, the DD-MM-YYYY dates of the platform and the 'Show' / 'Not Show' rule.
 */
/** Refused when the ad would end before it starts (SPEC §5 says nothing of the order; SPEC's other texts: MESSAGES). */
export const EXPIRED_BEFORE_START = "Tanggal berakhir tidak boleh sebelum tanggal mulai.";

/** SPEC §9 "Banner defaults": a new ad starts with these. */
export const BANNER_DEFAULTS = { view: 0, click: 0, ctr: "10%", ads: true, published: true, external_url: false } as const;

export const MAX_BANNER_URL = 1000;
export const MAX_BANNER_INDEX = 9999;

const fill = z.string({ error: MESSAGES.pleaseFill }).trim().min(1, { error: MESSAGES.pleaseFill, abort: true });
// Typed DD-MM-YYYY (or YYYY-MM-DD): read as YYYY-MM-DD, which orders as days do.
const day = fill.refine(isDay, DAY_INVALID).transform((text) => parseDay(text)!);

/** A link the app opens when the ad is tapped: a web link, or a screen of the app ("/provider/…"). */
export function isBannerLink(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** SPEC §5: provider, name, index, url, start, expired and image required ('Please FIll Data!'). */
export const bannerAdSchema = z
  .object({
    provider: fill.max(64),
    name: fill.max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter.`),
    index: fill
      .regex(/^\d+$/, "Indeks harus bilangan bulat 0 atau lebih.")
      .transform(Number)
      .pipe(z.number().int().max(MAX_BANNER_INDEX, `Indeks paling besar ${MAX_BANNER_INDEX}.`)),
    url: fill.max(MAX_BANNER_URL, `Maksimal ${MAX_BANNER_URL} karakter.`).refine(isBannerLink, "Tautan harus http(s):// atau halaman aplikasi yang diawali /."),
    external_url: z.boolean().default(false),
    published: z.boolean().default(false),
    start: day,
    expired: day,
    banner: fill.max(1000).regex(LIBRARY_IMAGE, PICK_FROM_LIBRARY),
  })
  .superRefine((value, ctx) => {
    if (value.expired < value.start) ctx.addIssue({ code: "custom", path: ["expired"], message: EXPIRED_BEFORE_START });
  });
export type BannerAdInput = z.output<typeof bannerAdSchema>;

/** "2026-11-24" → "24-11-2026" (SPEC §9: banner dates are DD-MM-YYYY). */
export function toBannerDate(isoDay: string): string {
  const [y, m, d] = isoDay.split("-");
  return `${d}-${m}-${y}`;
}

/** "24-11-2026" → "2026-11-24"; anything else → "" (a field to fill again). */
export function fromBannerDate(value: string | null | undefined): string {
  return /^\d{2}-\d{2}-\d{4}$/.test(value ?? "") ? (parseDay(value) ?? "") : "";
}

export type BannerDisplay = "Show" | "Not Show" | "Not Show (Expired)";

/**
 * SPEC §4: 'Show' if published and not expired, otherwise 'Not Show' or 'Not Show (Expired)'.
 * An ad runs through its expiry day (Jakarta time); an expired ad says so whether published or not.
 */
export function bannerDisplay(ad: { published: boolean; expired: string }, today: string): BannerDisplay {
  const expired = fromBannerDate(ad.expired);
  if (expired && expired < today) return "Not Show (Expired)";
  return ad.published ? "Show" : "Not Show";
}
