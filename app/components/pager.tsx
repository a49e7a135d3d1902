import { Button, Flex, Text } from "@radix-ui/themes";
import { Link, useSearchParams } from "react-router";
import { formatNumber } from "~/lib/format";
import { listHref } from "~/lib/list";
import { ui } from "~/lib/messages";
import { ListForm, useUrlValue } from "./form";

/**
 * The one pager (tables and the media library): where the page is in the list, links to the
 * first, previous, next and last pages, and a page number to jump to (members have hundreds of
 * pages). Every link keeps the rest of the URL (search, sort, filters). Rows the console dropped
 * (another payor's) are said, not hidden in the count.
 */
export function Pager({ page, size, total, trimmed = 0 }: { page: number; size: number; total: number; trimmed?: number }) {
  const [searchParams] = useSearchParams();
  const pageCount = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  const [typed, setTyped, keepTyped] = useUrlValue(String(page));
  const kept = [...searchParams].filter(([key]) => key !== "page");
  return (
    <nav className="pager" aria-label={ui.pager.label}>
      <Text size="2" color="gray">
        {ui.pager.showing(from, to, total)}
        {trimmed > 0 ? ` · ${ui.pager.trimmed(trimmed)}` : ""}
      </Text>
      <Flex gap="1" align="center" wrap="wrap">
        <PageLink to={listHref(searchParams, { page: 1 })} disabled={page <= 1} label={ui.pager.first} text="«" />
        <PageLink to={listHref(searchParams, { page: page - 1 })} disabled={page <= 1} label={ui.pager.previous} text="‹" />
        {pageCount > 1 ? (
          <ListForm className="pager-jump">
            {kept.map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
            <label>
              <Text size="2">{ui.pager.page}</Text>{" "}
              <input
                className="native-input pager-input"
                type="number"
                name="page"
                min={1}
                max={pageCount}
                ref={keepTyped}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                aria-label={ui.pager.pageNumber}
                aria-current="page"
              />
            </label>{" "}
            <Text size="2">{ui.pager.of(pageCount)}</Text>{" "}
            <Button type="submit" variant="soft" size="1">
              {ui.pager.go}
            </Button>
          </ListForm>
        ) : (
          <Text size="2" aria-current="page">
            {formatNumber(page)} / {formatNumber(pageCount)}
          </Text>
        )}
        <PageLink to={listHref(searchParams, { page: page + 1 })} disabled={page >= pageCount} label={ui.pager.next} text="›" />
        <PageLink to={listHref(searchParams, { page: pageCount })} disabled={page >= pageCount} label={ui.pager.last} text="»" />
      </Flex>
    </nav>
  );
}

function PageLink({ to, disabled, label, text }: { to: string; disabled: boolean; label: string; text: string }) {
  const content = (
    <>
      <span aria-hidden>{text}</span> {label}
    </>
  );
  if (disabled) {
    return (
      <Button variant="soft" size="1" disabled>
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant="soft" size="1">
      <Link to={to} preventScrollReset>
        {content}
      </Link>
    </Button>
  );
}

/**
 * The pager of a keyset list (a million e-card rows: every page is an index range, none is an
 * offset): the newest page, the previous and the next, each a link that keeps the filters.
 * Without `total` (a list the platform does not count, the audit trail) it says only the rows shown.
 */
export function KeysetPager({ shown, total, exact = true, next, prev }: { shown: number; total?: number; exact?: boolean; next: string | null; prev: string | null }) {
  const [searchParams] = useSearchParams();
  const at = (change: Record<string, string | null>) => listHref(searchParams, { after: null, before: null, ...change });
  return (
    <nav className="pager" aria-label={ui.pager.label}>
      <Text size="2" color="gray">
        {total === undefined ? ui.pager.keysetShown(shown) : ui.pager.keyset(shown, total, exact)}
      </Text>
      <Flex gap="1" align="center" wrap="wrap">
        <PageLink to={at({})} disabled={!prev} label={ui.pager.newest} text="«" />
        <PageLink to={at({ before: prev })} disabled={!prev} label={ui.pager.previous} text="‹" />
        <PageLink to={at({ after: next })} disabled={!next} label={ui.pager.next} text="›" />
      </Flex>
    </nav>
  );
}
