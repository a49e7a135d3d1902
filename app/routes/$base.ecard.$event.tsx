import { Button, Callout, Card, Flex, Text } from "@radix-ui/themes";
import type { MouseEvent } from "react";
import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/$base.ecard.$event";
import { loadCorporatePicker } from "~/.server/features/feature-visibility";
import { requireUser } from "~/.server/guard";
import { readEcardFilters } from "~/.server/features/ecard";
import { getListEcard } from "~/.server/upstream/ecard";
import { CorporatePicker } from "~/components/corporate-picker";
import { DataTable, type Column } from "~/components/data-table";
import { FilterDate } from "~/components/date-field";
import { FilterSelect } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { KeysetPager } from "~/components/pager";
import { useNotify } from "~/components/notices";
import { ECARD_MESSAGES, ecardList, type EcardEvent, type EcardLog } from "~/lib/ecard";
import { formatDateTime } from "~/lib/format";
import { ecardText } from "~/lib/messages-service";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 ecard (transaction, activation): the e-card log of one event, filtered by payor,
 * corporate, dates (YYYY-MM-DD, the end date to the end of its day) and card number or name,
 * paged by the platform by keyset (a million rows: no page is an offset). The state lives in the
 * URL; the export (ecard/{event}/export) takes the same query.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const { event, list, filters, payors } = await readEcardFilters(url, params.event, upstream);
  const { after, before, cq } = list.filters;
  const [picker, page] = await Promise.all([loadCorporatePicker(upstream, filters.corp, cq), getListEcard(upstream, filters, list.size, { after: after || undefined, before: before || undefined })]);
  if (picker.unknown) throw data({ message: ecardText.corporateNotFound(filters.corp) }, { status: 404 });
  return { event, list, picker, payors: payors.map((p) => ({ value: p.payor_code, label: `${p.payor_code} — ${p.payor_name}` })), page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: ecardText.title(loaderData ? ecardText.events[loaderData.event] : "") }];

const columns: Column<EcardLog>[] = [
  { key: "card_no", header: ecardText.cardNo, cell: (r) => <span className="mono">{r.card_no}</span> },
  { key: "member_name", header: ecardText.name, cell: (r) => <span className="cell-strong">{r.member_name || "-"}</span> },
  { key: "payor_code", header: "Payor", cell: (r) => r.payor_code || "-" },
  { key: "corp_code", header: "Corporate", cell: (r) => r.corp_code || "-" },
  { key: "registered_date", header: ecardText.date, cell: (r) => <span className="nowrap">{formatDateTime(r.registered_date)}</span> },
  { key: "event", header: ecardText.event, cell: (r) => ecardText.events[r.event as EcardEvent] ?? r.event },
  { key: "claim_id", header: ecardText.claimId, cell: (r) => <span className="mono">{r.body.claim_id || "-"}</span> },
  { key: "provider", header: "Provider", cell: (r) => r.body.provider || "-" },
];

export default function EcardLogs({ loaderData, params }: Route.ComponentProps) {
  const { event, list, picker, payors, page } = loaderData;
  const { base } = params;
  const [searchParams] = useSearchParams();
  const filters = list.filters;
  // The export takes exactly the table's query (without its keyset position).
  const exportQuery = new URLSearchParams(searchParams);
  for (const key of ["after", "before", "size", "cq"]) exportQuery.delete(key);
  const notify = useNotify();
  // With JavaScript the export takes the filters as they stand in the form, applied or not, and
  // without dates says so here instead of a round trip that reloads the page (SPEC §5's words).
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.querySelector<HTMLFormElement>(".data-table form.table-controls");
    if (!form || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const typed = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string" && value !== "" && !["after", "before", "size", "cq", "page"].includes(key)) typed.append(key, value);
    if (!typed.get("from") || !typed.get("to")) {
      event.preventDefault();
      notify("error", ECARD_MESSAGES.pickDates);
      return;
    }
    event.currentTarget.href = screenHref("ecard-export", { base, event: loaderData.event }, typed);
  };
  const filtersUi = (
    <>
      <FilterSelect label="Payor" name="payor" value={filters.payor} options={[{ value: "", label: ecardText.allPayors }, ...payors]} />
      <CorporatePicker name="corp" label="Corporate" value={picker.value} options={picker.options} async={picker.async} base={base} query={filters.cq} allLabel={ecardText.allCorporates} submitOnChange={picker.async} />
      <FilterDate label={ecardText.from} name="from" value={filters.from} />
      <FilterDate label={ecardText.to} name="to" value={filters.to} />
    </>
  );
  return (
    <Flex direction="column" gap="3">
      <PageHead
        description={ecardText.intro(ecardText.events[event].toLowerCase())}
        actions={
          <Flex direction="column" align="end" gap="1">
            <Button asChild variant="solid">
              <a href={screenHref("ecard-export", { base, event }, exportQuery)} onClick={download}>
                {ecardText.download}
              </a>
            </Button>
            {!filters.from && (
              <Text size="1" color="gray">
                {ecardText.pickDatesFirst}
              </Text>
            )}
          </Flex>
        }
      />
      {page.result.length === 0 && !filters.from && !list.q && !filters.payor && !filters.corp && (
        <Callout.Root size="1" color="gray">
          <Callout.Text>{ecardText.noLogsYet(ecardText.events[event].toLowerCase())}</Callout.Text>
        </Callout.Root>
      )}
      <Card size="1" className="list-card">
        <DataTable
          columns={columns}
          rows={page.result}
          rowKey={(r) => r.id}
          total={page.total}
          list={list}
          config={ecardList}
          searchPlaceholder={ecardText.searchHint}
          filters={filtersUi}
          filterNames={["payor", "corp", "cq", "from", "to"]}
          caption={ecardText.caption(ecardText.events[event].toLowerCase())}
          empty={ecardText.noMatch}
          pager={<KeysetPager shown={page.result.length} total={page.total} exact={page.total_exact} next={page.next} prev={page.prev} />}
        />
      </Card>
    </Flex>
  );
}
