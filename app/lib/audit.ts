/**
 * The audit trail (issue 26; not in SPEC): what the platform records of every change and security
 * event, as the Audit Log screen, its detail and its CSV export read it. Shared by server and
 * browser: kinds and actions, the tables a record may belong to, the before/after rows of a
 * detail, the CSV columns and the history link of one record.
 */
import { auditLabels } from "./messages-audit";
import { screenHref } from "./screen-table";

import type { z } from "zod";
import type { auditEntry } from "../../contract/audit";
import { AUDIT_ACTIONS, AUDIT_KINDS } from "../../contract/lists";
import { LENGTH_MENU, type TableSettings } from "./list";

export { AUDIT_ACTIONS, AUDIT_KINDS };

/**
 * What the Audit Log's table reads of its list config (app/.server/features/audit.ts): the config itself
 * stays on the server, its screen filter takes the keys of the access table.
 */
export const auditTable = { pageSizes: LENGTH_MENU.general } satisfies TableSettings;

export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Every action the platform writes, changes first. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_KIND_LABEL: Record<AuditKind, string> = auditLabels.kinds;
export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = auditLabels.actions;

/**
 * The tables whose changes are recorded (platform/services/audit.ts AUDITED_TABLES), with the name
 * an operator knows them by. The record id is the table's primary key ("/" between the parts of a
 * composite one): a content id, a member id, a username, an id_prov, a template id.
 */
export const AUDIT_ENTITIES: readonly { value: string; label: string }[] = Object.entries(auditLabels.entities).map(([value, label]) => ({ value, label }));

/** One record of the trail as the platform answers it (GET auditLog, contract/audit.ts). */
export type AuditEntry = z.output<typeof auditEntry>;

/** An action's badge colour: green adds, blue changes, red removes or locks out, amber a refusal. */
export const AUDIT_ACTION_COLOR: Partial<Record<AuditAction, "green" | "blue" | "red" | "amber">> = { insert: "green", update: "blue", delete: "red", "sign-in-failed": "amber", "lock-out": "red", refused: "amber" };
export const actionColor = (action: string) => AUDIT_ACTION_COLOR[action as AuditAction] ?? "gray";

export const actionLabel = (action: string) => AUDIT_ACTION_LABEL[action as AuditAction] ?? action;
export const kindLabel = (kind: string) => AUDIT_KIND_LABEL[kind as AuditKind] ?? kind;

/** The Audit Log's query for one record: every change of it, newest first. */
export const auditHistoryQuery = (entity: string, recordId: string | number) => ({ entity, record: String(recordId) });

/** The Audit Log filtered to one record. */
export function auditHistoryPath(base: string, entity: string, recordId: string | number): string {
  return screenHref("audit-log", { base }, auditHistoryQuery(entity, recordId));
}

/** A value of a before/after column as the detail shows it: text, or JSON pretty-printed (`pre`). */
export type AuditValue = { text: string; pre: boolean } | null;

/** One line of a detail's changes table: a field and its value before and after (null: absent on that side). */
export type AuditDiffRow = { field: string; before: AuditValue; after: AuditValue };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function show(value: unknown): AuditValue {
  if (value === undefined) return null;
  if (typeof value === "string") return { text: value, pre: value.includes("\n") };
  if (value === null || typeof value === "number" || typeof value === "boolean") return { text: String(value), pre: false };
  return { text: JSON.stringify(value, null, 2), pre: true };
}

/** Same JSON value (key order aside: jsonb has its own). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && same(a[k], b[k]));
  }
  return false;
}

/** Keys of both sides, those of `before` first, each once. */
const keysOf = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];

/**
 * The changes table of a record: field, before, after. An update names only its changed fields
 * (the platform keeps only those); where a changed field is an object on both sides (a content's
 * datajson, a user's meta) its own fields are gone into, one row each ("datajson.title"), and those
 * that did not change are left out. An insert has only "after", a delete only "before".
 */
export function auditDiffRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditDiffRow[] {
  const rows: AuditDiffRow[] = [];
  const walk = (b: Record<string, unknown> | null, a: Record<string, unknown> | null, prefix: string, depth: number) => {
    for (const key of keysOf(b, a)) {
      const field = prefix + key;
      const was = b ? b[key] : undefined;
      const now = a ? a[key] : undefined;
      if (b && a && isObject(was) && isObject(now) && depth < 3) {
        walk(was, now, `${field}.`, depth + 1);
        continue;
      }
      // Inside an object both sides hold, an unchanged field is not a change.
      if (depth > 0 && b && a && same(was, now)) continue;
      rows.push({ field, before: b ? show(was) : null, after: a ? show(now) : null });
    }
  };
  walk(before, after, "", 0);
  return rows;
}

type Cell = string | number | null;
export type AuditCsvColumn = { header: string; value: (row: AuditEntry) => Cell };

const jsonText = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

/** The export: every field of a record, as the platform has it (time in ISO, before/after as JSON text). */
export const AUDIT_CSV_COLUMNS: readonly AuditCsvColumn[] = [
  { header: "id", value: (r) => r.id },
  { header: "at", value: (r) => r.at },
  { header: "kind", value: (r) => r.kind },
  { header: "action", value: (r) => r.action },
  { header: "username", value: (r) => r.username },
  { header: "role", value: (r) => r.role },
  { header: "address", value: (r) => r.address },
  { header: "request_id", value: (r) => r.request_id },
  { header: "screen", value: (r) => r.screen },
  { header: "call", value: (r) => r.call },
  { header: "entity", value: (r) => r.entity },
  { header: "record_id", value: (r) => r.record_id },
  { header: "before", value: (r) => jsonText(r.before) },
  { header: "after", value: (r) => jsonText(r.after) },
];

/** `audit-log-2026-01-01_2026-01-31.csv`, `audit-log-contents-12.csv`, or `audit-log-<today>.csv` without filters that name it. */
export function auditExportName(filters: { entity?: string; record?: string; user?: string; range: { from: string; to: string } | null }, today: string): string {
  const scope = [filters.user, filters.entity, filters.record].filter(Boolean).join("-");
  const dates = filters.range ? `${filters.range.from}_${filters.range.to}` : scope ? "" : today;
  return `audit-log${scope ? `-${scope}` : ""}${dates ? `-${dates}` : ""}.csv`;
}
