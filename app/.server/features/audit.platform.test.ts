import { and, desc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { auditLog, contents } from "../../../platform/db/schema";
import { login, startTestPlatform, type TestPlatform } from "../../../platform/testing";
import { requestStore, type RequestRecord } from "../http/request-context";
import { baseSegment, loadSession, sessionContext } from "../session";
import { userWith } from "../kits/testing";

/**
 * What the console tells the platform's audit trail (issue 26), against the real embedded platform:
 * a screen the access table refuses, a session the console ends itself, and the screen, address and
 * request id a change carries.
 */
const box = vi.hoisted(() => ({ platform: null as null | { fetch(req: Request): Promise<Response> } }));
vi.mock("../upstream/transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: (req: Request) => box.platform!.fetch(req),
}));

const { signedInOnly, signedInContext } = await import("../http/middleware");
const { logout } = await import("../upstream/session");

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
  box.platform = platform;
});
afterAll(async () => platform?.close());

const newest = async (username: string, action: string) =>
  (await platform.db.select().from(auditLog).where(and(eq(auditLog.username, username), eq(auditLog.action, action))).orderBy(desc(auditLog.id)).limit(1))[0];

/** A console request by `username` to `path` under its base, through the guard, inside its request record. */
async function visit(username: string, path: string, record: RequestRecord) {
  const token = await login(platform, username);
  const request = new Request(`http://console.test/${baseSegment(token)}/${path}`);
  const context = new RouterContextProvider();
  const session = await loadSession(request);
  session.signIn(token, userWith({ username, role: username }));
  context.set(sessionContext, session);
  return requestStore.run(record, async () => {
    try {
      await signedInOnly({ request, url: new URL(request.url), params: { base: baseSegment(token) }, context, pattern: "/:base/*" } as never, async () => new Response("ok"));
      return { context, session };
    } catch (thrown) {
      return { thrown, context, session };
    }
  });
}

describe("the console's part of the audit trail", () => {
  it("records a screen the access table refuses, with who, where and which screen", async () => {
    const record: RequestRecord = { id: "req-refused-1", ip: "198.51.100.7", platformCalls: 0, platformMs: 0 };
    const { thrown } = await visit("admin", "e-sign/corporates", record);
    expect((thrown as { init?: { status: number } }).init?.status).toBe(403);
    const refused = await newest("admin", "refused");
    expect(refused).toMatchObject({ kind: "security", role: "admin", projectId: "PRJ001", screen: "e-sign-corporates", address: "198.51.100.7", requestId: "req-refused-1" });
    expect(refused!.after).toMatchObject({ path: expect.stringContaining("/e-sign/corporates") });
  });

  it("passes the screen of an allowed page to every platform call it makes", async () => {
    const record: RequestRecord = { id: "req-screen-1", ip: "198.51.100.8", platformCalls: 0, platformMs: 0 };
    const { context } = await visit("admin", "news", record);
    expect(record.screen).toBe("news");
    const { upstream } = context.get(signedInContext);
    const [item] = await platform.db.select().from(contents).where(and(eq(contents.appId, "APP001"), eq(contents.featureId, "a0001"))).limit(1);
    const datajson = item!.datajson as Record<string, string>;
    await requestStore.run(record, () =>
      upstream.post({ value: "/api/updateContent" }, { idContent: String(item!.id), appid: "APP001", featureid: "a0001", datajson: { ...datajson, title: "Judul dari konsol" }, status: item!.status }, { schema: z.unknown() }),
    );
    const [change] = await platform.db.select().from(auditLog).where(eq(auditLog.requestId, "req-screen-1"));
    expect(change).toMatchObject({ kind: "change", action: "update", username: "admin", screen: "news", call: "updateContent", address: "198.51.100.8", entity: "contents", recordId: String(item!.id) });
    expect(change!.before).toEqual({ datajson: datajson });
    expect(change!.after).toEqual({ datajson: { ...datajson, title: "Judul dari konsol" } });
  });

  it("says when it ends a session itself (idle or too old), and when the operator logs out", async () => {
    const token = await login(platform, "editor");
    const session = await loadSession(new Request("http://console.test/"));
    session.signIn(token, userWith({ username: "editor", role: "editor" }));
    await requestStore.run({ id: "req-expired-1", ip: "198.51.100.9", platformCalls: 0, platformMs: 0 }, () => logout(session, "expired"));
    expect(await newest("editor", "session-expired")).toMatchObject({ kind: "security", requestId: "req-expired-1", address: "198.51.100.9" });
    const again = await loadSession(new Request("http://console.test/"));
    again.signIn(await login(platform, "editor"), userWith({ username: "editor", role: "editor" }));
    await logout(again);
    expect(await newest("editor", "logout")).toMatchObject({ kind: "security", call: "user/logout" });
  });
});

