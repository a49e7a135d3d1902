import { Button, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { requireUser } from "~/.server/guard";
import { getAllDoctor } from "~/.server/upstream/provider";
import { DataTable, type Column } from "~/components/data-table";
import { RowAction } from "~/components/row-action";
import { PageHead } from "~/components/page-head";
import { defineList, LENGTH_MENU, pageArray, readList } from "~/lib/list";
import { thumbnailUrl } from "~/lib/media";
import { doctorsText } from "~/lib/messages-doctors";
import { screenHref } from "~/lib/screen-table";
import "~/styles/content.css";

/** SPEC §2 all-doctor (role provider): the provider's doctors with photo and category, an edit link each. */
const doctorList = defineList({ pageSizes: LENGTH_MENU.short, sortKeys: ["name", "category", "created_at"], defaultSort: { key: "created_at", order: "desc" } });

type Row = { id: string; name: string; image: string; category: string; created_at: string | null };

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const list = readList(url, doctorList);
  const doctors = (await getAllDoctor(upstream)).map((d): Row => ({ id: d.id_doctor, name: d.data_doctor.name, image: d.data_doctor.image, category: d.category.name, created_at: d.created_at ?? null }));
  const page = pageArray(doctors, list, { text: (d) => [d.name, d.category], sortValue: (d, key) => d[key as "name" | "category" | "created_at"] });
  return { list, total: page.total, rows: page.rows };
}

export default function Doctors({ loaderData, params }: Route.ComponentProps) {
  const { list, total, rows } = loaderData;
  const base = params.base;
  const columns: Column<Row>[] = [
    { key: "image", header: doctorsText.image, cell: (d) => (d.image ? <img className="news-thumb" src={thumbnailUrl(d.image)} width={96} height={54} alt="" loading="lazy" decoding="async" /> : <div className="news-thumb" />) },
    {
      key: "name",
      header: doctorsText.name,
      sortKey: "name",
      cell: (d) => (
        <Link to={screenHref("detail-doctor", { base, idDoc: d.id })} className="cell-strong">
          {d.name}
        </Link>
      ),
    },
    { key: "category", header: doctorsText.category, sortKey: "category", cell: (d) => d.category || "-" },
    {
      key: "actions",
      header: doctorsText.action,
      sticky: true,
      cell: (d) => (
        <RowAction to={screenHref("detail-doctor", { base, idDoc: d.id })} label={doctorsText.edit} of={d.name} />
      ),
    },
  ];
  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          <Button asChild>
            <Link to={screenHref("add-doctor", { base })}>{doctorsText.add}</Link>
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(d) => d.id}
        total={total}
        list={list}
        config={doctorList}
        searchPlaceholder={doctorsText.searchHint}
        empty={list.q ? doctorsText.noMatch : doctorsText.none}
        caption={doctorsText.caption}
      />
    </Flex>
  );
}
