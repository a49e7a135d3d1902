import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlatform, type Platform } from "../../platform.ts";
import { call, DEMO_PASSWORD_HASH, login, sha256 } from "../../testing.ts";

let platform: Platform;
beforeAll(async () => {
  platform = await createPlatform({ memory: true });
});
afterAll(() => platform?.close());

describe("POST /api/user/login", () => {
  it("answers the contract shape for a demo account", async () => {
    const res = await call(platform, "POST", "/api/user/login", { body: { username: "eclaim", password: DEMO_PASSWORD_HASH } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 200, message: "Login Success" });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { dataLogin, dataApp } = res.body.data;
    expect(dataLogin).toMatchObject({ app_id: "APP001", username: "eclaim", mobile_id: "MOB001" });
    expect(dataLogin.meta).toMatchObject({ role: "eclaim", payor_code: "P001", whitelable: "P001", app_id: "APP001", flag_access: {} });
    expect(Array.isArray(dataLogin.meta.menu_active)).toBe(true);
    expect(dataApp).toEqual({ project_id: "PRJ001", name: "Sehat Core", to: "2028-12-31", Project: { payorcode: ["P001", "P002", "P003", "P004", "P005", "P006"] } });
  });

  it("gives the operator its second project, two payors and two menus", async () => {
    const res = await call(platform, "POST", "/api/user/login", { body: { username: "operator", password: DEMO_PASSWORD_HASH } });
    expect(res.body.data.dataLogin.meta).toMatchObject({ role: "operator", payor_code: "P007,P008", menu_active: ["news", "members"] });
    expect(res.body.data.dataApp.Project.payorcode).toEqual(["P007", "P008"]);
  });

  it("gives admin a hidden phone column", async () => {
    const res = await call(platform, "POST", "/api/user/login", { body: { username: "admin", password: DEMO_PASSWORD_HASH } });
    expect(res.body.data.dataLogin.meta.flag_access).toEqual({ phone: false });
  });

  it("refuses a wrong password and an unknown user alike", async () => {
    for (const body of [{ username: "admin", password: sha256("wrong") }, { username: "nobody", password: DEMO_PASSWORD_HASH }]) {
      const res = await call(platform, "POST", "/api/user/login", { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 401, message: "Username atau Password salah!" });
    }
  });

  it("answers 400 for missing or malformed fields", async () => {
    const cases: unknown[] = [{}, { username: "admin" }, { password: DEMO_PASSWORD_HASH }, { username: "admin", password: "demo1234" }, { username: 5, password: DEMO_PASSWORD_HASH }, { username: "   ", password: DEMO_PASSWORD_HASH }];
    for (const body of cases) {
      const res = await call(platform, "POST", "/api/user/login", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/^Invalid request: (username|password)/);
    }
  });

  it("answers 400 for garbage, empty and non-object bodies", async () => {
    for (const body of ["{not json", "", "[1,2]", "null", '"text"']) {
      const res = await call(platform, "POST", "/api/user/login", { body, headers: { "content-type": "application/json" } });
      expect(res.status, body).toBe(400);
      expect(res.body.message).toMatch(/Invalid request/);
    }
  });

  it("answers 400, not 500, for 10,000-character fields", async () => {
    const long = "x".repeat(10_000);
    const res = await call(platform, "POST", "/api/user/login", { body: { username: long, password: DEMO_PASSWORD_HASH } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("username: must be at most 200 characters");
    const res2 = await call(platform, "POST", "/api/user/login", { body: { username: "admin", password: long } });
    expect(res2.status).toBe(400);
  });

  it("answers 413 for bodies over 1 MB", async () => {
    const res = await call(platform, "POST", "/api/user/login", { body: { username: "a".repeat(1_100_000), password: DEMO_PASSWORD_HASH } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
  });
});

describe("bearer tokens", () => {
  it("requires a token (401)", async () => {
    const variants: Record<string, string>[] = [{}, { authorization: "Bearer" }, { authorization: "Basic abc" }, { authorization: `Bearer ${"A".repeat(43)}` }, { authorization: `Bearer ${"é".repeat(50)}` }];
    for (const headers of variants) {
      const res = await call(platform, "GET", "/api/get/payor", { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, message: "Unauthorized" });
    }
  });

  it("does not rotate a fresh token", async () => {
    const token = await login(platform, "admin");
    const res = await call(platform, "GET", "/api/get/payor", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-new-token")).toBeNull();
  });

  it("logout revokes the token", async () => {
    const token = await login(platform, "admin");
    expect((await call(platform, "POST", "/api/user/logout", { token })).body).toEqual({ code: 200, message: "Logout Success" });
    expect((await call(platform, "GET", "/api/get/payor", { token })).status).toBe(401);
    expect((await call(platform, "POST", "/api/user/logout", { token })).status).toBe(401);
  });
});

describe("POST /api/updatePass", () => {
  it("checks the old password, then the new one logs in and the old one does not", async () => {
    const token = await login(platform, "sd");
    const other = await login(platform, "sd");
    const newpass = sha256("rahasia-baru-2026");
    const wrong = await call(platform, "POST", "/api/updatePass", { token, body: { username: "sd", oldpass: sha256("salah"), newpass } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, message: "Password lama salah!" });

    const right = await call(platform, "POST", "/api/updatePass", { token, body: { username: "sd", oldpass: DEMO_PASSWORD_HASH, newpass } });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ code: 200, message: "Password berhasil diubah" });

    expect((await call(platform, "POST", "/api/user/login", { body: { username: "sd", password: DEMO_PASSWORD_HASH } })).status).toBe(401);
    await login(platform, "sd", newpass);
    // this session continues; the account's other sessions end
    expect((await call(platform, "GET", "/api/get/payor", { token })).status).toBe(200);
    expect((await call(platform, "GET", "/api/get/payor", { token: other })).status).toBe(401);
  });

  it("refuses another user's name, a missing field and a non-hash", async () => {
    const token = await login(platform, "admin");
    const other = await call(platform, "POST", "/api/updatePass", { token, body: { username: "superadmin", oldpass: DEMO_PASSWORD_HASH, newpass: sha256("x") } });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/Username/);
    const missing = await call(platform, "POST", "/api/updatePass", { token, body: { username: "admin", oldpass: DEMO_PASSWORD_HASH } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Invalid request: newpass: is required");
    const plain = await call(platform, "POST", "/api/updatePass", { token, body: { username: "admin", oldpass: DEMO_PASSWORD_HASH, newpass: "plain" } });
    expect(plain.status).toBe(400);
    expect((await call(platform, "POST", "/api/updatePass", { body: { username: "admin" } })).status).toBe(401);
  });
});

describe("unknown routes", () => {
  it("answer 404 JSON with or without a token", async () => {
    const token = await login(platform, "admin");
    for (const [method, path, t] of [["GET", "/api/nope", undefined], ["GET", "/api/nope", token], ["GET", "/nothing/here", undefined], ["GET", "/api/user/login", undefined], ["DELETE", "/api/get/payor", token]] as const) {
      const res = await call(platform, method, path, { token: t });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe(404);
      expect(res.body.message).toMatch(/^Not found/);
    }
  });

  it("serves /health", async () => {
    expect((await call(platform, "GET", "/health")).body).toEqual({ code: 200, message: "OK" });
  });
});
