import { useEffect, useRef, type ReactNode } from "react";
import "~/styles/tables.css";
import { keepHeadInView } from "./table-head";

/**
 * Radix Themes' Table.Root without its ScrollArea, which measures itself through refs that set
 * state: a second, synchronous render of the page while it hydrates. The native scroll box inside
 * the frame takes the keyboard focus from the server's HTML on (WCAG 2.1.1), also when no cell
 * holds a link, and scrolls without JavaScript. Its header row stays in view below the topbar
 * while the page scrolls (table-head.ts).
 */
export function TableFrame({ label, size = "1", children }: { label: string; size?: "1" | "2"; children: ReactNode }) {
  const scroll = useRef<HTMLDivElement>(null);
  useEffect(() => keepHeadInView(scroll.current!), []);
  return (
    <div className={`rt-TableRoot rt-r-size-${size} rt-variant-surface`}>
      {/* A scrollable region is reached by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={scroll} className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className="rt-TableRootTable">{children}</table>
      </div>
    </div>
  );
}
