import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { formatNumber } from "~/lib/format";
import type { PieSlice } from "./chart";

/**
 * The dashboards' pieces (issue 25): a figure in a card, a chart in a card, a chart's legend.
 * The charts themselves are chart.tsx's (text, then a still drawing, then nivo on pointer); this
 * module stays small and is imported by the dashboards only, so no other page carries it.
 */

/** One figure: its label, and the number as the e2e tests read it (`testId`); `children` under it (a link). */
export function StatCard({ testId, label, value, children }: { testId: string; label: string; value: number; children?: ReactNode }) {
  return (
    <Card size="2" className="stat-card">
      <Text as="p" size="2" color="gray">
        {label}
      </Text>
      <Text as="p" size="7" weight="bold" data-testid={testId}>
        {formatNumber(value)}
      </Text>
      {children}
    </Card>
  );
}

/** A chart under its heading; `wide` takes two of the three columns, `footer` follows the chart (a legend, links). */
export function ChartCard({ title, children, wide, hint, footer }: { title: string; children: ReactNode; wide?: boolean; hint?: string; footer?: ReactNode }) {
  return (
    <Card size="2" className={wide ? "chart-card chart-card-wide" : "chart-card"}>
      <Heading as="h2" size="3">
        {title}
      </Heading>
      {hint && (
        <Text as="p" size="1" color="gray">
          {hint}
        </Text>
      )}
      <div className="chart-area">{children}</div>
      {footer}
    </Card>
  );
}

const Dot = ({ color }: { color: string }) => <span className="legend-dot" style={{ background: color }} aria-hidden />;

/** A donut's legend as a list: each slice's colour, name and figure, and `more` after it (another figure). */
export function Legend({ slices, more }: { slices: PieSlice[]; more?: (slice: PieSlice, index: number) => ReactNode }) {
  return (
    <ul className="chart-legend">
      {slices.map((s, i) => (
        <li key={s.id}>
          <Dot color={s.color} /> {s.label} <strong>{formatNumber(s.value)}</strong>
          {more?.(s, i)}
        </li>
      ))}
    </ul>
  );
}

/** A two-slice donut's legend on one centred line, each entry's words already holding its figure. */
export function LegendLine({ items }: { items: { color: string; label: string }[] }) {
  return (
    <Flex gap="3" justify="center" mt="2">
      {items.map((item) => (
        <Text key={item.label} size="2">
          <Dot color={item.color} /> {item.label}
        </Text>
      ))}
    </Flex>
  );
}

/** What a donut says to a screen reader: each slice's name and figure. */
export const sliceFigures = (slices: PieSlice[]) => slices.map((s) => `${s.label} ${formatNumber(s.value)}`).join(", ");
