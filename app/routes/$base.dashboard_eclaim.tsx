import { Callout, Card, Flex, Heading, Table, Text } from "@radix-ui/themes";
import { data, Link } from "react-router";
import type { Route } from "./+types/$base.dashboard_eclaim";
import { requireUser } from "~/.server/guard";
import { getClaimReimClient, getClaimReimClientDetail } from "~/.server/upstream/eclaim";
import { getPayors } from "~/.server/upstream/shell";
import { UrlDialog, useConfirmLinks } from "~/components/confirm";
import { FilterSelect, ListForm, NoScriptSubmit } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { useScreenHref } from "~/components/shell-data";
import { TableFrame } from "~/components/table-frame";
import { claimStatusLabel } from "~/lib/claims";
import { formatDateTime, formatNumber, formatRupiah, formatYearMonth } from "~/lib/format";
import { RowAction } from "~/components/row-action";
import { claimFields, reimbursementText } from "~/lib/messages-claims";
import "~/styles/eclaim.css";

/**
 * SPEC §2 dashboard_eclaim (core project only): reimbursement claims per payor
 * (getClaimReimClient, one payor with `?payorCode=`), and one payor's detail in a dialog with its
 * own URL (`?detail=P001`, getClaimReimClientDetail).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const payors = await getPayors(upstream);
  const payorCode = url.searchParams.get("payorCode") || undefined;
  if (payorCode && !payors.some((p) => p.payor_code === payorCode)) throw data({ message: reimbursementText.payorNotFound(payorCode.slice(0, 40)) }, { status: 404 });
  const detailCode = url.searchParams.get("detail");
  const [rows, detail] = await Promise.all([getClaimReimClient(upstream, payorCode), detailCode === null ? null : getClaimReimClientDetail(upstream, detailCode.slice(0, 40))]);
  const status = detail?.state === "not_found" ? 404 : detail?.state === "invalid" ? 400 : 200;
  return data({ payors, payorCode: payorCode ?? "", rows, detailCode, detail }, { status });
}

export default function ReimbursementDashboard({ loaderData }: Route.ComponentProps) {
  const { payors, payorCode, rows, detailCode, detail } = loaderData;
  const details = useConfirmLinks("detail");
  const totals = rows.reduce((t, r) => ({ total: t.total + r.total, incurred: t.incurred + r.incurred, approved: t.approved + r.approved }), { total: 0, incurred: 0, approved: 0 });
  return (
    <Flex direction="column" gap="4">
      <PageHead description={reimbursementText.intro} />
      <Card size="2">
        <ListForm>
          <Flex gap="3" align="end" wrap="wrap">
            <FilterSelect
              label="Payor"
              name="payorCode"
              value={payorCode}
              placeholder={reimbursementText.allPayors}
              options={payors.map((p) => ({ value: p.payor_code, label: `${p.payor_code} · ${p.payor_name}` }))}
            />
            <NoScriptSubmit label={reimbursementText.show} />
          </Flex>
        </ListForm>
      </Card>
      <Card size="1">
        <TableFrame label={reimbursementText.perPayor} size="2">
          <caption className="sr-only">{reimbursementText.perPayor}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Payor</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{reimbursementText.claims}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{claimFields.incurred}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{claimFields.approved}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{claimFields.paid}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{reimbursementText.inProcess}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{reimbursementText.detail}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={7}>
                  <Text color="gray">{reimbursementText.noneYet}</Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((r) => (
                <Table.Row key={r.payor_code}>
                  <Table.RowHeaderCell>
                    <span className="mono">{r.payor_code}</span> {r.payor_name}
                  </Table.RowHeaderCell>
                  <Table.Cell align="right">{formatNumber(r.total)}</Table.Cell>
                  <Table.Cell align="right" className="amount">
                    {formatRupiah(r.incurred)}
                  </Table.Cell>
                  <Table.Cell align="right" className="amount">
                    {formatRupiah(r.approved)}
                  </Table.Cell>
                  <Table.Cell align="right">{formatNumber(r.paid)}</Table.Cell>
                  <Table.Cell align="right">{formatNumber(r.pending)}</Table.Cell>
                  <Table.Cell>
                    <RowAction to={details.open(r.payor_code)} label={reimbursementText.detail} of={r.payor_code} dialog />
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
          {rows.length > 1 && (
            <tfoot>
              <Table.Row>
                <Table.RowHeaderCell>Total</Table.RowHeaderCell>
                <Table.Cell align="right">{formatNumber(totals.total)}</Table.Cell>
                <Table.Cell align="right" className="amount">
                  {formatRupiah(totals.incurred)}
                </Table.Cell>
                <Table.Cell align="right" className="amount">
                  {formatRupiah(totals.approved)}
                </Table.Cell>
                <Table.Cell colSpan={3} />
              </Table.Row>
            </tfoot>
          )}
        </TableFrame>
      </Card>
      {detailCode !== null && detail && <DetailDialog code={detailCode} detail={detail} closeHref={details.close} />}
    </Flex>
  );
}

type Detail = NonNullable<Route.ComponentProps["loaderData"]["detail"]>;

function DetailDialog({ code, detail, closeHref }: { code: string; detail: Detail; closeHref: string }) {
  const href = useScreenHref();
  // Recent claims link to the claim dialog of the e-claim page, for a user who may open it.
  const claimLink = (claim: string) => href("eclaim", {}, { claim });
  return (
    <UrlDialog wide title={reimbursementText.title(code)} closeHref={closeHref} closeLabel={reimbursementText.close} actions={(close) => close}>
      {detail.state !== "loaded" ? (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{detail.state === "not_found" ? reimbursementText.payorNotFound(code) : reimbursementText.payorInvalid(code)}</Callout.Text>
        </Callout.Root>
      ) : (
        <Flex direction="column" gap="4">
          <Text color="gray">{detail.value.payor_name}</Text>
          <section aria-labelledby="reim-status">
            <Heading as="h3" size="3" id="reim-status" mb="2">
              {reimbursementText.perStatus}
            </Heading>
            <AmountTable label={reimbursementText.perStatus} rows={detail.value.byStatus.map((s) => ({ label: `${s.status} · ${claimStatusLabel(s.status)}`, ...s }))} />
          </section>
          <section aria-labelledby="reim-month">
            <Heading as="h3" size="3" id="reim-month" mb="2">
              {reimbursementText.perMonth}
            </Heading>
            <AmountTable label={reimbursementText.perMonth} rows={detail.value.byMonth.map((m) => ({ label: formatYearMonth(m.month), ...m }))} />
          </section>
          <section aria-labelledby="reim-recent">
            <Heading as="h3" size="3" id="reim-recent" mb="2">
              {reimbursementText.latest}
            </Heading>
            {detail.value.recent.length === 0 ? (
              <Text color="gray">{reimbursementText.none}</Text>
            ) : (
              <ul className="cell-list">
                {detail.value.recent.map((c) => (
                  <li key={c.request_id}>
                    {claimLink(c.request_id) ? (
                      <Link to={claimLink(c.request_id)!} className="mono">
                        {c.request_id}
                      </Link>
                    ) : (
                      <span className="mono">{c.request_id}</span>
                    )}{" "}
                    · {formatDateTime(c.request_time)} · {claimStatusLabel(c.status)} · {formatRupiah(c.incurred)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Flex>
      )}
    </UrlDialog>
  );
}

function AmountTable({ label, rows }: { label: string; rows: { label: string; total: number; incurred: number; approved: number }[] }) {
  return (
    <TableFrame label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell />
          <Table.ColumnHeaderCell align="right">{reimbursementText.claims}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell align="right">{claimFields.incurred}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell align="right">{claimFields.approved}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.label}>
            <Table.RowHeaderCell>{r.label}</Table.RowHeaderCell>
            <Table.Cell align="right">{formatNumber(r.total)}</Table.Cell>
            <Table.Cell align="right" className="amount">
              {formatRupiah(r.incurred)}
            </Table.Cell>
            <Table.Cell align="right" className="amount">
              {formatRupiah(r.approved)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </TableFrame>
  );
}
