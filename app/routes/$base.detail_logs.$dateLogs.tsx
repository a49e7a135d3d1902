import { Button, Flex, Heading } from "@radix-ui/themes";
import { data, Link } from "react-router";
import type { Route } from "./+types/$base.detail_logs.$dateLogs";
import { requireUser } from "~/.server/guard";
import { getDetailLogs } from "~/.server/upstream/dashboard";
import { DataTable, type Column } from "~/components/data-table";
import { formatDateTime, formatYearMonth } from "~/lib/format";
import { LENGTH_MENU, readListParams } from "~/lib/list-params";
import { yearMonthSchema } from "~/lib/schemas";

type LogRow = { id: string | number; project: string; endpoint: string; log_time: string };

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { session, base } = requireUser(context);
  const month = yearMonthSchema.safeParse(params.dateLogs);
  if (!month.success) throw data("Not Found", { status: 404 });
  const list = readListParams(url.searchParams, { pageSizes: LENGTH_MENU.fixed10 });
  const [year, monthNumber] = month.data.split("-").map(Number);
  const logs = await getDetailLogs(session, { year, month: monthNumber, page: list.page, pageSize: list.pageSize });
  return { base, yearMonth: month.data, list, logs };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Log ${data ? formatYearMonth(data.yearMonth) : ""} · Sehat Console` }];

const columns: Column<LogRow>[] = [
  { key: "project", header: "Project", cell: (r) => r.project },
  { key: "endpoint", header: "Endpoint", cell: (r) => <code>{r.endpoint}</code> },
  { key: "log_time", header: "Log Time", cell: (r) => formatDateTime(r.log_time) },
];

export default function LogDetail({ loaderData }: Route.ComponentProps) {
  const { logs, list, yearMonth, base } = loaderData;
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" wrap="wrap" gap="2">
        <Heading as="h1" size="6">
          Log Members · {formatYearMonth(yearMonth)}
        </Heading>
        <Button asChild variant="soft">
          <Link to={`/${base}/dashboard`}>← Dashboard</Link>
        </Button>
      </Flex>
      <DataTable
        columns={columns}
        rows={logs.result}
        rowKey={(r) => String(r.id)}
        total={logs.total}
        params={list}
        pageSizes={LENGTH_MENU.fixed10}
        caption={`Log members ${formatYearMonth(yearMonth)}`}
        empty="Tidak ada log pada bulan ini."
      />
    </Flex>
  );
}
