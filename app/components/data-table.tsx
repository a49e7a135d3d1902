import { Button, Flex, Table, Text, TextField } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { listHref, SEARCH_MAX, type ListState, type TableSettings } from "~/lib/list";
import { ui } from "~/lib/messages";
import { ListForm, useUrlValue } from "./form";
import { Pager } from "./pager";
import { TableFrame } from "./table-frame";

type AnyList = ListState<string, Record<string, unknown>>;

export type Column<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The URL sort key; the server whitelists the same keys. */
  sortKey?: string;
  align?: "left" | "right" | "center";
  /** Row actions: the last column, on one line, kept in view at the right edge however wide the table is. */
  sticky?: boolean;
  /** The row's status: on one line, never the column that gives way (issue 27 keeps it in view at 1280 px). */
  status?: boolean;
  /**
   * How the column gives way when the table is wider than its card (the table lays out to fit it):
   * "never" keeps one line (a code, an amount, a badge); "anywhere" also breaks inside a long word
   * (e-mails, user names, paths). By default text wraps between words.
   */
  wrap?: "never" | "anywhere";
  /** The narrowest the column gets while wrapping, in em (a date stays "26 Nov 2026,"). */
  minWidth?: number;
};

/**
 * The one table of the console. Its state (page, page size, search, sort) lives in the URL,
 * so back/forward and shared links work, and every control is a link or a GET form: it pages
 * and searches without JavaScript too.
 */
export function DataTable<Row>(props: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  total: number;
  /** The list state the loader read (app/lib/list.ts). */
  list: AnyList;
  /** The list's config (defineList): the length menu and the search bound come from it. */
  config: TableSettings;
  /** Rows of the page the console dropped (payor re-check); the pager says so. */
  trimmed?: number;
  searchPlaceholder?: string;
  empty?: string;
  caption?: string;
  /**
   * Filter controls (selects, pickers) drawn inside the table's GET form, so they travel with
   * search and page size; `filterNames` are their field names (not repeated as hidden fields).
   */
  filters?: ReactNode;
  filterNames?: readonly string[];
  /** Another pager (a keyset list's KeysetPager) instead of the numbered one. */
  pager?: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const { list, total } = props;
  const { pageSizes, searchMax = SEARCH_MAX } = props.config;
  // A keyset position (after/before) belongs to one query: any change of the form starts over.
  const own = ["q", "size", "page", "after", "before", ...(props.filterNames ?? [])];
  const kept = [...searchParams].filter(([key]) => !own.includes(key));
  const [size, setSize, keepSize] = useUrlValue(String(list.size));
  const [q, setQ, keepQ] = useUrlValue(list.q);

  return (
    <div className="data-table">
      {(props.searchPlaceholder || pageSizes.length > 1 || props.filters) && (
        <ListForm className="table-controls">
          {kept.map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          {pageSizes.length > 1 && (
            <label className="length-menu">
              <Text size="2">{ui.table.show}</Text>
              <select name="size" ref={keepSize} value={size} onChange={(e) => setSize(e.target.value)} aria-label={ui.table.rowsPerPage}>
                {pageSizes.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              <Text size="2">{ui.table.rows}</Text>
            </label>
          )}
          {props.filters && (
            <Flex gap="3" align="end" wrap="wrap" className="table-filters">
              {props.filters}
            </Flex>
          )}
          {props.searchPlaceholder && (
            <Flex gap="2" align="center">
              <TextField.Root
                ref={keepQ}
                name="q"
                type="search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                placeholder={props.searchPlaceholder}
                aria-label={ui.table.search}
                maxLength={searchMax}
              />
              <Button type="submit" variant="soft">
                {ui.table.search}
              </Button>
            </Flex>
          )}
          {props.filters && !props.searchPlaceholder && (
            <Button type="submit" variant="soft">
              {ui.table.apply}
            </Button>
          )}
        </ListForm>
      )}
      <TableFrame label={props.caption ?? ui.table.scroll}>
        {props.caption && <caption className="sr-only">{props.caption}</caption>}
        <Table.Header>
          <Table.Row>
            {props.columns.map((column) => (
              <Table.ColumnHeaderCell key={column.key} align={column.align} aria-sort={ariaSort(column, list)} className={columnClass(column)} style={column.minWidth ? { minWidth: `${column.minWidth}em` } : undefined}>
                {column.sortKey ? <SortLink column={column} list={list} searchParams={searchParams} /> : column.header}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={props.columns.length}>
                <Text color="gray">{props.empty ?? ui.table.empty}</Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            props.rows.map((row) => (
              <Table.Row key={props.rowKey(row)}>
                {props.columns.map((column) => (
                  <Table.Cell key={column.key} align={column.align} className={columnClass(column)}>
                    {column.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </TableFrame>
      {props.pager ?? <Pager page={list.page} size={list.size} total={total} trimmed={props.trimmed} />}
    </div>
  );
}

/** The kit's column classes (app/styles/tables.css): the action and status columns, how a cell wraps. */
function columnClass<Row>(column: Column<Row>) {
  const names = [column.sticky && "sticky-col", column.status && "status-col", column.wrap && `wrap-${column.wrap}`].filter(Boolean);
  return names.length ? names.join(" ") : undefined;
}

function ariaSort<Row>(column: Column<Row>, list: AnyList) {
  if (!column.sortKey || list.sort !== column.sortKey) return undefined;
  return list.order === "asc" ? "ascending" : "descending";
}

function SortLink<Row>({ column, list, searchParams }: { column: Column<Row>; list: AnyList; searchParams: URLSearchParams }) {
  const active = list.sort === column.sortKey;
  const order = active && list.order === "asc" ? "desc" : "asc";
  return (
    <Link to={listHref(searchParams, { sort: column.sortKey!, order })} preventScrollReset className="sort-link">
      {column.header} {active ? (list.order === "asc" ? "▲" : "▼") : ""}
    </Link>
  );
}
