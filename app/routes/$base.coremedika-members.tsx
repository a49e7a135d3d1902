import { Badge, Button, Callout, Card, Flex } from "@radix-ui/themes";
import { data, Link } from "react-router";
import type { Route } from "./+types/$base.coremedika-members";
import { columnsFor, saveColumnChoice } from "~/.server/kits/column-prefs";
import { loadCorporatePicker } from "~/.server/features/feature-visibility";
import { requireUser } from "~/.server/guard";
import { intentOf, readForm } from "~/.server/kits/submit";
import { getListCoreMember, type CoreMember } from "~/.server/upstream/members";
import { ColumnChooser } from "~/components/column-chooser";
import { CorporatePicker } from "~/components/corporate-picker";
import { DataTable, type Column } from "~/components/data-table";
import { FilterSelect } from "~/components/form";
import { PageHead } from "~/components/page-head";
import { useCanOpenScreen } from "~/components/shell-data";
import { formatDay } from "~/lib/format";
import { code, defineList, freeText, LENGTH_MENU, oneOf, platformPage, readList } from "~/lib/list";
import { CORE_MEMBER_TYPES, GENDERS } from "~/lib/members";
import { CORE_MEMBER_SORT_KEYS } from "../../contract/lists";
import "~/styles/members.css";
import { keepForm } from "~/lib/keep-form";
import { coreMembersText } from "~/lib/messages-members";
import { screenHref } from "~/lib/screen-table";

const TABLE = "core-members";

/** SPEC §3 core member fields, keyed like the flag_access entries that can hide them. */
const FIELDS = [
  { key: "card_no", header: coreMembersText.cardNo },
  { key: "name", header: coreMembersText.name },
  { key: "gender", header: coreMembersText.gender },
  { key: "member_id", header: coreMembersText.memberId },
  { key: "policy_no", header: coreMembersText.policyNo },
  { key: "member_type", header: coreMembersText.type },
  { key: "member_since", header: coreMembersText.memberSince },
  { key: "payor_code", header: "Payor" },
  { key: "corp_code", header: "Corporate" },
] as const;
type FieldKey = (typeof FIELDS)[number]["key"];

type CoreRow = Partial<Record<FieldKey, string | null>> & { key: string; detailCard?: string };

const coreMemberList = defineList({
  pageSizes: LENGTH_MENU.general,
  sortKeys: CORE_MEMBER_SORT_KEYS,
  defaultSort: { key: "name", order: "asc" },
  filters: { gender: oneOf(GENDERS, "all"), type: oneOf(CORE_MEMBER_TYPES, "all"), corp: code(/^[A-Za-z0-9-]{1,40}$/), cq: freeText(100) },
});

const GENDER_OPTIONS = [
  { value: "all", label: coreMembersText.all },
  { value: "M", label: coreMembersText.maleOption },
  { value: "F", label: coreMembersText.femaleOption },
];
const MEMBER_TYPE_OPTIONS = [
  { value: "all", label: coreMembersText.all },
  { value: "P", label: coreMembersText.principalOption },
  { value: "D", label: coreMembersText.dependentOption },
];

const GENDER_LABEL: Record<string, string> = { M: coreMembersText.male, F: coreMembersText.female };
const memberTypeLabel = (type: string | null | undefined) => (type === "P" ? coreMembersText.principal : coreMembersText.dependent);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { user, upstream } = requireUser(context);
  const columns = await columnsFor(request, user, TABLE, FIELDS);
  const list = readList(url, columns.sortable(coreMemberList));
  const { gender, type, corp, cq } = list.filters;
  const [picker, page] = await Promise.all([loadCorporatePicker(upstream, corp, cq), getListCoreMember(upstream, { gender, type, corp }, platformPage(list))]);
  const shown = new Set(columns.shown);
  const canDetail = columns.allowed.includes("card_no");
  return {
    list,
    picker,
    total: page.total,
    trimmed: page.trimmed,
    rows: page.rows.map((m, i) => toRow(m, shown, canDetail, i)),
    canDetail,
    columns: { shown: columns.shown, hidden: columns.hidden, choosable: columns.choosable },
  };
}

function toRow(m: CoreMember, shown: Set<string>, canDetail: boolean, index: number): CoreRow {
  const row: CoreRow = { key: canDetail ? m.card_no : `row-${index}` };
  for (const { key } of FIELDS) if (shown.has(key)) row[key] = m[key] ?? null;
  if (canDetail) row.detailCard = m.card_no;
  return row;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { user } = requireUser(context);
  const form = await readForm(request);
  if (intentOf(form) !== "columns") throw data("Bad Request", { status: 400 });
  const { allowed } = await columnsFor(request, user, TABLE, FIELDS);
  return saveColumnChoice(request, form, user.username, TABLE, allowed, url.pathname + url.search);
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

function buildColumns(base: string, shown: readonly string[], canDetail: boolean): Column<CoreRow>[] {
  // Each field's header is FIELDS' (the chooser names it the same).
  const all: Record<FieldKey, Omit<Column<CoreRow>, "key" | "header">> = {
    card_no: { sortKey: "card_no", cell: (r) => <span className="mono">{r.card_no}</span> },
    name: { sortKey: "name", cell: (r) => <span className="cell-strong">{r.name}</span> },
    gender: { sortKey: "gender", cell: (r) => (r.gender ? <span title={GENDER_LABEL[r.gender]}>{r.gender}</span> : "-") },
    member_id: { cell: (r) => <span className="mono">{r.member_id || "-"}</span> },
    policy_no: { cell: (r) => <span className="mono">{r.policy_no || "-"}</span> },
    member_type: {
      sortKey: "member_type",
      cell: (r) => (
        <Badge variant="soft" color={r.member_type === "P" ? "teal" : "blue"}>
          {memberTypeLabel(r.member_type)}
        </Badge>
      ),
    },
    member_since: { sortKey: "member_since", minWidth: 6, cell: (r) => (r.member_since ? formatDay(r.member_since, false) : "-") },
    payor_code: { cell: (r) => r.payor_code || "-" },
    corp_code: { cell: (r) => r.corp_code || "-" },
  };
  const columns: Column<CoreRow>[] = FIELDS.filter((f) => shown.includes(f.key)).map((f) => ({ key: f.key, header: f.header, ...all[f.key] }));
  if (canDetail) {
    columns.push({
      key: "eclaim",
      header: "E-Claim",
      sticky: true,
      align: "center",
      cell: (r) => (
        <Button asChild size="1" variant="soft">
          <Link to={screenHref("eclaim_detail", { base, cardNo: r.detailCard! })}>{coreMembersText.detail}</Link>
        </Button>
      ),
    });
  }
  return columns;
}

export default function CoreMembers({ loaderData, params }: Route.ComponentProps) {
  const { list, picker, total, trimmed, rows, columns } = loaderData;
  const { base } = params;
  // The e-claim member page is linked only for a user who may open it.
  const canOpen = useCanOpenScreen();
  const canDetail = loaderData.canDetail && canOpen("eclaim_detail");
  const filters = list.filters;
  const filtersUi = (
    <>
      <FilterSelect label={coreMembersText.gender} name="gender" value={filters.gender} options={GENDER_OPTIONS} />
      <FilterSelect label={coreMembersText.memberType} name="type" value={filters.type} options={MEMBER_TYPE_OPTIONS} />
      <CorporatePicker
        name="corp"
        label="Corporate"
        value={picker.value}
        options={picker.options}
        async={picker.async}
        base={base}
        query={filters.cq}
        allLabel={coreMembersText.allCorporates}
        submitOnChange={picker.async}
      />
    </>
  );
  return (
    <Flex direction="column" gap="3">
      <PageHead description={coreMembersText.intro} actions={<ColumnChooser columns={columns.choosable} hidden={columns.hidden} table={TABLE} />} />
      {picker.unknown && (
        <Callout.Root color="amber" size="1">
          <Callout.Text>{coreMembersText.corporateUnknown(filters.corp)}</Callout.Text>
        </Callout.Root>
      )}
      <Card size="1" className="list-card">
        <DataTable
          columns={buildColumns(base, columns.shown, canDetail)}
          rows={rows}
          rowKey={(r) => r.key}
          total={total}
          trimmed={trimmed}
          list={list}
          config={coreMemberList}
          searchPlaceholder={coreMembersText.search}
          filters={filtersUi}
          filterNames={["gender", "type", "corp", "cq"]}
          caption={coreMembersText.caption}
          empty={coreMembersText.noMatch}
        />
      </Card>
    </Flex>
  );
}
