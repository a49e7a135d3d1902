import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * The console's metrics in Prometheus' text format (served by server.js on METRICS_PORT, or at
 * /metrics with METRICS_TOKEN): requests by route, method and status with their durations, platform
 * calls by name with theirs, event-loop lag and memory. Route ids and call names are the label
 * values, never paths with parameters, so the series stay few.
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

class Histogram {
  private series = new Map<string, { buckets: number[]; sum: number; count: number }>();
  constructor(readonly name: string, readonly help: string) {}
  observe(labels: Record<string, string>, seconds: number) {
    const key = labelText(labels);
    let s = this.series.get(key);
    if (!s) this.series.set(key, (s = { buckets: BUCKETS.map(() => 0), sum: 0, count: 0 }));
    BUCKETS.forEach((le, i) => seconds <= le && s!.buckets[i]!++);
    s.sum += seconds;
    s.count++;
  }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [labels, s] of this.series) {
      const join = (extra: string) => `{${[labels, extra].filter(Boolean).join(",")}}`;
      BUCKETS.forEach((le, i) => lines.push(`${this.name}_bucket${join(`le="${le}"`)} ${s.buckets[i]}`));
      lines.push(`${this.name}_bucket${join('le="+Inf"')} ${s.count}`, `${this.name}_sum${labels ? `{${labels}}` : ""} ${s.sum}`, `${this.name}_count${labels ? `{${labels}}` : ""} ${s.count}`);
    }
    return lines.join("\n");
  }
}

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labelText = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
    .join(",");

const requests = new Histogram("sehat_http_request_duration_seconds", "Console requests by route, method and status.");
const platformCalls = new Histogram("sehat_platform_call_duration_seconds", "Calls from the console to the platform by call and outcome.");
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

export function observeRequest(route: string, method: string, status: number, seconds: number) {
  requests.observe({ route, method, status: String(status) }, seconds);
}

export function observePlatformCall(call: string, outcome: string, seconds: number) {
  platformCalls.observe({ call, outcome }, seconds);
}

export function renderMetrics(): string {
  const memory = process.memoryUsage();
  const gauge = (name: string, help: string, value: number) => `# HELP ${name} ${help}\n# TYPE ${name} gauge\n${name} ${value}`;
  const out = [
    requests.render(),
    platformCalls.render(),
    gauge("sehat_event_loop_lag_p99_seconds", "Event-loop delay, 99th percentile since the last scrape.", loop.percentile(99) / 1e9),
    gauge("sehat_event_loop_lag_max_seconds", "Longest event-loop delay since the last scrape.", loop.max / 1e9),
    gauge("process_resident_memory_bytes", "Resident memory.", memory.rss),
    gauge("nodejs_heap_used_bytes", "V8 heap in use.", memory.heapUsed),
    gauge("process_uptime_seconds", "Seconds since the process started.", process.uptime()),
  ];
  loop.reset();
  return `${out.join("\n")}\n`;
}
