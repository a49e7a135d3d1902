// The demo seed: deterministic (seeded PRNG) Indonesian-flavoured data, anchored to "today" so the
// dashboards' last-30-days charts have data. Bulk rows go through raw multi-row INSERTs.
import type { RawSql } from "./client.ts";
import { claimRows, CLAIM_COLUMNS, seedClaimLogs } from "./seed/claims.ts";
import { buildCoreMembers, coreMemberRow, CORE_MEMBER_COLUMNS } from "./seed/core-members.ts";
import { buildCorporates } from "./seed/corporates.ts";
import { COMPACT_ECARD_TABLES, seedEcardUnit } from "./seed/ecard.ts";
import { seedDoctors } from "./seed/doctors.ts";
import { seedEsign } from "./seed/esign.ts";
import { giveBannerAdsIds, seedBannerAds } from "./seed/banner-ads.ts";
import { seedChats } from "./seed/chats.ts";
import { seedTickets } from "./seed/tickets.ts";
import { attachTemplatePdfs, seedEmaterai, seedEmateraiTemplates } from "./seed/ematerai.ts";
import { seedProviderProfiles } from "./seed/provider-profiles.ts";
import { seedExtras } from "./seed/extras.ts";
import { LOG_COLUMNS, logRows } from "./seed/logs.ts";
import { MEMBER_COLUMNS, memberRows } from "./seed/members.ts";
import { insertRows } from "./seed/sql-batch.ts";
import { growUnits } from "./seed/grow.ts";
import { seedStatic } from "./seed/static.ts";

export interface SeedState {
  version: number;
  units: number;
  /** ISO instant the data is anchored to */
  anchor: string;
}

export interface SeedOptions {
  now?: Date;
  /** how many units (1 unit ≈ 6,000 members, 40,000 log events, 40,000 claims, 40,000 e-card events and 4,000 reservations) */
  scale?: number;
  log?: (message: string) => void;
  /** how far the seed is (0–1) and what it is doing, for a person waiting on the first start */
  progress?: (share: number, step: string) => void;
}

/**
 * 1: reference data, members, claims, logs; 2: files, media library, attachments, features, quota
 * (seed/extras.ts); 3: claim logs (claims carry member_name since migration 0004); 4: e-card events and
 * reservations (seed/ecard.ts), one unit of each per unit already seeded; 5: e-sign corporates and
 * members (seed/esign.ts); 6: doctor categories and doctors (seed/doctors.ts); 7: the demo provider's
 * profile (seed/provider-profiles.ts).
 */
export const SEED_VERSION = 15;

export async function readSeedState(conn: RawSql): Promise<SeedState | null> {
  const rows = await conn.query<{ value: SeedState | string }>("SELECT value FROM platform_meta WHERE key = 'seed'");
  if (!rows[0]) return null;
  const v = rows[0].value;
  return typeof v === "string" ? (JSON.parse(v) as SeedState) : v;
}

async function writeSeedState(conn: RawSql, state: SeedState): Promise<void> {
  await conn.query(
    `INSERT INTO platform_meta (key, value, updated_at) VALUES ('seed', $1::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(state)],
  );
}

async function inTransaction<T>(conn: RawSql, fn: () => Promise<T>): Promise<T> {
  await conn.exec("BEGIN");
  try {
    const result = await fn();
    await conn.exec("COMMIT");
    return result;
  } catch (err) {
    await conn.exec("ROLLBACK");
    throw err;
  }
}

/** Seeds an empty database in one transaction (a crash leaves it empty, and the next start retries). */
export async function seedDemo(conn: RawSql, opts: SeedOptions = {}): Promise<SeedState> {
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => undefined);
  const corporates = buildCorporates();
  const core = buildCoreMembers(corporates, now);
  const state: SeedState = { version: SEED_VERSION, units: 1, anchor: now.toISOString() };
  // What a person waiting for the first start sees: each step's share of the seed's time, measured.
  const progress = (share: number, step: string) => opts.progress?.(share, step);
  let claims = 0, claimLogs = 0, members = 0, logs = 0;
  let extras = { media: 0, attachments: 0 }, ecard = { logs: 0, reservations: 0 }, esign = { corporates: 0, members: 0 };
  let doctors = { doctors: 0, categories: 0 }, ematerai = { providers: 0 }, bannerAds = 0, templates = 0, chats = { chats: 0 }, tickets = 0;
  await inTransaction(conn, async () => {
    progress(0, "reference data");
    await seedStatic(conn, now, corporates);
    await insertRows(conn, "core_members", CORE_MEMBER_COLUMNS, core.map(coreMemberRow));
    progress(0.05, "claims");
    claims = await insertRows(conn, "claims", CLAIM_COLUMNS, claimRows(now, core));
    claimLogs = await seedClaimLogs(conn, now);
    progress(0.3, "members");
    members = await insertRows(conn, "members", MEMBER_COLUMNS, memberRows(0, now, corporates, core));
    progress(0.36, "member logs");
    logs = await insertRows(conn, "member_logs", LOG_COLUMNS, logRows(0, now, core));
    progress(0.42, "files and media library");
    extras = await seedExtras(conn, now, corporates);
    progress(0.52, "e-card events and reservations");
    ecard = await seedEcardUnit(conn, 0, now, core, corporates);
    progress(0.88, "e-sign, doctors, banner ads, e-stamps, chats, tickets");
    esign = await seedEsign(conn, now, corporates);
    doctors = await seedDoctors(conn, now);
    await seedProviderProfiles(conn);
    bannerAds = await seedBannerAds(conn, now);
    ematerai = await seedEmaterai(conn, now);
    templates = await seedEmateraiTemplates(conn, now);
    chats = await seedChats(conn, now);
    tickets = await seedTickets(conn, now);
    await writeSeedState(conn, state);
  });
  log(`seeded ${corporates.length} corporates, ${core.length} core members, ${claims} claims, ${members} members, ${logs} log events, ` +
    `${extras.media} media items, ${extras.attachments} claim attachments, ${claimLogs} claim log entries, ` +
    `${ecard.logs} e-card events, ${ecard.reservations} reservations, ${esign.corporates} e-sign corporates with ${esign.members} members, ${doctors.doctors} doctors in ${doctors.categories} categories, ${bannerAds} banner ads, ${ematerai.providers} providers enrolled for e-stamps with ${templates} templates, ${chats.chats} live chats, ${tickets} WhatsApp tickets`);
  progress(0.89, "statistics");
  if ((opts.scale ?? 1) > 1) return growSeed(conn, opts.scale!, opts);
  // PGlite has no autovacuum: give the planner statistics, and set the visibility map so that
  // counts over (project_id, log_time) can be index-only scans.
  await conn.exec(COMPACT_ECARD_TABLES);
  await conn.exec("VACUUM ANALYZE");
  return state;
}

/** Brings a database seeded by an older seed version up to SEED_VERSION (one transaction). */
export async function upgradeSeed(conn: RawSql, opts: Pick<SeedOptions, "log"> = {}): Promise<SeedState | null> {
  const state = await readSeedState(conn);
  if (!state || state.version >= SEED_VERSION) return state;
  await inTransaction(conn, async () => {
    if (state.version < 2) {
      const extras = await seedExtras(conn, new Date(state.anchor), buildCorporates(), { upgrade: true });
      opts.log?.(`seed upgraded to version 2: ${extras.media} media items, ${extras.attachments} claim attachments`);
    }
    if (state.version < 3) {
      const logs = await seedClaimLogs(conn, new Date(state.anchor));
      opts.log?.(`seed upgraded to version 3: ${logs} claim log entries`);
    }
    if (state.version < 4) {
      const now = new Date(state.anchor);
      const corporates = buildCorporates();
      const core = buildCoreMembers(corporates, now);
      const added = { logs: 0, reservations: 0 };
      for (let unit = 0; unit < state.units; unit++) {
        const n = await seedEcardUnit(conn, unit, now, core, corporates);
        added.logs += n.logs;
        added.reservations += n.reservations;
      }
      opts.log?.(`seed upgraded to version 4: ${added.logs} e-card events, ${added.reservations} reservations`);
    }
    if (state.version < 5) {
      const esign = await seedEsign(conn, new Date(state.anchor), buildCorporates());
      opts.log?.(`seed upgraded to version 5: ${esign.corporates} e-sign corporates with ${esign.members} members`);
    }
    if (state.version < 6) {
      const doctors = await seedDoctors(conn, new Date(state.anchor));
      opts.log?.(`seed upgraded to version 6: ${doctors.doctors} doctors in ${doctors.categories} categories`);
    }
    if (state.version < 7) {
      await seedProviderProfiles(conn);
      opts.log?.("seed upgraded to version 7: the demo provider's profile");
    }
    if (state.version < 8) {
      const bannerAds = await seedBannerAds(conn, new Date(state.anchor));
      opts.log?.(`seed upgraded to version 8: ${bannerAds} banner ads`);
    }
    if (state.version < 9) {
      const ematerai = await seedEmaterai(conn, new Date(state.anchor));
      opts.log?.(`seed upgraded to version 9: ${ematerai.vendors} e-stamp vendors, ${ematerai.providers} providers enrolled`);
    }
    if (state.version < 10) {
      const templates = await seedEmateraiTemplates(conn, new Date(state.anchor));
      opts.log?.(`seed upgraded to version 10: ${templates} e-stamp templates`);
    }
    if (state.version < 11) {
      const attached = await attachTemplatePdfs(conn);
      opts.log?.(`seed upgraded to version 11: ${attached} e-stamp templates got their PDFs`);
    }
    if (state.version < 12) {
      // Anchored at the upgrade, not at the first seed: open chats are minutes to days old.
      const seeded = await seedChats(conn, new Date());
      opts.log?.(`seed upgraded to version 12: ${seeded.chats} live chats`);
    }
    if (state.version < 13) {
      const seeded = await seedTickets(conn, new Date());
      opts.log?.(`seed upgraded to version 13: ${seeded} WhatsApp tickets`);
    }
    if (state.version < 14) {
      const given = await giveBannerAdsIds(conn);
      opts.log?.(`seed upgraded to version 14: ${given} banner ads got their ids`);
    }
    // Version 13's upgrade above seeds the tickets of version 15 too.
    if (state.version >= 13 && state.version < 15) {
      const added = await seedTickets(conn, new Date(), 3);
      opts.log?.(`seed upgraded to version 15: ${added} more open WhatsApp tickets`);
    }
    state.version = SEED_VERSION;
    await writeSeedState(conn, state);
  });
  await conn.exec(COMPACT_ECARD_TABLES);
  await conn.exec("ANALYZE");
  return state;
}

/** Adds member, log, claim, e-card and reservation units up to `scale` (for benchmarks), set-based (seed/grow.ts), in one transaction. */
export async function growSeed(conn: RawSql, scale: number, opts: SeedOptions = {}): Promise<SeedState> {
  const log = opts.log ?? (() => undefined);
  const state = await readSeedState(conn);
  if (!state) throw new Error("growSeed: the database has not been seeded");
  if (state.units >= scale) return state;
  const started = Date.now();
  await inTransaction(conn, async () => {
    await growUnits(conn, state.units, scale, new Date(state.anchor), log);
    state.units = scale;
    await writeSeedState(conn, state);
  });
  log(`grew to ${scale} units in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await conn.exec(COMPACT_ECARD_TABLES);
  await conn.exec("VACUUM ANALYZE");
  return state;
}
