// The audit trail's calls (issue 26; not in SPEC §7, superadmin only but auditEvent): the list (keyset
// pages by id, newest first, or oldest first for an export), one record, and a refusal the console
// reports (a screen of its access table the operator may not open).
import { z } from "zod";
import { defineCall } from "./define.ts";
import { intInRange, isoDate, pageCursor } from "./fields.ts";
import { AUDIT_ACTIONS, AUDIT_KINDS, AUDIT_PAGE_MAX } from "./lists.ts";

const fields = z.record(z.string(), z.unknown()).nullable();

/** One record as the console shows it. Plain strings, no transforms: an export page holds a thousand. */
export const auditEntry = z.object({
  id: z.string(),
  /** ISO time */
  at: z.string(),
  kind: z.string(),
  action: z.string(),
  username: z.string(),
  role: z.string(),
  address: z.string(),
  request_id: z.string(),
  /** the console screen (access-table key) the change came from, or "" */
  screen: z.string(),
  /** the platform call */
  call: z.string(),
  /** the table, for a change */
  entity: z.string(),
  record_id: z.string(),
  /** an update: the changed fields only; a delete: the whole row; an insert: null */
  before: fields,
  /** an update: the changed fields only; an insert: the whole row; a delete: null */
  after: fields,
});

const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());
const cursor = optional(z.string().regex(/^\d{1,16}$/, "must be a cursor of this list").transform(Number));
const word = (max: number) => optional(z.string().trim().max(max, `must be at most ${max} characters`));
const screenKey = z.string().regex(/^[\w-]{1,64}$/, "is not a screen key");

/** GET auditLog: one page of the caller's project's records, filtered, by keyset (`after` or `before`, never both). */
export const auditLog = defineCall({
  method: "GET",
  path: "/api/auditLog",
  query: z.object({
    user: word(200),
    screen: optional(screenKey),
    entity: optional(z.string().regex(/^[a-z_]{1,64}$/, "is not a table name")),
    record: word(200),
    kind: optional(z.enum(AUDIT_KINDS, { error: "must be change or security" })),
    action: optional(z.enum(AUDIT_ACTIONS, { error: "is not an audit action" })),
    start_date: optional(isoDate),
    end_date: optional(isoDate),
    size: intInRange(1, AUDIT_PAGE_MAX).default(20),
    order: z.enum(["desc", "asc"], { error: "must be desc or asc" }).default("desc"),
    after: cursor,
    before: cursor,
  }),
  /** next: the cursor of the page after this one (pass as `after`); prev: of the one before (pass as `before`) */
  answer: z.object({ result: z.array(auditEntry), next: pageCursor, prev: pageCursor }),
});

/** GET auditLog/{id}: one record (404 'Catatan audit tidak ditemukan.'). Its rule is auditLog's: the name is the first segment. */
export const auditLogEntry = defineCall({
  method: "GET",
  path: "/api/auditLog/:id",
  params: z.object({ id: z.string().regex(/^\d{1,16}$/, "must be a record id").transform(Number) }),
  answer: auditEntry,
});

/** POST auditEvent: the console refused a screen to this operator; recorded like a refused call. */
export const auditEvent = defineCall({
  method: "POST",
  path: "/api/auditEvent",
  body: z.object({ action: z.literal("refused"), screen: screenKey, path: z.string().max(500) }),
  answer: z.null(),
});
