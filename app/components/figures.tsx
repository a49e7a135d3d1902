import { formatNumber } from "~/lib/format";

/** A chart's figures as text: what is shown before the chart loads, and without JavaScript. */
export function Figures({ rows }: { rows: [string, number][] }) {
  return (
    <ul className="figures">
      {rows.map(([label, value]) => (
        <li key={label}>
          {label} <strong>{formatNumber(value)}</strong>
        </li>
      ))}
    </ul>
  );
}
