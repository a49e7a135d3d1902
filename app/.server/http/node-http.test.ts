import { randomBytes } from "node:crypto";
import { once } from "node:events";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { fetchRequest, sendResponse, type ExpressRequest } from "./node-http";

// A real Express server with server.js's compression in front of the bridge.
type Handler = (request: Request) => Response | Promise<Response>;
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(handler: Handler, options: { trustProxy?: boolean } = {}) {
  const app = express();
  if (options.trustProxy) app.set("trust proxy", true);
  app.use(compression());
  app.use(async (req, res, next) => {
    try {
      await sendResponse(res, await handler(fetchRequest(req as unknown as ExpressRequest, res)), req.method);
    } catch (error) {
      next(error);
    }
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET whose body is read slowly (so the server has to wait for drain), collected in full. */
function slowGet(url: string, headers: Record<string, string> = {}, pauseMs = 2): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => {
          parts.push(part);
          response.pause();
          setTimeout(() => response.resume(), pauseMs);
        });
        response.on("end", () => resolve({ response, body: Buffer.concat(parts) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** A body of `count` chunks of `size` random (incompressible) bytes, made as they are pulled. */
function chunks(count: number, size: number, made: Uint8Array[] = [], onCancel?: () => void) {
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(stream) {
        if (sent++ === count) return stream.close();
        const chunk = new Uint8Array(randomBytes(size));
        made.push(chunk);
        stream.enqueue(chunk);
      },
      cancel: onCancel,
    },
    { highWaterMark: 0 },
  );
}

describe("server.js's response writer (node-http)", () => {
  it("keeps nothing it has written: early chunks of a long download are collected while it runs", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const early: WeakRef<Uint8Array>[] = [];
    let sent = 0;
    let collected = -1;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(stream) {
          sent++;
          if (sent <= 20) {
            const chunk = new Uint8Array(256 * 1024);
            early.push(new WeakRef(chunk));
            stream.enqueue(chunk);
          } else if (sent === 60) {
            // Well into the download, with the socket still open: were the first chunks let go?
            gc();
            await new Promise((r) => setTimeout(r, 10));
            gc();
            collected = early.filter((ref) => ref.deref() === undefined).length;
            stream.close();
          } else {
            stream.enqueue(new Uint8Array(64 * 1024));
          }
        },
      },
      { highWaterMark: 0 },
    );
    const url = await serve(() => new Response(body, { headers: { "Content-Type": "application/octet-stream" } }));
    const { body: received } = await slowGet(url, {}, 0);
    expect(received.byteLength).toBe(20 * 256 * 1024 + 39 * 64 * 1024);
    // @react-router/express 7.18 kept all 20 (a Promise.race reaction per read held each one).
    expect(collected).toBeGreaterThanOrEqual(18);
  });

  it("gzips a long download to a slow client with backpressure and one drain listener (no MaxListenersExceededWarning)", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const made: Uint8Array[] = [];
      let pulledBeforeFirstByte = 0;
      const url = await serve(() => new Response(chunks(60, 64 * 1024, made), { headers: { "Content-Type": "text/csv" } }));
      const { response, body } = await new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
        http.get(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          pulledBeforeFirstByte = made.length;
          const parts: Buffer[] = [];
          res.on("data", (part: Buffer) => {
            parts.push(part);
            res.pause();
            setTimeout(() => res.resume(), 2);
          });
          res.on("end", () => resolve({ response: res, body: Buffer.concat(parts) }));
          res.on("error", reject);
        });
      });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(Buffer.compare(gunzipSync(body), Buffer.concat(made))).toBe(0);
      // Pulled, not run ahead: the body was read as the client took it, not all up front.
      expect(pulledBeforeFirstByte).toBeLessThan(30);
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("stops reading the body and aborts the request's signal when the client goes away", async () => {
    let cancelled = false;
    let signal: AbortSignal | undefined;
    const made: Uint8Array[] = [];
    const url = await serve((request) => {
      signal = request.signal;
      return new Response(chunks(10_000, 64 * 1024, made, () => (cancelled = true)), { headers: { "Content-Type": "application/octet-stream" } });
    });
    await new Promise<void>((resolve) => {
      const req = http.get(url, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", () => {});
    });
    for (let i = 0; i < 100 && !cancelled; i++) await new Promise((r) => setTimeout(r, 10));
    expect(cancelled).toBe(true);
    expect(signal?.aborted).toBe(true);
    expect(made.length).toBeLessThan(200);
  });

  it("breaks the connection when the body fails after the first byte (never a short file that looks complete)", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(stream) {
        if (sent++ < 3) stream.enqueue(new TextEncoder().encode("a,b\n"));
        else stream.error(new Error("the platform went away"));
      },
    });
    const url = await serve(() => new Response(body, { headers: { "Content-Type": "text/csv" } }));
    const outcome = await new Promise<string>((resolve) => {
      http
        .get(url, (res) => {
          res.on("data", () => {});
          res.on("end", () => resolve("complete"));
          res.on("error", () => resolve("broken"));
          res.on("aborted", () => resolve("broken"));
        })
        .on("error", () => resolve("broken"));
    });
    expect(outcome).toBe("broken");
  });

  it("passes status, every Set-Cookie and the request itself; a HEAD reads no body", async () => {
    let pulled = 0;
    let seen: { url: string; method: string; body: string; cookie: string | null } | undefined;
    const url = await serve(async (request) => {
      seen = { url: request.url, method: request.method, body: request.method === "POST" ? await request.text() : "", cookie: request.headers.get("cookie") };
      const headers = new Headers({ "Content-Type": "text/plain" });
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      const body = new ReadableStream<Uint8Array>({
        pull(stream) {
          pulled++;
          stream.enqueue(new TextEncoder().encode("ok"));
          stream.close();
        },
      }, { highWaterMark: 0 });
      return new Response(body, { status: 201, statusText: "Created", headers });
    });

    const post = await fetch(`${url}/x/y?z=1`, { method: "POST", body: "name=Budi", headers: { cookie: "s=1", "Content-Type": "application/x-www-form-urlencoded" } });
    expect(post.status).toBe(201);
    expect(post.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    // Headers are set as @react-router/express set them (Express adds a text type's charset).
    expect(post.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await post.text()).toBe("ok");
    expect(seen).toEqual({ url: `${url}/x/y?z=1`, method: "POST", body: "name=Budi", cookie: "s=1" });

    pulled = 0;
    const head = await fetch(`${url}/x`, { method: "HEAD" });
    expect(head.status).toBe(201);
    expect(pulled).toBe(0);
  });

  it("reads the visitor's host from X-Forwarded-Host only behind a trusted proxy", async () => {
    let seen = "";
    const direct = await serve((request) => ((seen = request.url), new Response("")));
    await fetch(`${direct}/p`, { headers: { "X-Forwarded-Host": "evil.example:8443" } });
    expect(seen).toBe(`${direct}/p`);
    const proxied = await serve((request) => ((seen = request.url), new Response("")), { trustProxy: true });
    await fetch(`${proxied}/p`, { headers: { "X-Forwarded-Host": "console.example:8443", "X-Forwarded-Proto": "https" } });
    expect(seen).toBe("https://console.example:8443/p");
  });
});
