import { Badge, Callout, Card, DataList, Flex, Heading } from "@radix-ui/themes";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/$base.eclaim_detail.$cardNo";
import { requireUser } from "~/.server/guard";
import { getMemberClaims, type ClaimHeader } from "~/.server/upstream/eclaim";
import { DataTable, type Column } from "~/components/data-table";
import { PageHead } from "~/components/page-head";
import { TabLinks } from "~/components/tab-links";
import { claimsByTab, claimStatusLabel, CLAIM_MESSAGES, CLAIM_STATUS_COLOR, HISTORY_TABS, isClaimStatus, mergeClaims, type HistoryTab } from "~/lib/claims";
import { formatDateTime, formatDay, formatRupiah } from "~/lib/format";
import { defineList, LENGTH_MENU, oneOf, pageArray, readList } from "~/lib/list";
import { ClaimDialog } from "./$base.eclaim/claim-dialog";
import { claimViewStatus, loadClaimView } from "./$base.eclaim/claim.server";
import { claimFields, claimMemberText } from "~/lib/messages-claims";
import { titlesText } from "~/lib/messages-shell";
import { screenHref } from "~/lib/screen-table";
import "~/styles/eclaim.css";
import { layoutTitle } from "~/components/shell-data";

/**
 * SPEC §2 eclaim_detail/{cardNo}: the member's profile and claim history in the tabs of SPEC §4
 * (New, Status, Result, Paid, Reject, Invalid), from the two claim lists merged by request_id.
 * States: card not found for this account (another payor's), card not valid, loaded.
 */
const historyList = defineList({
  pageSizes: LENGTH_MENU.short,
  sortKeys: ["request_time", "request_id", "provider_name", "incurred", "approved"],
  defaultSort: { key: "request_time", order: "desc" },
  filters: { tab: oneOf(HISTORY_TABS.map((t) => t.key), "new") },
});

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { upstream, base } = requireUser(context);
  const list = readList(url, historyList);
  const [found, claim] = await Promise.all([getMemberClaims(upstream, params.cardNo), loadClaimView(upstream, base, url)]);
  if (found.state !== "loaded") {
    const notFound = found.state === "not_found";
    return data({ state: found.state, message: notFound ? CLAIM_MESSAGES.cardNotFound : CLAIM_MESSAGES.cardInvalid, card: params.cardNo.slice(0, 100), claim: null }, { status: notFound ? 404 : 400 });
  }
  const { member, current, history } = found.value;
  const tabs = claimsByTab(mergeClaims(current, history));
  const counts = Object.fromEntries(HISTORY_TABS.map((t) => [t.key, tabs[t.key].length])) as Record<HistoryTab, number>;
  const page = pageArray(tabs[list.filters.tab], list, { text: (c) => [c.request_id, c.claims_id, c.provider_name, c.diagnosis], sortValue: (c, key) => c[key as keyof ClaimHeader] as string | number });
  return data({ state: "loaded" as const, member, counts, list, ...page, claim }, { status: claimViewStatus(claim) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData?.state === "loaded" ? [{ title: titlesText.title(loaderData.member.name) }] : layoutTitle(matches));

export default function MemberClaims({ loaderData, params }: Route.ComponentProps) {
  const { base } = params;
  if (loaderData.state !== "loaded") {
    return (
      <Flex direction="column" gap="4">
        <PageHead />
        <Callout.Root color={loaderData.state === "not_found" ? "amber" : "red"} role="alert">
          <Callout.Text>{loaderData.message}</Callout.Text>
        </Callout.Root>
        <Link to={screenHref("eclaim", { base })}>{claimMemberText.findAnother}</Link>
      </Flex>
    );
  }
  return <LoadedMember data={loaderData} base={base} />;
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { state: "loaded" }>;

function LoadedMember({ data: loaded, base }: { data: Loaded; base: string }) {
  const { member, counts, list, total, rows, claim } = loaded;
  const location = useLocation();
  const withParams = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(change)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `?${next}`;
  };
  const profile: [string, string][] = [
    [claimFields.name, member.name],
    [claimFields.cardNo, member.card_no],
    ["Payor", member.payor_name ? `${member.payor_code} · ${member.payor_name}` : member.payor_code],
    [claimMemberText.employeeId, member.employee_id || "-"],
    [claimMemberText.gender, member.gender === "M" ? claimMemberText.male : member.gender === "F" ? claimMemberText.female : member.gender || "-"],
    [claimMemberText.type, member.member_type === "P" ? claimMemberText.principal : claimMemberText.dependent],
    [claimMemberText.birthdate, member.dateofbirth ? formatDay(member.dateofbirth, false) : "-"],
    [claimMemberText.memberSince, member.member_since ? formatDay(member.member_since, false) : "-"],
    [claimMemberText.bankAccount, member.bank_account || "-"],
    [claimMemberText.helpLine, member.help_line || "-"],
  ];
  const columns: Column<Loaded["rows"][number]>[] = [
    {
      key: "request_id",
      header: "Request ID",
      sortKey: "request_id",
      cell: (c) => (
        <Link to={withParams({ claim: c.request_id })} preventScrollReset className="mono" aria-label={claimFields.openClaim(c.request_id)}>
          {c.request_id}
        </Link>
      ),
    },
    { key: "request_time", header: claimFields.submitted, sortKey: "request_time", minWidth: 6.5, cell: (c) => formatDateTime(c.request_time) },
    { key: "provider_name", header: "Provider", sortKey: "provider_name", cell: (c) => c.provider_name || "-" },
    { key: "diagnosis", header: claimFields.diagnosis, cell: (c) => c.diagnosis || "-" },
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
    <Flex direction="column" gap="4">
      <PageHead title={member.name} description={claimMemberText.card(member.card_no)} />
      <Card size="2">
        <Heading as="h2" size="4" mb="3">
          {claimMemberText.profile}
        </Heading>
        <DataList.Root className="member-profile">
          {profile.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label minWidth="120px">{label}</DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card>
      <TabLinks
        label={claimMemberText.history}
        preventScrollReset
        tabs={HISTORY_TABS.map((t) => ({ key: t.key, to: withParams({ tab: t.key, page: null, claim: null }), label: `${t.label} (${counts[t.key]})`, active: t.key === list.filters.tab }))}
      />
      <Card size="1" className="list-card">
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(c) => c.request_id}
          total={total}
          list={list}
          config={historyList}
          caption={claimMemberText.caption(member.name)}
          empty={claimMemberText.none}
        />
      </Card>
      <ClaimDialog view={claim} base={base} />
    </Flex>
  );
}
