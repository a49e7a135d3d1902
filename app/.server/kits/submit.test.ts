import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadSession } from "../session";
import { backTo, FormError, intentOf, readForm, replyWith, submitForm } from "./submit";
import { UpstreamError } from "../upstream/request";

const schema = z.object({ title: z.string({ error: "Please FIll Data!" }).trim().min(1, "Please FIll Data!").max(5, "Maksimal 5 karakter.") });
const post = (body: Record<string, string>) => new Request("http://console.test/a/news", { method: "POST", body: new URLSearchParams(body) });
const session = () => loadSession(new Request("http://console.test/"));

type Outcome = {
  status: number;
  location?: string | null;
  /** The reply (absent for a redirect). */
  data: { intent: string; result: { status: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> }; extra?: unknown };
  headers: Headers;
};

async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  try {
    const value = (await promise) as { data: Outcome["data"]; init: ResponseInit | null };
    return { status: value.init?.status ?? 200, data: value.data, headers: new Headers(value.init?.headers) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") } as Outcome;
    throw thrown;
  }
}

describe("submitForm (the form kernel)", () => {
  it("a titled failure (SPEC §8 'title, text') answers two form errors, title first, and flashes nothing", async () => {
    const s = await session();
    const result = await outcome(
      submitForm(post({ title: "Hai" }), {
        session: s,
        schema,
        run: async () => {
          throw new UpstreamError("Corporate code K1 already exists.", 409);
        },
        success: { redirectTo: "/x" },
        failure: (error) => ({ title: "Something went wrong", message: error.message }),
      }),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error).toEqual({ "": ["Something went wrong", "Corporate code K1 already exists."] });
    expect(result.data.result.initialValue).toMatchObject({ title: "Hai" });
    expect(s.takeNotice()).toBeUndefined();
  });

  it("validates, runs the call, flashes the SPEC message and redirects", async () => {
    const s = await session();
    let ran: unknown;
    const result = await outcome(
      submitForm(post({ title: " Hai " }), { session: s, schema, run: async (v) => void (ran = v), success: { flash: "Success Inserted!", redirectTo: "/a/news" }, failure: "Error Inserted!" }),
    );
    expect(ran).toEqual({ title: "Hai" });
    expect(result).toEqual({ status: 302, location: "/a/news" });
    expect(s.takeNotice()).toEqual({ type: "success", message: "Success Inserted!" });
  });

  it("answers a refused form with its intent, the message and what was typed; nothing runs", async () => {
    const s = await session();
    let ran = false;
    const result = await outcome(submitForm(post({ intent: "news", title: "terlalu panjang" }), { session: s, schema, run: async () => void (ran = true), success: { redirectTo: "/x" }, failure: "x" }));
    expect(ran).toBe(false);
    expect(result.status).toBe(400);
    expect(result.data.intent).toBe("news");
    expect(result.data.result.error).toEqual({ title: ["Maksimal 5 karakter."] });
    expect(result.data.result.initialValue).toMatchObject({ title: "terlalu panjang" });
    expect(s.takeNotice()).toBeUndefined();
  });

  it("a platform refusal: flash, the message with the platform's words above the buttons, 400 or 502", async () => {
    for (const [status, expected] of [
      [400, 400],
      [404, 400],
      [503, 502],
    ] as const) {
      const s = await session();
      const result = await outcome(
        submitForm(post({ title: "Hai" }), {
          session: s,
          schema,
          run: async () => {
            throw new UpstreamError("Judul sudah ada", status);
          },
          success: { redirectTo: "/x" },
          failure: "Error Inserted!",
        }),
      );
      expect(result.status).toBe(expected);
        expect(result.data.result.error).toEqual({ "": ["Error Inserted! Judul sudah ada"] });
      expect(s.takeNotice()).toEqual({ type: "error", message: "Error Inserted!" });
    }
  });

  it("a failure may send the operator elsewhere (an edit of a deleted record)", async () => {
    const s = await session();
    const result = await outcome(
      submitForm(post({ title: "Hai" }), {
        session: s,
        schema,
        run: async () => {
          throw new UpstreamError("not found", 404);
        },
        success: { redirectTo: "/x" },
        failure: (e) => (e.status === 404 ? { flash: "Error Updated!", redirectTo: "/a/news" } : "Error Updated!"),
      }),
    );
    expect(result).toEqual({ status: 302, location: "/a/news" });
  });

  it("FormError refuses from inside run with field messages, a status and headers", async () => {
    const result = await outcome(
      submitForm(post({ title: "Hai" }), {
        session: await session(),
        schema,
        run: async () => {
          throw new FormError({ fields: { title: ["Sudah dipakai"] } }, 429, { "Retry-After": "9" });
        },
        success: { redirectTo: "/x" },
        failure: "x",
      }),
    );
    expect(result.status).toBe(429);
    expect(result.data.result.error).toEqual({ title: ["Sudah dipakai"] });
    expect(result.headers.get("Retry-After")).toBe("9");
  });

  it("stays on the page with a result and a cleared form", async () => {
    const s = await session();
    const result = await outcome(
      submitForm(post({ title: "Hai" }), { session: s, schema, run: async () => ({ updated: ["K0001"] }), success: (r) => ({ flash: "Saved", reset: true, extra: r }), failure: "x" }),
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ intent: "save", extra: { updated: ["K0001"] } });
    expect(result.data.result.initialValue ?? null).toBeNull();
  });

  it("other errors are not swallowed", async () => {
    await expect(
      submitForm(post({ title: "Hai" }), {
        session: await session(),
        schema,
        run: async () => {
          throw new TypeError("bug");
        },
        success: { redirectTo: "/x" },
        failure: "x",
      }),
    ).rejects.toBeInstanceOf(TypeError);
  });

  it("replyWith answers the same shape without a schema", () => {
    const reply = replyWith("save", ["Cannot change this data"], 200);
    expect(reply.data).toEqual({ intent: "save", result: { status: "error", error: { "": ["Cannot change this data"] } } });
  });
});

describe("reading forms", () => {
  it("refuses other bodies with 415 and broken ones with 400, never a 500", async () => {
    const status = (request: Request) =>
      readForm(request).then(
        () => 200,
        (thrown: { init?: ResponseInit }) => thrown.init?.status,
      );
    expect(await status(post({ a: "1" }))).toBe(200);
    expect(await status(new Request("http://x/", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }))).toBe(415);
    expect(await status(new Request("http://x/", { method: "POST", body: "" }))).toBe(415);
    expect(await status(new Request("http://x/", { method: "POST", body: "garbage", headers: { "Content-Type": "multipart/form-data; boundary=zz" } }))).toBe(400);
  });

  it("intent and the way back to the same list state", () => {
    const form = new FormData();
    expect(intentOf(form)).toBe("save");
    form.set("intent", "delete");
    expect(intentOf(form)).toBe("delete");
    form.set("redirectTo", "/a/news?q=budi&page=2");
    expect(backTo(form, "/a/news")).toBe("/a/news?q=budi&page=2");
    for (const elsewhere of ["/a/members", "https://evil.test/a/news", "//evil.test", "/a/newsletter"]) {
      form.set("redirectTo", elsewhere);
      expect(backTo(form, "/a/news")).toBe("/a/news");
    }
  });
});
