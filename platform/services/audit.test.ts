// The audit trail (issue 26): every writing call leaves one record per changed row, with who, where,
// which screen and the changed fields; failures and reads leave none; security events; the table is
// append-only and hash-chained; the superadmin's read API.
import { and, asc, desc, eq, getTableColumns, getTableName, inArray, is, notInArray, sql, Table } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { auditLog, contents, corporates, featureConfigs } from "../db/schema.ts";
import { call, DEMO_PASSWORD_HASH, login, sha256, usePlatform, type CallResult } from "../testing.ts";
import { ACTIVATION_REQUEST } from "./activation.ts";
import { createApp } from "./app.ts";
import { scopedDb, type AuditedTable } from "./audit.ts";
import { requireAuth } from "./auth.ts";
import { SessionCache } from "./cache.ts";
import type { AppEnv, PlatformContext } from "./context.ts";
import { CALL_RULES } from "./rules.ts";

const ACCOUNTS = ["superadmin", "admin", "operator", "editor", "provider", "sd", "ematerai", "eclaim"] as const;
const t = usePlatform(ACCOUNTS);

/** role and project of each demo account (platform/db/seed/reference.ts) */
const WHO: Record<string, { role: string; project: string }> = {
  superadmin: { role: "superadmin", project: "PRJ001" },
  admin: { role: "admin", project: "PRJ001" },
  operator: { role: "operator", project: "PRJ002" },
  editor: { role: "editor", project: "PRJ001" },
  provider: { role: "provider", project: "PRJ001" },
  sd: { role: "sd", project: "PRJ001" },
  ematerai: { role: "e-materai", project: "PRJ001" },
  eclaim: { role: "eclaim", project: "PRJ001" },
};

type H = Record<string, string>;
type Row = typeof auditLog.$inferSelect;

const send = (user: string, method: string, path: string, body?: unknown, headers: H = {}) => call(t.platform, method, path, { token: t.tokens[user], body, headers });

/** A multipart POST (uploads, card registration), with the audit headers. */
async function sendForm(user: string, path: string, fields: Record<string, string>, files: Record<string, File>, headers: H = {}): Promise<CallResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, v] of Object.entries(files)) form.set(k, v);
  const res = await t.platform.fetch(new Request(`http://platform.test${path}`, { method: "POST", body: form, headers: { authorization: `Bearer ${t.tokens[user]}`, ...headers } }));
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* text */
  }
  return { status: res.status, body: body as any, headers: res.headers };
}

const recordsOf = (requestId: string) => t.platform.db.select().from(auditLog).where(eq(auditLog.requestId, requestId)).orderBy(asc(auditLog.id));
let requests = 0;
/** A request id of its own for every request a test looks up (X-Request-Id: [\w.-]{1,64}). */
const requestId = (label: string) => `audit-${++requests}-${label.replace(/[^\w.-]/g, "_")}`.slice(0, 64);

/** The SQL columns of each table (the whole row of an insert or a delete). */
const COLUMNS = new Map<string, string[]>();
for (const value of Object.values(schema)) {
  if (is(value, Table)) COLUMNS.set(getTableName(value), Object.values(getTableColumns(value)).map((c) => c.name).sort());
}

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const png = (name: string) => new File([new Uint8Array(PNG)], name, { type: "image/png" });
const PROV = "prov_a1b2c3"; // the demo provider's PRV001
const news = {
  title: "Berita Audit",
  author: "Tim Redaksi Sehat",
  image: "/files/demo/v1/news/pentingnya-minum-air-putih-yang-cukup.png",
  link: "https://sehat-console.example/artikel/audit",
  content: "<p>Isi berita audit.</p>",
};
const createNews = async (user = "admin", appid = "APP001", headers: H = {}, title = news.title) => {
  const res = await send(user, "POST", "/api/createNews", { appid, featureid: "a0001", datajson: { ...news, title } }, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { res, id: res.body.data.id as string };
};
const upload = async (user = "admin", headers: H = {}) => {
  const res = await sendForm(user, "/api/uploadFile", {}, { image: png("foto.png") }, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { res, url: res.body.data.url as string };
};
const uploadFile = async () => (await upload()).url;
const registerImage = async (description: string) => {
  const url = await uploadFile();
  const res = await send("admin", "POST", "/api/uploadImage", { appid: "APP001", image: url, titleImage: "foto.png", type: "image", description });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; image_url: string };
};
const createProvider = async (code: string, provid: string) => {
  const res = await send("admin", "POST", "/api/createPremiumProviderStatus", { appid: "APP001", provid, provider_code: code, provider_name: `RS ${code}`, username: `rs.${code.toLowerCase()}`, password: sha256("rahasia-123") });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const esignMember = (nik: string) => ({ full_name: "Dewi Lestari", email: "dewi@example.co.id", phone_number: "0812 3456 7890", nik });

const corp: Record<string, string> = {};
beforeAll(async () => {
  const db = t.platform.db;
  corp.p001 = (await db.select({ c: corporates.corpCode }).from(corporates).where(eq(corporates.payorCode, "P001")).orderBy(asc(corporates.corpCode)).limit(1))[0]!.c;
  const configured = (await db.select({ c: featureConfigs.corpCode }).from(featureConfigs)).map((r) => r.c);
  const plain = await db.select({ c: corporates.corpCode }).from(corporates).where(and(inArray(corporates.payorCode, ["P004", "P005"]), notInArray(corporates.corpCode, configured))).orderBy(asc(corporates.corpCode)).limit(2);
  corp.plainA = plain[0]!.c;
  corp.plainB = plain[1]!.c;
});

// ── One successful write per writing call ──────────────────────────────────────

/** The record of the row a call is about: its table, key, action and the fields before and after. */
interface Main {
  entity: AuditedTable;
  record: string;
  action: "insert" | "update" | "delete";
  before: unknown;
  after: unknown;
}
interface Outcome {
  res: CallResult;
  /** how many records the call leaves, where that is known (one per changed row) */
  count?: number;
  main?: Main;
  /** more checks on the call's records */
  also?: (rows: Row[]) => void | Promise<void>;
}
interface Case {
  user: string;
  /** X-Console-Screen: the console screen the write comes from */
  screen: string;
  /** sets up what the write needs (without audit headers), then sends the write with `h` */
  run: (h: H) => Promise<Outcome>;
}

const CASES: Record<string, Case> = {
  updatePass: {
    user: "editor",
    screen: "profile",
    run: async (h) => {
      const newpass = sha256("audit-baru-2026");
      const res = await send("editor", "POST", "/api/updatePass", { username: "editor", oldpass: DEMO_PASSWORD_HASH, newpass }, h);
      return {
        res,
        count: 1,
        main: { entity: "users", record: "editor", action: "update", before: { password_hash: "(hidden)" }, after: { password_hash: "(changed)" } },
        also: (rows) => {
          expect(JSON.stringify(rows)).not.toContain(newpass);
          expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD_HASH);
        },
      };
    },
  },

  "v2/extservice": {
    user: "admin",
    screen: "manual-activation",
    run: async (h) => {
      const processing = (await send("admin", "GET", "/tickets/processing")).body.data as { code: string; messages: { msg: string }[] }[];
      const ticket = processing.find((x) => x.messages[0]!.msg === ACTIVATION_REQUEST)!;
      const card = /nomor kartu (\w+)/.exec(ticket.messages.map((m) => m.msg).join(" "))![1]!;
      const member = (await send("admin", "POST", "/v2/extservice", { endpoint: "getMember", cardno: card, project_id: "PRJ001" })).body.data as { name: string };
      const fields = { cardNo: card, mediaName: "KTP", mediaNo: "3174012345678901", userCode: member.name.replace(/\s/g, "").slice(0, 14), pinNo: "4821", email: "peserta@example.com", ticketCode: ticket.code };
      const res = await sendForm("admin", "/v2/extservice", fields, { uploadedFile: png("ktp.png") }, h);
      return {
        res,
        count: 2,
        main: {
          entity: "ecard_registrations",
          record: card,
          action: "insert",
          before: null,
          after: expect.objectContaining({ card_no: card, project_id: "PRJ001", media_no: "3174012345678901", email: "peserta@example.com", pin_hash: "(set)", registered_by: "admin", ticket_code: ticket.code }),
        },
        also: (rows) => {
          const closed = rows.find((r) => r.entity === "tickets")!;
          expect(closed).toMatchObject({ action: "update", recordId: ticket.code, before: { status: "processing" }, after: { status: "closed" } });
          expect(JSON.stringify(rows)).not.toMatch(/"pin_hash":"[0-9a-f]{16}:/);
        },
      };
    },
  },

  "tools/ecardLogging": {
    user: "admin",
    screen: "manual-activation",
    run: async (h) => {
      const res = await send("admin", "POST", "/tools/ecardLogging", { msg_event: "activation", body: { project_id: "PRJ001", corp_code: "K0001", payor_code: "P001", card_no: "8001000000000777", name: "Peserta Audit" } }, h);
      const [row] = await t.platform.db.select({ id: schema.ecardLogs.id }).from(schema.ecardLogs).where(eq(schema.ecardLogs.cardNo, "8001000000000777"));
      return {
        res,
        count: 1,
        main: { entity: "ecard_logs", record: String(row?.id), action: "insert", before: null, after: expect.objectContaining({ event: "activation", card_no: "8001000000000777", member_name: "Peserta Audit", payor_code: "P001" }) },
      };
    },
  },

  "tools/sendmail": {
    user: "admin",
    screen: "manual-activation",
    run: async (h) => {
      const res = await send("admin", "POST", "/tools/sendmail", { app_id: "APP001", type: "pin", email: "audit@example.com", body: { Name: "Peserta Audit", Pin: 5937 } }, h);
      const [row] = await t.platform.db.select({ id: schema.sentMails.id }).from(schema.sentMails).where(eq(schema.sentMails.email, "audit@example.com"));
      return {
        res,
        count: 1,
        main: { entity: "sent_mails", record: String(row?.id), action: "insert", before: null, after: expect.objectContaining({ app_id: "APP001", type: "pin", email: "audit@example.com", name: "Peserta Audit", sent_by: "admin" }) },
        also: (rows) => expect(JSON.stringify(rows)).not.toContain("5937"),
      };
    },
  },

  updateCollection: {
    user: "admin",
    screen: "live_chat-open",
    run: async (h) => {
      const [chat] = (await send("admin", "POST", "/api/getListChat", { app_id: "APP001", msg_event: "open", search: "" })).body.data as { msgId: string }[];
      const summary = { category: "Klaim", description: "Dijelaskan status klaim (audit)." };
      const res = await send("admin", "POST", "/api/updateCollection", { collection: "chat", condition: { msgId: chat!.msgId }, update: { status: "close", summary } }, h);
      return {
        res,
        count: 1,
        main: {
          entity: "chats",
          record: chat!.msgId,
          action: "update",
          before: { status: "open", closed_by: null, close_category: null, close_description: null, closed_at: null },
          after: { status: "close", closed_by: "admin", close_category: summary.category, close_description: summary.description, closed_at: expect.any(String) },
        },
      };
    },
  },

  postMessage: {
    user: "admin",
    screen: "live_chat-open",
    run: async (h) => {
      const [chat] = (await send("admin", "POST", "/api/getListChat", { app_id: "APP001", msg_event: "open", search: "" })).body.data as { msgId: string }[];
      const res = await send("admin", "POST", "/api/postMessage", { data: { msgId: chat!.msgId, msg: "Baik, kami bantu cek (audit).", type: "text" }, project_id: "PRJ001", app_id: "APP001", user_id: "admin" }, h);
      // The chat's last_at moves too: a change not worth a record (migration 0019), so one record.
      return {
        res,
        count: 1,
        main: { entity: "chat_messages", record: String(res.body.data?.id), action: "insert", before: null, after: expect.objectContaining({ msg_id: chat!.msgId, frm: "cs", msg: "Baik, kami bantu cek (audit).", sender: "admin" }) },
      };
    },
  },

  createNews: {
    user: "admin",
    screen: "add_news",
    run: async (h) => {
      const { res, id } = await createNews("admin", "APP001", h);
      return {
        res,
        count: 1,
        main: { entity: "contents", record: id, action: "insert", before: null, after: { id: Number(id), app_id: "APP001", feature_id: "a0001", datajson: news, status: true, created_at: expect.any(String), updated_at: expect.any(String) } },
      };
    },
  },

  updateContent: {
    user: "admin",
    screen: "detail_news",
    run: async (h) => {
      const { id } = await createNews();
      const changed = { ...news, title: "Judul Diperbarui (audit)" };
      const res = await send("admin", "POST", "/api/updateContent", { idContent: id, appid: "APP001", featureid: "a0001", datajson: changed, status: false }, h);
      return { res, count: 1, main: { entity: "contents", record: id, action: "update", before: { datajson: news, status: true }, after: { datajson: changed, status: false } } };
    },
  },

  deleteContent: {
    user: "admin",
    screen: "news",
    run: async (h) => {
      const { id } = await createNews();
      const res = await send("admin", "POST", "/api/deleteContent", { idContent: Number(id), appid: "APP001", featureid: "a0001" }, h);
      return {
        res,
        count: 1,
        main: { entity: "contents", record: id, action: "delete", before: { id: Number(id), app_id: "APP001", feature_id: "a0001", datajson: news, status: true, created_at: expect.any(String), updated_at: expect.any(String) }, after: null },
      };
    },
  },

  uploadImage: {
    user: "admin",
    screen: "media-upload",
    run: async (h) => {
      const url = await uploadFile();
      const res = await send("admin", "POST", "/api/uploadImage", { appid: "APP001", image: url, titleImage: "foto.png", type: "image", description: "Foto audit" }, h);
      return {
        res,
        count: 1,
        main: { entity: "media", record: String(res.body.data?.id), action: "insert", before: null, after: expect.objectContaining({ app_id: "APP001", owner: "APP001", type: "image", image_url: url, description: "Foto audit", title_image: "foto.png", created_by: "admin" }) },
      };
    },
  },

  updateImage: {
    user: "admin",
    screen: "media-items",
    run: async (h) => {
      const item = await registerImage("Deskripsi lama");
      const res = await send("admin", "POST", "/api/updateImage", { imageid: item.id, description: "Deskripsi baru" }, h);
      return { res, count: 1, main: { entity: "media", record: item.id, action: "update", before: { description: "Deskripsi lama" }, after: { description: "Deskripsi baru" } } };
    },
  },

  deleteImage: {
    user: "admin",
    screen: "media-items",
    run: async (h) => {
      const item = await registerImage("Akan dihapus");
      const res = await send("admin", "POST", "/api/deleteImage", { imageid: item.id }, h);
      return {
        res,
        count: 1,
        main: { entity: "media", record: item.id, action: "delete", before: expect.objectContaining({ id: Number(item.id), image_url: item.image_url, description: "Akan dihapus", created_by: "admin" }), after: null },
      };
    },
  },

  deleteAccounts: {
    user: "superadmin",
    screen: "members-inactive",
    run: async (h) => {
      const [m] = (await send("superadmin", "GET", "/api/getListMember/MOB001/?size=1&type=inactive")).body.data.result as { id: string; no_card: string; name: string }[];
      const res = await send("superadmin", "POST", "/api/deleteAccounts", { appid: "APP001", memberId: m!.id, nocard: m!.no_card }, h);
      return {
        res,
        count: 1,
        main: { entity: "members", record: m!.id, action: "delete", before: expect.objectContaining({ id: Number(m!.id), no_card: m!.no_card, name: m!.name, is_active: false, project_id: "PRJ001" }), after: null },
      };
    },
  },

  updateFeature: {
    user: "admin",
    screen: "feature",
    run: async (h) => {
      const where = and(eq(featureConfigs.appId, "APP001"), eq(featureConfigs.featureId, "m0001"), eq(featureConfigs.corpCode, corp.p001!));
      const [old] = await t.platform.db.select().from(featureConfigs).where(where);
      const res = await send("admin", "POST", "/api/updateFeature", { confid: "home-menu", corpid: corp.p001, id: old!.id, jsonfeature: { features: { telemedicine: true, news: false }, invisible_items: {}, invisible: ["KT0099"] } }, h);
      const [now] = await t.platform.db.select().from(featureConfigs).where(where);
      expect(now!.jsonfeature).not.toEqual(old!.jsonfeature);
      // updated_by and updated_at change too: not worth a record of their own.
      return { res, count: 1, main: { entity: "feature_configs", record: String(old!.id), action: "update", before: { jsonfeature: old!.jsonfeature }, after: { jsonfeature: now!.jsonfeature } } };
    },
  },

  updateFeatureMulti: {
    user: "admin",
    screen: "manual-config",
    run: async (h) => {
      const res = await send("admin", "POST", "/api/updateFeatureMulti", { confid: "benefit-menu", corpid: `${corp.plainA},${corp.plainB}`, id: null, jsonfeature: { features: { gigi: false }, invisible_items: {}, invisible: ["KT0100"] } }, h);
      const [row] = await t.platform.db.select().from(featureConfigs).where(and(eq(featureConfigs.appId, "APP001"), eq(featureConfigs.corpCode, corp.plainA!)));
      return {
        res,
        count: 2,
        main: { entity: "feature_configs", record: String(row?.id), action: "insert", before: null, after: expect.objectContaining({ corp_code: corp.plainA, app_id: "APP001", jsonfeature: row?.jsonfeature, updated_by: "admin" }) },
        also: (rows) => expect(rows.map((r) => (r.after as { corp_code: string }).corp_code).sort()).toEqual([corp.plainA, corp.plainB].sort()),
      };
    },
  },

  createPremiumProviderStatus: {
    user: "admin",
    screen: "add-premium-provider",
    run: async (h) => {
      const password = sha256("rahasia-audit");
      const res = await send("admin", "POST", "/api/createPremiumProviderStatus", { appid: "APP001", provid: "prov_aud100", provider_code: "AUD100", provider_name: "RS Audit", username: "rs.aud100", password }, h);
      return {
        res,
        count: 2,
        main: { entity: "premium_providers", record: "prov_aud100", action: "insert", before: null, after: expect.objectContaining({ id_prov: "prov_aud100", provider_code: "AUD100", provider_name: "RS Audit", username: "rs.aud100", status: true }) },
        also: (rows) => {
          const account = rows.find((r) => r.entity === "users")!;
          expect(account).toMatchObject({ action: "insert", recordId: "rs.aud100", before: null, after: { username: "rs.aud100", role: "provider", password_hash: "(set)" } });
          expect(JSON.stringify(rows)).not.toContain(password);
        },
      };
    },
  },

  updatePremiumProvider: {
    user: "admin",
    screen: "detail-premium-provider",
    run: async (h) => {
      await createProvider("AUD200", "prov_aud200");
      const res = await send("admin", "POST", "/api/updatePremiumProvider", { appid: "APP001", provider_code: "AUD200", provider_name: "RS Audit Baru", username: "rs.aud200", username_old: "rs.aud200", password: "" }, h);
      return {
        res,
        count: 2,
        main: { entity: "premium_providers", record: "prov_aud200", action: "update", before: { provider_name: "RS AUD200" }, after: { provider_name: "RS Audit Baru" } },
        also: (rows) => {
          const account = rows.find((r) => r.entity === "users")!;
          expect(account).toMatchObject({ action: "update", recordId: "rs.aud200", before: { name: "RS AUD200" }, after: { name: "RS Audit Baru" } });
          // A blank password keeps it: no password field in the record.
          expect(account.after).not.toHaveProperty("password_hash");
        },
      };
    },
  },

  updatePremiumProviderStatus: {
    user: "admin",
    screen: "premium-provider",
    run: async (h) => {
      await createProvider("AUD300", "prov_aud300");
      const res = await send("admin", "POST", "/api/updatePremiumProviderStatus", { appid: "APP001", id_prov: "prov_aud300", status: false }, h);
      return {
        res,
        count: 2,
        main: { entity: "premium_providers", record: "prov_aud300", action: "update", before: { status: true }, after: { status: false } },
        also: (rows) => expect(rows.find((r) => r.entity === "users")).toMatchObject({ action: "update", recordId: "rs.aud300", before: { is_active: true }, after: { is_active: false } }),
      };
    },
  },

  updateMyProvider: {
    user: "provider",
    screen: "my-provider",
    run: async (h) => {
      const profile = (await send("provider", "GET", `/api/getMyProvider/${PROV}`)).body.data.data as Record<string, unknown>;
      const res = await send("provider", "POST", "/api/updateMyProvider", { id: PROV, status_data: "update", data: { ...profile, provider_name: "RS Sehat Sentosa Audit" } }, h);
      return {
        res,
        main: { entity: "premium_providers", record: PROV, action: "update", before: { provider_name: profile.provider_name }, after: { provider_name: "RS Sehat Sentosa Audit" } },
        also: (rows) => {
          // The provider's accounts carry its name in meta.
          const account = rows.find((r) => r.entity === "users" && r.recordId === "provider")!;
          expect(account).toMatchObject({ action: "update", before: { meta: expect.objectContaining({ provider_name: profile.provider_name }) }, after: { meta: expect.objectContaining({ provider_name: "RS Sehat Sentosa Audit" }) } });
        },
      };
    },
  },

  createCategoryDoctor: {
    user: "provider",
    screen: "add-category-doctor",
    run: async (h) => {
      const res = await send("provider", "POST", "/api/createCategoryDoctor", { id: "audcat01", provId: PROV, data: { name: "Spesialis Kulit", provider_code: "PRV001" } }, h);
      return { res, count: 1, main: { entity: "doctor_categories", record: "audcat01", action: "insert", before: null, after: { id: "audcat01", id_prov: PROV, provider_code: "PRV001", name: "Spesialis Kulit", created_at: expect.any(String) } } };
    },
  },

  updateCategoryDoctor: {
    user: "provider",
    screen: "detail-category-doctor",
    run: async (h) => {
      expect((await send("provider", "POST", "/api/createCategoryDoctor", { id: "audcat02", provId: PROV, data: { name: "Spesialis Mata" } })).status).toBe(200);
      const res = await send("provider", "POST", "/api/updateCategoryDoctor", { id: "audcat02", provId: PROV, data: { name: "Spesialis Mata Anak" } }, h);
      return { res, count: 1, main: { entity: "doctor_categories", record: "audcat02", action: "update", before: { name: "Spesialis Mata" }, after: { name: "Spesialis Mata Anak" } } };
    },
  },

  createDoctor: {
    user: "provider",
    screen: "add-doctor",
    run: async (h) => {
      const res = await send("provider", "POST", "/api/createDoctor", { id: "auddoc01", provId: PROV, category: "prv001c2", data: { name: "drg. Audit", image: news.image } }, h);
      return { res, count: 1, main: { entity: "doctors", record: "auddoc01", action: "insert", before: null, after: { id: "auddoc01", id_prov: PROV, category_id: "prv001c2", name: "drg. Audit", image: news.image, created_at: expect.any(String) } } };
    },
  },

  updateDoctor: {
    user: "provider",
    screen: "detail-doctor",
    run: async (h) => {
      expect((await send("provider", "POST", "/api/createDoctor", { id: "auddoc02", provId: PROV, category: "prv001c2", data: { name: "drg. Sari", image: news.image } })).status).toBe(200);
      const res = await send("provider", "POST", "/api/updateDoctor", { id: "auddoc02", category: "prv001c3", data: { name: "dr. Sari, Sp.A", image: news.image } }, h);
      return { res, count: 1, main: { entity: "doctors", record: "auddoc02", action: "update", before: { category_id: "prv001c2", name: "drg. Sari" }, after: { category_id: "prv001c3", name: "dr. Sari, Sp.A" } } };
    },
  },

  "v2/coremdika": {
    user: "sd",
    screen: "add-ematerai",
    run: async (h) => {
      const enrolment = { endpoint: "createUserEmaterai", email_m_user: "materai@rsiabundakasih.example", provider_code: "PRV004", active_flag: true, vendor_id: "VND003", bank: "BRI", kuota: 50, vendor_va_id: "8800140000004", npwp: "045678901234000", is_group: false, provider_parent: null };
      const res = await send("sd", "POST", "/v2/coremdika", enrolment, h);
      return {
        res,
        // The provider's enrolment and its quota.
        count: 2,
        main: { entity: "ematerai_users", record: "PRV004", action: "insert", before: null, after: expect.objectContaining({ provider_code: "PRV004", app_id: "APP001", email: enrolment.email_m_user, bank: "BRI", vendor_id: "VND003", active: true }) },
        also: (rows) => expect(rows.find((r) => r.entity === "ematerai_quotas")).toMatchObject({ recordId: "PRV004", after: expect.objectContaining({ total: 50 }) }),
      };
    },
  },

  "e-sign/add/corporate": {
    user: "sd",
    screen: "e-sign-corporate-new",
    run: async (h) => {
      const res = await send("sd", "POST", "/e-sign/cms/add/corporate", { corporate_code: "aud-corp1", corporate_name: "PT Audit", corporate_address: "Jl. Sudirman 1, Jakarta" }, h);
      const [row] = await t.platform.db.select().from(schema.esignCorporates).where(eq(schema.esignCorporates.corporateCode, "AUD-CORP1"));
      return {
        res,
        count: 1,
        main: { entity: "esign_corporates", record: String(row?.id), action: "insert", before: null, after: expect.objectContaining({ project_id: "PRJ001", corporate_code: "AUD-CORP1", corporate_name: "PT Audit", created_by: "sd" }) },
      };
    },
  },

  "e-sign/add/member": {
    user: "sd",
    screen: "e-sign-members",
    run: async (h) => {
      expect((await send("sd", "POST", "/e-sign/cms/add/corporate", { corporate_code: "AUD-CORP2", corporate_name: "PT Anggota", corporate_address: "Surabaya" })).status).toBe(200);
      const res = await send("sd", "POST", "/e-sign/cms/AUD-CORP2/add/member", esignMember("3174012345678901"), h);
      return {
        res,
        count: 1,
        main: { entity: "esign_members", record: String(res.body.data?.id), action: "insert", before: null, after: expect.objectContaining({ full_name: "Dewi Lestari", nik: "3174012345678901", phone_number: "081234567890", is_active: true, created_by: "sd" }) },
      };
    },
  },
};

/** The change records of every writing call, by request id (the later tests look some up). */
const caseRecords: Record<string, Row[]> = {};

describe("every writing call leaves its record", () => {
  it("has a case for every call whose rule says it writes, and no other", () => {
    const writing = Object.entries(CALL_RULES)
      .filter(([, rule]) => rule.writes.length > 0)
      .map(([name]) => name)
      .sort();
    expect(Object.keys(CASES).sort()).toEqual(writing);
  });

  let n = 0;
  for (const [name, c] of Object.entries(CASES)) {
    const i = ++n;
    it(name, async () => {
      const id = requestId(name);
      const address = `198.51.100.${i}`;
      const outcome = await c.run({ "x-request-id": id, "x-console-screen": c.screen, "x-client-address": address });
      expect(outcome.res.status, JSON.stringify(outcome.res.body)).toBe(200);
      const rows = await recordsOf(id);
      caseRecords[name] = rows;
      expect(rows.length).toBeGreaterThan(0);
      if (outcome.count !== undefined) expect(rows).toHaveLength(outcome.count);
      const declared: readonly string[] = CALL_RULES[name]!.writes;
      const who = WHO[c.user]!;
      for (const row of rows) {
        expect(declared, `${name} changed ${row.entity}`).toContain(row.entity);
        expect(row).toMatchObject({ kind: "change", username: c.user, role: who.role, projectId: who.project, address, requestId: id, screen: c.screen, call: name });
        expect(row.recordId).not.toBe("");
        const columns = COLUMNS.get(row.entity)!;
        if (row.action === "insert") {
          expect(row.before).toBeNull();
          expect(Object.keys(row.after as object).sort()).toEqual(columns);
        } else if (row.action === "delete") {
          expect(row.after).toBeNull();
          expect(Object.keys(row.before as object).sort()).toEqual(columns);
        } else {
          expect(row.action).toBe("update");
          // Only what changed, both sides the same fields; updated_at never.
          const before = row.before as Record<string, unknown>;
          const after = row.after as Record<string, unknown>;
          expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
          expect(Object.keys(before)).not.toContain("updated_at");
          for (const key of Object.keys(before)) expect(after[key], `${row.entity}.${key}`).not.toEqual(before[key]);
        }
        // Secrets only ever as a word.
        for (const side of [row.before, row.after] as (Record<string, unknown> | null)[]) {
          if (side && "password_hash" in side) expect(["(hidden)", "(changed)", "(set)"]).toContain(side.password_hash);
          if (side && "pin_hash" in side) expect(["(hidden)", "(changed)", "(set)"]).toContain(side.pin_hash);
        }
      }
      const main = outcome.main!;
      const record = rows.find((r) => r.entity === main.entity && r.recordId === main.record);
      expect(record, `${main.entity} ${main.record} in ${JSON.stringify(rows.map((r) => [r.entity, r.recordId]))}`).toBeDefined();
      expect(record!.action).toBe(main.action);
      expect(record!.before).toEqual(main.before);
      expect(record!.after).toEqual(main.after);
      await outcome.also?.(rows);
    });
  }
});

// ── What leaves no change record ──────────────────────────────────────────────

describe("no change without a successful write", () => {
  it("a failed write (400 bad input, 404 another's record) leaves no record, and changes nothing", async () => {
    const [before] = await t.platform.db.select({ n: sql<number>`count(*)::int` }).from(contents);
    const bad = requestId("bad-input");
    const { title: _t, ...noTitle } = news;
    const res = await send("admin", "POST", "/api/createNews", { appid: "APP001", featureid: "a0001", datajson: noTitle }, { "x-request-id": bad, "x-console-screen": "add_news" });
    expect(res.status).toBe(400);
    expect(await recordsOf(bad)).toEqual([]);

    const other = requestId("not-mine");
    const res2 = await send("provider", "POST", "/api/updateDoctor", { id: "prv003d11", category: "prv001c1", data: { name: "x", image: news.image } }, { "x-request-id": other, "x-console-screen": "detail-doctor" });
    expect(res2.status).toBe(404);
    expect(await recordsOf(other)).toEqual([]);

    // A conflict (the id is taken) neither.
    const conflict = requestId("conflict");
    expect((await send("provider", "POST", "/api/createCategoryDoctor", { id: "audcat01", provId: PROV, data: { name: "Lagi" } }, { "x-request-id": conflict })).status).toBe(409);
    expect(await recordsOf(conflict)).toEqual([]);

    const [after] = await t.platform.db.select({ n: sql<number>`count(*)::int` }).from(contents);
    expect(after!.n).toBe(before!.n);
  });

  it("a read leaves no record (GET, a POST that reads, a read that logs to a table not audited)", async () => {
    const reads: [string, string, string, unknown][] = [
      ["admin", "GET", "/api/content/APP001/a0001/array", undefined],
      ["admin", "POST", "/api/getListChat", { app_id: "APP001", msg_event: "open", search: "" }],
      ["admin", "POST", "/api/log", { msg_event: "open_access", body: { project_id: "PRJ001", corp_code: corp.p001, corp_name: "PT Contoh" } }],
      ["superadmin", "GET", "/api/auditLog?size=5", undefined],
    ];
    for (const [user, method, path, body] of reads) {
      const id = requestId("read");
      const res = await send(user, method, path, body, { "x-request-id": id, "x-console-screen": "news", "x-client-address": "198.51.100.200" });
      expect(res.status, path).toBe(200);
      expect(await recordsOf(id), path).toEqual([]);
    }
  });
});

describe("a direct platform call (no console)", () => {
  it("leaves the same record, without a screen; its address is the connection's", async () => {
    const viaConsole = requestId("via-console");
    const { id: first } = await createNews("admin", "APP001", { "x-request-id": viaConsole, "x-console-screen": "add_news", "x-client-address": "198.51.100.77" }, "Lewat konsol");
    const direct = requestId("direct");
    const { id: second } = await createNews("admin", "APP001", { "x-request-id": direct }, "Langsung");
    const [a] = await recordsOf(viaConsole);
    const rows = await recordsOf(direct);
    expect(rows).toHaveLength(1);
    const b = rows[0]!;
    expect(a).toMatchObject({ screen: "add_news", address: "198.51.100.77", recordId: first });
    expect(b).toMatchObject({ screen: "", address: "", recordId: second, after: expect.objectContaining({ datajson: { ...news, title: "Langsung" } }) });
    const same = (r: Row) => ({ kind: r.kind, action: r.action, username: r.username, role: r.role, projectId: r.projectId, call: r.call, entity: r.entity });
    expect(same(b)).toEqual(same(a!));

    // Served by Node (@hono/node-server gives the connection as env.incoming): its address.
    const ctx: PlatformContext = { db: t.platform.db, filesDir: t.platform.filesDir, tokenRefreshSeconds: 3600, gatewayKey: "audit-test", now: () => new Date(), sessionCache: new SessionCache(0), cacheMs: 0, chatReplyMs: 0 };
    const app = createApp(ctx);
    const env = { incoming: { socket: { remoteAddress: "192.0.2.44" } } };
    const viaSocket = requestId("socket");
    const body = JSON.stringify({ appid: "APP001", featureid: "a0001", datajson: { ...news, title: "Lewat soket" } });
    const headers = { authorization: `Bearer ${t.tokens.admin}`, "content-type": "application/json", "x-request-id": viaSocket };
    expect((await app.fetch(new Request("http://platform.test/api/createNews", { method: "POST", body, headers }), env)).status).toBe(200);
    expect(await recordsOf(viaSocket)).toMatchObject([{ screen: "", address: "192.0.2.44", call: "createNews" }]);
    // A header that is no address is not believed: the connection's is kept.
    const forged = requestId("forged");
    const res = await app.fetch(new Request("http://platform.test/api/createNews", { method: "POST", body, headers: { ...headers, "x-request-id": forged, "x-client-address": "<script>" } }), env);
    expect(res.status).toBe(200);
    expect(await recordsOf(forged)).toMatchObject([{ address: "192.0.2.44" }]);
  });
});

describe("runAudited (services/audit.ts), with handlers of its own", () => {
  /** A platform context as createApp makes it: handlers' db is the writing call's transaction. */
  const context = (): PlatformContext => ({ db: scopedDb(t.platform.db), filesDir: t.platform.filesDir, tokenRefreshSeconds: 3600, gatewayKey: "audit-test", now: () => new Date(), sessionCache: new SessionCache(0), cacheMs: 0, chatReplyMs: 0 });
  const titled = async (title: string) => (await t.platform.db.select({ id: contents.id }).from(contents).where(sql`${contents.datajson}->>'title' = ${title}`)).length;

  it("a call that wrote and then failed leaves neither the change nor its record; one that succeeded both", async () => {
    const ctx = context();
    const app = new Hono<AppEnv>({ strict: false });
    const handler = (title: string, status: 200 | 409) => async (c: Context<AppEnv>) => {
      await ctx.db.insert(contents).values({ appId: "APP001", featureId: "a0001", datajson: { ...news, title } });
      return c.json({ code: status, message: "done" }, status);
    };
    // Calls whose rules say they write contents.
    app.post("/api/createNews", requireAuth(ctx, "user"), handler("Setengah jalan", 409));
    app.post("/api/updateContent", requireAuth(ctx, "user"), handler("Sampai selesai", 200));
    const post = async (path: string, id: string) =>
      (await app.fetch(new Request(`http://platform.test${path}`, { method: "POST", body: "{}", headers: { authorization: `Bearer ${t.tokens.admin}`, "content-type": "application/json", "x-request-id": id } }))).status;

    const failed = requestId("wrote-then-failed");
    expect(await post("/api/createNews", failed)).toBe(409);
    expect(await titled("Setengah jalan")).toBe(0);
    expect(await recordsOf(failed)).toEqual([]);

    const done = requestId("wrote-and-succeeded");
    expect(await post("/api/updateContent", done)).toBe(200);
    expect(await titled("Sampai selesai")).toBe(1);
    expect(await recordsOf(done)).toMatchObject([{ action: "insert", entity: "contents", call: "updateContent", username: "admin" }]);
  });

  it("a call its rule says reads may not change an audited table: 'Unaudited write', nothing changed", async () => {
    const ctx = context();
    const app = new Hono<AppEnv>({ strict: false });
    app.post("/api/getListChat", requireAuth(ctx, "user"), async (c) => {
      await ctx.db.insert(contents).values({ appId: "APP001", featureId: "a0001", datajson: { ...news, title: "Tanpa catatan" } });
      return c.json({ code: 200 }, 200);
    });
    app.onError((err, c) => c.json({ code: 500, message: err.message }, 500));
    const id = requestId("unaudited");
    const res = await app.fetch(new Request("http://platform.test/api/getListChat", { method: "POST", body: "{}", headers: { authorization: `Bearer ${t.tokens.admin}`, "content-type": "application/json", "x-request-id": id } }));
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toMatch(/Unaudited write: the call getListChat changed contents/);
    expect(await titled("Tanpa catatan")).toBe(0);
    expect(await recordsOf(id)).toEqual([]);
  });
});

// ── Security events ───────────────────────────────────────────────────────────

describe("security events", () => {
  const signIn = (username: string, password: string, id: string) =>
    call(t.platform, "POST", "/api/user/login", { body: { username, password }, headers: { "x-request-id": id, "x-client-address": "203.0.113.9" } });

  it("a failed sign-in and a sign-in leave one record each, never the password", async () => {
    const wrong = sha256("salah-audit");
    const failed = requestId("sign-in-failed");
    expect((await signIn("admin", wrong, failed)).status).toBe(401);
    const rows = await recordsOf(failed);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "security", action: "sign-in-failed", username: "admin", role: "admin", projectId: "PRJ001", address: "203.0.113.9", call: "user/login", entity: "", recordId: "", before: null, after: { reason: "password" } });
    expect(JSON.stringify(rows)).not.toContain(wrong);

    const unknown = requestId("unknown-user");
    expect((await signIn("nobody.audit", DEMO_PASSWORD_HASH, unknown)).status).toBe(401);
    expect(await recordsOf(unknown)).toMatchObject([{ kind: "security", action: "sign-in-failed", username: "nobody.audit", role: "", after: { reason: "unknown user" } }]);

    const ok = requestId("sign-in");
    const res = await signIn("admin", DEMO_PASSWORD_HASH, ok);
    expect(res.status).toBe(200);
    const signedIn = await recordsOf(ok);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]).toMatchObject({ kind: "security", action: "sign-in", username: "admin", role: "admin", projectId: "PRJ001", address: "203.0.113.9", call: "user/login" });
    for (const secret of [DEMO_PASSWORD_HASH, res.body.token as string]) expect(JSON.stringify(signedIn)).not.toContain(secret);
  });

  it("a refused call leaves a 'refused' record (and a refused write no change)", async () => {
    const id = requestId("refused");
    const res = await send("provider", "GET", "/api/getListMember/MOB001/?size=1", undefined, { "x-request-id": id, "x-console-screen": "members" });
    expect(res.body).toMatchObject({ code: 404, reason: "forbidden" });
    expect(await recordsOf(id)).toMatchObject([{ kind: "security", action: "refused", username: "provider", role: "provider", projectId: "PRJ001", call: "getListMember", screen: "members", after: { method: "GET", path: "/api/getListMember/MOB001" } }]);

    const write = requestId("refused-write");
    expect((await send("provider", "POST", "/api/deleteAccounts", { appid: "APP001", memberId: 1, nocard: "1" }, { "x-request-id": write })).body).toMatchObject({ reason: "forbidden" });
    expect(await recordsOf(write)).toMatchObject([{ kind: "security", action: "refused", call: "deleteAccounts" }]);

    // A screen the console refused (its own access table) is reported and recorded the same way.
    const screen = requestId("refused-screen");
    expect((await send("editor", "POST", "/api/auditEvent", { action: "refused", screen: "premium-provider", path: "/premium-provider" }, { "x-request-id": screen })).status).toBe(200);
    expect(await recordsOf(screen)).toMatchObject([{ kind: "security", action: "refused", username: "editor", screen: "premium-provider", after: { path: "/premium-provider" } }]);
  });

  it("a logout leaves 'logout', one the console ends itself 'session-expired'", async () => {
    const out = requestId("logout");
    const token = await login(t.platform, "sd");
    expect((await call(t.platform, "POST", "/api/user/logout", { token, headers: { "x-request-id": out } })).status).toBe(200);
    expect(await recordsOf(out)).toMatchObject([{ kind: "security", action: "logout", username: "sd", role: "sd", projectId: "PRJ001", call: "user/logout" }]);

    const expired = requestId("expired");
    const token2 = await login(t.platform, "sd");
    expect((await call(t.platform, "POST", "/api/user/logout", { token: token2, headers: { "x-request-id": expired, "x-logout-reason": "expired" } })).status).toBe(200);
    const rows = await recordsOf(expired);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "security", action: "session-expired", username: "sd" });
  });
});

// ── The table itself ──────────────────────────────────────────────────────────

/** The database's error text, wherever the driver put it. */
async function failure(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (err) {
    const e = err as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ""}`;
  }
  return "(no error)";
}

type ChainRow = { id: string | number; hash: string; prev_hash: string; expected: string };
const chain = async () => ((await t.platform.db.execute(sql`SELECT id, hash, prev_hash, audit_row_hash(a) AS expected FROM audit_log a ORDER BY id`)) as unknown as { rows: ChainRow[] }).rows;

describe("append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    const count = async () => (await t.platform.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(30);
    expect(await failure(t.platform.db.execute(sql`UPDATE audit_log SET username = 'x'`))).toMatch(/append-only: UPDATE refused/);
    expect(await failure(t.platform.db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only: DELETE refused/);
    expect(await failure(t.platform.db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    expect(await count()).toBe(before);
    expect(await t.platform.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.username, "x"))).toEqual([]);
  });
});

// ── The read API ──────────────────────────────────────────────────────────────

describe("GET /api/auditLog", () => {
  type Entry = { id: string; username: string; entity: string; record_id: string; kind: string; action: string; request_id: string; project_id?: string };
  type Page = { result: Entry[]; next: string | null; prev: string | null };
  const list = async (query: string, user = "superadmin") => {
    const res = await send(user, "GET", `/api/auditLog?${query}`);
    expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data as Page;
  };
  const ids = (p: Page) => p.result.map((e) => e.id);

  it("shows the project's records newest first", async () => {
    const id = requestId("api-newest");
    const { id: content } = await createNews("superadmin", "APP001", { "x-request-id": id, "x-console-screen": "add_news" });
    const page = await list("size=5");
    expect(page.result).toHaveLength(5);
    expect(page.result[0]).toMatchObject({ request_id: id, username: "superadmin", entity: "contents", record_id: content, kind: "change", action: "insert", screen: "add_news", call: "createNews" });
    const numbers = ids(page).map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const newest = await t.platform.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.projectId, "PRJ001")).orderBy(desc(auditLog.id)).limit(5);
    expect(ids(page)).toEqual(newest.map((r) => String(r.id)));
  });

  it("filters by user, entity, record, kind and action", async () => {
    const byUser = await list("user=provider&size=1000");
    expect(byUser.result.length).toBeGreaterThan(5);
    expect(byUser.result.every((e) => e.username === "provider")).toBe(true);
    const byEntity = await list("entity=doctors&size=1000");
    expect(byEntity.result.map((e) => e.record_id).sort()).toEqual(["auddoc01", "auddoc02", "auddoc02"]);
    const byRecord = await list("entity=doctors&record=auddoc02&size=1000");
    expect(byRecord.result.map((e) => e.action)).toEqual(["update", "insert"]);
    const security = await list("kind=security&size=1000");
    expect(security.result.length).toBeGreaterThan(5);
    expect(security.result.every((e) => e.kind === "security")).toBe(true);
    const failed = await list("action=sign-in-failed&size=1000");
    // (an unknown user's failure belongs to no project)
    expect(failed.result.map((e) => e.username)).toEqual(["admin"]);
    const screen = await list("screen=my-provider&size=1000");
    expect(screen.result.length).toBeGreaterThan(0);
    expect(screen.result.every((e) => (e as Entry & { screen: string }).screen === "my-provider")).toBe(true);
    expect((await send("superadmin", "GET", "/api/auditLog?kind=other")).status).toBe(400);
  });

  it("pages by key, size 2: next and prev give the same rows again, both ways", async () => {
    const p1 = await list("size=2");
    expect(p1.prev).toBeNull();
    expect(p1.next).not.toBeNull();
    const p2 = await list(`size=2&after=${p1.next}`);
    const p3 = await list(`size=2&after=${p2.next}`);
    expect(p2.prev).not.toBeNull();
    const newest = await t.platform.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.projectId, "PRJ001")).orderBy(desc(auditLog.id)).limit(6);
    expect([...ids(p1), ...ids(p2), ...ids(p3)]).toEqual(newest.map((r) => String(r.id)));
    const back2 = await list(`size=2&before=${p3.prev}`);
    expect(ids(back2)).toEqual(ids(p2));
    expect(back2.next).toBe(p2.next);
    const back1 = await list(`size=2&before=${back2.prev}`);
    expect(ids(back1)).toEqual(ids(p1));
    expect(back1.prev).toBeNull();

    // Oldest first (an export), with a filter.
    const a1 = await list("size=2&order=asc&entity=contents");
    const a2 = await list(`size=2&order=asc&entity=contents&after=${a1.next}`);
    const oldest = await t.platform.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.projectId, "PRJ001"), eq(auditLog.entity, "contents"))).orderBy(asc(auditLog.id)).limit(4);
    expect([...ids(a1), ...ids(a2)]).toEqual(oldest.map((r) => String(r.id)));
    expect(ids(await list(`size=2&order=asc&entity=contents&before=${a2.prev}`))).toEqual(ids(a1));
  });

  it("is the superadmin's: other roles are refused; another project's record is not found", async () => {
    for (const user of ACCOUNTS.filter((u) => u !== "superadmin")) {
      for (const path of ["/api/auditLog", "/api/auditLog/1"]) {
        const res = await send(user, "GET", path);
        expect(res.status, `${user} ${path}`).toBe(404);
        expect(res.body, `${user} ${path}`).toMatchObject({ code: 404, reason: "forbidden" });
      }
    }
    const mine = caseRecords.createNews![0]!;
    const one = await send("superadmin", "GET", `/api/auditLog/${mine.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: String(mine.id), entity: "contents", record_id: mine.recordId, request_id: mine.requestId, after: mine.after });

    const id = requestId("other-project");
    await createNews("operator", "APP002", { "x-request-id": id });
    const [theirs] = await recordsOf(id);
    expect(theirs).toMatchObject({ projectId: "PRJ002", username: "operator" });
    const res = await send("superadmin", "GET", `/api/auditLog/${theirs!.id}`);
    expect(res.status).toBe(404);
    expect((await list("user=operator&size=1000")).result).toEqual([]);
    expect((await send("superadmin", "GET", "/api/auditLog/abc")).status).toBe(400);
  });
});

// ── The hash chain (last: it tampers with a record) ───────────────────────────

describe("hash chain", () => {
  it("links every record to the one before and hashes it; an edited record shows", async () => {
    const rows = await chain();
    expect(rows.length).toBeGreaterThan(50);
    expect(rows[0]!.prev_hash).toBe("");
    rows.forEach((row, i) => {
      expect(row.hash, `record ${row.id}`).toMatch(/^[0-9a-f]{64}$/);
      expect(row.hash, `record ${row.id}`).toBe(row.expected);
      if (i > 0) expect(row.prev_hash, `record ${row.id}`).toBe(rows[i - 1]!.hash);
    });

    const target = caseRecords.updateContent![0]!;
    await t.platform.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
    try {
      await t.platform.db.execute(sql`UPDATE audit_log SET after = jsonb_set(after, '{status}', 'true') WHERE id = ${target.id}`);
    } finally {
      await t.platform.db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    }
    const tampered = (await chain()).find((r) => Number(r.id) === target.id)!;
    expect(tampered.hash).toBe(rows.find((r) => Number(r.id) === target.id)!.hash);
    expect(tampered.expected).not.toBe(tampered.hash);
    // The trigger is back: the table refuses changes again.
    expect(await failure(t.platform.db.execute(sql`UPDATE audit_log SET username = 'x' WHERE id = ${target.id}`))).toMatch(/append-only/);
  });
});
