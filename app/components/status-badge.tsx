import { Badge } from "@radix-ui/themes";
import type { ReactNode } from "react";

/**
 * Active (green) or not (gray), in the high-contrast text Radix offers: its soft green at 12 px is
 * 4.28:1, under WCAG's 4.5 (axe finds it where no card surrounds the table).
 */
export function StatusBadge({ active, children, size }: { active: boolean; children: ReactNode; size?: "1" | "2" }) {
  return (
    <Badge color={active ? "green" : "gray"} variant="soft" highContrast size={size}>
      {children}
    </Badge>
  );
}
