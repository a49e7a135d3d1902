import { describe, expect, it } from "vitest";
import { clearFailures, recordFailure, retryAfterSeconds } from "./rate-limit";

describe("failed-login limiter", () => {
  it("blocks after the limit within a minute and frees up as the window slides", () => {
    const key = `k-${Math.random()}`;
    const t0 = 1_000_000;
    for (let i = 0; i < 10; i++) {
      expect(retryAfterSeconds(key, 10, t0 + i)).toBe(0);
      recordFailure(key, t0 + i);
    }
    expect(retryAfterSeconds(key, 10, t0 + 100)).toBe(60);
    expect(retryAfterSeconds(key, 10, t0 + 30_000)).toBe(30);
    expect(retryAfterSeconds(key, 10, t0 + 60_001)).toBe(0);
  });

  it("keys are independent and a success clears its key", () => {
    const a = `a-${Math.random()}`;
    const b = `b-${Math.random()}`;
    for (let i = 0; i < 3; i++) recordFailure(a);
    expect(retryAfterSeconds(a, 3)).toBeGreaterThan(0);
    expect(retryAfterSeconds(b, 3)).toBe(0);
    clearFailures(a);
    expect(retryAfterSeconds(a, 3)).toBe(0);
  });
});
