import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, errorFields, maskPath, requestId } from "./log";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function capture() {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(`ERR ${String(chunk)}`), true));
  return lines;
}

describe("the structured log", () => {
  it("writes one JSON line per event with time, level, service and the fields given", () => {
    vi.stubEnv("LOG_FORMAT", "json");
    const lines = capture();
    createLogger("console").info("request", { id: "abc123", status: 200, user: undefined });
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: "info", service: "console", msg: "request", id: "abc123", status: 200 });
    expect(Date.parse(line.time)).not.toBeNaN();
    expect("user" in line).toBe(false);
  });

  it("honours LOG_LEVEL, sends warnings to stderr, and has a readable format", () => {
    vi.stubEnv("LOG_LEVEL", "warn");
    vi.stubEnv("LOG_FORMAT", "pretty");
    const lines = capture();
    const log = createLogger("platform");
    log.info("hidden");
    log.warn("platform call failed", { call: "/api/x", ms: 12 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ERR \d\d:\d\d:\d\d\.\d{3} WARN {2}platform platform call failed call=\/api\/x ms=12\n$/);
  });

  it("masks long digit runs in paths (cards, NIK, phone numbers)", () => {
    expect(maskPath("/b/eclaim_detail/8001123456789012")).toBe("/b/eclaim_detail/8001************");
    expect(maskPath("/b/detail_logs/2026-01")).toBe("/b/detail_logs/2026-01");
  });

  it("takes a sane request id from a proxy, else makes one", () => {
    expect(requestId("req-1234567")).toBe("req-1234567");
    expect(requestId("bad id with spaces")).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives an error's message, and its stack only at debug level", () => {
    expect(errorFields(new Error("boom"))).toEqual({ error: "boom" });
    vi.stubEnv("LOG_LEVEL", "debug");
    expect(errorFields(new Error("boom")).stack).toContain("Error: boom");
  });
});
