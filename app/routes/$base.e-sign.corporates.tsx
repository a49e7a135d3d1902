import { Button, Card, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/$base.e-sign.corporates";
import { requireUser } from "~/.server/guard";
import { getEsignCorporates, type EsignCorporate } from "~/.server/upstream/estamp";
import { loaderPart } from "~/.server/upstream/request";
import { MembersLoading } from "~/components/esign-loading";
import { DataTable, type Column } from "~/components/data-table";
import { PageHead } from "~/components/page-head";
import { StatusBadge } from "~/components/status-badge";
import { ESIGN_MESSAGES } from "~/lib/esign";
import { formatNumber } from "~/lib/format";
import { defineList, LENGTH_MENU, pageArray, readList } from "~/lib/list";
import { esignCorporatesText } from "~/lib/messages-esign";
import { screenHref } from "~/lib/screen-table";
import "~/styles/content.css";

/**
 * SPEC §2 e-sign/corporates (role sd): the corporates whose members sign electronically, with
 * their active and inactive members, a Members button each and a New Corporate button.
 */
const corporateList = defineList({
  pageSizes: LENGTH_MENU.general,
  sortKeys: ["corporate_code", "corporate_name", "active_members", "inactive_members"],
  defaultSort: { key: "corporate_code", order: "asc" },
});

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const list = readList(url, corporateList);
  // SPEC §8: the list stays empty (and the page says why, instead of "no corporates yet").
  const corporates = await loaderPart("e-sign corporates", getEsignCorporates(upstream));
  const page = pageArray(corporates.value ?? [], list, {
    text: (c) => [c.corporate_code, c.corporate_name, c.corporate_address],
    sortValue: (c, key) => c[key as keyof EsignCorporate],
  });
  return { list, total: page.total, rows: page.rows, unavailable: corporates.failure !== null };
}

export const meta: Route.MetaFunction = () => [{ title: esignCorporatesText.corporatesESignSehatConsole }];


export default function EsignCorporates({ loaderData, params }: Route.ComponentProps) {
  const { list, total, rows, unavailable } = loaderData;
  const base = params.base;
  const columns: Column<EsignCorporate>[] = [
    { key: "corporate_code", header: "Corporate Code", sortKey: "corporate_code", cell: (c) => <span className="mono">{c.corporate_code}</span> },
    { key: "corporate_name", header: "Corporate Name", sortKey: "corporate_name", cell: (c) => <span className="cell-strong">{c.corporate_name}</span> },
    { key: "corporate_address", header: "Corporate Address", cell: (c) => c.corporate_address || "-" },
    { key: "active_members", header: esignCorporatesText.activeMembers, sortKey: "active_members", cell: (c) => <StatusBadge active>{formatNumber(c.active_members)}</StatusBadge> },
    { key: "inactive_members", header: esignCorporatesText.inactiveMembers, sortKey: "inactive_members", cell: (c) => <StatusBadge active={false}>{formatNumber(c.inactive_members)}</StatusBadge> },
    {
      key: "actions",
      header: esignCorporatesText.action,
      sticky: true,
      cell: (c) => (
        <div className="row-actions">
          <Button asChild size="1" variant="soft">
            <Link to={screenHref("e-sign-members", { base, corporate_code: c.corporate_code })} aria-label={`Members of ${c.corporate_name}`}>
              Members
            </Link>
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Flex direction="column" gap="3">
      <PageHead
        title="Corporate List"
        description={esignCorporatesText.corporateYangAnggotanyaMenandatanganiDokumen}
        actions={
          <Button asChild>
            <Link to={screenHref("e-sign-corporate-new", { base })}>New Corporate</Link>
          </Button>
        }
      />
      <MembersLoading base={base} />
      <Card size="1" className="list-card">
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(c) => c.corporate_code}
          total={total}
          list={list}
          config={corporateList}
          searchPlaceholder={esignCorporatesText.searchHint}
          caption="Corporate List"
          empty={unavailable ? ESIGN_MESSAGES.corporatesUnavailable : list.q ? esignCorporatesText.tidakAdaCorporateYangCocok : esignCorporatesText.belumAdaCorporate}
        />
      </Card>
    </Flex>
  );
}
