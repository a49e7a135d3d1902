import { describe, expect, it } from "vitest";
import { newProviderId } from "./provider";

describe("newProviderId (SPEC §9: 'prov_' and 6)", () => {
  it("makes ids the platform accepts, not twice the same", () => {
    const ids = Array.from({ length: 200 }, newProviderId);
    for (const id of ids) expect(id).toMatch(/^prov_[a-z0-9]{6}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
