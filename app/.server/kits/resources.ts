import { data, isRouteErrorResponse, redirect } from "react-router";
import { ECARD_MESSAGES } from "~/lib/ecard";
import { ListParamError } from "~/lib/list";
import type { RequestSession } from "../session";
import { UpstreamError } from "../upstream/request";

/**
 * The resource-route kit: what routes that answer files, exports or JSON (not pages) send back.
 * - csvResponse: a CSV streamed from paged platform reads, at constant memory, whatever the row count
 * - proxyResponse: a platform file (image, PDF, ZIP) passed through with safe headers
 * - jsonResource: JSON for the page's own scripts, with the platform's message on failure
 */

/** At least about 64 KB per chunk (small pages are joined): each chunk is one socket write and one gzip flush. */
export const CSV_CHUNK_BYTES = 64 * 1024;

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | boolean | null | undefined };

/** A cell a spreadsheet would run as a formula (=, +, -, @ …) is kept as text. */
function cell(value: string | number | boolean | null | undefined): string | number | boolean | null {
  if (value === undefined) return null;
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

const NEEDS_QUOTES = /[",\n\r]/;

/**
 * One CSV field as RFC 4180 (and csv-stringify, which wrote these files before) has it: quoted
 * when it holds a comma, a quote or a line break, quotes doubled; null empty, true "1", false "".
 */
function csvField(value: string | number | boolean | null): string {
  if (value === null) return "";
  if (typeof value === "string") return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  if (typeof value === "boolean") return value ? "1" : "";
  return String(value);
}

/**
 * Rows as CSV lines. Written here rather than by csv-stringify, which allocated about 4.5 KB of
 * short-lived objects per row (22 MB for a page of 5,000 e-card rows, 40 times the text it
 * made): more than the young generation holds, so every page it worked on was copied into the
 * old one and the console's heap grew by tens of megabytes between collections.
 */
function csvLines<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  let text = "";
  for (const row of rows) {
    let line = "";
    for (let i = 0; i < columns.length; i++) line += (i ? "," : "") + csvField(cell(columns[i].value(row)));
    text += line + "\n";
  }
  return text;
}

/** `attachment; filename=…` that survives any characters in the name. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^A-Za-z0-9._-]+/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A CSV download from an async iterable of row pages (each page one platform read). The stream
 * is pulled: the next page is asked for only when the previous chunk has been taken by the
 * client, so memory stays at about one page plus one chunk. When the client goes
 * away (the request's signal, or the stream cancelled) the pages' iterator is closed and the
 * signal handed to `pages` aborts the platform read in flight.
 */
export function csvResponse<Row>(options: {
  filename: string;
  columns: readonly CsvColumn<Row>[];
  pages: (signal: AbortSignal) => AsyncIterable<readonly Row[]>;
  /** The visitor's request signal. */
  signal?: AbortSignal;
  /** A byte-order mark, so spreadsheets read UTF-8 names (Indonesian characters) right. */
  bom?: boolean;
  chunkBytes?: number;
}): Response {
  const chunkBytes = options.chunkBytes ?? CSV_CHUNK_BYTES;
  const controller = new AbortController();
  const stop = () => controller.abort();
  options.signal?.addEventListener("abort", stop, { once: true });
  const encoder = new TextEncoder();
  const iterator = options.pages(controller.signal)[Symbol.asyncIterator]();
  let pending = (options.bom === false ? "" : "\uFEFF") + options.columns.map((c) => csvField(c.header)).join(",") + "\n";
  let finished = false;
  // The first chunk is the header and the first page (read before the answer started): it goes
  // out at once, without waiting for the next page to fill a chunk.
  let first = true;

  const close = async () => {
    options.signal?.removeEventListener("abort", stop);
    await iterator.return?.();
  };

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(stream) {
        try {
          while (!finished && pending.length < chunkBytes) {
            if (controller.signal.aborted) throw new Error("aborted");
            const next = await iterator.next();
            if (next.done) {
              finished = true;
              break;
            }
            if (next.value.length) pending += csvLines(next.value, options.columns);
            if (first) break;
          }
          first = false;
        } catch (error) {
          controller.abort();
          await close().catch(() => {});
          // The body ends with an error, so the client sees a broken download, never a short file
          // that looks complete.
          stream.error(error);
          return;
        }
        if (pending) {
          stream.enqueue(encoder.encode(pending));
          pending = "";
        }
        if (finished) {
          await close();
          stream.close();
        }
      },
      async cancel() {
        controller.abort();
        await close().catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );

  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(options.filename),
      "Cache-Control": "private, no-store",
    },
  });
}

const PASSED_FILE_HEADERS = ["content-type", "content-length", "content-range", "accept-ranges", "etag", "last-modified", "content-disposition"];

/**
 * A platform file passed through as it streams: its content type, length, range and validators;
 * never cached by shared caches; anything that is not a PDF is served as inert data (sandbox CSP).
 */
export function proxyResponse(upstream: Response, options: { cache?: string; disposition?: string } = {}): Response {
  const headers = new Headers();
  for (const name of PASSED_FILE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (options.disposition) headers.set("Content-Disposition", options.disposition);
  // (X-Content-Type-Options: nosniff comes from server.js, once, on every response.)
  headers.set("Cache-Control", options.cache ?? "private, no-store");
  if (!(headers.get("content-type") ?? "").startsWith("application/pdf")) {
    headers.set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}

/**
 * JSON for the page's own scripts (pickers, dialogs): the loaded value, or `{ message }` with the
 * platform's status when it refused. Never cached.
 */
export async function jsonResource(load: () => Promise<unknown>): Promise<Response> {
  const headers = { "Cache-Control": "private, no-store" };
  try {
    return Response.json(await load(), { headers });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return Response.json({ message: error.message }, { status: error.status, headers });
  }
}

/** A 400 with a message for a resource's bad query (curl users read it as text). */
export function badRequest(message: string): never {
  throw data({ message }, { status: 400 });
}

/**
 * An export that cannot start (no dates, a bad filter, the platform refused): a browser that
 * clicked the download goes back to its list with the message as a notice; curl and scripts get
 * the status and the message as text. Never a half-written file.
 */
export function exportRefused(request: Request, session: RequestSession, options: { message: string; status: number; back: string }): Response {
  const browser = (request.headers.get("Accept") ?? "").includes("text/html");
  if (browser) {
    session.flash({ type: "error", message: options.message });
    return redirect(options.back);
  }
  return new Response(`${options.message}\n`, { status: options.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
}

/**
 * A list's CSV export: `start` checks the filters (refusing with badRequest, a ListParamError or
 * data({ message }, { status })), reads the first page and returns csvResponse. Whatever refuses on
 * the way — the filters or the platform (SPEC §8 'Error Get Data!' for its own failures) — becomes
 * exportRefused: back to the list with the message, or the status and the text for curl.
 */
export async function csvExport(request: Request, session: RequestSession, options: { back: string; badFilterBack?: string }, start: () => Promise<Response>): Promise<Response> {
  try {
    return await start();
  } catch (error) {
    if (error instanceof UpstreamError) {
      const failed = error.status >= 500;
      return exportRefused(request, session, { message: failed ? ECARD_MESSAGES.errorGetData : error.message, status: failed ? 502 : error.status, back: options.back });
    }
    // A forged filter (the lists are strict): going back with it would hide it again.
    if (error instanceof ListParamError) return exportRefused(request, session, { message: error.data.message, status: 400, back: options.badFilterBack ?? options.back });
    const refusal = refusalOf(error);
    if (refusal) return exportRefused(request, session, { ...refusal, back: options.back });
    throw error;
  }
}

/** A refusal thrown as data({ message }, { status }) (or as a Response of one), as a message and a status. */
function refusalOf(error: unknown): { message: string; status: number } | null {
  if (isRouteErrorResponse(error)) return { message: String((error.data as { message?: string })?.message ?? error.statusText), status: error.status };
  const shaped = error as { type?: string; data?: { message?: string }; init?: { status?: number } } | null;
  if (shaped?.type === "DataWithResponseInit" && shaped.data?.message) return { message: shaped.data.message, status: shaped.init?.status ?? 400 };
  return null;
}
