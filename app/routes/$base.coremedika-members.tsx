import { Badge, Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { data, Link } from "react-router";
import type { Route } from "./+types/$base.coremedika-members";
import { readHiddenColumns, saveColumnChoice } from "~/.server/column-prefs";
import { requireUser } from "~/.server/guard";
import { loadCorporatePicker } from "~/.server/upstream/features";
import { CORE_MEMBER_SORT_KEYS, CORE_MEMBER_TYPES, GENDERS, getListCoreMember, type CoreMember, type CoreMemberFilters } from "~/.server/upstream/members";
import { ColumnChooser } from "~/components/column-chooser";
import { CorporatePicker } from "~/components/corporate-picker";
import { DataTable, type Column } from "~/components/data-table";
import { formatDay } from "~/lib/format";
import { LENGTH_MENU, readListParams } from "~/lib/list-params";
import "~/styles/members.css";

const TABLE = "core-members";

/** SPEC §3 core member fields, keyed like the flag_access entries that can hide them. */
const FIELDS = [
  { key: "card_no", header: "No. Kartu" },
  { key: "name", header: "Nama" },
  { key: "gender", header: "Gender" },
  { key: "member_id", header: "Member ID" },
  { key: "policy_no", header: "No. Polis" },
  { key: "member_type", header: "Tipe" },
  { key: "member_since", header: "Member Sejak" },
  { key: "payor_code", header: "Payor" },
  { key: "corp_code", header: "Corporate" },
] as const;
type FieldKey = (typeof FIELDS)[number]["key"];
const FIELD_KEYS: readonly string[] = FIELDS.map((f) => f.key);

type CoreRow = Partial<Record<FieldKey, string | null>> & { key: string; detailCard?: string };

const GENDER_LABEL: Record<string, string> = { M: "Laki-laki", F: "Perempuan" };
const memberTypeLabel = (type: string | null | undefined) => (type === "P" ? "Principal" : "Dependent");

async function columnsFor(request: Request, user: { username: string; hidden_fields: string[] }) {
  const allowed = FIELD_KEYS.filter((k) => !user.hidden_fields.includes(k));
  const hidden = await readHiddenColumns(request, user.username, TABLE, allowed);
  return { allowed, shown: allowed.filter((k) => !hidden.includes(k)), hidden };
}

function readFilters(params: URLSearchParams): CoreMemberFilters {
  const gender = params.get("gender");
  const type = params.get("type");
  const corp = params.get("corp") ?? "";
  return {
    gender: GENDERS.includes(gender as CoreMemberFilters["gender"]) ? (gender as CoreMemberFilters["gender"]) : "all",
    type: CORE_MEMBER_TYPES.includes(type as CoreMemberFilters["type"]) ? (type as CoreMemberFilters["type"]) : "all",
    corp: /^[A-Za-z0-9-]{1,40}$/.test(corp) ? corp : "",
  };
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, session, base } = requireUser(context);
  const columns = await columnsFor(request, user);
  const filters = readFilters(url.searchParams);
  const cq = (url.searchParams.get("cq") ?? "").trim().slice(0, 100);
  const sortKeys = CORE_MEMBER_SORT_KEYS.filter((k) => columns.allowed.includes(k));
  const list = readListParams(url.searchParams, { pageSizes: LENGTH_MENU.general, sortKeys, defaultSort: "name", defaultOrder: "asc" });
  const [picker, page] = await Promise.all([
    loadCorporatePicker(session, filters.corp, cq),
    getListCoreMember(session, filters, { page: list.page, size: list.pageSize, sort: list.sort, order: list.order, q: list.search }),
  ]);
  const shown = new Set(columns.shown);
  const canDetail = columns.allowed.includes("card_no");
  const rows = page.result.map((m, i) => toRow(m, shown, canDetail, i));
  return {
    base,
    list,
    filters,
    cq,
    picker,
    total: page.total,
    rows,
    canDetail,
    columns: { shown: columns.shown, hidden: columns.hidden, choosable: FIELDS.filter((f) => columns.allowed.includes(f.key)) },
  };
}

function toRow(m: CoreMember, shown: Set<string>, canDetail: boolean, index: number): CoreRow {
  const row: CoreRow = { key: canDetail ? m.card_no : `row-${index}` };
  for (const key of FIELD_KEYS as FieldKey[]) if (shown.has(key)) row[key] = m[key] ?? null;
  if (canDetail) row.detailCard = m.card_no;
  return row;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = requireUser(context);
  const form = await request.formData();
  if (form.get("intent") !== "columns") throw data("Bad Request", { status: 400 });
  const { allowed } = await columnsFor(request, user);
  return saveColumnChoice(request, form, user.username, TABLE, allowed, url.pathname + url.search);
}

export const meta: Route.MetaFunction = () => [{ title: "Core Members · Sehat Console" }];

function buildColumns(base: string, shown: readonly string[], canDetail: boolean): Column<CoreRow>[] {
  const all: Record<FieldKey, Column<CoreRow>> = {
    card_no: { key: "card_no", header: "No. Kartu", sortKey: "card_no", cell: (r) => <span className="mono">{r.card_no}</span> },
    name: { key: "name", header: "Nama", sortKey: "name", cell: (r) => <span className="cell-strong">{r.name}</span> },
    gender: { key: "gender", header: "Gender", sortKey: "gender", cell: (r) => (r.gender ? <span title={GENDER_LABEL[r.gender]}>{r.gender}</span> : "-") },
    member_id: { key: "member_id", header: "Member ID", cell: (r) => <span className="mono">{r.member_id || "-"}</span> },
    policy_no: { key: "policy_no", header: "No. Polis", cell: (r) => <span className="mono">{r.policy_no || "-"}</span> },
    member_type: {
      key: "member_type",
      header: "Tipe",
      sortKey: "member_type",
      cell: (r) => (
        <Badge variant="soft" color={r.member_type === "P" ? "teal" : "blue"}>
          {memberTypeLabel(r.member_type)}
        </Badge>
      ),
    },
    member_since: { key: "member_since", header: "Member Sejak", sortKey: "member_since", cell: (r) => <span className="nowrap">{r.member_since ? formatDay(r.member_since, false) : "-"}</span> },
    payor_code: { key: "payor_code", header: "Payor", cell: (r) => r.payor_code || "-" },
    corp_code: { key: "corp_code", header: "Corporate", cell: (r) => r.corp_code || "-" },
  };
  const columns = FIELD_KEYS.filter((k) => shown.includes(k)).map((k) => all[k as FieldKey]);
  if (canDetail) {
    columns.push({
      key: "eclaim",
      header: "E-Claim",
      align: "center",
      cell: (r) => (
        <Button asChild size="1" variant="soft">
          <Link to={`/${base}/eclaim_detail/${encodeURIComponent(r.detailCard!)}`}>Detail</Link>
        </Button>
      ),
    });
  }
  return columns;
}

export default function CoreMembers({ loaderData }: Route.ComponentProps) {
  const { base, list, filters, cq, picker, total, rows, columns, canDetail } = loaderData;
  const filtersUi = (
    <>
      <div className="field">
        <label htmlFor="f-gender">
          <Text size="2" weight="medium">
            Gender
          </Text>
        </label>
        <select id="f-gender" name="gender" className="native-select" defaultValue={filters.gender} key={`g-${filters.gender}`}>
          <option value="all">Semua</option>
          <option value="M">M — Laki-laki</option>
          <option value="F">F — Perempuan</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="f-type">
          <Text size="2" weight="medium">
            Tipe Member
          </Text>
        </label>
        <select id="f-type" name="type" className="native-select" defaultValue={filters.type} key={`t-${filters.type}`}>
          <option value="all">Semua</option>
          <option value="P">P — Principal</option>
          <option value="D">D — Dependent</option>
        </select>
      </div>
      <CorporatePicker
        name="corp"
        label="Corporate"
        value={picker.value}
        options={picker.options}
        async={picker.async}
        searchUrl={`/${base}/corporates`}
        query={cq}
        allLabel="Semua corporate"
        submitOnChange={picker.async}
      />
    </>
  );
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="end" wrap="wrap" gap="2">
        <div>
          <Heading as="h1" size="6">
            Core Members
          </Heading>
          <Text size="2" color="gray">
            Data peserta dari sistem payor (e-claim)
          </Text>
        </div>
        <ColumnChooser columns={columns.choosable} hidden={columns.hidden} table={TABLE} />
      </Flex>
      {picker.unknown && (
        <Callout.Root color="amber" size="1">
          <Callout.Text>Corporate {filters.corp} tidak ditemukan untuk akun anda.</Callout.Text>
        </Callout.Root>
      )}
      <Card size="1" className="list-card">
        <DataTable
          columns={buildColumns(base, columns.shown, canDetail)}
          rows={rows}
          rowKey={(r) => r.key}
          total={total}
          params={list}
          pageSizes={LENGTH_MENU.general}
          searchPlaceholder="Nama atau no. kartu"
          filters={filtersUi}
          filterNames={["gender", "type", "corp", "cq"]}
          caption="Core members"
          empty="Tidak ada core member yang cocok."
        />
      </Card>
    </Flex>
  );
}
