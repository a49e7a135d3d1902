import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hmacHex } from "../lib/crypto.ts";
import { call, login, startTestPlatform, type TestPlatform } from "../testing.ts";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ gatewayKey: "test-gateway-key" });
});
afterAll(() => platform?.close());

describe("POST /gateway/member/reqauth", () => {
  it("trades a user token and a valid signature for a gateway token", async () => {
    const token = await login(platform, "admin");
    const res = await call(platform, "POST", "/gateway/member/reqauth", { token, body: { project_id: "PRJ001", signature: hmacHex("test-gateway-key", "PRJ001") } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200 });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // a gateway token is not a main-API token
    expect((await call(platform, "GET", "/api/get/payor", { token: res.body.token })).status).toBe(401);
  });

  it("refuses a bad signature, another project, a missing token and bad bodies", async () => {
    const token = await login(platform, "operator");
    const bad = await call(platform, "POST", "/gateway/member/reqauth", { token, body: { project_id: "PRJ002", signature: hmacHex("wrong", "PRJ002") } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/signature/i);
    const other = await call(platform, "POST", "/gateway/member/reqauth", { token, body: { project_id: "PRJ001", signature: hmacHex("test-gateway-key", "PRJ001") } });
    expect(other.status).toBe(404);
    expect((await call(platform, "POST", "/gateway/member/reqauth", { body: { project_id: "PRJ002", signature: "x" } })).status).toBe(401);
    expect((await call(platform, "POST", "/gateway/member/reqauth", { token, body: "{{" })).status).toBe(400);
    expect((await call(platform, "POST", "/gateway/member/reqauth", { token, body: { project_id: "P".repeat(10_000), signature: "x" } })).status).toBe(400);
  });
});
