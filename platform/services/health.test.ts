import { describe, expect, it } from "vitest";
import { call, startTestPlatform } from "../testing.ts";

describe("platform health", () => {
  it("/ready asks the database and /health does not: a closed database is 503 on /ready only", async () => {
    const platform = await startTestPlatform();
    expect((await call(platform, "GET", "/ready")).status).toBe(200);
    expect((await call(platform, "GET", "/health")).status).toBe(200);
    await platform.close(); // the database goes away, the HTTP app stays
    const ready = await call(platform, "GET", "/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 503, message: "Database unavailable" });
    expect((await call(platform, "GET", "/health")).status).toBe(200);
  });
});
