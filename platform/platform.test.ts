import { existsSync, mkdtempSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPlatform } from "./platform.ts";
import { call, login } from "./testing.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "sehat-platform-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("createPlatform on a data directory", () => {
  it("creates, migrates and seeds; locks the directory; reopens without reseeding", async () => {
    const first = await createPlatform({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
      expect(existsSync(path.join(dataDir, "platform.lock"))).toBe(true);
      await expect(createPlatform({ dataDir })).rejects.toThrow(/already open in this process/);
      const token = await login(first, "admin");
      const res = await call(first, "GET", "/api/getDashboard/APP001", { token });
      expect(res.body.data.members.total).toBeGreaterThan(5000);
      expect(existsSync(path.join(dataDir, "files", "demo", "v1", "guidebook", "panduan-e-card.pdf"))).toBe(true);
      expect((await first.fetch(new Request("http://platform.test/files/demo/v1/guidebook/panduan-e-card.pdf"))).status).toBe(200);
    } finally {
      await first.close();
    }
    // a demo file that went missing is written again at the next start
    unlinkSync(path.join(dataDir, "files", "demo", "v1", "guidebook", "panduan-e-card.pdf"));
    expect(existsSync(path.join(dataDir, "platform.lock"))).toBe(false);
    expect((await call(first, "GET", "/health")).status).toBe(503);

    const started = performance.now();
    const second = await createPlatform({ dataDir });
    try {
      expect(performance.now() - started).toBeLessThan(15_000);
      const token = await login(second, "superadmin");
      const res = await call(second, "GET", "/api/get/payor", { token });
      expect(res.body.data).toHaveLength(6);
      expect((await second.fetch(new Request("http://platform.test/files/demo/v1/guidebook/panduan-e-card.pdf"))).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
