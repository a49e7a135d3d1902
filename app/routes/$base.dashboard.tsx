import { Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/$base.dashboard";
import { isCoreProject } from "~/.server/access";
import { requireUser } from "~/.server/guard";
import { getDashboard, getLogs } from "~/.server/upstream/dashboard";
import { getStampQuota } from "~/.server/upstream/estamp";
import { getMyPremium } from "~/.server/upstream/shell";
import { DonutChart, LineChart } from "~/components/chart";
import { ChartCard, LegendLine, StatCard } from "~/components/dashboard-kit";
import { PageHead } from "~/components/page-head";
import { useScreenHref } from "~/components/shell-data";
import { formatDay, formatNumber, formatYearMonth } from "~/lib/format";
import { dashboardText } from "~/lib/messages-dashboard";
import type { ScreenKey } from "~/lib/screen-table";
import "~/styles/dashboard.css";


export async function loader({ context }: Route.LoaderArgs) {
  const { user, upstream } = requireUser(context);
  if (user.role === "provider") {
    const provider = user.provider_code ? await getMyPremium(upstream, user.provider_code) : null;
    return { kind: "welcome" as const, name: user.name, provider };
  }
  if (user.role === "e-materai") {
    // SPEC §6: the e-materai role sees only its quota (no dashboard or log calls).
    if (!user.provider_code) throw data("Akun e-materai tanpa provider.", { status: 409 });
    return { kind: "quota" as const, quota: await getStampQuota(upstream, user.provider_code), provider: user.provider_name ?? user.provider_code };
  }
  const [dashboard, logs] = await Promise.all([getDashboard(upstream), getLogs(upstream)]);
  return {
    kind: "members" as const,
    dashboard,
    logs,
    // SPEC §6: the e-claim total card and its link exist only for the core project.
    showClaims: isCoreProject(user) && dashboard.claimTotal != null,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "welcome") return <Welcome name={loaderData.name} provider={loaderData.provider} />;
  if (loaderData.kind === "quota") return <QuotaDashboard quota={loaderData.quota} provider={loaderData.provider} />;
  return <MembersDashboard {...loaderData} />;
}

/** The screens the provider's starter page links to (screen keys, checked). */
const PLACES = dashboardText.places satisfies Partial<Record<ScreenKey, string>>;

/** The provider's starter page: what the provider may do here, as links to the screens it may open. */
function Welcome({ name, provider }: { name: string; provider: { provider_name: string; provider_code: string } | null }) {
  const href = useScreenHref();
  const places = (Object.entries(PLACES) as [keyof typeof PLACES, string][]).flatMap(([key, label]) => {
    const to = href(key);
    return to ? [{ key, label, to }] : [];
  });
  return (
    <Card size="4">
      <Heading as="h1" size="7" mb="2">
        {dashboardText.welcome} {name}
      </Heading>
      {provider && (
        <Text as="p" size="3" color="gray" mb="3">
          {provider.provider_name} ({provider.provider_code})
        </Text>
      )}
      <Text as="p" size="3" mb="2">
        {dashboardText.whatYouManage}
      </Text>
      <ul>
        {places.map(({ key, label, to }) => (
          <li key={key}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function QuotaDashboard({ quota, provider }: { quota: { total: number; usage: number; remain: number }; provider: string }) {
  return (
    <Flex direction="column" gap="4">
      <PageHead title={dashboardText.quotaTitle} />
      <Text color="gray">{provider}</Text>
      <Grid columns={{ initial: "1", md: "3" }} gap="3">
        <StatCard testId="stat-quota-total" label={dashboardText.quotaTotal} value={quota.total} />
        <StatCard testId="stat-quota-usage" label="USAGE" value={quota.usage} />
        <StatCard testId="stat-quota-remain" label="REMAIN" value={quota.remain} />
      </Grid>
      <ChartCard
        title={dashboardText.quotaChart}
        footer={
          <LegendLine
            items={[
              { color: "var(--orange-9)", label: `USAGE ${formatNumber(quota.usage)}` },
              { color: "var(--teal-9)", label: `REMAIN ${formatNumber(quota.remain)}` },
            ]}
          />
        }
      >
        <DonutChart
          slices={[
            { id: "usage", label: "USAGE", value: quota.usage, color: "var(--orange-9)" },
            { id: "remain", label: "REMAIN", value: quota.remain, color: "var(--teal-9)" },
          ]}
        />
      </ChartCard>
    </Flex>
  );
}

function MembersDashboard({ dashboard, logs, showClaims }: Extract<Route.ComponentProps["loaderData"], { kind: "members" }>) {
  const navigate = useNavigate();
  const href = useScreenHref();
  // Links are shown only to a user who may open their target (no 403 behind a click).
  const claimsLink = href("eclaim");
  const logLink = (month: string) => href("detail_logs", { dateLogs: month });
  const logLinks = logs.length > 0 && logLink(logs[0].month) !== undefined;
  const { members } = dashboard;
  const registrations = dashboard.dataChart.map((d) => ({ x: d.tanggal, y: d.jumlah, label: formatDay(d.tanggal) }));
  const logPoints = logs.map((l) => ({ x: l.month, y: l.total, label: formatYearMonth(l.month, true) }));
  const busiest = Math.max(1, ...dashboard.dataChart2.map((d) => d.jumlah));

  return (
    <Flex direction="column" gap="4">
      <PageHead />
      <Grid columns={{ initial: "2", md: showClaims ? "5" : "4" }} gap="3">
        <StatCard testId="stat-members-total" label={dashboardText.membersTotal} value={members.total} />
        <StatCard testId="stat-members-active" label={dashboardText.membersActive} value={members.active} />
        <StatCard testId="stat-members-inactive" label={dashboardText.membersInactive} value={members.inactive} />
        <StatCard testId="stat-news" label={dashboardText.news} value={dashboard.newsCount} />
        {showClaims && (
          <StatCard testId="stat-claims" label={dashboardText.claimsTotal} value={dashboard.claimTotal ?? 0}>
            {claimsLink && <Link to={claimsLink}>{dashboardText.seeClaims}</Link>}
          </StatCard>
        )}
      </Grid>
      <Grid columns={{ initial: "1", md: "3" }} gap="3">
        <ChartCard
          title={dashboardText.activeVsInactive}
          footer={
            <LegendLine
              items={[
                { color: "var(--teal-9)", label: dashboardText.activeCount(formatNumber(members.active)) },
                { color: "var(--orange-9)", label: dashboardText.inactiveCount(formatNumber(members.inactive)) },
              ]}
            />
          }
        >
          <DonutChart
            slices={[
              { id: "active", label: dashboardText.active, value: members.active, color: "var(--teal-9)" },
              { id: "inactive", label: dashboardText.inactive, value: members.inactive, color: "var(--orange-9)" },
            ]}
          />
        </ChartCard>
        <ChartCard title="Total Member Register 30 Hari Terakhir" wide>
          <LineChart id={dashboardText.registrations} points={registrations} tickEvery={3} />
        </ChartCard>
      </Grid>
      <Grid columns={{ initial: "1", md: "3" }} gap="3">
        <Card size="2">
          <Heading as="h2" size="3" mb="3">
            {dashboardText.busiestDays}
          </Heading>
          <ol className="bar-list">
            {dashboard.dataChart2.map((d) => (
              <li key={d.tanggal}>
                <span>{formatDay(d.tanggal, false)}</span>
                <span className="bar" style={{ width: `${(d.jumlah / busiest) * 100}%` }} aria-hidden />
                <strong>{formatNumber(d.jumlah)}</strong>
              </li>
            ))}
          </ol>
        </Card>
        <ChartCard
          title="Log Members"
          wide
          hint={logLinks ? dashboardText.logHint : undefined}
          footer={
            // The keyboard's way to what a click on a point opens.
            logLinks && (
              <nav aria-label={dashboardText.logLinks} className="chart-links">
                {logPoints.map((p) => (
                  <Link key={p.x} to={logLink(p.x)!}>
                    {p.label}
                  </Link>
                ))}
              </nav>
            )
          }
        >
          <LineChart
            // The month links are the footer's, with or without the chart.
            figureLabel={(p) => formatYearMonth(p.x)}
            id="Log Members"
            points={logPoints}
            color="var(--indigo-9)"
            onPointClick={logLinks ? (p) => navigate(logLink(p.x)!) : undefined}
          />
        </ChartCard>
      </Grid>
    </Flex>
  );
}
