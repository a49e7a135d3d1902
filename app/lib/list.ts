/**
 * The list kit: a list screen's state (page, size, q, sort, order, filters) lives in the URL,
 * so back/forward and shared links work. One config per list says what the URL may hold; the
 * loader reads the state with it (readList) and asks the platform for that page (platformPage),
 * or pages a whole array itself (pageArray); the table draws the same state. Shared by server
 * and browser: it has no server-only code.
 */
import { CLAIM_PAGE_SIZES, SEARCH_MAX } from "../../contract/lists";

export type SortOrder = "asc" | "desc";

/** SPEC §9 length menus. */
export const LENGTH_MENU = {
  /** News, provider and e-stamp tables. */
  short: [10, 20, 50],
  /** Member and general tables. */
  general: [10, 20, 50, 100, 200, 500, 1000],
  /** The claim status table. */
  claims: CLAIM_PAGE_SIZES,
  /** Fixed 10 rows (log detail). */
  fixed10: [10],
} as const;

/** Reads one filter from its URL value; `problem` makes a strict list answer 400. */
export type Filter<T> = { read(raw: string | null): T; problem?(raw: string | null): string | null };

/** One of a fixed set of values (anything else is the fallback). */
export function oneOf<const T extends string>(values: readonly T[], fallback: T): Filter<T> {
  return {
    read: (raw) => (values.includes(raw as T) ? (raw as T) : fallback),
    problem: (raw) => (raw === null || raw === "" || values.includes(raw as T) ? null : `Nilai "${clip(raw)}" tidak dikenal.`),
  };
}

/** A code matching `pattern` (anything else is empty). */
export function code(pattern: RegExp): Filter<string> {
  return {
    read: (raw) => (raw && pattern.test(raw) ? raw : ""),
    problem: (raw) => (raw && !pattern.test(raw) ? `Kode "${clip(raw)}" tidak valid.` : null),
  };
}

/** Free text, trimmed and cut to `max` characters. */
export function freeText(max: number): Filter<string> {
  return {
    read: (raw) => (raw ?? "").trim().slice(0, max),
    problem: (raw) => ((raw ?? "").trim().length > max ? `Maksimal ${max} karakter.` : null),
  };
}

/** Longest search text of a list: the contract's bound, which the platform enforces too. */
export { SEARCH_MAX };

export type ListConfig<Sort extends string = string, Filters extends Record<string, unknown> = Record<string, never>> = {
  /** The length menu (SPEC §9); the first is the default. */
  pageSizes: readonly number[];
  /** The whitelist of sort keys; the server sorts by these only. */
  sortKeys?: readonly Sort[];
  /** The sort without `sort` in the URL; its order also stands in for a missing `order`. */
  defaultSort?: { key: NoInfer<Sort>; order: SortOrder };
  /** Longest search text (default SEARCH_MAX). */
  searchMax?: number;
  filters?: { [K in keyof Filters]: Filter<Filters[K]> };
  /**
   * Strict lists answer 400 with a clear message for a value outside the whitelist (a typed or
   * forged URL); lenient ones fall back to the defaults (links to columns that were hidden since).
   */
  strict?: boolean;
};

/** A list's state, each part named as its URL parameter (page, size, q, sort, order, filters). */
export type ListState<Sort extends string = string, Filters extends Record<string, unknown> = Record<string, never>> = {
  page: number;
  size: number;
  q: string;
  sort: Sort | null;
  order: SortOrder;
  filters: Filters;
};

/**
 * Names its config once, so TypeScript infers sort keys and filters for both sides; the default
 * sort must be one of the sort keys (a list without any has none).
 */
export function defineList<const Sort extends string = never, Filters extends Record<string, unknown> = Record<string, never>>(config: ListConfig<Sort, Filters>): ListConfig<Sort, Filters> {
  return config;
}

/** What the table reads of a list's config: its length menu and its search bound. */
export type TableSettings = Pick<ListConfig, "pageSizes" | "searchMax">;

/**
 * A URL value a strict list refused. Thrown from a loader it is a 400 with this message (it has
 * the shape React Router gives `data()`), shown by the error boundary inside the shell.
 */
export class ListParamError extends Error {
  readonly type = "DataWithResponseInit";
  readonly data: { message: string };
  readonly init = { status: 400 };
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
    this.data = { message };
  }
}

const MAX_PAGE = 1_000_000;

export function readList<Sort extends string, Filters extends Record<string, unknown>>(
  source: URL | URLSearchParams,
  config: ListConfig<Sort, Filters>,
): ListState<Sort, Filters> {
  const params = source instanceof URL ? source.searchParams : source;
  const searchMax = config.searchMax ?? SEARCH_MAX;
  const rawPage = params.get("page");
  const rawSize = params.get("size");
  const rawSort = params.get("sort");
  const rawOrder = params.get("order");
  const rawQ = params.get("q") ?? "";
  const page = Number(rawPage);
  const size = Number(rawSize);
  const pageOk = Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE;
  const sizeOk = config.pageSizes.includes(size);
  const sortOk = !!rawSort && !!config.sortKeys?.includes(rawSort as Sort);

  if (config.strict) {
    const refuse = (param: string, message: string) => {
      throw new ListParamError(param, message);
    };
    if (rawPage !== null && rawPage !== "" && !pageOk) refuse("page", `Halaman "${clip(rawPage)}" tidak valid.`);
    if (rawSize !== null && rawSize !== "" && !sizeOk) refuse("size", `Jumlah baris harus salah satu dari ${config.pageSizes.join(", ")}.`);
    if (rawSort !== null && rawSort !== "" && !sortOk) refuse("sort", `Kolom urutan "${clip(rawSort)}" tidak dikenal.`);
    if (rawOrder !== null && rawOrder !== "" && rawOrder !== "asc" && rawOrder !== "desc") refuse("order", "Urutan harus asc atau desc.");
    if (rawQ.trim().length > searchMax) refuse("q", `Pencarian maksimal ${searchMax} karakter.`);
    for (const [name, filter] of Object.entries(config.filters ?? {}) as [string, Filter<unknown>][]) {
      const problem = filter.problem?.(params.get(name));
      if (problem) refuse(name, problem);
    }
  }

  const filters: Record<string, unknown> = {};
  for (const [name, filter] of Object.entries(config.filters ?? {}) as [string, Filter<unknown>][]) {
    filters[name] = filter.read(params.get(name));
  }
  return {
    page: pageOk ? page : 1,
    size: sizeOk ? size : config.pageSizes[0],
    q: rawQ.trim().slice(0, searchMax),
    sort: sortOk ? (rawSort as Sort) : (config.defaultSort?.key ?? null),
    order: rawOrder === "asc" || rawOrder === "desc" ? rawOrder : (config.defaultSort?.order ?? "asc"),
    filters: filters as Filters,
  };
}

/** The page query the platform's paged calls take (docs/platform-contract.md). */
export type PlatformPage = { page: number; size: number; sort?: string; order: SortOrder; q?: string };

export function platformPage(state: ListState<string, Record<string, unknown>>): PlatformPage {
  return { page: state.page, size: state.size, sort: state.sort ?? undefined, order: state.order, q: state.q || undefined };
}

/**
 * One page of a list the platform returns whole (SPEC §7 calls such as news, chats, doctors,
 * banners): searched, sorted and cut in the console (docs/decisions/008-whole-arrays-paged-in-the-console.md).
 * `text` gives the fields the search looks in, `sortValue` the value of a sort key.
 */
export function pageArray<Row>(
  rows: readonly Row[],
  state: ListState<string, Record<string, unknown>>,
  options: { text?: (row: Row) => (string | null | undefined)[]; sortValue?: (row: Row, key: string) => string | number | null | undefined } = {},
): { total: number; rows: Row[] } {
  const q = state.q.toLocaleLowerCase("id");
  const matching = q && options.text ? rows.filter((row) => options.text!(row).some((v) => (v ?? "").toLocaleLowerCase("id").includes(q))) : [...rows];
  if (state.sort && options.sortValue) {
    const key = state.sort;
    const direction = state.order === "asc" ? 1 : -1;
    matching.sort((a, b) => direction * compare(options.sortValue!(a, key), options.sortValue!(b, key)));
  }
  const start = (state.page - 1) * state.size;
  return { total: matching.length, rows: matching.slice(start, start + state.size) };
}

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""), "id", { sensitivity: "base", numeric: true });
}

/** The same URL with some list parameters changed (the page resets unless it is the change). */
export function listHref(searchParams: URLSearchParams, change: Partial<Record<string, string | number | null>>): string {
  const next = new URLSearchParams(searchParams);
  if (!("page" in change)) next.delete("page");
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === "" || (key === "page" && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}

function clip(text: string): string {
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}
