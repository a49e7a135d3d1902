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
