// ttlMemo (services/cache.ts): the memo behind the dashboard figures and the reference answers.
import { describe, expect, it } from "vitest";
import { ttlMemo } from "./cache.ts";

describe("ttlMemo", () => {
  it("keeps an answer for its time; with staleWhileRevalidate gives the old one while one refresh runs", async () => {
    let at = 0;
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    const plain = ttlMemo<number>(1000, () => new Date(at));
    expect(await Promise.all([plain("k", compute), plain("k", compute)])).toEqual([1, 1]);
    at = 1001;
    expect(await plain("k", compute)).toBe(2);

    computed = 0;
    const swr = ttlMemo<number>(1000, () => new Date(at), { staleWhileRevalidate: true });
    expect(await swr("k", compute)).toBe(1);
    at += 1001;
    // Past its time: the old answer at once, and a single refresh behind it.
    expect(await Promise.all([swr("k", compute), swr("k", compute)])).toEqual([1, 1]);
    expect(computed).toBe(2);
    expect(await swr("k", compute)).toBe(2);
    // A failed refresh keeps the old answer, and the next call tries again.
    at += 1001;
    expect(await swr("k", () => Promise.reject(new Error("down")))).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(await swr("k", compute)).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(await swr("k", compute)).toBe(3);
  });
});
