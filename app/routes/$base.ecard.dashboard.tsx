import { Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import type { Route } from "./+types/$base.ecard.dashboard";
import { requireUser } from "~/.server/guard";
import { getCollectionAllByEvent, getCollectionLog, linkProjectEcard } from "~/.server/upstream/ecard";
import { DonutChart, LineChart } from "~/components/chart";
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
        <Card size="2">
          <Text as="p" size="2" color="gray">
            {ecardDashboardText.total}
          </Text>
          <Text as="p" size="7" weight="bold" data-testid="ecard-total">
            {formatNumber(summary.total)}
          </Text>
        </Card>
        <Card size="2">
          <Text as="p" size="2" color="gray">
            {ecardDashboardText.corporates}
          </Text>
          <Text as="p" size="7" weight="bold" data-testid="ecard-corporates">
            {formatNumber(summary.corporates)}
          </Text>
        </Card>
      </Grid>
      <Grid columns={{ initial: "1", md: "3" }} gap="3">
        <Card size="2" className="chart-card chart-card-wide">
          <Heading as="h2" size="3">
            {ecardDashboardText.perDay}
          </Heading>
          <div className="chart-area">
            <LineChart figureLabel={(d) => formatDay(d.x, false)} id={ecardDashboardText.perDayChart} points={days} tickEvery={5} />
          </div>
        </Card>
        <Card size="2" className="chart-card">
          <Heading as="h2" size="3">
            {ecardDashboardText.perProject}
          </Heading>
          <div className="chart-area">
            <DonutChart slices={slices} label={ecardDashboardText.perProjectChart(slices.map((s) => `${s.label} ${formatNumber(s.value)}`).join(", "))} />
          </div>
          <ul className="chart-legend">
            {summary.projects.map((p, i) => (
              <li key={p.project_id}>
                <span className="legend-dot" style={{ background: PROJECT_COLORS[i % PROJECT_COLORS.length] }} aria-hidden /> {p.project_name || p.project_id} <strong>{formatNumber(p.total)}</strong> · {ecardDashboardText.corporateCount(formatNumber(p.corporates))}
              </li>
            ))}
          </ul>
        </Card>
      </Grid>
    </Flex>
  );
}
