/** The logged-in user of SPEC §3, as the console keeps it in the session cookie. */
export type Role = "superadmin" | "admin" | "eclaim" | "provider" | "e-materai" | "sd" | (string & {});

export type SessionUser = {
  username: string;
  name: string;
  role: Role;
  app_id: string;
  mobile_id: string;
  project_id: string;
  project_name: string;
  /** Comma-separated payor codes, or '*' for every payor of the project. */
  payor_code: string;
  menu_active: string[];
  /** Feature ids the user's app has (getApp), e.g. a0001, m0014. */
  features: string[];
  provider_code: string | null;
  provider_name: string | null;
  whitelable: string | null;
  /** Columns hidden for this user: flag_access entries set to false. */
  hidden_fields: string[];
};
