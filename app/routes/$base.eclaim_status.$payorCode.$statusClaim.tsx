import { Badge, Card, Flex } from "@radix-ui/themes";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/$base.eclaim_status.$payorCode.$statusClaim";
import { requireUser } from "~/.server/guard";
import { getListClaims, type ClaimHeader } from "~/.server/upstream/eclaim";
import { getPayors } from "~/.server/upstream/shell";
import { DataTable, type Column } from "~/components/data-table";
import { PageHead } from "~/components/page-head";
import { TabLinks } from "~/components/tab-links";
import { CLAIM_SORT_COLUMNS, CLAIM_STATUSES, CLAIM_STATUS_COLOR, CLAIM_STATUS_LABEL, claimStatusLabel, isClaimStatus, parseClaimStatus } from "~/lib/claims";
import { formatDateTime, formatDay, formatRupiah } from "~/lib/format";
import { defineList, LENGTH_MENU, platformPage, readList, SEARCH_MAX } from "~/lib/list";
import { ClaimDialog } from "./$base.eclaim/claim-dialog";
import { claimViewStatus, loadClaimView } from "./$base.eclaim/claim.server";
import { claimFields, claimStatusText } from "~/lib/messages-claims";
import { titlesText } from "~/lib/messages-shell";
import { screenHref } from "~/lib/screen-table";
import "~/styles/eclaim.css";
import { layoutTitle } from "~/components/shell-data";

/**
 * SPEC §2 eclaim_status/{payorCode}/{statusClaim}: one payor's claims in one status, paged,
 * sorted and filtered by the platform; the state lives in the URL. Strict: a page, size, sort
 * column or filter outside the whitelist is a 400 with a message, not a silent fallback.
 */
const claimList = defineList({ strict: true, pageSizes: LENGTH_MENU.claims, sortKeys: CLAIM_SORT_COLUMNS, defaultSort: { key: "request_time", order: "desc" }, searchMax: SEARCH_MAX });

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { upstream, base } = requireUser(context);
  const status = parseClaimStatus(params.statusClaim);
  if (status === null) throw data({ message: claimStatusText.unknownStatus(params.statusClaim.slice(0, 20)) }, { status: 404 });
  const payor = (await getPayors(upstream)).find((p) => p.payor_code === params.payorCode);
  if (!payor) throw data({ message: claimStatusText.payorNotFound(params.payorCode.slice(0, 40)) }, { status: 404 });
  const list = readList(url, claimList);
  const [page, claim] = await Promise.all([getListClaims(upstream, payor.payor_code, status, platformPage(list)), loadClaimView(upstream, base, url)]);
  return data({ payor, status, list, ...page, claim }, { status: claimViewStatus(claim) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [{ title: titlesText.title(claimStatusText.title(CLAIM_STATUS_LABEL[loaderData.status], loaderData.payor.payor_code)) }] : layoutTitle(matches);

type Row = ClaimHeader;

export default function ClaimsByStatus({ loaderData, params }: Route.ComponentProps) {
  const { payor, status, list, total, rows, trimmed, claim } = loaderData;
  const { base } = params;
  const location = useLocation();
  const claimHref = (requestId: string) => {
    const next = new URLSearchParams(location.search);
    next.set("claim", requestId);
    return `?${next}`;
  };
  const keep = new URLSearchParams(location.search);
  for (const key of ["page", "claim"]) keep.delete(key);

  const columns: Column<Row>[] = [
    {
      key: "request_id",
      header: "Request ID",
      sortKey: "request_id",
      cell: (c) => (
        <Link to={claimHref(c.request_id)} preventScrollReset className="mono" aria-label={claimFields.openClaim(c.request_id)}>
          {c.request_id}
        </Link>
      ),
    },
    { key: "claims_id", header: claimFields.claimsId, sortKey: "claims_id", cell: (c) => <span className="mono">{c.claims_id || "-"}</span> },
    {
      key: "card_no",
      header: claimFields.cardNo,
      sortKey: "card_no",
      cell: (c) => (
        <Link to={screenHref("eclaim_detail", { base, cardNo: c.card_no })} className="mono">
          {c.card_no}
        </Link>
      ),
    },
    { key: "member_name", header: claimFields.name, sortKey: "member_name", cell: (c) => <span className="cell-strong">{c.member_name || "-"}</span> },
    { key: "provider_name", header: "Provider", sortKey: "provider_name", cell: (c) => c.provider_name || "-" },
    { key: "admission_date", header: claimFields.admission, sortKey: "admission_date", cell: (c) => (c.admission_date ? formatDay(c.admission_date, false) : "-") },
    { key: "request_time", header: claimFields.submitted, sortKey: "request_time", minWidth: 6.5, cell: (c) => formatDateTime(c.request_time) },
    { key: "incurred", header: claimFields.incurred, sortKey: "incurred", align: "right", cell: (c) => <span className="amount">{formatRupiah(c.incurred)}</span> },
    { key: "approved", header: claimFields.approved, sortKey: "approved", align: "right", cell: (c) => <span className="amount">{formatRupiah(c.approved)}</span> },
    {
      key: "status",
      header: "Status",
      status: true,
      cell: (c) => (
        <Badge variant="soft" color={isClaimStatus(c.status) ? CLAIM_STATUS_COLOR[c.status] : "gray"}>
          {claimStatusLabel(c.status)}
        </Badge>
      ),
    },
  ];

  return (
    <Flex direction="column" gap="3">
      <PageHead title={claimStatusText.heading(CLAIM_STATUS_LABEL[status])} description={`${payor.payor_code} · ${payor.payor_name}`} />
      <TabLinks
        label={claimStatusText.tabs}
        tabs={CLAIM_STATUSES.map((s) => ({
          key: s,
          to: screenHref("eclaim_status", { base, payorCode: payor.payor_code, statusClaim: s }, keep),
          label: CLAIM_STATUS_LABEL[s],
          active: s === status,
        }))}
      />
      <Card size="1" className="list-card">
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(c) => c.request_id}
          total={total}
          trimmed={trimmed}
          list={list}
          config={claimList}
          searchPlaceholder={claimStatusText.search}
          caption={claimStatusText.caption(CLAIM_STATUS_LABEL[status], payor.payor_code)}
          empty={list.q ? claimStatusText.noMatch(list.q) : claimStatusText.none}
        />
      </Card>
      <ClaimDialog view={claim} base={base} />
    </Flex>
  );
}
