import { Button, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { requireUser } from "~/.server/guard";
import { getCategoryDoctor } from "~/.server/upstream/provider";
import { DataTable, type Column } from "~/components/data-table";
import { RowAction } from "~/components/row-action";
import { PageHead } from "~/components/page-head";
import { formatDateTime } from "~/lib/format";
import { defineList, LENGTH_MENU, pageArray, readList } from "~/lib/list";
import { categoriesText } from "~/lib/messages-doctors";
import { screenHref } from "~/lib/screen-table";

/** SPEC §2 category-doctor (role provider): the provider's doctor categories, an edit link each. */
const categoryList = defineList({ pageSizes: LENGTH_MENU.short, sortKeys: ["name", "created_at"], defaultSort: { key: "created_at", order: "desc" } });

type Row = { id: string; name: string; created_at: string | null };

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const list = readList(url, categoryList);
  const categories = (await getCategoryDoctor(upstream)).map((c): Row => ({ id: c.id, name: c.data.name, created_at: c.created_at ?? null }));
  const page = pageArray(categories, list, { text: (c) => [c.name], sortValue: (c, key) => c[key as "name" | "created_at"] });
  return { list, total: page.total, rows: page.rows };
}

export default function DoctorCategories({ loaderData, params }: Route.ComponentProps) {
  const { list, total, rows } = loaderData;
  const base = params.base;
  const columns: Column<Row>[] = [
    {
      key: "name",
      header: categoriesText.name,
      sortKey: "name",
      cell: (c) => (
        <Link to={screenHref("detail-category-doctor", { base, idCat: c.id })} className="cell-strong">
          {c.name}
        </Link>
      ),
    },
    { key: "created_at", header: categoriesText.created, sortKey: "created_at", cell: (c) => <span className="nowrap">{c.created_at ? formatDateTime(c.created_at) : "-"}</span> },
    {
      key: "actions",
      header: categoriesText.action,
      sticky: true,
      cell: (c) => (
        <RowAction to={screenHref("detail-category-doctor", { base, idCat: c.id })} label={categoriesText.edit} of={c.name} />
      ),
    },
  ];
  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          <Button asChild>
            <Link to={screenHref("add-category-doctor", { base })}>{categoriesText.add}</Link>
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        total={total}
        list={list}
        config={categoryList}
        searchPlaceholder={categoriesText.searchHint}
        empty={list.q ? categoriesText.noMatch : categoriesText.none}
        caption={categoriesText.caption}
      />
    </Flex>
  );
}
