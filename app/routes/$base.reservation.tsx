import { Badge, Button, Card, Flex } from "@radix-ui/themes";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/$base.reservation";
import { requireUser } from "~/.server/guard";
import { getListReservation } from "~/.server/upstream/ecard";
import { DataTable, type Column } from "~/components/data-table";
import { PageHead } from "~/components/page-head";
import { type Reservation, RESERVATION_STATUS_COLOR, reservationList, reservationStatusLabel } from "~/lib/ecard";
import { formatDateTime } from "~/lib/format";
import { readList } from "~/lib/list";
import { reservationText } from "~/lib/messages-service";
import { screenHref } from "~/lib/screen-table";

/**
 * SPEC §2 reservation (core project): doctor reservations made in the app, searched by card
 * number, paged by the platform, with a streamed CSV export of what the search selects.
 */

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const list = readList(url, reservationList);
  const page = await getListReservation(upstream, list.q, { page: list.page, size: list.size });
  return { list, total: page.total, rows: page.result };
}

const columns: Column<Reservation>[] = [
  { key: "card_no", header: reservationText.cardNo, cell: (r) => <span className="mono">{r.data.card_no}</span> },
  { key: "name", header: reservationText.name, cell: (r) => <span className="cell-strong">{r.data.name || "-"}</span> },
  { key: "email", header: "Email", wrap: "anywhere", cell: (r) => r.data.email || "-" },
  { key: "payor_code", header: "Payor", cell: (r) => r.data.payor_code || "-" },
  { key: "provider_name", header: "Provider", cell: (r) => r.data.provider_name || "-" },
  { key: "poly_desc", header: reservationText.clinic, cell: (r) => r.data.poly_desc || "-" },
  { key: "reservation_date", header: reservationText.date, minWidth: 6.5, cell: (r) => formatDateTime(r.data.reservation_date) },
  {
    key: "status",
    header: "Status",
    status: true,
    cell: (r) => (
      <Badge variant="soft" color={RESERVATION_STATUS_COLOR[r.data.status] ?? "gray"}>
        {reservationStatusLabel(r.data.status)}
      </Badge>
    ),
  },
];

export default function Reservations({ loaderData, params }: Route.ComponentProps) {
  const { list, total, rows } = loaderData;
  const [searchParams] = useSearchParams();
  const exportQuery = new URLSearchParams();
  if (searchParams.get("q")) exportQuery.set("q", searchParams.get("q")!);
  return (
    <Flex direction="column" gap="3">
      <PageHead
        description={reservationText.intro}
        actions={
          <Button asChild>
            <a href={screenHref("reservation-export", { base: params.base }, exportQuery)}>
              {reservationText.download}
            </a>
          </Button>
        }
      />
      <Card size="1" className="list-card">
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          total={total}
          list={list}
          config={reservationList}
          searchPlaceholder={reservationText.searchHint}
          caption={reservationText.caption}
          empty={reservationText.noMatch}
        />
      </Card>
    </Flex>
  );
}
