import { Badge, Button, Card, DataList, Flex, Heading, Table, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/$base.audit-log_.$id";
import { auditScreenOptions } from "~/.server/features/audit";
import { requireUser } from "~/.server/guard";
import { getAuditEntry } from "~/.server/upstream/audit";
import { PageHead } from "~/components/page-head";
import { TableFrame } from "~/components/table-frame";
import { actionColor, actionLabel, auditDiffRows, auditHistoryPath, kindLabel, type AuditValue } from "~/lib/audit";
import { formatDateTime } from "~/lib/format";
import { auditRecordText } from "~/lib/messages-audit";
import { titlesText } from "~/lib/messages-shell";
import { screenHref } from "~/lib/screen-table";
import "~/styles/audit.css";

/**
 * One record of the audit trail (issue 26): who, when, from where and on which screen, and the
 * record's fields before and after side by side (an update: the changed ones), with links to the
 * history of the same record and to the same user's records.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  if (!/^\d{1,16}$/.test(params.id)) throw data({ message: auditRecordText.notFound }, { status: 404 });
  const entry = await getAuditEntry(upstream, params.id);
  const screen = auditScreenOptions.find((s) => s.value === entry.screen)?.label ?? entry.screen;
  const { before, after, ...fields } = entry;
  return { entry: fields, screen, changes: auditDiffRows(before, after) };
}

export const meta: Route.MetaFunction = ({ params }) => [{ title: titlesText.title(auditRecordText.heading(params.id)) }];

export default function AuditRecord({ loaderData, params }: Route.ComponentProps) {
  const { entry, screen, changes } = loaderData;
  const { base } = params;
  const facts: [string, ReactNode][] = [
    [auditRecordText.time, `${formatDateTime(entry.at)} WIB`],
    [auditRecordText.user, entry.username || "-"],
    [auditRecordText.role, entry.role || "-"],
    [auditRecordText.kind, kindLabel(entry.kind)],
    [auditRecordText.action, <Badge key="action" color={actionColor(entry.action)} variant="soft" highContrast>{actionLabel(entry.action)}</Badge>],
    [auditRecordText.screen, screen || "-"],
    [auditRecordText.call, entry.call ? <span className="mono">{entry.call}</span> : "-"],
    [auditRecordText.table, entry.entity ? <span className="mono">{entry.entity}</span> : "-"],
    [auditRecordText.recordId, entry.record_id ? <span className="mono">{entry.record_id}</span> : "-"],
    [auditRecordText.address, entry.address ? <span className="mono">{entry.address}</span> : "-"],
    ["Request ID", entry.request_id ? <span className="mono">{entry.request_id}</span> : "-"],
  ];
  return (
    <Flex direction="column" gap="4">
      <PageHead
        title={auditRecordText.heading(entry.id)}
        description={entry.entity ? auditRecordText.actionOn(actionLabel(entry.action), entry.entity, entry.record_id) : actionLabel(entry.action)}
        actions={
          <>
            {entry.entity && entry.record_id ? (
              <Button asChild variant="soft">
                <Link to={auditHistoryPath(base, entry.entity, entry.record_id)}>{auditRecordText.historyOfRecord}</Link>
              </Button>
            ) : null}
            {entry.username ? (
              <Button asChild variant="soft" color="gray">
                <Link to={screenHref("audit-log", { base }, new URLSearchParams({ user: entry.username }))}>{auditRecordText.recordsOf(entry.username)}</Link>
              </Button>
            ) : null}
          </>
        }
      />
      <Card size="2">
        <DataList.Root>
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label minWidth="120px">{label}</DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card>
      <Card size="2">
        <Heading as="h2" size="4" mb="3">
          {auditRecordText.changes}
        </Heading>
        {changes.length === 0 ? (
          <Text color="gray">{auditRecordText.noFields}</Text>
        ) : (
          <TableFrame label={auditRecordText.changesTable}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{auditRecordText.field}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{auditRecordText.before}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{auditRecordText.after}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {changes.map((row) => (
                <Table.Row key={row.field} className="audit-change">
                  <Table.RowHeaderCell>
                    <span className="mono">{row.field}</span>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    <Value value={row.before} />
                  </Table.Cell>
                  <Table.Cell>
                    <Value value={row.after} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </TableFrame>
        )}
      </Card>
    </Flex>
  );
}

function Value({ value }: { value: AuditValue }) {
  if (value === null) return <Text color="gray">—</Text>;
  if (value.pre) return <pre className="audit-json">{value.text}</pre>;
  return <span className="audit-text">{value.text === "" ? <Text color="gray">{auditRecordText.empty}</Text> : value.text}</span>;
}
