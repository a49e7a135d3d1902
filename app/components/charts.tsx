import { Line } from "@nivo/line";
import { Pie } from "@nivo/pie";
import type { ChartSize } from "./deferred-chart";
import { formatNumber } from "~/lib/format";

/**
 * nivo charts. This module is only ever imported lazily (React.lazy) by the screens that show
 * charts, so nivo and d3 stay out of every other page's JavaScript. They are drawn by
 * DeferredChart (deferred-chart.tsx) at the size it measured, without animation: react-spring's
 * springs cost more main-thread time at load than the charts themselves.
 */
const theme = {
  text: { fill: "var(--gray-11)", fontSize: 11 },
  axis: { ticks: { text: { fill: "var(--gray-11)" } } },
  grid: { line: { stroke: "var(--gray-5)" } },
  tooltip: { container: { background: "var(--color-panel-solid)", color: "var(--gray-12)", fontSize: 12 } },
};

export type LinePoint = { x: string; y: number; label: string };

export function LineChart(props: ChartSize & {
  id: string;
  /** What the chart shows, for screen readers (with the figures). */
  label?: string;
  points: LinePoint[];
  color?: string;
  onPointClick?: (point: LinePoint) => void;
  tickEvery?: number;
}) {
  const { points, tickEvery = 1 } = props;
  const byX = new Map(points.map((p) => [p.x, p]));
  return (
    <Line
      width={props.width}
      height={props.height}
      animate={false}
      data={[{ id: props.id, data: points.map((p) => ({ x: p.x, y: p.y })) }]}
      theme={theme}
      margin={{ top: 16, right: 16, bottom: 40, left: 48 }}
      colors={[props.color ?? "var(--accent-9)"]}
      curve="monotoneX"
      enableArea
      areaOpacity={0.08}
      pointSize={props.onPointClick ? 9 : 6}
      pointBorderWidth={2}
      pointBorderColor={{ from: "seriesColor" }}
      pointColor="var(--color-panel-solid)"
      yScale={{ type: "linear", min: 0, max: "auto" }}
      axisLeft={{ tickValues: 5, format: (v) => formatNumber(Number(v)) }}
      axisBottom={{
        tickRotation: -35,
        tickValues: points.filter((_, i) => i % tickEvery === 0).map((p) => p.x),
        format: (x) => byX.get(String(x))?.label ?? String(x),
      }}
      useMesh
      enableTouchCrosshair
      tooltip={({ point }) => {
        const p = byX.get(String(point.data.x));
        return (
          <div className="chart-tooltip">
            <strong>{p?.label}</strong>: {formatNumber(Number(point.data.y))}
          </div>
        );
      }}
      ariaLabel={props.label ?? `${props.id}: ${points.map((p) => `${p.label} ${formatNumber(p.y)}`).join(", ")}`}
      onClick={(datum) => {
        if (!props.onPointClick || !("data" in datum) || !("x" in datum.data)) return;
        const p = byX.get(String(datum.data.x));
        if (p) props.onPointClick(p);
      }}
      role="img"
    />
  );
}

export type PieSlice = { id: string; label: string; value: number; color: string };

export function DonutChart({ slices, label, width, height }: ChartSize & { slices: PieSlice[]; label?: string }) {
  // nivo's pie takes no accessible name: the wrapper is the image, with the figures as its name.
  return (
    <div role="img" aria-label={label ?? slices.map((s) => `${s.label} ${formatNumber(s.value)}`).join(", ")} className="chart-fill">
      <Pie
      width={width}
      height={height}
      animate={false}
      data={slices}
      theme={theme}
      margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
      innerRadius={0.62}
      padAngle={1}
      cornerRadius={3}
      colors={({ data }) => data.color}
      enableArcLinkLabels={false}
      arcLabelsSkipAngle={12}
      arcLabel={(d) => formatNumber(d.value)}
      arcLabelsTextColor="#ffffff"
      valueFormat={(v) => formatNumber(v)}
      role="presentation"
      />
    </div>
  );
}
