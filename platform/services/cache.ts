// What the platform keeps in memory between requests (docs/decisions/014): verified bearer tokens
// for a few seconds, and small answers that change rarely or may lag (reference rows, aggregates).
import type { sessions, users } from "../db/schema.ts";

/** A verified token: its session row and its user. */
export type FoundSession = { session: typeof sessions.$inferSelect; user: typeof users.$inferSelect };

/**
 * Verified tokens (by their sha256), each kept for at most `ttlMs` and never past the token's own
 * expiry. Every change of a token's validity made by this process (logout, password change,
 * rotation) forgets the affected entries at once, and a lookup that was already reading the
 * database when that happened does not store what it read. With `ttlMs` 0 nothing is kept.
 */
export class SessionCache {
  private readonly entries = new Map<string, { found: FoundSession; until: number }>();
  /** Bumped by every invalidation; a lookup stores its answer only if it did not change meanwhile. */
  private generation = 0;
  private readonly pending = new Map<string, Promise<FoundSession | null>>();

  constructor(readonly ttlMs: number) {}

  async lookup(tokenHash: string, kind: string, now: Date, load: () => Promise<FoundSession | null>): Promise<FoundSession | null> {
    const at = now.getTime();
    const hit = this.entries.get(tokenHash);
    if (hit) {
      if (hit.until > at && hit.found.session.kind === kind) return hit.found;
      if (hit.until <= at) this.entries.delete(tokenHash);
    }
    if (this.ttlMs <= 0) return load();
    // Concurrent requests with the same token share one read (a page's calls arrive together).
    const key = `${kind}:${tokenHash}`;
    const reading = this.pending.get(key);
    if (reading) return reading;
    const generation = this.generation;
    const read = load().then((found) => {
      if (found && generation === this.generation) {
        if (this.entries.size >= 10_000) this.entries.clear();
        this.entries.set(tokenHash, { found, until: Math.min(at + this.ttlMs, found.session.expiresAt.getTime()) });
      }
      return found;
    });
    this.pending.set(key, read);
    void read.finally(() => {
      if (this.pending.get(key) === read) this.pending.delete(key);
    }).catch(() => {});
    return read;
  }

  /** A token ended or changed (logout, rotation): it, and the gateway tokens obtained with it. */
  forgetToken(tokenHash: string) {
    this.generation++;
    this.pending.clear();
    for (const [key, { found }] of this.entries) {
      if (key === tokenHash || found.session.parentHash === tokenHash) this.entries.delete(key);
    }
  }

  /** Every token of a user (a password change ends the other sessions; an account changed). */
  forgetUser(username: string) {
    this.generation++;
    this.pending.clear();
    for (const [key, { found }] of this.entries) {
      if (found.session.username === username) this.entries.delete(key);
    }
  }

  clear() {
    this.generation++;
    this.pending.clear();
    this.entries.clear();
  }
}

/**
 * Answers kept per key for `ttlMs` by the clock `now`; concurrent callers share one computation,
 * and a failed computation is not kept. With `staleWhileRevalidate`, an answer past its time is
 * still given while one new computation runs in the background (callers never wait for it; a
 * failed refresh keeps the old answer until the next try). `clear()` drops everything at once.
 */
export function ttlMemo<T>(ttlMs: number, now: () => Date, opts: { staleWhileRevalidate?: boolean } = {}) {
  const entries = new Map<string, { until: number; value: Promise<T>; refreshing?: boolean }>();
  const start = (compute: () => PromiseLike<T>, at: number) => {
    // A Drizzle query is a thenable that runs again on every then(): run it once, keep the promise.
    const value = Promise.resolve(compute());
    return { until: at + ttlMs, value };
  };
  const memo = (key: string, compute: () => PromiseLike<T>): Promise<T> => {
    const at = now().getTime();
    const hit = entries.get(key);
    if (hit && hit.until > at) return hit.value;
    if (hit && opts.staleWhileRevalidate) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = start(compute, at);
        next.value.then(
          () => entries.get(key) === hit && entries.set(key, next),
          () => (hit.refreshing = false),
        );
      }
      return hit.value;
    }
    if (ttlMs <= 0) return Promise.resolve(compute());
    if (entries.size > 1000) entries.clear();
    const entry = start(compute, at);
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
  memo.clear = () => entries.clear();
  return memo;
}
