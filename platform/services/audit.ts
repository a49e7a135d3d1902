// The audit trail's platform side (issue 26, docs/decisions/030): a call that writes runs in one
// transaction that also says who is writing (sehat.audit); the triggers of migration 0019 turn every
// row it changes in an audited table into an audit_log row of that same transaction, so there is no
// change without its record and no record without its change. Security events (sign-in, lock-out,
// logout, refusals) are written here directly.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Context } from "hono";
import { execSimple, setWriteCheck, type Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { log } from "../lib/log.ts";
import type { AppEnv, Caller } from "./context.ts";
import { writesOf } from "./rules.ts";
import { SECURITY_ACTIONS } from "../../contract/lists.ts";

/** The tables whose changes are recorded (migration 0019 puts a trigger on each; a test checks both lists agree). */
export const AUDITED_TABLES = [
  "users", "contents", "media", "members", "feature_configs", "premium_providers", "doctor_categories", "doctors",
  "ematerai_users", "ematerai_quotas", "ematerai_templates", "ematerai_document_types", "esign_corporates", "esign_members",
  "chats", "chat_messages", "tickets", "ticket_messages", "ecard_registrations", "ecard_logs", "sent_mails",
] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];

export { SECURITY_ACTIONS };
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

// ── The request's transaction ─────────────────────────────────────────────────
// Handlers use ctx.db; inside a writing call that must be the call's transaction, without every
// handler passing it along. `scopedDb` is ctx.db for the whole app: it forwards to the transaction
// of the request it runs in, and to the database itself elsewhere — also in work the request left
// behind (a timer: the demo member's chat reply) once its transaction has ended.

interface Scope {
  call: string;
  /** the audited tables its rule says it may change */
  tables: readonly string[];
  /** the call's rule says it writes (then `tx` is its transaction while `open`) */
  writing: boolean;
  tx: Db | null;
  open: boolean;
}
const scope = new AsyncLocalStorage<Scope>();

export function scopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const current = scope.getStore();
      const handle = current?.open && current.tx ? current.tx : target;
      const value = Reflect.get(handle, prop, handle) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(handle) : value;
    },
  });
}

/** Whether this code runs inside a writing call's transaction (the unaudited-write check). */
export const inAuditedCall = () => scope.getStore()?.open === true;

class Rollback extends Error {}

const AUDITED_WRITE = new RegExp(`^\\s*(?:insert\\s+into|update|delete\\s+from)\\s+"(${AUDITED_TABLES.join("|")})"`, "i");

/**
 * A call may change only the audited tables its rule names: one declared as reading must not change
 * any (the change would have no record), one that writes must name every table it changes. Refused
 * before the statement is sent (the call fails), so a new or changed call cannot go unnoticed. The
 * work a writing call leaves behind (a timer) and work outside requests (seed, migrations,
 * maintenance) are not checked.
 */
setWriteCheck((query) => {
  const current = scope.getStore();
  if (!current || (current.writing && !current.open)) return;
  const table = AUDITED_WRITE.exec(query)?.[1];
  if (!table || current.tables.includes(table)) return;
  throw new Error(
    current.writing
      ? `Unaudited write: the call ${current.call} changed ${table}, which its rule (services/rules.ts) does not name`
      : `Unaudited write: the call ${current.call} changed ${table} but its rule (services/rules.ts) says it only reads`,
  );
});

/** Who writes, from where, on which screen: what the triggers copy into each record. */
function auditContext(c: Context<AppEnv>, caller: Caller, call: string) {
  return {
    username: caller.username,
    role: caller.role,
    project: caller.projectId,
    address: clientAddress(c),
    request: requestIdOf(c),
    screen: screenOf(c),
    call,
  };
}

/**
 * Runs a call's handler: a call its rule says writes (and that is not a GET) runs in one transaction
 * with its audit context; one that fails (an error status) leaves nothing behind. Others run as they are.
 */
export async function runAudited(db: Db, c: Context<AppEnv>, call: string | null, next: () => Promise<void>): Promise<void> {
  if (!call || c.req.method === "GET" || writesOf(call).length === 0) return scope.run({ call: call ?? "", tables: [], writing: false, tx: null, open: false }, next);
  // The body is read before the transaction: a slow client must not hold it (PGlite has one connection).
  await c.req.arrayBuffer();
  const context = JSON.stringify(auditContext(c, c.get("caller"), call));
  try {
    await db.transaction(async (tx) => {
      // A literal (quotes doubled), sent without parameters: the cheaper statement on PGlite.
      await execSimple(tx, `SET LOCAL sehat.audit = '${context.replace(/'/g, "''")}'`);
      const here: Scope = { call, tables: writesOf(call), writing: true, tx: tx as unknown as Db, open: true };
      try {
        await scope.run(here, next);
      } finally {
        here.open = false;
      }
      if (c.error || c.res.status >= 400) throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
}

// ── Security events ──────────────────────────────────────────────────────────

export interface SecurityEvent {
  action: SecurityAction;
  username: string;
  role?: string;
  projectId?: string;
  call?: string;
  screen?: string;
  /** what is worth knowing beside who (a refused call's method and path, a lock-out's length) */
  detail?: Record<string, unknown>;
}

/** Writes one security event; a failure to write it is logged, never the caller's error. */
export async function recordSecurityEvent(db: Db, c: Context, event: SecurityEvent): Promise<void> {
  try {
    await db.insert(auditLog).values({
      // id, prev_hash and hash are set by the chain trigger
      id: 0,
      prevHash: "",
      hash: "",
      kind: "security",
      action: event.action,
      username: event.username.slice(0, 200),
      role: event.role ?? "",
      projectId: event.projectId ?? "",
      address: clientAddress(c),
      requestId: requestIdOf(c),
      screen: event.screen ?? screenOf(c),
      call: event.call ?? "",
      after: event.detail ?? null,
    });
  } catch (err) {
    log.error("audit event not recorded", { action: event.action, username: event.username, error: (err as Error).message });
  }
}

// ── What the console tells about the request ────────────────────────────────

/**
 * The address the request came from: the console passes its visitor's (X-Client-Address); a direct
 * caller is known by its connection. A forged header changes only what its own records say.
 */
export function clientAddress(c: { req: { header(name: string): string | undefined }; env?: unknown }): string {
  const given = c.req.header("x-client-address")?.trim();
  if (given && given.length <= 100 && /^[\w.:%-]+$/.test(given)) return given;
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
  return socket?.remoteAddress ?? "";
}

const requestIdOf = (c: { req: { header(name: string): string | undefined } }) => {
  const id = c.req.header("x-request-id") ?? "";
  return /^[\w.-]{1,64}$/.test(id) ? id : "";
};

/** The console screen (access-table key) the operator was on: X-Console-Screen. */
const screenOf = (c: { req: { header(name: string): string | undefined } }) => {
  const key = c.req.header("x-console-screen") ?? "";
  return /^[\w-]{1,64}$/.test(key) ? key : "";
};
