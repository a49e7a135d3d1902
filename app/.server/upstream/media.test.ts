import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { library_images } from "../../../contract/content";
import { SEARCH_MAX } from "../../../contract/lists";
import { loader as pickerItems } from "../../routes/$base.media-library_.items";
import { can } from "../access";
import { signedInContext } from "../http/middleware";
import { sessionContext } from "../session";
import { signedIn, userWith } from "../kits/testing";
import type { Upstream } from "./client";
import { getFileRembursment, getLibrary, libraryOwner, uploadFile, uploadImage } from "./media";

const platform = vi.hoisted(() => ({ seen: [] as Request[], answer: (_req: Request): Promise<Response> => Promise.resolve(new Response("{}")) }));
vi.mock("./transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: (req: Request) => {
    platform.seen.push(req);
    return platform.answer(req);
  },
}));

const admin = userWith({ username: "admin", role: "admin" });
const provider = userWith({ username: "provider", role: "provider", provider_code: "PRV001" });
let session: Upstream;

beforeEach(async () => {
  platform.seen = [];
  session = (await signedIn(admin, "tok-1")).upstream;
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("media rights (SPEC §6)", () => {
  it("lets admin and superadmin manage media, nobody else", () => {
    expect(can({ role: "admin" }, "media.manage")).toBe(true);
    expect(can({ role: "superadmin" }, "media.manage")).toBe(true);
    for (const role of ["eclaim", "provider", "operator", "sd", "e-materai"]) expect(can({ role }, "media.manage")).toBe(false);
  });

  it("uses the provider's own library on the provider side", () => {
    expect(libraryOwner(admin)).toEqual({ owner: "APP001", provider: false });
    expect(libraryOwner(provider)).toEqual({ owner: "PRV001", provider: true });
  });
});

describe("media calls", () => {
  it("reads one page of the library, searched and typed", async () => {
    platform.answer = async () => json({ code: 200, data: { data: [{ id: 7, type: "pdf", image_url: "/files/a.pdf", description: null, createdAt: "2026-01-01T00:00:00Z", titleImage: "a.pdf" }], total: 41 } });
    const page = await getLibrary(session, { type: "pdf", q: "panduan", page: 2, size: 40 });
    const url = new URL(platform.seen[0].url);
    expect(url.pathname).toBe("/api/library_images/APP001");
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: "pdf", q: "panduan", page: "2", size: "40" });
    expect(page).toEqual({ total: 41, items: [{ id: "7", type: "pdf", image_url: "/files/a.pdf", description: "", createdAt: "2026-01-01T00:00:00Z", titleImage: "a.pdf" }] });
  });

  it("passes the multipart body through as it comes, and reads either answer shape", async () => {
    platform.answer = async () => json({ code: 200, data: { url: "/files/u/x.png", type: "image", mime: "image/png", size: 3 } });
    const body = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode("--b\r\n")), c.close()) });
    expect(await uploadFile(session, body, "multipart/form-data; boundary=b", { type: "image", name: "x.png" })).toEqual({ url: "/files/u/x.png", type: "image" });
    const sent = platform.seen[0];
    // The kind and name go along, so the platform refuses a mismatch before it stores a byte.
    expect(Object.fromEntries(new URL(sent.url).searchParams)).toEqual({ type: "image", name: "x.png" });
    expect(sent.method).toBe("POST");
    expect(sent.headers.get("Content-Type")).toBe("multipart/form-data; boundary=b");
    expect(sent.headers.get("Authorization")).toBe("Bearer tok-1");
    expect(await sent.text()).toBe("--b\r\n");

    platform.answer = async () => json({ code: 200, data: { data: { url: "/files/p/y.png" } } });
    expect(await uploadFile(session, "x", "multipart/form-data; boundary=b", { type: "image", name: "y.png" })).toEqual({ url: "/files/p/y.png", type: null });
  });

  it("registers an upload in the owner's library", async () => {
    session = (await signedIn(provider, "tok-2")).upstream;
    platform.answer = async () => json({ code: 200, data: { id: "9", type: "image", image_url: "/files/p/y.png", description: "Logo", createdAt: null, titleImage: "y.png" } });
    await uploadImage(session, { image: "/files/p/y.png", titleImage: "y.png", type: "image", description: "Logo" });
    expect(await platform.seen[0].json()).toEqual({ appid: "PRV001", image: "/files/p/y.png", titleImage: "y.png", type: "image", description: "Logo" });
  });

  it("turns a refused reimbursement range into the platform's message", async () => {
    platform.answer = async () => json({ status: false, code: 400, message: "Data terlalu banyak, silahkan pilih tanggal yang lebih sedikit!" }, 400);
    await expect(getFileRembursment(session, { payor: "P001", from: "2026-01-01", to: "2026-03-01" })).rejects.toMatchObject({
      message: "Data terlalu banyak, silahkan pilih tanggal yang lebih sedikit!",
      status: 400,
    });
    expect(await platform.seen[0].json()).toEqual({ payors_code: "P001", from: "2026-01-01", to: "2026-03-01" });
  });

  it("cuts the media picker's search to the bound the platform keeps (SEARCH_MAX, issue 25)", async () => {
    platform.answer = async () => json({ code: 200, data: { data: [], total: 0 } });
    const { session: requestSession, upstream } = await signedIn(admin, "tok-3");
    const context = new RouterContextProvider();
    context.set(sessionContext, requestSession);
    context.set(signedInContext, { user: admin, upstream } as never);
    const url = new URL(`http://console.test/b/media-library/items?type=image&q=${"a".repeat(SEARCH_MAX + 100)}`);
    const args = { request: new Request(url), url, params: { base: "b" }, context } as unknown as Parameters<typeof pickerItems>[0];
    expect((await pickerItems(args)).status).toBe(200);
    const sent = new URL(platform.seen[0].url).searchParams.get("q");
    expect(sent).toBe("a".repeat(SEARCH_MAX));
    // and that is exactly what the contract lets through, one more is refused
    expect(library_images.query.safeParse({ q: sent }).success).toBe(true);
    expect(library_images.query.safeParse({ q: `${sent}a` }).success).toBe(false);
  });
});
