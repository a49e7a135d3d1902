import { Button, Flex } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { requireUser } from "~/.server/guard";
import { backTo, readForm, recordForm, submitForm } from "~/.server/kits/submit";
import { deleteContent, getNews } from "~/.server/upstream/content";
import { DeleteConfirm, useConfirmLinks } from "~/components/confirm";
import { DataTable, type Column } from "~/components/data-table";
import { RowAction } from "~/components/row-action";
import { PageHead } from "~/components/page-head";
import { FEATURE, MESSAGES } from "~/lib/content-schemas";
import { thumbnailUrl } from "~/lib/media";
import { formatDateTime } from "~/lib/format";
import { defineList, LENGTH_MENU, pageArray, readList } from "~/lib/list";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { confirmText } from "~/lib/messages-kit";
import { newsText } from "~/lib/messages-content";
import { screenHref } from "~/lib/screen-table";

const newsList = defineList({ pageSizes: LENGTH_MENU.short, sortKeys: ["title", "author", "created_at"], defaultSort: { key: "created_at", order: "desc" } });

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const list = readList(url, newsList);
  const news = await getNews(upstream);
  const page = pageArray(news, list, { text: (n) => [n.title, n.author], sortValue: (n, key) => n[key as "title"] });
  const toDelete = news.find((n) => n.id === url.searchParams.get("delete"));
  return {
    list,
    total: page.total,
    rows: page.rows.map(({ id, title, author, image, link, created_at }) => ({ id, title, author, image, link, created_at })),
    toDelete: toDelete ? { id: toDelete.id, title: toDelete.title } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  const form = await readForm(request);
  const back = backTo(form, screenHref("news", { base }));
  return submitForm(form, {
    session,
    intent: "delete",
    schema: recordForm,
    run: ({ id }) => deleteContent(upstream, id, FEATURE.news),
    success: { flash: MESSAGES.deleted, redirectTo: back },
    failure: { flash: MESSAGES.deleteError, redirectTo: back },
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function NewsList({ loaderData, params }: Route.ComponentProps) {
  const { rows, total, list, toDelete } = loaderData;
  const base = params.base;
  const confirm = useConfirmLinks("delete");

  const columns: Column<Row>[] = [
    { key: "image", header: newsText.image, cell: (row) => (row.image ? <img className="news-thumb" src={thumbnailUrl(row.image)} width={96} height={54} alt="" loading="lazy" decoding="async" /> : <div className="news-thumb" />) },
    {
      key: "title",
      header: newsText.title,
      sortKey: "title",
      cell: (row) => (
        <div className="news-title">
          <Link to={screenHref("detail_news", { base, idNews: row.id })} className="news-title-link">
            {row.title}
          </Link>
          {row.link && <div className="news-link">{row.link}</div>}
        </div>
      ),
    },
    { key: "author", header: newsText.author, sortKey: "author", cell: (row) => row.author },
    { key: "created_at", header: newsText.created, sortKey: "created_at", cell: (row) => <span className="news-created">{row.created_at ? formatDateTime(row.created_at) : "-"}</span> },
    {
      key: "actions",
      header: newsText.actions,
      sticky: true,
      cell: (row) => (
        <div className="row-actions">
          <RowAction to={screenHref("detail_news", { base, idNews: row.id })} label={newsText.edit} of={row.title} />
          <RowAction to={confirm.open(row.id)} label={newsText.delete} of={row.title} color="red" dialog />
        </div>
      ),
    },
  ];

  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          <Button asChild>
            <Link to={screenHref("add_news", { base })}>{newsText.add}</Link>
          </Button>
        }
      />
      {toDelete && <DeleteConfirm title={newsText.deleteTitle} description={confirmText.willDelete(toDelete.title)} id={toDelete.id} closeHref={confirm.close} />}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={total}
        list={list}
        config={newsList}
        searchPlaceholder={newsText.search}
        empty={list.q ? newsText.noMatch : newsText.none}
        caption={newsText.caption}
      />
    </Flex>
  );
}
