import { STATUS_CODES } from "node:http";
import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { data, Link } from "react-router";
import type { Route } from "./+types/$base.e-sign.members.$corporate_code";
import { requireUser } from "~/.server/guard";
import { getEsignCorporates, getEsignMembers, type EsignMember } from "~/.server/upstream/estamp";
import { loaderPart, orFallback } from "~/.server/upstream/request";
import { DataTable, type Column } from "~/components/data-table";
import { MembersLoading } from "~/components/esign-loading";
import { PageHead } from "~/components/page-head";
import { StatusBadge } from "~/components/status-badge";
import { corporateCodeParam } from "~/lib/esign";
import { defineList, LENGTH_MENU, pageArray, readList } from "~/lib/list";
import { esignMembersText } from "~/lib/messages-esign";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 e-sign/members/{corporate_code}: 'Members of Corporate' with their NIK, Privy ID and
 * whether they are active and verified, and a New Member button. A failed load shows SPEC's red
 * "Error fetching members: {status text}" in place of the table.
 */
const memberList = defineList({
  pageSizes: LENGTH_MENU.general,
  sortKeys: ["full_name", "email", "is_active", "is_verified"],
  defaultSort: { key: "full_name", order: "asc" },
});

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const code = corporateCodeParam.safeParse(params.corporate_code);
  if (!code.success) throw data({ message: esignMembersText.corporateTidakDitemukan }, { status: 404 });
  const list = readList(url, memberList);
  const [corporates, members] = await Promise.all([
    orFallback(getEsignCorporates(upstream), null),
    loaderPart(`e-sign members of ${code.data}`, getEsignMembers(upstream, code.data)),
  ]);
  const page = pageArray(members.value ?? [], list, {
    text: (m) => [m.full_name, m.email, m.phone_number, m.nik, m.privy_id],
    sortValue: (m, key) => {
      const value = m[key as "full_name" | "email" | "is_active" | "is_verified"];
      return typeof value === "boolean" ? Number(value) : value;
    },
  });
  const corporate = corporates?.find((c) => c.corporate_code === code.data);
  return { code: code.data, corporateName: corporate?.corporate_name ?? null, list, total: page.total, rows: page.rows, error: members.failure && `Error fetching members: ${STATUS_CODES[members.failure.status] ?? members.failure.status}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: esignMembersText.membersOfESignSehat(loaderData?.code ?? "Corporate") }];

const yesNo = (value: boolean) => <StatusBadge active={value}>{value ? "Y" : "N"}</StatusBadge>;

const columns: Column<EsignMember>[] = [
  { key: "full_name", header: esignMembersText.fullName, sortKey: "full_name", cell: (m) => <span className="cell-strong">{m.full_name}</span> },
  { key: "email", header: "Email", sortKey: "email", wrap: "anywhere", cell: (m) => m.email || "-" },
  { key: "phone_number", header: esignMembersText.phoneNumber, cell: (m) => <span className="nowrap">{m.phone_number || "-"}</span> },
  { key: "nik", header: "NIK", cell: (m) => <span className="mono">{m.nik}</span> },
  { key: "privy_id", header: "Privy ID", cell: (m) => (m.privy_id ? <span className="mono">{m.privy_id}</span> : "-") },
  { key: "is_active", header: "Active", sortKey: "is_active", status: true, cell: (m) => yesNo(m.is_active) },
  { key: "is_verified", header: "Verified", sortKey: "is_verified", cell: (m) => yesNo(m.is_verified) },
];

export default function EsignMembers({ loaderData, params }: Route.ComponentProps) {
  const { code, corporateName, list, total, rows, error } = loaderData;
  return (
    <Flex direction="column" gap="3">
      <PageHead
        title="Members of Corporate"
        description={corporateName ? `${code} · ${corporateName}` : code}
        actions={
          <Button asChild>
            <Link to={screenHref("e-sign-member-new", { base: params.base, corporate_code: code })}>New Member</Link>
          </Button>
        }
      />
      <MembersLoading base={params.base} />
      {error ? (
        <Card size="2">
          <Text as="p" color="red" role="alert">
            {error}
          </Text>
        </Card>
      ) : (
        <Card size="1" className="list-card">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(m) => m.id}
            total={total}
            list={list}
            config={memberList}
            searchPlaceholder={esignMembersText.searchHint}
            caption={`Members of ${code}`}
            empty={list.q ? esignMembersText.tidakAdaAnggotaYangCocok : esignMembersText.belumAdaAnggota}
          />
        </Card>
      )}
    </Flex>
  );
}
