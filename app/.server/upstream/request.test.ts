import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { SessionUser } from "~/lib/user";
import { requestStore, type RequestRecord } from "../http/request-context";
import { loadSession, type RequestSession } from "../session";
import { openStream, request, SESSION_EXPIRED_MESSAGE, UpstreamError } from "./request";

// The platform is the edge here: each test decides what it answers.
const platform = vi.hoisted(() => ({ answer: (_req: Request): Promise<Response> => Promise.resolve(new Response("{}")) }));
vi.mock("./transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: (req: Request) => platform.answer(req),
}));

const user = { username: "admin", role: "admin" } as SessionUser;
let session: RequestSession;

beforeEach(async () => {
  session = await loadSession(new Request("http://console.test/"));
  session.signIn("tok-1", user);
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const schema = z.object({ data: z.object({ n: z.number() }) });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("request()", () => {
  it("sends the bearer token, the query and a JSON body, and parses the answer", async () => {
    let seen: Request | undefined;
    platform.answer = async (req) => {
      seen = req;
      return json({ code: 200, data: { n: 7 } });
    };
    const answer = await request("/api/thing", { session, query: { a: 1, skip: undefined }, json: { x: "y" }, schema });
    expect(answer.data.n).toBe(7);
    expect(seen!.headers.get("Authorization")).toBe("Bearer tok-1");
    expect(seen!.method).toBe("POST");
    expect(new URL(seen!.url).search).toBe("?a=1");
    expect(await seen!.json()).toEqual({ x: "y" });
  });

  it("tells the platform whose request it is, for its audit records: request id, address, screen", async () => {
    let seen: Request | undefined;
    platform.answer = async (req) => {
      seen = req;
      return json({ code: 200, data: { n: 1 } });
    };
    const record: RequestRecord = { id: "req-audit-1", ip: "203.0.113.9", screen: "news", platformCalls: 0, platformMs: 0 };
    await requestStore.run(record, () => request("/api/thing", { session, schema, headers: { "X-Logout-Reason": "expired" } }));
    expect(seen!.headers.get("X-Request-Id")).toBe("req-audit-1");
    expect(seen!.headers.get("X-Client-Address")).toBe("203.0.113.9");
    expect(seen!.headers.get("X-Console-Screen")).toBe("news");
    expect(seen!.headers.get("X-Logout-Reason")).toBe("expired");
    expect(record.platformCalls).toBe(1);
    // Outside a request (a script) none of them is made up.
    await request("/api/thing", { session, schema });
    expect(seen!.headers.has("X-Console-Screen")).toBe(false);
    expect(seen!.headers.has("X-Request-Id")).toBe(false);
  });

  for (const [label, response] of [
    ["code 421 in the body", () => json({ code: 421, message: "expired" })],
    ["code 422 in the body", () => json({ code: 422, message: "expired" })],
    ["HTTP 422", () => json({ message: "x" }, 422)],
    ["HTTP 421", () => json({ message: "x" }, 421)],
    ["HTTP 401", () => json({ code: 401, message: "Unauthorized" }, 401)],
    ["HTTP 403", () => json({ code: 403, message: "Forbidden" }, 403)],
  ] as const) {
    it(`logs the user out on ${label}`, async () => {
      platform.answer = async () => response();
      const thrown = await rejection(request("/api/thing", { session, schema }));
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toBe("/authentication/login");
      expect(session.token).toBeUndefined();
      expect(session.takeNotice()?.message).toBe(SESSION_EXPIRED_MESSAGE);
    });
  }

  it("a 401 before login is a failed call, not a logout", async () => {
    platform.answer = async () => json({ code: 401, message: "Username atau Password salah!" }, 401);
    const thrown = await rejection(request("/api/user/login", { session: null, json: {}, schema }));
    expect(thrown).toBeInstanceOf(UpstreamError);
    expect((thrown as UpstreamError).message).toBe("Username atau Password salah!");
    expect((thrown as UpstreamError).status).toBe(401);
  });

  it("replaces the token when the platform sends a new one", async () => {
    platform.answer = async () => json({ code: 200, data: { n: 1 } }, 200, { "X-New-Token": "tok-2" });
    await request("/api/thing", { session, schema });
    expect(session.token).toBe("tok-2");
    expect(session.takeNotice()?.message).toBe("Token diperbaharui!");
  });

  it("turns platform errors into their message", async () => {
    platform.answer = async () => json({ code: 400, message: "Password lama salah!" }, 400);
    const thrown = (await rejection(request("/api/thing", { session, schema }))) as UpstreamError;
    expect(thrown).toBeInstanceOf(UpstreamError);
    expect(thrown.message).toBe("Password lama salah!");
    expect(thrown.status).toBe(400);
    // Thrown from a loader it renders the error boundary with this status, not a 500.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 400 }, data: { message: "Password lama salah!" } });
  });

  it("an error code in a 200 body is an error too", async () => {
    platform.answer = async () => json({ code: 500, message: "Database down" });
    const thrown = (await rejection(request("/api/thing", { session, schema }))) as UpstreamError;
    expect(thrown.message).toBe("Database down");
    expect(thrown.status).toBe(502);
  });

  it("garbage bodies give a clear error", async () => {
    for (const body of ["<html>502 Bad Gateway</html>", "", "[1,2", "42", "null"]) {
      platform.answer = async () => new Response(body, { status: 200 });
      const thrown = (await rejection(request("/api/thing", { session, schema }))) as UpstreamError;
      expect(thrown).toBeInstanceOf(UpstreamError);
      expect(thrown.message).toBe("Jawaban platform tidak dapat dibaca.");
    }
  });

  it("answers of the wrong shape give a clear error", async () => {
    platform.answer = async () => json({ code: 200, data: { n: "seven" } });
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const thrown = (await rejection(request("/api/thing", { session, schema }))) as UpstreamError;
    spy.mockRestore();
    expect(thrown.message).toBe("Jawaban platform tidak sesuai.");
  });

  it("times out with AbortSignal", async () => {
    platform.answer = (req) =>
      new Promise((_, reject) => req.signal.addEventListener("abort", () => reject(req.signal.reason)));
    const thrown = (await rejection(request("/api/slow", { session, schema, timeoutMs: 30 }))) as UpstreamError;
    expect(thrown.status).toBe(504);
    expect(thrown.message).toMatch(/tidak menjawab tepat waktu/);
    expect(thrown.reason).toBe("timeout");
  });

  it("a network failure is a 502 with a clear message", async () => {
    platform.answer = async () => {
      throw new TypeError("fetch failed");
    };
    const thrown = (await rejection(request("/api/thing", { session, schema }))) as UpstreamError;
    expect(thrown.status).toBe(502);
    expect(thrown.message).toMatch(/Tidak dapat menghubungi platform/);
    expect(thrown.reason).toBe("unreachable");
  });

  it("a refusal's text in `error` (the e-sign calls) is the message; answers that came have no console reason", async () => {
    platform.answer = async () => json({ code: 409, message: "Conflict", error: "Corporate code K0001 already exists." }, 409);
    const thrown = (await rejection(request("/e-sign/cms/add/corporate", { session, schema }))) as UpstreamError;
    expect(thrown.message).toBe("Corporate code K0001 already exists.");
    expect(thrown.status).toBe(409);
    expect(thrown.reason).toBeUndefined();
  });
});

describe("openStream()", () => {
  it("passes a file through; a platform that stalls mid-body is given up, and its read stopped", async () => {
    let cancelled = false;
    platform.answer = async () =>
      new Response(
        new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode("first chunk"));
          },
          cancel() {
            cancelled = true;
          },
        }),
        { headers: { "Content-Type": "application/pdf" } },
      );
    const response = await openStream("/files/a.pdf", session, { idleMs: 50 });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("first chunk");
    const started = Date.now();
    await expect(reader.read()).rejects.toThrow(/sent nothing/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(cancelled).toBe(true);
  });

  it("a platform that does not answer at all is a 504 after the header timeout", async () => {
    platform.answer = (req) => new Promise((_, reject) => req.signal.addEventListener("abort", () => reject(req.signal.reason)));
    const thrown = (await rejection(openStream("/files/a.pdf", session, { timeoutMs: 30 }))) as UpstreamError;
    expect(thrown.status).toBe(504);
  });

  it("the visitor going away stops the platform read", async () => {
    let aborted = false;
    platform.answer = (req) =>
      new Promise((_, reject) =>
        req.signal.addEventListener("abort", () => {
          aborted = true;
          reject(req.signal.reason);
        }),
      );
    const visitor = new AbortController();
    const pending = rejection(openStream("/files/a.pdf", session, { signal: visitor.signal }));
    visitor.abort();
    await pending;
    expect(aborted).toBe(true);
  });

  it("maps the platform's refusal with its message and reason", async () => {
    platform.answer = async () => json({ code: 404, message: "Document not found", reason: "other_payor" }, 404);
    const thrown = (await rejection(openStream("/api/claimDocument/RQ1/a.pdf", session))) as UpstreamError;
    expect(thrown).toMatchObject({ status: 404, message: "Document not found", reason: "other_payor" });
  });
});
