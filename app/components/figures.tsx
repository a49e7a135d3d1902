import { formatNumber } from "~/lib/format";

/**
 * A chart's figures as text: what is shown before the chart loads, and without JavaScript. The
 * list may scroll inside the chart's box, so it takes the keyboard focus (WCAG 2.1.1).
 */
export function Figures({ rows }: { rows: [string, number][] }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <ul className="figures" tabIndex={0}>
      {rows.map(([label, value]) => (
        <li key={label}>
          {label} <strong>{formatNumber(value)}</strong>
        </li>
      ))}
    </ul>
  );
}
