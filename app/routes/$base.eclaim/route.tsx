import { Button, Card, Flex, Grid, Text, TextField } from "@radix-ui/themes";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/route";
import { requireUser } from "~/.server/guard";
import { getClaimsDashboardPayor } from "~/.server/upstream/eclaim";
import { getPayors } from "~/.server/upstream/shell";
import { DonutChart, LineChart } from "~/components/chart";
import { ChartCard, Legend, sliceFigures } from "~/components/dashboard-kit";
import { FilterSelect, ListForm, NoScriptSubmit } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { CLAIM_STATUS_COLOR, claimStatusLabel, isClaimStatus } from "~/lib/claims";
import { formatNumber, formatYearMonth } from "~/lib/format";
import { ClaimDialog } from "./claim-dialog";
import { claimViewStatus, loadClaimView } from "./claim.server";
import { eclaimText } from "~/lib/messages-claims";
import { screenHref } from "~/lib/screen-table";
import "~/styles/eclaim.css";

/**
 * SPEC §2 eclaim: the member card search, the request-ID search (the claim dialog) and the
 * dashboard of one payor (the user's payors; '*' is every payor of the project, the eclaim role
 * has its own only): status tiles leading to the claim tables, claims per month and per status.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream, base } = requireUser(context);
  const card = (url.searchParams.get("card") ?? "").trim();
  // The card search opens the member's page (the page says if the card is not valid).
  if (card) throw redirect(screenHref("eclaim_detail", { base, cardNo: card.slice(0, 100) }));

  const payors = await getPayors(upstream);
  const wanted = url.searchParams.get("payor");
  const payor = wanted ? payors.find((p) => p.payor_code === wanted) : payors[0];
  if (wanted && !payor) throw data({ message: eclaimText.payorNotFound(wanted.slice(0, 40)) }, { status: 404 });
  const [dashboard, claim] = await Promise.all([payor ? getClaimsDashboardPayor(upstream, payor.payor_code) : null, loadClaimView(upstream, base, url)]);
  return data({ payors, payor: payor ?? null, dashboard, claim }, { status: claimViewStatus(claim) });
}

const statusColor = (status: number) => `var(--${isClaimStatus(status) ? CLAIM_STATUS_COLOR[status] : "gray"}-9)`;

export default function EClaim({ loaderData, params }: Route.ComponentProps) {
  const { payors, payor, dashboard, claim } = loaderData;
  const { base } = params;
  const months = dashboard?.byMonth.map((m) => ({ x: m.month, y: m.total, label: formatYearMonth(m.month, true) })) ?? [];
  const slices = dashboard?.byStatus.filter((s) => s.total > 0).map((s) => ({ id: String(s.status), label: claimStatusLabel(s.status), value: s.total, color: statusColor(s.status) })) ?? [];

  return (
    <Flex direction="column" gap="4">
      <PageHead />
      <Grid columns={{ initial: "1", md: "2" }} gap="3">
        <Card size="2">
          <Form method="get" action={screenHref("eclaim", { base })} className="lookup-form" role="search" aria-label={eclaimText.findMember}>
            <label htmlFor="card-search">
              <Text size="2" weight="medium">
                {eclaimText.memberCardNo}
              </Text>
            </label>
            <Flex gap="2">
              <TextField.Root id="card-search" name="card" placeholder={eclaimText.cardExample} maxLength={100} required style={{ flex: 1 }} />
              <Button type="submit">{eclaimText.findMemberButton}</Button>
            </Flex>
          </Form>
        </Card>
        <Card size="2">
          <Form method="get" action={screenHref("eclaim", { base })} className="lookup-form" role="search" aria-label={eclaimText.trackClaim}>
            {payor && <input type="hidden" name="payor" value={payor.payor_code} />}
            <label htmlFor="claim-search">
              <Text size="2" weight="medium">
                Request ID
              </Text>
            </label>
            <Flex gap="2">
              <TextField.Root id="claim-search" name="claim" placeholder={eclaimText.requestIdExample} maxLength={100} required style={{ flex: 1 }} />
              <Button type="submit">{eclaimText.trackClaimButton}</Button>
            </Flex>
          </Form>
        </Card>
      </Grid>

      {!payor || !dashboard ? (
        <Card size="2">
          <Text color="gray">{eclaimText.noPayor}</Text>
        </Card>
      ) : (
        <>
          <Card size="2">
            <ListForm className="payor-picker">
              <Flex gap="3" align="end" wrap="wrap">
                <FilterSelect
                  label="Payor"
                  name="payor"
                  value={payor.payor_code}
                  options={payors.map((p) => ({ value: p.payor_code, label: `${p.payor_code} · ${p.payor_name}` }))}
                />
                <NoScriptSubmit label={eclaimText.show} />
                <Text size="2" color="gray">
                  {formatNumber(dashboard.total)} {eclaimText.claimCount}
                </Text>
              </Flex>
            </ListForm>
          </Card>

          <nav aria-label={eclaimText.byStatusNav}>
            <ul className="status-tiles">
              {dashboard.byStatus.map((s) => (
                <li key={s.status}>
                  <Link to={screenHref("eclaim_status", { base, payorCode: payor.payor_code, statusClaim: s.status })} className="status-tile" style={{ borderTopColor: statusColor(s.status) }}>
                    <Text size="2" color="gray">
                      {s.status} · {claimStatusLabel(s.status)}
                    </Text>
                    <Text size="6" weight="bold" data-testid={`tile-${s.status}`}>
                      {formatNumber(s.total)}
                    </Text>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <Grid columns={{ initial: "1", md: "3" }} gap="3">
            <ChartCard title={eclaimText.byMonth} wide>
              <LineChart figureLabel={(m) => formatYearMonth(m.x)} id={eclaimText.byMonthOf(payor.payor_code)} points={months} />
            </ChartCard>
            <ChartCard title={eclaimText.byStatus} footer={<Legend slices={slices} />}>
              <DonutChart slices={slices} label={eclaimText.byStatusChart(payor.payor_code, sliceFigures(slices))} />
            </ChartCard>
          </Grid>
        </>
      )}
      <ClaimDialog view={claim} base={base} />
    </Flex>
  );
}
