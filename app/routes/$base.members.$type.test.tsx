// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { login } from "../../platform/testing";

/**
 * The member delete challenge as a route (issue 25, point 4). The action's branches are the point:
 * a code typed for another challenge is refused on the server even when the browser's check
 * passed, the right code deletes, and a role without the right gets no challenge at all.
 */
const box = vi.hoisted(() => ({ platform: null as null | { fetch(req: Request): Promise<Response> } }));
vi.mock("~/.server/upstream/transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: (req: Request) => box.platform!.fetch(req),
}));

const route = await import("./$base.members.$type");
const { renderRoute, routePlatform, until, field, typeInto, submit } = await import("~/.server/kits/testing-routes");
const { signedIn, userWith } = await import("~/.server/kits/testing");
const { getListMember } = await import("~/.server/upstream/members");
const { newNonce } = await import("~/.server/features/delete-challenge");

const platform = routePlatform(box);

const open = (username: string, at: string) => renderRoute({ platform: platform(), username, id: "routes/$base.members.$type", path: "members/:type", module: route, at });
const shownCode = async () => (await until(() => document.querySelector<HTMLElement>('[data-testid="security-code"]'), "the security code")).textContent!.replace(/\s/g, "");

describe("the member delete challenge, as a route", () => {
  it("refuses a code typed for another challenge on the server, and deletes with the right one", async () => {
    const superadmin = (await signedIn(userWith({ username: "superadmin", role: "superadmin" }), await login(platform(), "superadmin"))).upstream;
    const newest = () => getListMember(superadmin, "all", { page: 1, size: 10, sort: "created_at", order: "desc" });
    const before = await newest();
    const member = before.rows[0]!;
    const at = `members/all?delete=${member.id}&card=${encodeURIComponent(member.no_card)}`;

    // The loader adds a nonce and shows the code of this member, this user and that nonce.
    await open("superadmin", at);
    const code = await shownCode();
    expect(code).toMatch(/^[A-Z2-9]{5}$/);
    // Another challenge's nonce with this challenge's code: the browser's check passes, the server's does not.
    field("nonce").value = newNonce();
    await typeInto("code", code);
    await submit("nonce");
    await until(() => document.body.textContent?.includes("Kode Keamanan yang dimasukkan salah"), "the wrong-code error");
    expect((await newest()).rows.map((m) => m.id)).toContain(member.id);

    // The page's own nonce and code: the member is gone and the dialog closes.
    await open("superadmin", at);
    await typeInto("code", await shownCode());
    await submit("nonce");
    await until(() => !document.querySelector('[data-testid="security-code"]') && document.querySelector("table"), "the list without the dialog");
    const after = await newest();
    expect(after.rows.map((m) => m.id)).not.toContain(member.id);
    expect(after.total).toBe(before.total - 1);
  });

  it("gives a role without the delete right no challenge, whatever the URL says", async () => {
    await open("admin", "members/all?delete=1&card=X1");
    await until(() => document.querySelector("table"), "the member table");
    expect(document.querySelector('[data-testid="security-code"]')).toBeNull();
    expect(field("code")).toBeNull();
  });
});
