import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Badge, Button, Card, Flex, Heading, TabNav, Text, TextField } from "@radix-ui/themes";
import { useEffect } from "react";
import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/$base.members.$type";
import { readHiddenColumns, saveColumnChoice } from "~/.server/column-prefs";
import { checkSecurityCode, newNonce, nonceValid, securityCode } from "~/.server/delete-challenge";
import { requireUser } from "~/.server/guard";
import { deleteAccount, getListMember, MEMBER_SORT_KEYS, MEMBER_TYPES, type Member, type MemberType } from "~/.server/upstream/members";
import { UpstreamError } from "~/.server/upstream/request";
import { ColumnChooser } from "~/components/column-chooser";
import { DataTable, type Column } from "~/components/data-table";
import { FormErrors } from "~/components/form";
import { formatDateTime, formatDay } from "~/lib/format";
import { LENGTH_MENU, readListParams } from "~/lib/list-params";
import "~/styles/members.css";

const TITLES: Record<MemberType, string> = { all: "All Members", active: "Active Members", inactive: "Inactive Members" };
const TABLE = "members";

/** SPEC §3 member fields, keyed like the flag_access entries that can hide them (SPEC §6). */
const FIELDS = [
  { key: "no_card", header: "No. Kartu" },
  { key: "name", header: "Nama" },
  { key: "phone", header: "Telepon" },
  { key: "birthdate", header: "Tanggal Lahir" },
  { key: "policy", header: "Polis" },
  { key: "users", header: "Akun Aplikasi" },
  { key: "is_active", header: "Status" },
  { key: "created_at", header: "Terdaftar" },
] as const;
type FieldKey = (typeof FIELDS)[number]["key"];
const FIELD_KEYS: readonly string[] = FIELDS.map((f) => f.key);

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
  /** Superadmin only: the card number for the delete link, even if the column is switched off. */
  deleteCard?: string;
};

const DELETE_PARAMS = ["delete", "card", "dc"];
const EMPTY_CODE = "Masukkan kode kamanan dengan benar";
const WRONG_CODE = "Kode Keamanan yang dimasukkan salah";

function deleteSchema(expected?: string) {
  return z.object({
    intent: z.literal("delete"),
    memberId: z.string().regex(/^[\w-]{1,64}$/),
    nocard: z.string().regex(/^[\w.-]{1,40}$/),
    nonce: z.string().max(60),
    code: z
      .string({ error: EMPTY_CODE })
      .trim()
      .min(1, EMPTY_CODE)
      .max(20, WRONG_CODE)
      .refine((v) => !expected || v.toUpperCase() === expected, WRONG_CODE),
  });
}

/** Which columns this user gets: flag_access removes some for good, the chooser hides others. */
async function columnsFor(request: Request, user: { username: string; hidden_fields: string[] }) {
  const allowed = FIELD_KEYS.filter((k) => !user.hidden_fields.includes(k));
  const hidden = await readHiddenColumns(request, user.username, TABLE, allowed);
  return { allowed, shown: allowed.filter((k) => !hidden.includes(k)), hidden };
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
  const { user, session, base } = requireUser(context);
  const columns = await columnsFor(request, user);
  const canDelete = user.role === "superadmin" && columns.allowed.includes("no_card");

  // The delete dialog: a fresh nonce in the URL makes the code; it stays until the dialog closes.
  const deleteId = url.searchParams.get("delete");
  const deleteCard = url.searchParams.get("card");
  let challenge: { memberId: string; nocard: string; nonce: string; code: string; name: string | null } | null = null;
  if (canDelete && deleteId && deleteCard && /^[\w-]{1,64}$/.test(deleteId) && /^[\w.-]{1,40}$/.test(deleteCard)) {
    const nonce = url.searchParams.get("dc");
    if (!nonceValid(nonce)) {
      const next = new URLSearchParams(url.search);
      next.set("dc", newNonce());
      throw redirect(`${url.pathname}?${next}`);
    }
    const subject = { username: user.username, memberId: deleteId, nocard: deleteCard };
    challenge = { memberId: deleteId, nocard: deleteCard, nonce, code: securityCode(subject, nonce), name: null };
  }

  const sortKeys = MEMBER_SORT_KEYS.filter((k) => columns.allowed.includes(k));
  const list = readListParams(url.searchParams, { pageSizes: LENGTH_MENU.general, sortKeys, defaultSort: "created_at", defaultOrder: "desc" });
  const page = await getListMember(session, type, { page: list.page, size: list.pageSize, sort: list.sort, order: list.order, q: list.search });
  const shown = new Set(columns.shown);
  const rows = page.result.map((m) => toRow(m, shown, canDelete));
  if (challenge) challenge.name = page.result.find((m) => m.id === challenge.memberId && m.no_card === challenge.nocard)?.name ?? null;

  return {
    base,
    type,
    list,
    total: page.total,
    rows,
    columns: { shown: columns.shown, hidden: columns.hidden, choosable: FIELDS.filter((f) => columns.allowed.includes(f.key)) },
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
  const { user, session } = requireUser(context);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "columns") {
    const { allowed } = await columnsFor(request, user);
    return saveColumnChoice(request, form, user.username, TABLE, allowed, url.pathname + url.search);
  }
  if (intent !== "delete") throw data("Bad Request", { status: 400 });

  // SPEC §6: only a superadmin deletes, whatever the browser sends.
  if (user.role !== "superadmin") throw data("Forbidden", { status: 403 });
  const submission = parseWithZod(form, { schema: deleteSchema() });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { memberId, nocard, nonce, code } = submission.value;
  if (!checkSecurityCode({ username: user.username, memberId, nocard }, nonce, code)) {
    return data(submission.reply({ fieldErrors: { code: [WRONG_CODE] } }), { status: 400 });
  }
  try {
    await deleteAccount(session, { memberId, nocard });
    session.flash({ type: "success", message: "Delete Account Success" });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.error(`deleteAccounts ${memberId}/${nocard}: ${error.message}`);
    session.flash({ type: "error", message: "Delete Account Error" });
  }
  throw redirect(withoutDeleteParams(url));
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data ? TITLES[data.type] : "Members"} · Sehat Console` }];

function buildColumns(shown: readonly string[], canDelete: boolean, deleteHref: (row: MemberRow) => string): Column<MemberRow>[] {
  const all: Record<FieldKey, Column<MemberRow>> = {
    no_card: { key: "no_card", header: "No. Kartu", sortKey: "no_card", cell: (r) => <span className="mono">{r.no_card}</span> },
    name: { key: "name", header: "Nama", sortKey: "name", cell: (r) => <span className="cell-strong">{r.name}</span> },
    phone: { key: "phone", header: "Telepon", sortKey: "phone", cell: (r) => r.phone || "-" },
    birthdate: { key: "birthdate", header: "Tanggal Lahir", sortKey: "birthdate", cell: (r) => <span className="nowrap">{r.birthdate ? formatDay(r.birthdate, false) : "-"}</span> },
    policy: {
      key: "policy",
      header: "Polis",
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
      key: "users",
      header: "Akun Aplikasi",
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
      key: "is_active",
      header: "Status",
      sortKey: "is_active",
      cell: (r) => (
        <Badge color={r.is_active ? "green" : "gray"} variant="soft">
          {r.is_active ? "Active" : "Inactive"}
        </Badge>
      ),
    },
    created_at: { key: "created_at", header: "Terdaftar", sortKey: "created_at", cell: (r) => <span className="nowrap">{r.created_at ? formatDateTime(r.created_at) : "-"}</span> },
  };
  const columns = FIELD_KEYS.filter((k) => shown.includes(k)).map((k) => all[k as FieldKey]);
  if (canDelete) {
    columns.push({
      key: "delete",
      header: "Delete",
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

export default function Members({ loaderData, actionData }: Route.ComponentProps) {
  const { base, type, list, total, rows, columns, canDelete, challenge, closeHref, phoneSearch } = loaderData;
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
  const keepQuery = keep.toString() ? `?${keep}` : "";

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="end" wrap="wrap" gap="2">
        <div>
          <Heading as="h1" size="6">
            {TITLES[type]}
          </Heading>
          <Text size="2" color="gray">
            Member terdaftar di aplikasi mobile
          </Text>
        </div>
        <ColumnChooser columns={columns.choosable} hidden={columns.hidden} table={TABLE} />
      </Flex>
      <TabNav.Root aria-label="Jenis member">
        {(["all", "active", "inactive"] as const).map((t) => (
          <TabNav.Link key={t} asChild active={t === type}>
            <Link to={`/${base}/members/${t}${keepQuery}`}>{TITLES[t].replace(" Members", "")}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Card size="1" className="list-card">
        <DataTable
          columns={buildColumns(columns.shown, canDelete, deleteHref)}
          rows={rows}
          rowKey={(r) => r.id}
          total={total}
          params={list}
          pageSizes={LENGTH_MENU.general}
          searchPlaceholder={phoneSearch ? "Nama, no. kartu, telepon" : "Nama atau no. kartu"}
          caption={TITLES[type]}
          empty={list.search ? `Tidak ada member yang cocok dengan "${list.search}".` : "Belum ada member."}
        />
      </Card>
      {challenge && <DeleteDialog challenge={challenge} closeHref={closeHref} lastResult={actionData} />}
    </Flex>
  );
}

/**
 * SPEC §5 delete confirmation. Drawn by the server (no portal), so it opens and works without
 * JavaScript; with it, Escape closes it and the code is checked before posting too.
 */
function DeleteDialog({
  challenge,
  closeHref,
  lastResult,
}: {
  challenge: { memberId: string; nocard: string; nonce: string; code: string; name: string | null };
  closeHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const schema = deleteSchema(challenge.code);
  const [form, fields] = useForm({
    id: `delete-${challenge.nonce}`,
    lastResult: navigation.state === "idle" ? lastResult : null,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const busy = navigation.state === "submitting";

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && navigate(closeHref, { preventScrollReset: true });
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeHref, navigate]);

  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="delete-title" aria-describedby="delete-desc">
        <Card size="3">
          <Heading as="h2" size="4" id="delete-title" mb="2">
            Delete Account
          </Heading>
          <Text as="p" size="2" id="delete-desc">
            Akun member <strong>{challenge.name ?? "ini"}</strong> (kartu <span className="mono">{challenge.nocard}</span>) akan dihapus dari aplikasi. Tindakan ini
            tidak dapat dibatalkan. Ketik kode keamanan di bawah untuk melanjutkan.
          </Text>
          <div className="security-code" data-testid="security-code" role="img" aria-label={`Kode keamanan: ${challenge.code.split("").join(" ")}`}>
            {challenge.code.split("").map((ch, i) => (
              <span key={i}>{ch}</span>
            ))}
          </div>
          <Form method="post" preventScrollReset {...getFormProps(form)}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="memberId" value={challenge.memberId} />
            <input type="hidden" name="nocard" value={challenge.nocard} />
            <input type="hidden" name="nonce" value={challenge.nonce} />
            <DeleteCodeField field={fields.code} />
            <FormErrors errors={form.errors} id={form.errorId} />
            <Flex gap="3" mt="4" justify="end">
              <Button asChild variant="soft" color="gray">
                <Link to={closeHref} preventScrollReset>
                  Cancel
                </Link>
              </Button>
              <Button type="submit" color="red" disabled={busy}>
                {busy ? "Deleting..." : "Delete"}
              </Button>
            </Flex>
          </Form>
        </Card>
      </div>
    </div>
  );
}

function DeleteCodeField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { key, ...props } = getInputProps(field, { type: "text", ariaAttributes: true });
  return (
    <div className="field">
      <label htmlFor={field.id}>
        <Text size="2" weight="medium">
          Kode Keamanan
        </Text>
      </label>
      <TextField.Root key={key} {...props} autoComplete="off" autoFocus maxLength={20} className="mono" />
      {field.errors?.length ? (
        <Text size="1" color="red" id={field.errorId} role="alert">
          {field.errors[0]}
        </Text>
      ) : null}
    </div>
  );
}
