/**
 * Failed-login limiter: a sliding one-minute window per key, in memory. Successful logins
 * never count. Per-process on purpose: a console instance behind a load balancer limits its
 * own share, and the platform limits again behind it.
 */
const WINDOW_MS = 60_000;
const failures = new Map<string, number[]>();

function recent(key: string, now: number): number[] {
  const list = (failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (list.length) failures.set(key, list);
  else failures.delete(key);
  return list;
}

/** Seconds until another attempt is allowed, or 0. */
export function retryAfterSeconds(key: string, limit: number, now = Date.now()): number {
  const list = recent(key, now);
  if (list.length < limit) return 0;
  return Math.max(1, Math.ceil((list[list.length - limit] + WINDOW_MS - now) / 1000));
}

export function recordFailure(key: string, now = Date.now()) {
  const list = recent(key, now);
  list.push(now);
  failures.set(key, list);
  if (failures.size > 50_000) failures.delete(failures.keys().next().value!);
}

export function clearFailures(key: string) {
  failures.delete(key);
}

/** Failures of a key in the last minute. */
export function failureCount(key: string, now = Date.now()): number {
  return recent(key, now).length;
}

/**
 * Slows an address down once it has failed more than `limit` times in a minute: 250 ms per
 * failure beyond that, at most 3 s. A delay, not a refusal.
 */
export function slowDown(failures: number, limit: number): Promise<void> {
  const ms = Math.min(3000, Math.max(0, failures - limit) * 250);
  return ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
