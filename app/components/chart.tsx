import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Figures } from "./figures";
import type { ChartSize, DonutChartProps, LineChartProps, LinePoint } from "./still-charts";

export type { LinePoint, PieSlice } from "./still-charts";

// The still drawing (d3-shape, 9 KB) is fetched after hydration, nivo only when somebody reaches
// for a chart (its tooltips): neither is part of a screen's first visit.
const StillLineChart = lazy(() => import("./still-charts").then((m) => ({ default: m.StillLineChart })));
const StillDonutChart = lazy(() => import("./still-charts").then((m) => ({ default: m.StillDonutChart })));
const NivoLineChart = lazy(() => import("./nivo-charts").then((m) => ({ default: m.NivoLineChart })));
const NivoDonutChart = lazy(() => import("./nivo-charts").then((m) => ({ default: m.NivoDonutChart })));

/**
 * A chart in three steps, none of them a long task (issue 12):
 * 1. the server and the first browser render show the figures as text (also what works without
 *    JavaScript, so the box never shifts);
 * 2. after hydration the still drawing (still-charts.tsx: plain SVG, a few milliseconds) is
 *    fetched and drawn at the measured size of the box;
 * 3. the first pointer, touch or focus on the chart loads nivo and swaps in the same chart with
 *    tooltips; the still drawing stays until nivo has loaded.
 * Charts are redrawn at their new size when the layout changes (rotation, sidebar, window size).
 */
function ChartBox({ fallback, still, live }: { fallback: ReactNode; still: (size: ChartSize) => ReactNode; live: (size: ChartSize) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<ChartSize | null>(null);
  const [awake, setAwake] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => ({ width: Math.floor(element.clientWidth), height: Math.floor(element.clientHeight) });
    startTransition(() => setSize(measure()));
    let frame = 0;
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => startTransition(() => setSize((s) => same(s, measure()))));
    });
    resized.observe(element);
    return () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  const wake = awake ? undefined : () => startTransition(() => setAwake(true));
  const drawable = size && size.width > 0 && size.height > 0;
  return (
    <div ref={box} className="chart-fill" onPointerEnter={wake} onTouchStart={wake} onFocus={wake}>
      {drawable ? <Suspense fallback={fallback}>{awake ? <Suspense fallback={still(size)}>{live(size)}</Suspense> : still(size)}</Suspense> : fallback}
    </div>
  );
}

const same = (a: ChartSize | null, b: ChartSize) => (a && a.width === b.width && a.height === b.height ? a : b);

/**
 * A line chart over its points: its figures as text first, then a still drawing, then nivo. The
 * text names each point by `figureLabel` (a longer name than the axis has room for), or its label.
 */
export function LineChart({ figureLabel = (p) => p.label, ...chart }: LineChartProps & { figureLabel?: (point: LinePoint) => string }) {
  const figures = <Figures rows={chart.points.map((p) => [figureLabel(p), p.y])} />;
  return <ChartBox fallback={figures} still={(size) => <StillLineChart {...size} {...chart} />} live={(size) => <NivoLineChart {...size} {...chart} />} />;
}

/** A donut of slices: its figures as text first, then a still drawing, then nivo. */
export function DonutChart(chart: DonutChartProps) {
  const figures = <Figures rows={chart.slices.map((s) => [s.label, s.value])} />;
  return <ChartBox fallback={figures} still={(size) => <StillDonutChart {...size} {...chart} />} live={(size) => <NivoDonutChart {...size} {...chart} />} />;
}
