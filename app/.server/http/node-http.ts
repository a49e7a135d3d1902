import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable } from "@react-router/node";

/**
 * server.js's bridge between Express and React Router's fetch handler: the visitor's request as a
 * web Request, and the Response written back. It does what @react-router/express does, with two
 * differences that matter for long downloads (a million-row export is ~110 MB of CSV):
 *
 * - Nothing the body has sent stays referenced. @react-router/express 7.18 races every read
 *   against one promise that only settles if the socket fails (remix-run/react-router#15247):
 *   each race leaves a reaction on it that holds the chunk read, so a download kept every chunk
 *   it had written alive until it ended (the export's memory grew with the file). Here each wait
 *   is its own short-lived promise.
 * - One `drain` listener per response. `compression` hands `res.on('drain')` to its gzip stream
 *   but not `res.off`, so a listener added and removed per wait stayed on the gzip stream (the
 *   MaxListenersExceededWarning of long gzip downloads, and a drain event that walked them all).
 *
 * Backpressure is end to end: the body is read only when the socket (or the gzip stream in front
 * of it) took the last chunk, and a CSV export reads its next platform page only when asked.
 */

/** What server.js's Express request offers beyond Node's (host and protocol after `trust proxy`). */
export type ExpressRequest = IncomingMessage & {
  protocol: string;
  hostname: string;
  originalUrl: string;
  get(name: string): string | undefined;
  app?: { enabled(setting: string): boolean };
};

/**
 * Express's response: `append` sets headers as @react-router/express did (a text or JSON type
 * gains its charset); compression's `flush()` pushes what gzip holds, so streamed HTML arrives.
 */
type NodeResponse = ServerResponse & { append(field: string, value: string): unknown; flush?: () => void };

/** The visitor's request as React Router reads it; its signal aborts when the visitor goes away. */
export function fetchRequest(req: ExpressRequest, res: ServerResponse): Request {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find((p) => Number.isSafeInteger(p));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else if (values) headers.set(key, values);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

class ClosedError extends Error {
  constructor() {
    super("The visitor closed the connection");
  }
}

/** Writes React Router's Response: status, headers, then the body as the socket takes it. */
export async function sendResponse(res: NodeResponse, response: Response, method = "GET"): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel().catch(() => {});
    return;
  }
  res.statusMessage = response.statusText;
  res.statusCode = response.status;
  for (const [key, value] of response.headers) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body || method === "HEAD") {
    // A HEAD answer has no body: nothing is read (an export is not run for it).
    await response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  await writeBody(response.body, res);
}

async function writeBody(body: ReadableStream<Uint8Array>, res: NodeResponse): Promise<void> {
  const reader = body.getReader();
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const resume = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  const fail = (error: unknown) => {
    failure ??= error;
    // A read in flight (a platform page on its way) ends now: cancelling the body aborts it.
    reader.cancel(error instanceof ClosedError ? undefined : error).catch(() => {});
    resume();
  };
  const onClose = () => fail(new ClosedError());
  res.on("drain", resume);
  res.on("close", onClose);
  res.on("error", fail);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (failure) return;
      if (done) {
        res.end();
        return;
      }
      const more = res.write(value);
      res.flush?.();
      if (!more && !failure && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
      if (failure) return;
    }
  } catch (error) {
    // The body failed after the first byte (a platform page could not be read): the download
    // ends broken, never as a short file that looks complete.
    res.once("error", () => {});
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    res.off("close", onClose);
    res.off("error", fail);
    // (compression moved "drain" onto its gzip stream, which ends with this response.)
    res.off("drain", resume);
    try {
      reader.releaseLock();
    } catch {
      // a read still pending after a cancel: the reader is dropped with the response
    }
  }
}
