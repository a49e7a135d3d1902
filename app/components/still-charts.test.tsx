import * as d3 from "d3-array";
import { scaleLinear } from "d3-scale";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { NivoDonutChart, NivoLineChart } from "./nivo-charts";
import { nearestPoint, nice, StillDonutChart, StillLineChart, ticks, type LinePoint, type PieSlice } from "./still-charts";

/**
 * The still drawing is what operators see until they point at a chart, and nivo then takes its
 * place: both must draw the same chart, or the swap jumps. nivo renders on the server too, so the
 * two markups are compared shape by shape.
 */

const formatted = (n: number) => n.toLocaleString("id-ID");
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m.slice(1).join(","));
const round = (pairs: string[]) => pairs.map((p) => p.split(",").map((n) => Math.round(Number(n) * 100) / 100).join(","));

const months: LinePoint[] = [
  { x: "2026-06", y: 120, label: "Jun 2026" },
  { x: "2026-07", y: 455, label: "Jul 2026" },
  { x: "2026-08", y: 0, label: "Agu 2026" },
  { x: "2026-09", y: 1375, label: "Sep 2026" },
  { x: "2026-10", y: 980, label: "Okt 2026" },
  { x: "2026-11", y: 1001, label: "Nov 2026" },
];

describe("the still line chart draws what nivo draws", () => {
  for (const [name, props] of [
    ["every point labelled, wide", { width: 720, height: 260, tickEvery: 1, points: months }],
    ["every other point labelled, narrow", { width: 330, height: 260, tickEvery: 2, points: months }],
    ["a single month", { width: 400, height: 200, tickEvery: 1, points: months.slice(3, 4) }],
  ] as const) {
    test(name, () => {
      const chart = { id: "Klaim per bulan", ...props };
      const nivo = renderToStaticMarkup(<NivoLineChart {...chart} />);
      const still = renderToStaticMarkup(<StillLineChart {...chart} />);
      // The points, the line and the area.
      const nivoPoints = round(all(nivo, /data-testid="line\.point[^"]*"/g).length ? all(nivo, /translate\(([\d.-]+), ([\d.-]+)\)" style="pointer-events:none"/g) : []);
      expect(nivoPoints).toHaveLength(props.points.length);
      expect(round(all(still, /<circle cx="([\d.-]+)" cy="([\d.-]+)"/g))).toEqual(nivoPoints);
      const paths = (html: string) => all(html, /<path d="([^"]+)"/g);
      expect(paths(still)).toEqual(paths(nivo));
      // The axes' labels and where they stand.
      const labels = (html: string) => all(html, /<text[^>]*>([^<]+)<\/text>/g);
      expect(labels(still)).toEqual(labels(nivo));
      expect(labels(still)).toContain(formatted(1400));
      const gridLines = (html: string) => round(all(html, /<line(?: opacity="1")? x1="([\d.-]+)" x2="([\d.-]+)" y1="([\d.-]+)" y2="([\d.-]+)"/g));
      expect(gridLines(still)).toEqual(gridLines(nivo));
      expect(still).toContain(`aria-label="Klaim per bulan: ${props.points.map((p) => `${p.label} ${formatted(p.y)}`).join(", ")}"`);
    });
  }

  test("a chart of zeros still has a y axis", () => {
    const zeros = months.map((p) => ({ ...p, y: 0 }));
    const still = renderToStaticMarkup(<StillLineChart width={400} height={260} id="Kosong" points={zeros} />);
    expect(all(still, /<text[^>]*>([^<]+)<\/text>/g).slice(zeros.length)).toEqual(["0", "0,2", "0,4", "0,6", "0,8", "1"]);
  });
});

describe("the still donut draws what nivo draws", () => {
  const slices: PieSlice[] = [
    { id: "1", label: "Complete", value: 310, color: "#0a0" },
    { id: "5", label: "Reject", value: 12, color: "#a00" },
    { id: "8", label: "Paid", value: 1709, color: "#00a" },
  ];
  test("same arcs, same labels (a slice under 12° unlabelled)", () => {
    const nivo = renderToStaticMarkup(<NivoDonutChart width={300} height={260} slices={slices} />);
    const still = renderToStaticMarkup(<StillDonutChart width={300} height={260} slices={slices} />);
    const arcs = (html: string) => all(html, /<path d="([^"]+)"/g);
    expect(arcs(still)).toHaveLength(3);
    expect(arcs(still)).toEqual(arcs(nivo));
    const labels = (html: string) => all(html, /<text[^>]*>([^<]+)<\/text>/g);
    expect(labels(still)).toEqual(["310", "1.709"]);
    expect(labels(still)).toEqual(labels(nivo));
    expect(still).toContain('role="img" aria-label="Complete 310, Reject 12, Paid 1.709"');
  });
});

describe("a click finds the nearest point", () => {
  const size = { width: 448, height: 260 }; // a plot 384 wide: points every 76.8 px
  test("by the horizontal position inside the plot", () => {
    expect(nearestPoint(months, size, -20)?.x).toBe("2026-06");
    expect(nearestPoint(months, size, 40)?.x).toBe("2026-07");
    expect(nearestPoint(months, size, 37)?.x).toBe("2026-06");
    expect(nearestPoint(months, size, 384 - 17)?.x).toBe("2026-11");
    expect(nearestPoint(months, size, 999)?.x).toBe("2026-11");
    expect(nearestPoint([], size, 10)).toBeUndefined();
  });
});

describe("ticks are d3-array's, nice is d3-scale's (what nivo uses)", () => {
  test("over a thousand ranges from 0, small and large, for 5 and 10 ticks", () => {
    const tops = [0.001, 0.07, 0.3, 1, 2, 3, 7, 9.99, 10, 11, 99, 101, 455, 1375, 1709, 4999, 5001, 123456, 9.87e7];
    for (let i = 0; i < 1000; i++) tops.push(Math.round(Math.random() * 10 ** (1 + (i % 7))) / 10);
    for (const top of tops)
      for (const count of [5, 10]) {
        expect(ticks(0, top, count), `ticks(0, ${top}, ${count})`).toEqual(d3.ticks(0, top, count));
        expect(nice(0, top, count), `nice(0, ${top}, ${count})`).toEqual(scaleLinear().domain([0, top]).nice(count).domain());
      }
  });
});
