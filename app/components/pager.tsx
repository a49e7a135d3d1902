import { Button, Flex, Text } from "@radix-ui/themes";
import { Link, useSearchParams } from "react-router";
import { formatNumber } from "~/lib/format";
import { listHref } from "~/lib/list";

/**
 * The one pager (tables and the media library): where the page is in the list, and links to the
 * previous and next pages that keep the rest of the URL (search, sort, filters). `trimmed` rows
 * the console dropped (another payor's) are said, not hidden in the count.
 */
export function Pager({ page, pageSize, total, trimmed = 0 }: { page: number; pageSize: number; total: number; trimmed?: number }) {
  const [searchParams] = useSearchParams();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="pager" aria-label="Halaman">
      <Text size="2" color="gray">
        Showing {formatNumber(from)} to {formatNumber(to)} of {formatNumber(total)} entries
        {trimmed > 0 ? ` · ${formatNumber(trimmed)} baris payor lain tidak ditampilkan` : ""}
      </Text>
      <Flex gap="1" align="center">
        <PageLink to={listHref(searchParams, { page: page - 1 })} disabled={page <= 1} label="Previous" />
        <Text size="2" aria-current="page">
          {formatNumber(page)} / {formatNumber(pageCount)}
        </Text>
        <PageLink to={listHref(searchParams, { page: page + 1 })} disabled={page >= pageCount} label="Next" />
      </Flex>
    </nav>
  );
}

function PageLink({ to, disabled, label }: { to: string; disabled: boolean; label: string }) {
  if (disabled) {
    return (
      <Button variant="soft" size="1" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant="soft" size="1">
      <Link to={to} preventScrollReset>
        {label}
      </Link>
    </Button>
  );
}
