import { describe, expect, it } from "vitest";
import { readHiddenColumns, saveColumnChoice } from "./column-prefs";

const known = ["no_card", "name", "birthdate", "created_at"];

async function choose(cookie: string | null, username: string, table: string, shown: string[]) {
  const request = new Request("http://console.test/x", { headers: cookie ? { Cookie: cookie } : {} });
  const form = new FormData();
  for (const key of shown) form.append("shown", key);
  const response = await saveColumnChoice(request, form, username, table, known, "/base/members/all?page=2");
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/base/members/all?page=2");
  return response.headers.get("Set-Cookie")!.split(";")[0];
}
const read = (cookie: string, username: string, table: string, keys = known) =>
  readHiddenColumns(new Request("http://console.test/x", { headers: { Cookie: cookie } }), username, table, keys);

describe("column chooser memory", () => {
  it("remembers the unticked columns per user and per table", async () => {
    let cookie = await choose(null, "superadmin", "members", ["no_card", "name"]);
    expect(await read(cookie, "superadmin", "members")).toEqual(["birthdate", "created_at"]);
    expect(await read(cookie, "superadmin", "core-members")).toEqual([]);
    expect(await read(cookie, "admin", "members")).toEqual([]);
    cookie = await choose(cookie, "admin", "members", ["name", "birthdate", "created_at"]);
    expect(await read(cookie, "admin", "members")).toEqual(["no_card"]);
    expect(await read(cookie, "superadmin", "members")).toEqual(["birthdate", "created_at"]);
  });

  it("keeps at least one column, and only known keys", async () => {
    const cookie = await choose(null, "u", "members", []);
    expect(await read(cookie, "u", "members")).toEqual([]);
    const other = await choose(null, "u", "members", ["name"]);
    expect(await read(other, "u", "members", ["name", "phone"])).toEqual([]);
  });

  it("ignores a cookie it did not sign", async () => {
    const forged = `sehat_columns=${Buffer.from(JSON.stringify({ u: { members: ["name"] } })).toString("base64")}`;
    expect(await read(forged, "u", "members")).toEqual([]);
  });
});
