import { Button } from "@radix-ui/themes";
import { Link } from "react-router";

/**
 * A row's action: a small link button named with its row for screen readers ("Edit Promo MCU").
 * A `dialog` action opens a confirmation on the same page, so the list keeps its scroll.
 */
export function RowAction({ to, label, of, color, dialog }: { to: string; label: string; of: string; color?: "red" | "gray"; dialog?: boolean }) {
  return (
    <Button asChild size="1" variant="soft" color={color}>
      <Link to={to} preventScrollReset={dialog} aria-label={`${label} ${of}`}>
        {label}
      </Link>
    </Button>
  );
}
