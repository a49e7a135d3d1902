import { Badge, Button, Callout, Card, Flex, Text } from "@radix-ui/themes";
import type { MouseEvent } from "react";
import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/$base.audit-log";
import { auditScreenOptions, readAuditFilters } from "~/.server/features/audit";
import { requireUser } from "~/.server/guard";
import { getAuditLog, type AuditPage } from "~/.server/upstream/audit";
import { UpstreamError } from "~/.server/upstream/request";
import { DataTable, type Column } from "~/components/data-table";
import { FilterDate } from "~/components/date-field";
import { FilterSelect, FilterText } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { KeysetPager } from "~/components/pager";
import { RowAction } from "~/components/row-action";
import { actionColor, actionLabel, AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_KINDS, auditHistoryPath, auditTable, kindLabel, type AuditEntry } from "~/lib/audit";
import { formatDateTime } from "~/lib/format";
import { auditLogText } from "~/lib/messages-audit";
import { screenHref } from "~/lib/screen-table";
import "~/styles/audit.css";

/**
 * The Audit Log (issue 26, superadmin): every change made through the platform and every security
 * event, newest first, paged by keyset like the e-card log (no offsets, no count). Filters by user,
 * screen, record (table and id), kind, action and dates (WIB days) live in the URL, so the history
 * link of a record screen is a plain link and the export (audit-log/export) takes the same query.
 * Works without JavaScript: the filters are a GET form, the pager links.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const { list, filters, problem } = readAuditFilters(url);
  const empty: AuditPage = { result: [], next: null, prev: null };
  const answer = (page: AuditPage, refused: string | null) => ({ list, problem: refused, page, screens: auditScreenOptions });
  // A range the platform would refuse is said beside the filters, which keep what was typed.
  if (problem) return data(answer(empty, problem), { status: 400 });
  const { after, before } = list.filters;
  try {
    return answer(await getAuditLog(upstream, filters, list.size, { after: after || undefined, before: before || undefined }), null);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return data(answer(empty, error.message), { status: 400 });
    throw error;
  }
}

const FILTER_NAMES = ["user", "screen", "entity", "record", "kind", "action", "from", "to"] as const;

export default function AuditLog({ loaderData, params }: Route.ComponentProps) {
  const { list, problem, page, screens } = loaderData;
  const { base } = params;
  const [searchParams] = useSearchParams();
  const filters = list.filters;
  const screenLabel = (key: string) => screens.find((s) => s.value === key)?.label ?? key;
  // The export takes exactly the table's query, without its keyset position and page size.
  const exportQuery = new URLSearchParams(searchParams);
  for (const key of ["after", "before", "size"]) exportQuery.delete(key);
  const exportHref = screenHref("audit-log-export", { base }, exportQuery);
  // With JavaScript the export takes the filters as they stand in the form, applied or not (as E-Card's does).
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.querySelector<HTMLFormElement>(".data-table form.table-controls");
    if (!form || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const typed = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string" && value !== "" && (FILTER_NAMES as readonly string[]).includes(key)) typed.append(key, value);
    event.currentTarget.href = screenHref("audit-log-export", { base }, typed);
  };
  const filtered = FILTER_NAMES.some((name) => filters[name] !== "");
  // A table name the list does not know (a link from a newer screen) is still a choice.
  const entities = AUDIT_ENTITIES.some((e) => e.value === filters.entity) || !filters.entity ? AUDIT_ENTITIES : [...AUDIT_ENTITIES, { value: filters.entity, label: filters.entity }];

  const columns: Column<AuditEntry>[] = [
    { key: "at", header: auditLogText.time, minWidth: 6.5, cell: (r) => formatDateTime(r.at) },
    {
      key: "user",
      header: auditLogText.user,
      cell: (r) => (
        <span className="nowrap">
          <span className="cell-strong">{r.username || "-"}</span>
          {r.role ? <Text color="gray"> · {r.role}</Text> : null}
        </span>
      ),
    },
    {
      key: "action",
      header: auditLogText.kindAction,
      cell: (r) => (
        <span className="nowrap">
          <Text color="gray">{kindLabel(r.kind)}</Text>{" "}
          <Badge color={actionColor(r.action)} variant="soft" highContrast>
            {actionLabel(r.action)}
          </Badge>
        </span>
      ),
    },
    { key: "screen", header: auditLogText.screen, cell: (r) => (r.screen ? screenLabel(r.screen) : "-") },
    {
      key: "record",
      header: auditLogText.record,
      cell: (r) =>
        r.entity ? (
          <span className="nowrap">
            {r.record_id ? (
              <Link to={auditHistoryPath(base, r.entity, r.record_id)} title={auditLogText.historyOfRecord}>
                <span className="mono">{r.entity}</span> #<span className="mono">{r.record_id}</span>
              </Link>
            ) : (
              <span className="mono">{r.entity}</span>
            )}
          </span>
        ) : (
          "-"
        ),
    },
    { key: "address", header: auditLogText.address, cell: (r) => <span className="mono">{r.address || "-"}</span> },
    { key: "request_id", header: "Request ID", wrap: "anywhere", cell: (r) => <span className="mono">{r.request_id || "-"}</span> },
    { key: "detail", header: auditLogText.detail, sticky: true, cell: (r) => <RowAction to={screenHref("audit-log-detail", { base, id: r.id })} label={auditLogText.detail} of={auditLogText.detailOf(r.id)} /> },
  ];

  const filtersUi = (
    <>
      <FilterText label={auditLogText.user} name="user" value={filters.user} maxLength={200} placeholder={auditLogText.username} />
      <FilterSelect label={auditLogText.screen} name="screen" value={filters.screen} options={[{ value: "", label: auditLogText.allScreens }, ...screens]} className="audit-filter" />
      <FilterSelect label={auditLogText.table} name="entity" value={filters.entity} options={[{ value: "", label: auditLogText.allTables }, ...entities]} className="audit-filter" />
      <FilterText label={auditLogText.recordId} name="record" value={filters.record} maxLength={200} />
      <FilterSelect label={auditLogText.kind} name="kind" value={filters.kind} options={[{ value: "", label: auditLogText.allKinds }, ...AUDIT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))]} />
      <FilterSelect label={auditLogText.action} name="action" value={filters.action} options={[{ value: "", label: auditLogText.allActions }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))]} />
      <FilterDate label={auditLogText.from} name="from" value={filters.from} />
      <FilterDate label={auditLogText.to} name="to" value={filters.to} />
    </>
  );

  return (
    <Flex direction="column" gap="3">
      <PageHead
        description={auditLogText.intro}
        actions={
          <Button asChild variant="solid">
            <a href={exportHref} onClick={download}>
              {auditLogText.downloadCsv}
            </a>
          </Button>
        }
      />
      {problem ? (
        <Callout.Root size="1" color="red" role="alert">
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Card size="1" className="list-card">
        <DataTable
          columns={columns}
          rows={page.result}
          rowKey={(r) => r.id}
          total={page.result.length}
          list={list}
          config={auditTable}
          filters={filtersUi}
          filterNames={FILTER_NAMES}
          caption={auditLogText.caption}
          empty={problem ? auditLogText.fixDates : filtered ? auditLogText.noMatch : auditLogText.none}
          pager={<KeysetPager shown={page.result.length} next={page.next} prev={page.prev} />}
        />
      </Card>
    </Flex>
  );
}
