// Inserts the reference data: projects, apps, payors, corporates, content, providers, accounts.
import { hashPassword, sha256hex } from "../../lib/crypto.ts";
import type { RawSql } from "../client.ts";
import type { CorporateSeed } from "./corporates.ts";
import { ABOUT_HTML, GUIDEBOOKS, NEWS_AUTHORS, NEWS_TITLES_CORE, NEWS_TITLES_MITRA, additionalPages, guidebookCoverUrl, guidebookPdfUrl, newsHtml, newsImageUrl, slugify } from "./content.ts";
import { Rng } from "./prng.ts";
import { APP_FEATURES, APP_ROUTES, DEMO_PASSWORD, DEMO_USERS, FEATURE_NAMES, PAYORS, PREMIUM_PROVIDERS, PROJECTS, type UserSeed } from "./reference.ts";
import { insertRows, textArray } from "./sql-batch.ts";
import { instantOnDay } from "./members.ts";
import { STREETS } from "./words.ts";

export async function seedStatic(conn: RawSql, now: Date, corporates: CorporateSeed[]): Promise<void> {
  const rng = new Rng("static");
  await insertRows(conn, "projects", ["project_id", "name", "payorcode", "valid_start", "valid_end", "descriptions", "ecard_link"],
    PROJECTS.map((p) => [p.project_id, p.name, textArray([...p.payorcode]), p.valid_start, p.valid_end, p.descriptions, p.ecard_link]));
  await insertRows(conn, "apps", ["app_id", "mobile_id", "project_id", "name"], PROJECTS.map((p) => [p.app_id, p.mobile_id, p.project_id, p.name]));
  await insertRows(conn, "app_features", ["app_id", "feature_id", "name", "position"],
    Object.entries(APP_FEATURES).flatMap(([app, ids]) => ids.map((id, i) => [app, id, FEATURE_NAMES[id] ?? id, i])));
  await insertRows(conn, "app_routes", ["app_id", "id", "name", "title", "position"],
    Object.entries(APP_ROUTES).flatMap(([app, routes]) => routes.map(([id, name, title], i) => [app, id, name, title, i])));
  await insertRows(conn, "payors", ["payor_code", "payor_name", "help_line"], PAYORS.map((p) => [p.payor_code, p.payor_name, p.help_line]));
  await insertRows(conn, "corporates", ["corp_code", "name", "payor_code", "address"], corporates.map((c) => [c.corp_code, c.name, c.payor_code, c.address]));
  await seedContents(conn, rng, now);
  await insertRows(conn, "premium_providers", ["id_prov", "provider_code", "provider_name", "app_id", "username", "address", "phone", "email", "status"],
    PREMIUM_PROVIDERS.map((p) => [p.id_prov, p.provider_code, p.provider_name, "APP001", p.username,
      `${rng.pick(STREETS)} No. ${rng.int(1, 200)}, ${p.city}`, `021-${rng.digits(7)}`, `info@${slugify(p.provider_name)}.example`, p.status]));
  await seedUsers(conn);
}

async function seedContents(conn: RawSql, rng: Rng, now: Date): Promise<void> {
  const rows: unknown[][] = [];
  const news = (app: string, titles: readonly string[]) =>
    titles.forEach((title, i) => {
      const author = rng.pick(NEWS_AUTHORS);
      const created = instantOnDay(rng, now, rng.int(1, 240));
      rows.push([app, "a0001", { title, author, image: newsImageUrl(title), link: `https://sehat-console.example/artikel/${slugify(title)}`, content: newsHtml(title, author) }, i % 9 !== 8, created]);
    });
  news("APP001", NEWS_TITLES_CORE);
  news("APP002", NEWS_TITLES_MITRA);
  rows.push(["APP001", "a0002", { content: ABOUT_HTML }, true, instantOnDay(rng, now, 300)]);
  // (the fourth guidebook and the other content of seed version 2 come from seed/extras.ts)
  GUIDEBOOKS.slice(0, 3).forEach((g, i) =>
    rows.push(["APP001", "a0005", { title: g.title, image: guidebookCoverUrl(g.slug), guidebookapp: guidebookPdfUrl(g.slug) }, true, instantOnDay(rng, now, 200 - i * 30)]));
  rows.sort((a, b) => (a[4] as Date).getTime() - (b[4] as Date).getTime()); // ids in creation order
  await insertRows(conn, "contents", ["app_id", "feature_id", "datajson", "status", "created_at"], rows);
  const pages = PROJECTS.flatMap((p) => additionalPages(p.name, PAYORS.find((x) => x.payor_code === p.payorcode[0])!.help_line).map((page) => [p.app_id, page.name, page.title, page.content]));
  await insertRows(conn, "additionals", ["app_id", "name", "title", "content"], pages);
}

async function seedUsers(conn: RawSql): Promise<void> {
  const providerUsers: UserSeed[] = PREMIUM_PROVIDERS.filter((p) => !DEMO_USERS.some((u) => u.username === p.username)).map((p) => ({
    ...DEMO_USERS.find((u) => u.username === "provider")!,
    username: p.username,
    name: p.provider_name,
    provider_code: p.provider_code,
    provider_name: p.provider_name,
  }));
  const all = [...DEMO_USERS, ...providerUsers];
  const clientHash = sha256hex(DEMO_PASSWORD);
  const hashes = await Promise.all(all.map(() => hashPassword(clientHash)));
  const project = (id: string) => PROJECTS.find((p) => p.project_id === id)!;
  await insertRows(conn, "users", ["username", "password_hash", "name", "role", "mobile_id", "app_id", "project_id", "payor_code", "menu_active", "meta", "is_active"],
    all.map((u, i) => [u.username, hashes[i], u.name, u.role, project(u.project_id).mobile_id, project(u.project_id).app_id, u.project_id, u.payor_code, u.menu_active,
      { icon: u.icon, provider_name: u.provider_name, provider_code: u.provider_code, whitelable: u.whitelable, access: u.access, flag_access: u.flag_access }, true]));
}
