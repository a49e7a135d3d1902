import { Button, Flex, Heading, Table, Text } from "@radix-ui/themes";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { getBannerSetting } from "~/.server/features/feature-visibility";
import { requireUser } from "~/.server/guard";
import { backTo, readForm, recordForm, submitForm } from "~/.server/kits/submit";
import { deleteBannerAd, getBannerAds } from "~/.server/upstream/content";
import { DeleteConfirm, useConfirmLinks } from "~/components/confirm";
import { DataTable, type Column } from "~/components/data-table";
import { RowAction } from "~/components/row-action";
import { PageHead } from "~/components/page-head";
import { StatusBadge } from "~/components/status-badge";
import { TableFrame } from "~/components/table-frame";
import { bannerDisplay, fromBannerDate, toBannerDate } from "~/lib/banner-ads";
import { MESSAGES } from "~/lib/content-schemas";
import { formatNumber, formatPercent, jakartaToday } from "~/lib/format";
import { defineList, LENGTH_MENU, pageArray, readList } from "~/lib/list";
import { thumbnailUrl } from "~/lib/media";
import { useScreenHref } from "~/components/shell-data";
import { bannerOwners } from "./banner-owner.server";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { bannerAdsText } from "~/lib/messages-provider";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 banner-ads (core project; superadmin, admin, provider, or banner-ads in menu_active):
 * the ads the app shows, by index, with whether each shows now, an edit link and delete. A
 * provider sees only its own. Below, read-only, the app's other banners (the banner setting).
 */
const bannerList = defineList({ pageSizes: LENGTH_MENU.short, sortKeys: ["index", "name", "provider", "start", "expired"], defaultSort: { key: "index", order: "asc" } });

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream, user } = requireUser(context);
  const list = readList(url, bannerList);
  const [ads, owners, setting] = await Promise.all([getBannerAds(upstream), bannerOwners(upstream, user), getBannerSetting(upstream)]);
  const names = new Map(owners.providers.map((p) => [p.value, p.label]));
  const today = jakartaToday();
  const rows = ads.map((ad) => ({
    id: ad.id,
    name: ad.name,
    banner: ad.banner,
    provider: names.get(ad.id_prov) ?? ad.id_prov,
    index: ad.index,
    start: fromBannerDate(ad.start),
    expired: fromBannerDate(ad.expired),
    display: bannerDisplay(ad, today),
    external: ad.external_url,
    url: ad.url,
    view: ad.view,
    click: ad.click,
    ctr: ad.ctr,
  }));
  const page = pageArray(rows, list, {
    text: (r) => [r.name, r.provider, r.url],
    sortValue: (r, key) => r[key as "index" | "name" | "provider" | "start" | "expired"],
  });
  const toDelete = rows.find((r) => r.id === url.searchParams.get("delete"));
  const appBanners = [
    ...setting.banner_regular.map((image, i) => ({ key: `r${i}`, kind: bannerAdsText.regular, order: i + 1, image })),
    ...setting.banner_benefit.map((image, i) => ({ key: `b${i}`, kind: bannerAdsText.benefit, order: i + 1, image })),
  ];
  return { list, total: page.total, rows: page.rows, toDelete: toDelete ? { id: toDelete.id, name: toDelete.name } : null, appBanners };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  const form = await readForm(request);
  const back = backTo(form, screenHref("banner-ads", { base }));
  return submitForm(form, {
    session,
    intent: "delete",
    schema: recordForm,
    run: ({ id }) => deleteBannerAd(upstream, id),
    success: { flash: MESSAGES.deleted, redirectTo: back },
    failure: { flash: MESSAGES.deleteError, redirectTo: back },
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function BannerAds({ loaderData, params }: Route.ComponentProps) {
  const { list, total, rows, toDelete, appBanners } = loaderData;
  const base = params.base;
  const confirm = useConfirmLinks("delete");
  const myBanners = useScreenHref()("my-banners");
  const detail = (r: Row) => screenHref("detail-banner-ads", { base, idAds: r.id });
  const columns: Column<Row>[] = [
    { key: "banner", header: bannerAdsText.banner, cell: (r) => (r.banner ? <img className="news-thumb" src={thumbnailUrl(r.banner)} width={96} height={54} alt="" loading="lazy" decoding="async" /> : <div className="news-thumb" />) },
    {
      key: "name",
      header: bannerAdsText.name,
      sortKey: "name",
      cell: (r) => (
        <div className="news-title">
          <Link to={detail(r)} className="news-title-link">
            {r.name}
          </Link>
          <div className="news-link">
            {r.url}
            {r.external ? bannerAdsText.external : ""}
          </div>
        </div>
      ),
    },
    { key: "provider", header: "Provider", sortKey: "provider", cell: (r) => r.provider },
    { key: "index", header: bannerAdsText.index, sortKey: "index", align: "right", cell: (r) => r.index },
    // SPEC §9: banner dates read DD-MM-YYYY.
    { key: "start", header: bannerAdsText.start, sortKey: "start", cell: (r) => <span className="news-created">{r.start ? toBannerDate(r.start) : "-"}</span> },
    { key: "expired", header: bannerAdsText.expired, sortKey: "expired", cell: (r) => <span className="news-created">{r.expired ? toBannerDate(r.expired) : "-"}</span> },
    { key: "display", header: bannerAdsText.display, status: true, cell: (r) => <StatusBadge active={r.display === "Show"}>{r.display}</StatusBadge> },
    { key: "view", header: bannerAdsText.view, align: "right", cell: (r) => formatNumber(r.view) },
    { key: "click", header: bannerAdsText.click, align: "right", cell: (r) => formatNumber(r.click) },
    { key: "ctr", header: bannerAdsText.ctr, align: "right", cell: (r) => formatPercent(r.ctr) },
    {
      key: "actions",
      header: bannerAdsText.action,
      sticky: true,
      cell: (r) => (
        <div className="row-actions">
          <RowAction to={detail(r)} label={bannerAdsText.edit} of={r.name} />
          <RowAction to={confirm.open(r.id)} label={bannerAdsText.delete} of={r.name} color="red" dialog />
        </div>
      ),
    },
  ];
  return (
    <Flex direction="column" gap="4">
      <PageHead
        actions={
          <Button asChild>
            <Link to={screenHref("add-banner-ads", { base })}>{bannerAdsText.add}</Link>
          </Button>
        }
      />
      {toDelete && <DeleteConfirm title={bannerAdsText.deleteTitle} description={bannerAdsText.deleteText(toDelete.name)} id={toDelete.id} closeHref={confirm.close} />}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        total={total}
        list={list}
        config={bannerList}
        searchPlaceholder={bannerAdsText.searchHint}
        empty={list.q ? bannerAdsText.noMatch : bannerAdsText.none}
        caption={bannerAdsText.caption}
      />
      <section aria-labelledby="app-banners">
        <Heading as="h2" size="3" id="app-banners" mb="1">
          {bannerAdsText.appBanners}
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          {bannerAdsText.appBannersNote.before}
          {myBanners ? (
            <>
              {bannerAdsText.appBannersNote.editedIn} <Link to={myBanners}>Banner Setting</Link>
            </>
          ) : null}
          {bannerAdsText.appBannersNote.after}
        </Text>
        <TableFrame label={bannerAdsText.appBannersList}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{bannerAdsText.banner}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{bannerAdsText.kind}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{bannerAdsText.order}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {appBanners.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={3}>{bannerAdsText.noAppBanners}</Table.Cell>
              </Table.Row>
            ) : (
              appBanners.map((b) => (
                <Table.Row key={b.key}>
                  <Table.Cell>
                    <img className="news-thumb" src={thumbnailUrl(b.image)} width={96} height={54} alt="" loading="lazy" decoding="async" />
                  </Table.Cell>
                  <Table.Cell>{b.kind}</Table.Cell>
                  <Table.Cell justify="end">{b.order}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </TableFrame>
      </section>
    </Flex>
  );
}
