import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { data, Link, redirect, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/$base.members.$type";
import { can } from "~/.server/access";
import { columnsFor, saveColumnChoice } from "~/.server/kits/column-prefs";
import { checkSecurityCode, newNonce, nonceValid, securityCode } from "~/.server/features/delete-challenge";
import { requireUser } from "~/.server/guard";
import { FormError, intentOf, readForm, submitForm } from "~/.server/kits/submit";
import { deleteAccounts, getListMember, type Member } from "~/.server/upstream/members";
import { ColumnChooser } from "~/components/column-chooser";
import { ConfirmDialog } from "~/components/confirm";
import { DataTable, type Column } from "~/components/data-table";
import { FormErrors, InputField, KitFormElement, SubmitButton, useKitForm } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { RowAction } from "~/components/row-action";
import { useCanOpenScreen } from "~/components/shell-data";
import { StatusBadge } from "~/components/status-badge";
import { TabLinks } from "~/components/tab-links";
import { auditHistoryPath } from "~/lib/audit";
import { formatDateTime, formatDay } from "~/lib/format";
import { defineList, LENGTH_MENU, platformPage, readList } from "~/lib/list";
import { MEMBER_TYPES, type MemberType } from "~/lib/members";
import { MEMBER_SORT_KEYS } from "../../contract/lists";
import "~/styles/members.css";
import { keepForm } from "~/lib/keep-form";
import { membersText } from "~/lib/messages-members";
import { screenLabel } from "~/lib/screen-labels";
import { screenHref } from "~/lib/screen-table";

const TABLE = "members";

/** SPEC §3 member fields, keyed like the flag_access entries that can hide them (SPEC §6). */
const FIELDS = [
  { key: "no_card", header: membersText.cardNo },
  { key: "name", header: membersText.name },
  { key: "phone", header: membersText.phone },
  { key: "birthdate", header: membersText.birthdate },
  { key: "policy", header: membersText.policy },
  { key: "users", header: membersText.appAccounts },
  { key: "is_active", header: "Status" },
  { key: "created_at", header: membersText.registered },
] as const;
type FieldKey = (typeof FIELDS)[number]["key"];

const memberList = defineList({
  pageSizes: LENGTH_MENU.general,
  sortKeys: MEMBER_SORT_KEYS,
  defaultSort: { key: "created_at", order: "desc" },
});

/** A member as the page receives it: only the fields this user may see and chose to see. */
type MemberRow = {
  id: string;
  no_card?: string;
  name?: string;
  phone?: string;
  birthdate?: string | null;
  policy?: { name?: string | null; card_no?: string | null; corp_code?: string | null }[];
  users?: { user?: string | null; email?: string | null }[];
  is_active?: boolean;
  created_at?: string | null;
  /** Delete right only: the card number for the delete link, even if the column is switched off. */
  deleteCard?: string;
};

const DELETE_PARAMS = ["delete", "card", "dc"];
const EMPTY_CODE = "Masukkan kode kamanan dengan benar";
const WRONG_CODE = "Kode Keamanan yang dimasukkan salah";
const MEMBER_ID = /^[\w-]{1,64}$/;
const CARD = /^[\w.-]{1,40}$/;

/** SPEC §5: the security code is required, then checked (in the browser against `expected`, on the server always). */
function deleteSchema(expected?: string) {
  return z.object({
    memberId: z.string().regex(MEMBER_ID),
    nocard: z.string().regex(CARD),
    nonce: z.string().max(60),
    code: z
      .string({ error: EMPTY_CODE })
      .trim()
      .min(1, EMPTY_CODE)
      .max(20, WRONG_CODE)
      .refine((v) => !expected || v === expected, WRONG_CODE),
  });
}

function withoutDeleteParams(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const key of DELETE_PARAMS) params.delete(key);
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : "");
}

function parseType(type: string | undefined): MemberType {
  if (!MEMBER_TYPES.includes(type as MemberType)) throw data("Not Found", { status: 404 });
  return type as MemberType;
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const type = parseType(params.type);
  const { user, upstream } = requireUser(context);
  const columns = await columnsFor(request, user, TABLE, FIELDS);
  const canDelete = can(user, "members.delete") && columns.allowed.includes("no_card");
  const list = readList(url, columns.sortable(memberList));

  // The delete confirmation: a fresh nonce in the URL makes the code; it stays until the dialog closes.
  const deleteId = url.searchParams.get("delete");
  const deleteCard = url.searchParams.get("card");
  let challenge: { memberId: string; nocard: string; nonce: string; code: string; name: string | null } | null = null;
  if (canDelete && deleteId && deleteCard && MEMBER_ID.test(deleteId) && CARD.test(deleteCard)) {
    const nonce = url.searchParams.get("dc");
    if (!nonceValid(nonce)) {
      const next = new URLSearchParams(url.search);
      next.set("dc", newNonce());
      throw redirect(`${url.pathname}?${next}`);
    }
    const subject = { username: user.username, memberId: deleteId, nocard: deleteCard };
    challenge = { memberId: deleteId, nocard: deleteCard, nonce, code: securityCode(subject, nonce), name: null };
  }

  const page = await getListMember(upstream, type, platformPage(list));
  const shown = new Set(columns.shown);
  if (challenge) challenge.name = page.rows.find((m) => m.id === challenge.memberId && m.no_card === challenge.nocard)?.name ?? null;
  return {
    type,
    // The table's caption is the screen's label (read here: the label table stays on the server).
    caption: screenLabel[`members-${type}`],
    list,
    total: page.total,
    trimmed: page.trimmed,
    rows: page.rows.map((m) => toRow(m, shown, canDelete)),
    columns: { shown: columns.shown, hidden: columns.hidden, choosable: columns.choosable },
    canDelete,
    phoneSearch: columns.allowed.includes("phone"),
    challenge,
    closeHref: withoutDeleteParams(url),
  };
}

/** Only what may reach the browser: hidden fields are not in the loader data at all. */
function toRow(m: Member, shown: Set<string>, canDelete: boolean): MemberRow {
  const row: MemberRow = { id: m.id };
  if (shown.has("no_card")) row.no_card = m.no_card;
  if (shown.has("name")) row.name = m.name;
  if (shown.has("phone")) row.phone = m.phone ?? "";
  if (shown.has("birthdate")) row.birthdate = m.birthdate ?? null;
  if (shown.has("policy")) row.policy = m.policy.map((p) => ({ name: p.name, card_no: p.card_no, corp_code: p.corp_code }));
  if (shown.has("users")) row.users = m.users.map((u) => ({ user: u.user, email: u.email }));
  if (shown.has("is_active")) row.is_active = m.is_active;
  if (shown.has("created_at")) row.created_at = m.created_at ?? null;
  if (canDelete) row.deleteCard = m.no_card;
  return row;
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  parseType(params.type);
  const { user, session, upstream } = requireUser(context);
  const form = await readForm(request);
  const intent = intentOf(form);

  if (intent === "columns") {
    const { allowed } = await columnsFor(request, user, TABLE, FIELDS);
    return saveColumnChoice(request, form, user.username, TABLE, allowed, url.pathname + url.search);
  }
  if (intent !== "delete") throw data("Bad Request", { status: 400 });
  // SPEC §6: only a superadmin deletes, whatever the browser sends.
  if (!can(user, "members.delete")) throw data("Forbidden", { status: 403 });
  const back = withoutDeleteParams(url);
  return submitForm(form, {
    session,
    schema: deleteSchema(),
    async run({ memberId, nocard, nonce, code }) {
      if (!checkSecurityCode({ username: user.username, memberId, nocard }, nonce, code)) throw new FormError({ fields: { code: [WRONG_CODE] } });
      await deleteAccounts(upstream, { memberId, nocard });
    },
    success: { flash: "Delete Account Success", redirectTo: back },
    failure: (error, { memberId, nocard }) => {
      console.error(`deleteAccounts ${memberId}/${nocard}: ${error.message}`);
      return { flash: "Delete Account Error", redirectTo: back };
    },
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

function buildColumns(shown: readonly string[], canDelete: boolean, deleteHref: (row: MemberRow) => string, historyHref: ((row: MemberRow) => string) | null): Column<MemberRow>[] {
  // Each field's header is FIELDS' (the chooser names it the same).
  const all: Record<FieldKey, Omit<Column<MemberRow>, "key" | "header">> = {
    no_card: { sortKey: "no_card", cell: (r) => <span className="mono">{r.no_card}</span> },
    name: { sortKey: "name", cell: (r) => <span className="cell-strong">{r.name}</span> },
    phone: { sortKey: "phone", wrap: "never", cell: (r) => r.phone || "-" },
    birthdate: { sortKey: "birthdate", minWidth: 6, cell: (r) => (r.birthdate ? formatDay(r.birthdate, false) : "-") },
    policy: {
      cell: (r) =>
        r.policy?.length ? (
          <ul className="cell-list">
            {r.policy.map((p, i) => (
              <li key={i}>
                <span className="mono">{p.corp_code || "-"}</span>
                {p.name && p.name !== r.name ? <Text color="gray"> · {p.name}</Text> : null}
              </li>
            ))}
          </ul>
        ) : (
          "-"
        ),
    },
    users: {
      wrap: "anywhere",
      cell: (r) =>
        r.users?.length ? (
          <ul className="cell-list">
            {r.users.map((u, i) => (
              <li key={i}>{u.user || u.email || "-"}</li>
            ))}
          </ul>
        ) : (
          "-"
        ),
    },
    is_active: {
      sortKey: "is_active",
      status: true,
      cell: (r) => (
        <StatusBadge active={!!r.is_active}>{r.is_active ? membersText.active : membersText.inactive}</StatusBadge>
      ),
    },
    created_at: { sortKey: "created_at", minWidth: 6.5, cell: (r) => (r.created_at ? formatDateTime(r.created_at) : "-") },
  };
  const columns: Column<MemberRow>[] = FIELDS.filter((f) => shown.includes(f.key)).map((f) => ({ key: f.key, header: f.header, ...all[f.key] }));
  // The member's changes in the Audit Log, for a user who may open it (superadmin).
  if (historyHref) {
    columns.push({ key: "history", header: membersText.history, cell: (r) => <RowAction to={historyHref(r)} label={membersText.history} of={r.name ?? r.no_card ?? r.id} /> });
  }
  if (canDelete) {
    columns.push({
      key: "delete",
      header: "Delete",
      sticky: true,
      align: "center",
      cell: (r) => (
        <Button asChild size="1" color="red" variant="soft">
          <Link to={deleteHref(r)} preventScrollReset aria-label={`Delete ${r.name ?? r.deleteCard}`}>
            Delete
          </Link>
        </Button>
      ),
    });
  }
  return columns;
}

export default function Members({ loaderData, actionData, params }: Route.ComponentProps) {
  const { type, list, total, trimmed, rows, columns, canDelete, challenge, closeHref, phoneSearch } = loaderData;
  const location = useLocation();
  const deleteHref = (row: MemberRow) => {
    const next = new URLSearchParams(location.search);
    next.set("delete", row.id);
    next.set("card", row.deleteCard ?? "");
    next.delete("dc");
    return `?${next}`;
  };
  const keep = new URLSearchParams(location.search);
  for (const key of ["page", ...DELETE_PARAMS]) keep.delete(key);
  const canOpen = useCanOpenScreen();
  const historyHref = canOpen("audit-log") ? (row: MemberRow) => auditHistoryPath(params.base, "members", row.id) : null;

  return (
    <Flex direction="column" gap="3">
      <PageHead description={membersText.intro} actions={<ColumnChooser columns={columns.choosable} hidden={columns.hidden} table={TABLE} />} />
      <TabLinks
        label={membersText.types}
        tabs={MEMBER_TYPES.map((t) => ({ key: t, to: screenHref(`members-${t}`, { base: params.base }, keep), label: membersText.lists[t].tab, active: t === type }))}
      />
      <Card size="1" className="list-card">
        <DataTable
          columns={buildColumns(columns.shown, canDelete, deleteHref, historyHref)}
          rows={rows}
          rowKey={(r) => r.id}
          total={total}
          trimmed={trimmed}
          list={list}
          config={memberList}
          searchPlaceholder={phoneSearch ? membersText.searchWithPhone : membersText.search}
          caption={loaderData.caption}
          empty={list.q ? membersText.noMatch(list.q) : membersText.none}
        />
      </Card>
      {challenge && <DeleteMember challenge={challenge} closeHref={closeHref} reply={actionData} />}
    </Flex>
  );
}

/** SPEC §5 delete confirmation: the security code is shown, typed back and checked again on the server. */
function DeleteMember({ challenge, closeHref, reply }: { challenge: { memberId: string; nocard: string; nonce: string; code: string; name: string | null }; closeHref: string; reply: unknown }) {
  const kit = useKitForm({ schema: deleteSchema(challenge.code), reply, intent: "delete", id: `delete-${challenge.nonce}` });
  return (
    <ConfirmDialog
      role="dialog"
      title={membersText.deleteTitle}
      closeHref={closeHref}
      description={membersText.deleteWarning(challenge.name, challenge.nocard)}
      confirm={
        <KitFormElement kit={kit} preventScrollReset className="inline-form" guard={false}>
          <input type="hidden" name="memberId" value={challenge.memberId} />
          <input type="hidden" name="nocard" value={challenge.nocard} />
          <input type="hidden" name="nonce" value={challenge.nonce} />
          <SubmitButton saving={kit.saving} label="Delete" savingLabel={membersText.deleting} color="red" />
        </KitFormElement>
      }
    >
      <div className="security-code" data-testid="security-code" role="img" aria-label={membersText.securityCodeIs(challenge.code.split("").join(" "))}>
        {challenge.code.split("").map((ch, i) => (
          <span key={i}>{ch}</span>
        ))}
      </div>
      {/* Outside the <form> element, but part of it (Conform sets the input's form attribute). */}
      <InputField field={kit.fields.code} label={membersText.securityCode} autoComplete="off" autoFocus maxLength={20} className="mono" />
      <FormErrors form={kit.form} />
    </ConfirmDialog>
  );
}
