import { arc as arcShape, area as areaShape, curveMonotoneX, line as lineShape, pie as pieLayout, type PieArcDatum } from "d3-shape";
import type { MouseEvent } from "react";
import { formatNumber } from "~/lib/format";

/**
 * The charts as plain SVG, drawn with the same scales, curve, margins and colours as the nivo
 * charts (nivo-charts.tsx). This is what a chart screen draws after hydration: a few plain
 * elements, no springs and no mesh, so no long task (issue 12). nivo replaces a still chart when
 * the pointer, a touch or the focus comes to it, for its tooltips; a click on a point works on
 * either.
 */

export type ChartSize = { width: number; height: number };
export type LinePoint = { x: string; y: number; label: string };
export type PieSlice = { id: string; label: string; value: number; color: string };

export type LineChartProps = {
  id: string;
  /** What the chart shows, for screen readers (with the figures). */
  label?: string;
  points: LinePoint[];
  color?: string;
  onPointClick?: (point: LinePoint) => void;
  /** Label every n-th point on the x axis. */
  tickEvery?: number;
};
export type DonutChartProps = { slices: PieSlice[]; label?: string };

export const LINE_MARGIN = { top: 16, right: 16, bottom: 40, left: 48 };
export const DONUT_MARGIN = { top: 12, right: 12, bottom: 12, left: 12 };
export const DONUT_INNER_RADIUS = 0.62;
export const DONUT_PAD_ANGLE = 1; // degrees, as nivo takes it
export const DONUT_CORNER_RADIUS = 3;
export const DONUT_LABEL_SKIP_ANGLE = 12; // degrees
export const Y_TICKS = 5;
export const X_TICK_ROTATION = -35;

const TEXT = { fill: "var(--gray-11)", fontSize: 11, fontFamily: "sans-serif" };
const GRID = "var(--gray-5)";
const TICK = "#777777";

export const lineChartLabel = ({ id, label, points }: Pick<LineChartProps, "id" | "label" | "points">) => label ?? `${id}: ${points.map((p) => `${p.label} ${formatNumber(p.y)}`).join(", ")}`;
export const donutChartLabel = ({ label, slices }: DonutChartProps) => label ?? slices.map((s) => `${s.label} ${formatNumber(s.value)}`).join(", ");

// d3-array's ticks and d3-scale's nice, written out: d3-array and d3-scale are one module each, and
// taking anything from them would bring what nivo uses of them along with the still drawing.
const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

function tickSpec(start: number, stop: number, count: number): [number, number, number] {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / Math.pow(10, power);
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  let i1: number, i2: number, inc: number;
  if (power < 0) {
    inc = Math.pow(10, -power) / factor;
    i1 = Math.round(start * inc);
    i2 = Math.round(stop * inc);
    if (i1 / inc < start) ++i1;
    if (i2 / inc > stop) --i2;
    inc = -inc;
  } else {
    inc = Math.pow(10, power) * factor;
    i1 = Math.round(start / inc);
    i2 = Math.round(stop / inc);
    if (i1 * inc < start) ++i1;
    if (i2 * inc > stop) --i2;
  }
  if (i2 < i1 && 0.5 <= count && count < 2) return tickSpec(start, stop, count * 2);
  return [i1, i2, inc];
}

/** Round values between start and stop (start < stop), about `count` of them. */
export function ticks(start: number, stop: number, count: number): number[] {
  if (!(count > 0)) return [];
  if (start === stop) return [start];
  const [i1, i2, inc] = tickSpec(start, stop, count);
  if (!(i2 >= i1)) return [];
  return Array.from({ length: i2 - i1 + 1 }, (_, i) => (inc < 0 ? (i1 + i) / -inc : (i1 + i) * inc));
}

/** The domain widened to round ends, as d3-scale's linear scale.nice(count) does it (nivo's). */
export function nice(start: number, stop: number, count: number): [number, number] {
  let [from, to] = [start, stop];
  let previous: number | undefined;
  for (let round = 0; round < 10; round++) {
    const step = tickSpec(from, to, count)[2];
    if (step === previous) return [from, to];
    if (step > 0) {
      from = Math.floor(from / step) * step;
      to = Math.ceil(to / step) * step;
    } else if (step < 0) {
      from = Math.ceil(from * step) / step;
      to = Math.floor(to * step) / step;
    } else break;
    previous = step;
  }
  return [start, stop];
}

/**
 * The x and y scales nivo builds for these props: d3's point scale (no padding) and its linear
 * scale from 0, made nice. Written out rather than taken from d3-scale, whose interpolators and
 * formats would add 20 KB to every chart screen's first visit.
 */
export function lineScales(points: LinePoint[], { width, height }: ChartSize) {
  const innerWidth = Math.max(0, width - LINE_MARGIN.left - LINE_MARGIN.right);
  const innerHeight = Math.max(0, height - LINE_MARGIN.top - LINE_MARGIN.bottom);
  const index = new Map(points.map((p, i) => [p.x, i]));
  const step = innerWidth / Math.max(1, points.length - 1);
  const start = (innerWidth - step * (points.length - 1)) / 2;
  const x = (key: string) => {
    const i = index.get(key);
    return i === undefined ? undefined : start + step * i;
  };
  const highest = Math.max(0, ...points.map((p) => p.y));
  const [, top] = nice(0, highest > 0 ? highest : 1, 10);
  const y = Object.assign((value: number) => innerHeight - (value / top) * innerHeight, { ticks: (count: number) => ticks(0, top, count) });
  return { x, y, innerWidth, innerHeight };
}

/** The point nearest to a horizontal position inside the plot (how a click finds its point). */
export function nearestPoint(points: LinePoint[], size: ChartSize, plotX: number): LinePoint | undefined {
  const { x } = lineScales(points, size);
  let best: LinePoint | undefined;
  let distance = Infinity;
  for (const p of points) {
    const d = Math.abs((x(p.x) ?? 0) - plotX);
    if (d < distance) [best, distance] = [p, d];
  }
  return best;
}

export function StillLineChart(props: ChartSize & LineChartProps) {
  const { points, width, height, tickEvery = 1, onPointClick } = props;
  const color = props.color ?? "var(--accent-9)";
  const { x, y, innerWidth, innerHeight } = lineScales(points, props);
  const px = (p: LinePoint) => x(p.x) ?? 0;
  const py = (p: LinePoint) => y(p.y);
  const line = lineShape<LinePoint>().x(px).y(py).curve(curveMonotoneX)(points) ?? "";
  const area = areaShape<LinePoint>().x(px).y0(innerHeight).y1(py).curve(curveMonotoneX)(points) ?? "";
  const yTicks = y.ticks(Y_TICKS);
  const xTicks = points.filter((_, i) => i % tickEvery === 0);
  const pointRadius = (onPointClick ? 9 : 6) / 2;

  const onClick = onPointClick
    ? (event: MouseEvent<SVGSVGElement>) => {
        const box = event.currentTarget.getBoundingClientRect();
        const p = nearestPoint(points, props, event.clientX - box.left - LINE_MARGIN.left);
        if (p) onPointClick(p);
      }
    : undefined;

  return (
    <svg width={width} height={height} role="img" aria-label={lineChartLabel(props)} onClick={onClick} style={onPointClick ? { cursor: "pointer" } : undefined}>
      <g transform={`translate(${LINE_MARGIN.left},${LINE_MARGIN.top})`}>
        <g stroke={GRID} strokeWidth={1}>
          {points.map((p) => (
            <line key={`gx${p.x}`} x1={px(p)} x2={px(p)} y1={0} y2={innerHeight} />
          ))}
          {yTicks.map((t) => (
            <line key={`gy${t}`} x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} />
          ))}
        </g>
        <g style={TEXT}>
          {xTicks.map((p) => (
            <g key={`tx${p.x}`} transform={`translate(${px(p)},${innerHeight})`}>
              <line x1={0} x2={0} y1={0} y2={5} stroke={TICK} strokeWidth={1} />
              <text transform={`translate(0,10) rotate(${X_TICK_ROTATION})`} textAnchor="end" dominantBaseline="central" fill={TEXT.fill}>
                {p.label}
              </text>
            </g>
          ))}
          {yTicks.map((t) => (
            <g key={`ty${t}`} transform={`translate(0,${y(t)})`}>
              <line x1={0} x2={-5} y1={0} y2={0} stroke={TICK} strokeWidth={1} />
              <text x={-10} textAnchor="end" dominantBaseline="central" fill={TEXT.fill}>
                {formatNumber(t)}
              </text>
            </g>
          ))}
        </g>
        <path d={area} fill={color} fillOpacity={0.08} />
        <path d={line} fill="none" stroke={color} strokeWidth={2} />
        {points.map((p) => (
          <circle key={`p${p.x}`} cx={px(p)} cy={py(p)} r={pointRadius} fill="var(--color-panel-solid)" stroke={color} strokeWidth={2} />
        ))}
      </g>
    </svg>
  );
}

type Slice = PieArcDatum<PieSlice>;

/** The donut's arcs as nivo lays them out: in data order, padded, from 12 o'clock clockwise. */
export function donutArcs(slices: PieSlice[], { width, height }: ChartSize) {
  const innerWidth = Math.max(0, width - DONUT_MARGIN.left - DONUT_MARGIN.right);
  const innerHeight = Math.max(0, height - DONUT_MARGIN.top - DONUT_MARGIN.bottom);
  const radius = Math.min(innerWidth, innerHeight) / 2;
  const innerRadius = radius * DONUT_INNER_RADIUS;
  const arcs = pieLayout<PieSlice>()
    .value((s) => s.value)
    .sort(null)
    .padAngle((DONUT_PAD_ANGLE * Math.PI) / 180)(slices);
  return { arcs, radius, innerRadius, center: [DONUT_MARGIN.left + innerWidth / 2, DONUT_MARGIN.top + innerHeight / 2] as const };
}

export function StillDonutChart(props: ChartSize & DonutChartProps) {
  const { slices, width, height } = props;
  const { arcs, radius, innerRadius, center } = donutArcs(slices, props);
  const shape = arcShape<Slice>().innerRadius(innerRadius).outerRadius(radius).cornerRadius(DONUT_CORNER_RADIUS);
  const labelAt = arcShape<Slice>()
    .innerRadius((innerRadius + radius) / 2)
    .outerRadius((innerRadius + radius) / 2);
  const skip = (DONUT_LABEL_SKIP_ANGLE * Math.PI) / 180;
  return (
    // nivo's pie takes no accessible name: the wrapper is the image, with the figures as its name.
    <div role="img" aria-label={donutChartLabel(props)} className="chart-fill">
      <svg width={width} height={height} aria-hidden>
        <g transform={`translate(${center[0]},${center[1]})`}>
          {arcs.map((a) => (
            <path key={a.data.id} d={shape(a) ?? ""} fill={a.data.color} />
          ))}
          {arcs
            .filter((a) => a.endAngle - a.startAngle >= skip)
            .map((a) => {
              const [lx, ly] = labelAt.centroid(a);
              return (
                <text key={`l${a.data.id}`} x={lx} y={ly} textAnchor="middle" dominantBaseline="central" fill="#ffffff" style={{ fontSize: TEXT.fontSize, fontFamily: TEXT.fontFamily }}>
                  {formatNumber(a.data.value)}
                </text>
              );
            })}
        </g>
      </svg>
    </div>
  );
}
