import { Button, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/$base.ematerai";
import { requireUser } from "~/.server/guard";
import { getStampProviders } from "~/.server/upstream/estamp";
import { DataTable, type Column } from "~/components/data-table";
import { PageHead } from "~/components/page-head";
import { RowAction } from "~/components/row-action";
import { useCanOpenScreen } from "~/components/shell-data";
import { formatRupiah } from "~/lib/format";
import { defineList, LENGTH_MENU, pageArray, readList } from "~/lib/list";
import { emateraiText } from "~/lib/messages-stamp";
import { screenHref } from "~/lib/screen-table";
import "~/styles/content.css";

/**
 * SPEC §2 ematerai (role sd; superadmin): the providers enrolled for e-stamps, with their stamp
 * account, vendor, virtual account, prices and group parent; 10 rows a page (10/20/50), a Template
 * button each and Tambah for a new enrolment.
 */
const providerList = defineList({
  pageSizes: LENGTH_MENU.short,
  sortKeys: ["provider_code", "long_name", "vendor_name", "price_ematerai"],
  defaultSort: { key: "provider_code", order: "asc" },
});

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const list = readList(url, providerList);
  const providers = await getStampProviders(upstream);
  const page = pageArray(providers, list, {
    text: (p) => [p.provider_code, p.long_name, p.user_code, p.vendor_name, p.npwp, p.va_number],
    sortValue: (p, key) => p[key as "provider_code" | "long_name" | "vendor_name" | "price_ematerai"],
  });
  return { list, total: page.total, rows: page.rows };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];
const dash = (v: string | null | undefined) => v || "-";

export default function StampProviders({ loaderData, params }: Route.ComponentProps) {
  const { list, total, rows } = loaderData;
  const base = params.base;
  const canOpen = useCanOpenScreen();
  const money = (v: number | null | undefined) => <span className="news-created">{formatRupiah(v)}</span>;
  const columns: Column<Row>[] = [
    { key: "provider_code", header: emateraiText.providerCode, sortKey: "provider_code", cell: (p) => <span className="mono">{p.provider_code}</span> },
    { key: "long_name", header: emateraiText.providerName, sortKey: "long_name", cell: (p) => <span className="cell-strong">{dash(p.long_name)}</span> },
    { key: "user_code", header: "Email", wrap: "anywhere", cell: (p) => dash(p.user_code) },
    { key: "vendor_name", header: emateraiText.eMateraiVendor, sortKey: "vendor_name", cell: (p) => dash(p.vendor_name) },
    { key: "va_number", header: emateraiText.vaNumber, cell: (p) => <span className="mono">{dash(p.va_number)}</span> },
    { key: "price", header: emateraiText.price, align: "right", cell: (p) => money(p.price) },
    { key: "npwp", header: "NPWP", cell: (p) => <span className="mono">{dash(p.npwp)}</span> },
    { key: "price_fee", header: emateraiText.adminFee, align: "right", cell: (p) => money(p.price_fee) },
    { key: "price_ematerai", header: emateraiText.eMateraiPrice, sortKey: "price_ematerai", align: "right", cell: (p) => money(p.price_ematerai) },
    { key: "parent_code", header: emateraiText.parentCode, cell: (p) => <span className="mono">{dash(p.parent_code)}</span> },
  ];
  // The template screens arrive later: a Template button only once they can be opened.
  const templates = (p: Row) => screenHref("templating", { base, id: p.provider_code });
  if (rows.length > 0 && canOpen("templating")) {
    columns.push({ key: "actions", header: emateraiText.action, sticky: true, cell: (p) => <RowAction to={templates(p)} label="Template" of={p.long_name || p.provider_code} /> });
  }
  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          <Button asChild>
            <Link to={screenHref("add-ematerai", { base })}>Tambah</Link>
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(p) => p.provider_code}
        total={total}
        list={list}
        config={providerList}
        searchPlaceholder={emateraiText.searchHint}
        empty={list.q ? emateraiText.tidakAdaProviderYangCocok : emateraiText.belumAdaProviderEMaterai}
        caption={emateraiText.providerEMaterai}
      />
    </Flex>
  );
}
