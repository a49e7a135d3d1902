import { Badge, Callout, DataList, Flex, Heading, Spinner, Table, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { UrlDialog, useConfirmLinks } from "~/components/confirm";
import { TableFrame } from "~/components/table-frame";
import { claimProcessLabel, claimStatusLabel, CLAIM_MESSAGES, CLAIM_STATUS_COLOR, isClaimStatus } from "~/lib/claims";
import { formatDateTime, formatDay, formatRupiah } from "~/lib/format";
import type { ClaimView } from "./claim.server";
import { claimDialogText, claimFields } from "~/lib/messages-claims";
import { screenHref } from "~/lib/screen-table";

/**
 * The claim dialog (SPEC §4 states: loading, not found for this account, invalid, loaded). The
 * URL opens it (`?claim=…`); while a link to it loads, it already shows "loading".
 */
export function ClaimDialog({ view, base }: { view: ClaimView | null; base: string }) {
  const navigation = useNavigation();
  const links = useConfirmLinks("claim");
  const pending = navigation.state === "loading" && navigation.location ? new URLSearchParams(navigation.location.search).get("claim") : null;
  const loading = pending !== null && pending !== view?.requestId;
  if (!view && !loading) return null;
  const requestId = loading ? pending : view!.requestId;

  return (
    <UrlDialog wide title={claimDialogText.title(requestId)} closeHref={links.close} closeLabel={claimDialogText.close} actions={(close) => close}>
      {loading ? (
        <Flex align="center" gap="2" py="4" role="status">
          <Spinner /> <Text>{claimDialogText.loading}</Text>
        </Flex>
      ) : view!.state !== "loaded" ? (
        <Callout.Root color={view!.state === "not_found" ? "amber" : "red"} role="alert" mt="2">
          <Callout.Text>{view!.message}</Callout.Text>
        </Callout.Root>
      ) : (
        <LoadedClaim view={view as Extract<ClaimView, { state: "loaded" }>} base={base} />
      )}
    </UrlDialog>
  );
}

function LoadedClaim({ view, base }: { view: Extract<ClaimView, { state: "loaded" }>; base: string }) {
  const { header, documents, logs } = view;
  const date = (value: string | null) => (value ? formatDay(value, false) : "-");
  const items: [string, ReactNode][] = [
    ["Request ID", <span className="mono" key="r">{header.request_id}</span>],
    [claimFields.claimsId, <span className="mono" key="c">{header.claims_id || "-"}</span>],
    [
      claimFields.cardNo,
      <Link key="k" to={screenHref("eclaim_detail", { base, cardNo: header.card_no })} className="mono">
        {header.card_no}
      </Link>,
    ],
    [claimFields.name, header.member_name || "-"],
    ["Payor", header.payor_name ? `${header.payor_id} · ${header.payor_name}` : header.payor_id],
    ["Provider", header.provider_name || "-"],
    [claimFields.plan, header.plan_id || "-"],
    [claimFields.diagnosis, header.diagnosis || "-"],
    [claimFields.admission, date(header.admission_date)],
    [claimFields.discharge, date(header.discharge_date)],
    [claimFields.invoiceNo, header.hosp_inv_no || "-"],
    [claimFields.invoiceDate, date(header.hosp_inv_date)],
    [claimFields.submitted, formatDateTime(header.request_time)],
    [claimFields.incurred, formatRupiah(header.incurred)],
    [claimFields.approved, formatRupiah(header.approved)],
    [claimFields.remarks, header.remarks || "-"],
  ];
  const paid = header.status === 8;
  return (
    <Flex direction="column" gap="4" mt="2">
      <Flex gap="2" align="center">
        <Badge size="2" color={isClaimStatus(header.status) ? CLAIM_STATUS_COLOR[header.status] : "gray"} variant="soft">
          {claimStatusLabel(header.status)}
        </Badge>
        {header.claim_type && <Text size="2" color="gray">{header.claim_type}</Text>}
      </Flex>
      <DataList.Root size="2" className="claim-fields">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="130px">{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      {paid && (
        <section aria-labelledby="claim-bank">
          <Heading as="h3" size="3" id="claim-bank" mb="2">
            {claimDialogText.payment}
          </Heading>
          <DataList.Root size="2">
            {(
              [
                [claimFields.bank, header.bank_name],
                [claimFields.accountName, header.account_name],
                [claimFields.accountNo, header.account_number],
                [claimFields.paidOn, date(header.payment_date)],
              ] as const
            ).map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.Label minWidth="130px">{label}</DataList.Label>
                <DataList.Value>{value || "-"}</DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
        </section>
      )}
      <section aria-labelledby="claim-documents">
        <Heading as="h3" size="3" id="claim-documents" mb="2">
          {claimDialogText.documents}
        </Heading>
        <TableFrame label={claimDialogText.documents}>
          <Table.Body>
            {documents.map((d) => (
              <Table.Row key={d.code}>
                <Table.RowHeaderCell>
                  <span className="mono">{d.code}</span> {d.name && <Text color="gray">{d.name}</Text>}
                </Table.RowHeaderCell>
                <Table.Cell>
                  {d.files.length ? (
                    <Flex gap="3" wrap="wrap">
                      {d.files.map((f, i) => (
                        <a key={f.name} href={f.href} target="_blank" rel="noopener noreferrer" aria-label={claimDialogText.openFile(d.code, i + 1)}>
                          {claimDialogText.file(i + 1)}
                        </a>
                      ))}
                    </Flex>
                  ) : (
                    <Text color="gray">{CLAIM_MESSAGES.documentNotFound}</Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </TableFrame>
      </section>
      <section aria-labelledby="claim-log">
        <Heading as="h3" size="3" id="claim-log" mb="2">
          {claimDialogText.log}
        </Heading>
        {logs.length === 0 ? (
          <Text color="gray">{claimDialogText.noLog}</Text>
        ) : (
          <TableFrame label={claimDialogText.log}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{claimDialogText.time}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{claimDialogText.processStatus}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{claimDialogText.by}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {logs.map((l, i) => (
                <Table.Row key={i}>
                  <Table.Cell>{formatDateTime(l.log_at)}</Table.Cell>
                  <Table.Cell>{claimProcessLabel(l.claim_process_status)}</Table.Cell>
                  <Table.Cell>{l.submission_by || "-"}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableFrame>
        )}
      </section>
    </Flex>
  );
}
