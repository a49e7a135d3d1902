import { Line } from "@nivo/line";
import { Pie } from "@nivo/pie";
import { formatNumber } from "~/lib/format";
import {
  DONUT_CORNER_RADIUS,
  DONUT_INNER_RADIUS,
  DONUT_LABEL_SKIP_ANGLE,
  DONUT_MARGIN,
  DONUT_PAD_ANGLE,
  donutChartLabel,
  LINE_MARGIN,
  lineChartLabel,
  X_TICK_ROTATION,
  Y_TICKS,
  type ChartSize,
  type DonutChartProps,
  type LineChartProps,
} from "./still-charts";

/**
 * The interactive nivo charts (tooltips, the mesh). Only chart.tsx imports this module, lazily,
 * when the pointer, a touch or the focus first comes to a chart: until then the screen shows the
 * still drawing of the same chart (still-charts.tsx), so nivo, d3 and react-spring cost nothing
 * at load. Drawn without animation at the size the chart box measured.
 */
const theme = {
  text: { fill: "var(--gray-11)", fontSize: 11 },
  axis: { ticks: { text: { fill: "var(--gray-11)" } } },
  grid: { line: { stroke: "var(--gray-5)" } },
  tooltip: { container: { background: "var(--color-panel-solid)", color: "var(--gray-12)", fontSize: 12 } },
};

export function NivoLineChart(props: ChartSize & LineChartProps) {
  const { points, tickEvery = 1 } = props;
  const byX = new Map(points.map((p) => [p.x, p]));
  return (
    <Line
      width={props.width}
      height={props.height}
      animate={false}
      data={[{ id: props.id, data: points.map((p) => ({ x: p.x, y: p.y })) }]}
      theme={theme}
      margin={LINE_MARGIN}
      colors={[props.color ?? "var(--accent-9)"]}
      curve="monotoneX"
      enableArea
      areaOpacity={0.08}
      pointSize={props.onPointClick ? 9 : 6}
      pointBorderWidth={2}
      pointBorderColor={{ from: "seriesColor" }}
      pointColor="var(--color-panel-solid)"
      yScale={{ type: "linear", min: 0, max: "auto", nice: true }}
      axisLeft={{ tickValues: Y_TICKS, format: (v) => formatNumber(Number(v)) }}
      gridYValues={Y_TICKS}
      axisBottom={{
        tickRotation: X_TICK_ROTATION,
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
      ariaLabel={lineChartLabel(props)}
      onClick={(datum) => {
        if (!props.onPointClick || !("data" in datum) || !("x" in datum.data)) return;
        const p = byX.get(String(datum.data.x));
        if (p) props.onPointClick(p);
      }}
      role="img"
    />
  );
}

export function NivoDonutChart(props: ChartSize & DonutChartProps) {
  // nivo's pie takes no accessible name: the wrapper is the image, with the figures as its name.
  return (
    <div role="img" aria-label={donutChartLabel(props)} className="chart-fill">
      <Pie
        width={props.width}
        height={props.height}
        animate={false}
        data={props.slices}
        theme={theme}
        margin={DONUT_MARGIN}
        innerRadius={DONUT_INNER_RADIUS}
        padAngle={DONUT_PAD_ANGLE}
        cornerRadius={DONUT_CORNER_RADIUS}
        colors={({ data }) => data.color}
        enableArcLinkLabels={false}
        arcLabelsSkipAngle={DONUT_LABEL_SKIP_ANGLE}
        arcLabel={(d) => formatNumber(d.value)}
        arcLabelsTextColor="#ffffff"
        valueFormat={(v) => formatNumber(v)}
        role="presentation"
      />
    </div>
  );
}
