import { Button, Flex } from "@radix-ui/themes";
import { data, Link } from "react-router";
import type { Route } from "./+types/$base.detail_logs.$dateLogs";
import { requireUser } from "~/.server/guard";
import { getDetailLogs } from "~/.server/upstream/dashboard";
import { DataTable, type Column } from "~/components/data-table";
import { PageHead } from "~/components/page-head";
import { formatDateTime, formatYearMonth } from "~/lib/format";
import { defineList, LENGTH_MENU, readList } from "~/lib/list";
import { yearMonthSchema } from "~/lib/schemas";
import { logsText } from "~/lib/messages-dashboard";
import { titlesText } from "~/lib/messages-shell";
import { screenHref } from "~/lib/screen-table";

/** SPEC §2 log detail: 10 rows a page, paged by the platform. */
const logList = defineList({ pageSizes: LENGTH_MENU.fixed10 });

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const month = yearMonthSchema.safeParse(params.dateLogs);
  if (!month.success) throw data("Not Found", { status: 404 });
  const list = readList(url, logList);
  const [year, monthNumber] = month.data.split("-").map(Number);
  const logs = await getDetailLogs(upstream, { year, month: monthNumber, page: list.page, pageSize: list.size });
  return { yearMonth: month.data, list, logs };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: titlesText.title(logsText.heading(loaderData ? formatYearMonth(loaderData.yearMonth) : "")) }];

type LogRow = Route.ComponentProps["loaderData"]["logs"]["result"][number];

const columns: Column<LogRow>[] = [
  { key: "project", header: logsText.project, cell: (r) => r.project },
  { key: "endpoint", header: logsText.endpoint, cell: (r) => <code>{r.endpoint}</code> },
  { key: "log_time", header: logsText.logTime, cell: (r) => formatDateTime(r.log_time) },
];

export default function LogDetail({ loaderData, params }: Route.ComponentProps) {
  const { logs, list, yearMonth } = loaderData;
  return (
    <Flex direction="column" gap="3">
      <PageHead
        title={logsText.heading(formatYearMonth(yearMonth))}
        actions={
          <Button asChild variant="soft">
            <Link to={screenHref("dashboard", params)}>{logsText.back}</Link>
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={logs.result}
        rowKey={(r) => r.id}
        total={logs.total}
        list={list}
        config={logList}
        caption={logsText.caption(formatYearMonth(yearMonth))}
        empty={logsText.none}
      />
    </Flex>
  );
}
