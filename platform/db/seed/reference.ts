// Fixed reference data: projects, apps, features, payors, premium providers and demo accounts.

export const DEMO_PASSWORD = "demo1234";

export const PROJECTS = [
  {
    project_id: "PRJ001",
    name: "Sehat Core",
    app_id: "APP001",
    mobile_id: "MOB001",
    payorcode: ["P001", "P002", "P003", "P004", "P005", "P006"],
    valid_start: "2023-01-01",
    valid_end: "2028-12-31",
    descriptions: "Aplikasi layanan kesehatan utama untuk peserta asuransi kesehatan korporasi.",
    ecard_link: "https://ecard.sehat-console.example/p/PRJ001",
  },
  {
    project_id: "PRJ002",
    name: "Klinik Mitra",
    app_id: "APP002",
    mobile_id: "MOB002",
    payorcode: ["P007", "P008"],
    valid_start: "2024-07-01",
    valid_end: "2027-06-30",
    descriptions: "Aplikasi mitra klinik untuk peserta asuransi ritel dan UMKM.",
    ecard_link: "https://ecard.sehat-console.example/p/PRJ002",
  },
] as const;

export const PAYORS = [
  { payor_code: "P001", payor_name: "PT Asuransi Sehat Nusantara", help_line: "1500-711" },
  { payor_code: "P002", payor_name: "PT Asuransi Jiwa Bumi Persada", help_line: "1500-722" },
  { payor_code: "P003", payor_name: "PT Asuransi Mitra Sejahtera Syariah", help_line: "1500-733" },
  { payor_code: "P004", payor_name: "PT Asuransi Kesehatan Garuda Medika", help_line: "1500-744" },
  { payor_code: "P005", payor_name: "PT Asuransi Cakrawala Proteksi", help_line: "1500-755" },
  { payor_code: "P006", payor_name: "PT Asuransi Jiwa Lestari Abadi", help_line: "1500-766" },
  { payor_code: "P007", payor_name: "PT Asuransi Pelita Harapan Bersama", help_line: "1500-777" },
  { payor_code: "P008", payor_name: "PT Asuransi Umum Tirta Raya", help_line: "1500-788" },
] as const;

/** Relative share of corporates / members per payor. */
export const PAYOR_WEIGHTS: Record<string, number> = { P001: 30, P002: 22, P003: 16, P004: 12, P005: 10, P006: 10, P007: 6, P008: 4 };

export const FEATURE_NAMES: Record<string, string> = {
  a0001: "News",
  a0002: "About",
  a0004: "Members",
  a0005: "Guidebook",
  a0010: "Banner Ads",
  m0014: "E-Card",
};

export const APP_FEATURES: Record<string, string[]> = {
  APP001: ["a0001", "a0002", "a0004", "a0005", "a0010", "m0014"],
  APP002: ["a0001", "a0004"],
};

/** Feature-visibility screens (get/getRoutes): id, URL slug, title. */
export const APP_ROUTES: Record<string, [string, string, string][]> = {
  APP001: [
    ["m0001", "home-menu", "Home Menu"],
    ["m0002", "benefit-menu", "Benefit Menu"],
    ["m0003", "claim-menu", "Claim Menu"],
    ["m0004", "provider-menu", "Provider Menu"],
    ["m0005", "profile-menu", "Profile Menu"],
  ],
  APP002: [
    ["m0001", "home-menu", "Home Menu"],
    ["m0005", "profile-menu", "Profile Menu"],
  ],
};

export const MENU_KEYS = [
  "dashboard", "news", "about", "guidebook", "notification", "media-library", "feature", "manual-config",
  "my-banners", "members", "coremedika-members", "eclaim", "dashboard_eclaim", "live_chat", "manual-activation",
  "ecard", "premium-provider", "my-provider", "category-doctor", "all-doctor", "banner-ads", "reservation",
  "ematerai", "e-sign",
] as const;

export interface PremiumProviderSeed {
  id_prov: string;
  provider_code: string;
  provider_name: string;
  username: string;
  city: string;
  status: boolean;
}

export const PREMIUM_PROVIDERS: PremiumProviderSeed[] = [
  { id_prov: "prov_a1b2c3", provider_code: "PRV001", provider_name: "RS Sehat Sentosa", username: "provider", city: "Jakarta Selatan", status: true },
  { id_prov: "prov_d4e5f6", provider_code: "PRV002", provider_name: "Klinik Pratama Husada", username: "ematerai", city: "Bandung", status: true },
  { id_prov: "prov_g7h8i9", provider_code: "PRV003", provider_name: "RS Medika Permata", username: "rs.medikapermata", city: "Jakarta Barat", status: true },
  { id_prov: "prov_j1k2l3", provider_code: "PRV004", provider_name: "RSIA Bunda Kasih", username: "rsia.bundakasih", city: "Surabaya", status: true },
  { id_prov: "prov_m4n5o6", provider_code: "PRV005", provider_name: "RS Harapan Bangsa", username: "rs.harapanbangsa", city: "Medan", status: true },
  { id_prov: "prov_p7q8r9", provider_code: "PRV006", provider_name: "RS Husada Utama", username: "rs.husadautama", city: "Semarang", status: true },
  { id_prov: "prov_s1t2u3", provider_code: "PRV007", provider_name: "RS Citra Medika", username: "rs.citramedika", city: "Makassar", status: false },
  { id_prov: "prov_v4w5x6", provider_code: "PRV008", provider_name: "RS Bhakti Asih", username: "rs.bhaktiasih", city: "Tangerang", status: true },
  { id_prov: "prov_y7z8a9", provider_code: "PRV009", provider_name: "RS Graha Medika", username: "rs.grahamedika", city: "Denpasar", status: true },
  { id_prov: "prov_b1c2d3", provider_code: "PRV010", provider_name: "Klinik Utama Sehat Bersama", username: "klinik.sehatbersama", city: "Yogyakarta", status: false },
  { id_prov: "prov_e4f5g6", provider_code: "PRV011", provider_name: "RS Pelita Insani", username: "rs.pelitainsani", city: "Banjarmasin", status: true },
  { id_prov: "prov_h7i8j9", provider_code: "PRV012", provider_name: "Klinik Gigi Senyum Sehat", username: "klinik.senyumsehat", city: "Malang", status: true },
];

export interface UserSeed {
  username: string;
  name: string;
  role: string;
  project_id: string;
  payor_code: string;
  menu_active: string[];
  icon: string;
  provider_code: string;
  provider_name: string;
  whitelable: string;
  access: string;
  flag_access: Record<string, boolean>;
}

const ALL_MENUS = [...MENU_KEYS];
const base = { icon: "", provider_code: "", provider_name: "", whitelable: "", flag_access: {} };

export const DEMO_USERS: UserSeed[] = [
  { ...base, username: "superadmin", name: "Super Administrator", role: "superadmin", project_id: "PRJ001", payor_code: "*", menu_active: ALL_MENUS, access: "all" },
  { ...base, username: "admin", name: "Admin Sehat Core", role: "admin", project_id: "PRJ001", payor_code: "*", menu_active: ALL_MENUS, access: "all", flag_access: { phone: false } },
  { ...base, username: "eclaim", name: "Tim E-Claim Sehat Nusantara", role: "eclaim", project_id: "PRJ001", payor_code: "P001", menu_active: ALL_MENUS, access: "payor", whitelable: "P001" },
  { ...base, username: "provider", name: "RS Sehat Sentosa", role: "provider", project_id: "PRJ001", payor_code: "*", menu_active: ALL_MENUS, access: "provider", provider_code: "PRV001", provider_name: "RS Sehat Sentosa" },
  { ...base, username: "ematerai", name: "Klinik Pratama Husada", role: "e-materai", project_id: "PRJ001", payor_code: "*", menu_active: ALL_MENUS, access: "provider", provider_code: "PRV002", provider_name: "Klinik Pratama Husada" },
  { ...base, username: "sd", name: "Tim Service Delivery", role: "sd", project_id: "PRJ001", payor_code: "*", menu_active: ALL_MENUS, access: "all" },
  { ...base, username: "operator", name: "Operator Klinik Mitra", role: "operator", project_id: "PRJ002", payor_code: "P007,P008", menu_active: ["news", "members"], access: "menu" },
  // A content editor: another role whose menu_active opens the library, but who may only open media (SPEC §6).
  { ...base, username: "editor", name: "Editor Konten", role: "editor", project_id: "PRJ001", payor_code: "*", menu_active: ["news", "about", "guidebook", "media-library"], access: "menu" },
];
