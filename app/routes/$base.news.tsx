import { Button, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { data, Link, redirect, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/$base.news";
import { requireUser } from "~/.server/guard";
import { deleteContent, getNews } from "~/.server/upstream/content";
import { UpstreamError } from "~/.server/upstream/request";
import { useHydrated } from "~/components/client-only";
import { ConfirmDialog, DeleteForm } from "~/components/confirm-dialog";
import { DataTable, type Column } from "~/components/data-table";
import { FEATURE, MESSAGES } from "~/lib/content-schemas";
import { formatDateTime } from "~/lib/format";
import { LENGTH_MENU, readListParams } from "~/lib/list-params";
import { safeRedirect } from "~/lib/safe-redirect";
import "~/styles/content.css";

const SORT_KEYS = ["title", "author", "created_at"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, base } = requireUser(context);
  const searchParams = new URL(request.url).searchParams;
  const params = readListParams(searchParams, { pageSizes: LENGTH_MENU.short, sortKeys: SORT_KEYS, defaultSort: "created_at", defaultOrder: "desc" });
  const all = await getNews(session);
  const q = params.search.toLowerCase();
  const matching = q ? all.filter((n) => n.title.toLowerCase().includes(q) || n.author.toLowerCase().includes(q)) : all;
  const key = (params.sort ?? "created_at") as (typeof SORT_KEYS)[number];
  const sorted = [...matching].sort((a, b) => {
    const order = String(a[key] ?? "").localeCompare(String(b[key] ?? ""), "id", { sensitivity: "base" });
    return params.order === "asc" ? order : -order;
  });
  const start = (params.page - 1) * params.pageSize;
  const rows = sorted.slice(start, start + params.pageSize).map(({ id, title, author, image, link, created_at }) => ({ id, title, author, image, link, created_at }));
  const pending = searchParams.get("delete");
  const toDelete = pending ? (all.find((n) => n.id === pending) ?? null) : null;
  return { base, rows, total: matching.length, params, toDelete: toDelete && { id: toDelete.id, title: toDelete.title } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, base } = requireUser(context);
  const form = await request.formData();
  const back = safeRedirect(String(form.get("redirectTo") ?? ""), `/${base}/news`);
  const listUrl = back.startsWith(`/${base}/news`) ? back : `/${base}/news`;
  if (form.get("intent") !== "delete") throw data("Unknown intent", { status: 400 });
  const id = String(form.get("id") ?? "");
  if (!id) throw data("Missing id", { status: 400 });
  try {
    await deleteContent(session, id, FEATURE.news);
    session.flash({ type: "success", message: MESSAGES.deleted });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    session.flash({ type: "error", message: MESSAGES.deleteError });
  }
  return redirect(listUrl);
}

export const meta: Route.MetaFunction = () => [{ title: "News · Sehat Console" }];

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { base, rows, total, params, toDelete } = loaderData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const withoutDelete = new URLSearchParams(searchParams);
  withoutDelete.delete("delete");
  const listHref = `/${base}/news${withoutDelete.size ? `?${withoutDelete}` : ""}`;
  const deleteHref = (id: string) => {
    const next = new URLSearchParams(withoutDelete);
    next.set("delete", id);
    return `?${next}`;
  };

  const columns: Column<Row>[] = [
    {
      key: "image",
      header: "Image",
      cell: (row) => (row.image ? <img className="news-thumb" src={row.image} alt="" loading="lazy" /> : <div className="news-thumb" />),
    },
    {
      key: "title",
      header: "Title",
      sortKey: "title",
      cell: (row) => (
        <div className="news-title">
          <Link to={`/${base}/detail_news/${encodeURIComponent(row.id)}`} className="news-title-link">
            {row.title}
          </Link>
          {row.link && <div className="news-link">{row.link}</div>}
        </div>
      ),
    },
    { key: "author", header: "Author", sortKey: "author", cell: (row) => row.author },
    { key: "created_at", header: "Created", sortKey: "created_at", cell: (row) => <span className="news-created">{row.created_at ? formatDateTime(row.created_at) : "-"}</span> },
    {
      key: "actions",
      header: "Action",
      cell: (row) => (
        <div className="row-actions">
          <Button asChild size="1" variant="soft">
            <Link to={`/${base}/detail_news/${encodeURIComponent(row.id)}`} aria-label={`Edit ${row.title}`}>
              Edit
            </Link>
          </Button>
          <Button asChild size="1" variant="soft" color="red">
            <Link to={deleteHref(row.id)} preventScrollReset aria-label={`Delete ${row.title}`}>
              Delete
            </Link>
          </Button>
        </div>
      ),
    },
  ];

  const deleteForm = toDelete && <DeleteForm action={`/${base}/news`} id={toDelete.id} redirectTo={listHref} />;

  return (
    <Flex direction="column" gap="4">
      <div className="page-head">
        <Heading as="h1" size="6">
          News
        </Heading>
        <Button asChild>
          <Link to={`/${base}/add_news`}>+ Add News</Link>
        </Button>
      </div>
      {toDelete &&
        (hydrated ? (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && navigate(listHref, { preventScrollReset: true, replace: true })}
            title="Delete news?"
            description={`"${toDelete.title}" will be deleted. Are you sure?`}
            confirm={deleteForm}
          />
        ) : (
          <Callout.Root color="red" className="inline-confirm" role="alertdialog" aria-label="Delete news?">
            <Callout.Text>
              <Text weight="bold">Delete news?</Text> "{toDelete.title}" will be deleted. Are you sure?
            </Callout.Text>
            <Flex gap="2" mt="2">
              <Button asChild variant="soft" color="gray">
                <Link to={listHref}>Cancel</Link>
              </Button>
              {deleteForm}
            </Flex>
          </Callout.Root>
        ))}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={total}
        params={params}
        pageSizes={LENGTH_MENU.short}
        searchPlaceholder="Search title or author"
        empty={params.search ? "Tidak ada news yang cocok." : "Belum ada news."}
        caption="News"
      />
    </Flex>
  );
}
