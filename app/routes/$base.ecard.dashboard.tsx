import { Flex, Grid } from "@radix-ui/themes";
import type { Route } from "./+types/$base.ecard.dashboard";
import { requireUser } from "~/.server/guard";
import { getCollectionAllByEvent, getCollectionLog, linkProjectEcard } from "~/.server/upstream/ecard";
import { DonutChart, LineChart } from "~/components/chart";
import { ChartCard, Legend, sliceFigures, StatCard } from "~/components/dashboard-kit";
import { PageHead } from "~/components/page-head";
import { formatDay, formatNumber } from "~/lib/format";
import { ecardDashboardText } from "~/lib/messages-service";
import "~/styles/eclaim.css";

const PROJECT_COLORS = ["var(--teal-9)", "var(--indigo-9)", "var(--amber-9)", "var(--crimson-9)", "var(--grass-9)", "var(--gray-9)"];

/**
 * SPEC §2 ecard/dashboard (core project): e-card activations per project, the total, the
 * corporates activated, and activations per day over the last 30 days; charts with JavaScript,
 * the same figures as text without it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const [summary, daily, link] = await Promise.all([getCollectionAllByEvent(upstream, "activation"), getCollectionLog(upstream, "activation"), linkProjectEcard(upstream)]);
  // Only a web address is linked (the platform's value is shown, never run).
  return { summary, daily, ecardLink: /^https:\/\/[^\s"<>]+$/.test(link.ecard_link) ? link.ecard_link : null };
}

export const meta: Route.MetaFunction = () => [{ title: ecardDashboardText.title }];

export default function EcardDashboard({ loaderData }: Route.ComponentProps) {
  const { summary, daily, ecardLink } = loaderData;
  const slices = summary.projects.map((p, i) => ({ id: p.project_id, label: p.project_name || p.project_id, value: p.total, color: PROJECT_COLORS[i % PROJECT_COLORS.length] }));
  const days = daily.byDay.map((d) => ({ x: d.day, y: d.total, label: formatDay(d.day) }));
  return (
    <Flex direction="column" gap="3">
      <PageHead
        description={ecardDashboardText.intro}
        actions={
          ecardLink && (
            <a href={ecardLink} target="_blank" rel="noopener noreferrer">
              {ecardDashboardText.publicPage}
            </a>
          )
        }
      />
      <Grid columns={{ initial: "1", sm: "2" }} gap="3">
        <StatCard testId="ecard-total" label={ecardDashboardText.total} value={summary.total} />
        <StatCard testId="ecard-corporates" label={ecardDashboardText.corporates} value={summary.corporates} />
      </Grid>
      <Grid columns={{ initial: "1", md: "3" }} gap="3">
        <ChartCard title={ecardDashboardText.perDay} wide>
          <LineChart figureLabel={(d) => formatDay(d.x, false)} id={ecardDashboardText.perDayChart} points={days} tickEvery={5} />
        </ChartCard>
        <ChartCard title={ecardDashboardText.perProject} footer={<Legend slices={slices} more={(_, i) => <> · {ecardDashboardText.corporateCount(formatNumber(summary.projects[i].corporates))}</>} />}>
          <DonutChart slices={slices} label={ecardDashboardText.perProjectChart(sliceFigures(slices))} />
        </ChartCard>
      </Grid>
    </Flex>
  );
}
