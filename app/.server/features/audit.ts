import { AUDIT_ACTIONS, AUDIT_KINDS, auditTable } from "~/lib/audit";
import { checkDateRange } from "~/lib/ecard";
import { code, defineList, freeText, oneOf, readList } from "~/lib/list";
import { screens } from "../access";
import type { AuditFilters } from "../upstream/audit";

/**
 * The Audit Log's URL state (issue 26), read once for the table and for its export, so the export
 * holds exactly the records the table selects. Strict: a forged value is a 400 with its message.
 */
const CURSOR = /^\d{1,16}$/;
export const auditList = defineList({
  strict: true,
  ...auditTable,
  filters: {
    user: freeText(200),
    screen: oneOf(["", ...screens.map((s) => s.key)], ""),
    entity: code(/^[a-z_]{1,64}$/),
    record: freeText(200),
    kind: oneOf(["", ...AUDIT_KINDS], ""),
    action: oneOf(["", ...AUDIT_ACTIONS], ""),
    from: freeText(10),
    to: freeText(10),
    after: code(CURSOR),
    before: code(CURSOR),
  },
});

/** The screen filter's choices: every screen of the access table, by its label and key. */
export const auditScreenOptions = screens.map((s) => ({ value: s.key, label: `${s.label} (${s.key})` }));

/**
 * The list state of the URL and the platform's filters. A date range the platform would refuse
 * (an end before the start, more than a year, a malformed day) is `problem`, with SPEC §9's words:
 * the table says it beside the filters, the export refuses with it.
 */
export function readAuditFilters(url: URL) {
  const list = readList(url, auditList);
  const { user, screen, entity, record, kind, action, from, to } = list.filters;
  const dates = checkDateRange(from, to);
  const problem = "problem" in dates ? dates.problem : null;
  const range = "range" in dates ? dates.range : null;
  const filters: AuditFilters = { user, screen, entity, record, kind, action, range };
  return { list, filters, problem };
}
