/**
 * List state kept in the URL (page, page size, search, sort), read the same way on the server
 * (to ask the platform) and in the browser (to draw the table). Unknown sort keys and page
 * sizes fall back to the defaults instead of reaching the platform.
 */
export type ListParams = { page: number; pageSize: number; search: string; sort: string | null; order: "asc" | "desc" };

export const LENGTH_MENU = {
  /** News, provider and e-stamp tables. */
  short: [10, 20, 50],
  /** Member and general tables. */
  general: [10, 20, 50, 100, 200, 500, 1000],
  claims: [10, 20, 50, 100],
  fixed10: [10],
} as const;

export function readListParams(
  searchParams: URLSearchParams,
  options: { pageSizes: readonly number[]; sortKeys?: readonly string[]; defaultSort?: string; defaultOrder?: "asc" | "desc" },
): ListParams {
  const page = Number(searchParams.get("page"));
  const pageSize = Number(searchParams.get("size"));
  const sort = searchParams.get("sort");
  const order = searchParams.get("order");
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize: options.pageSizes.includes(pageSize) ? pageSize : options.pageSizes[0],
    search: (searchParams.get("q") ?? "").trim().slice(0, 200),
    sort: sort && options.sortKeys?.includes(sort) ? sort : (options.defaultSort ?? null),
    order: order === "asc" || order === "desc" ? order : (options.defaultOrder ?? "asc"),
  };
}

/** The same URL with some list parameters changed (page resets unless given). */
export function listHref(searchParams: URLSearchParams, change: Partial<Record<"page" | "size" | "q" | "sort" | "order", string | number | null>>): string {
  const next = new URLSearchParams(searchParams);
  if (!("page" in change)) next.delete("page");
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}
