import { redirect } from "react-router";
import { z } from "zod";
import { observePlatformCall } from "../http/metrics";
import { currentRequest, log } from "../http/request-context";
import type { RequestSession } from "../session";
import { PLATFORM_BASE, platformFetch } from "./transport";

/** SPEC §7 timeouts. */
export const TIMEOUT = { shared: 100_000, route: 240_000, templateUpload: 20_000 } as const;

/**
 * A platform failure the screen can show as it is. Actions catch it and show the message in
 * place; a loader that lets it escape renders the error boundary with this message and status
 * (it has the shape React Router gives `data()`), so an upstream failure is never a bare 500.
 * `reason` is the platform's machine-readable cause when it gives one (e.g. "other_payor"), or
 * the console's own when no answer came: "unreachable" or "timeout" (SPEC §8 names those apart).
 */
export class UpstreamError extends Error {
  readonly type = "DataWithResponseInit";
  readonly data: { message: string };
  readonly init: { status: number };
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
    /** seconds, from the platform's Retry-After (a 429) */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "UpstreamError";
    this.data = { message };
    this.init = { status };
  }
}

/**
 * A part of a page the platform may fail to give while the rest stands (a corporate's config, the
 * e-sign lists): its value, or its failure, logged under `what`, for the page to say. A logout (the
 * redirect request() throws on 421/422/401/403) and programming errors still escape.
 */
export async function loaderPart<T>(what: string, work: Promise<T>): Promise<{ value: T; failure: null } | { value: null; failure: UpstreamError }> {
  try {
    return { value: await work, failure: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (what) console.error(`${what}: ${error.message}`);
    return { value: null, failure: error };
  }
}

/** An optional part of a page that is left out without a word when the platform fails (a menu's extra routes, the payor list). */
export async function orFallback<T>(work: Promise<T>, fallback: T): Promise<T> {
  const part = await loaderPart("", work);
  return part.failure ? fallback : part.value;
}

/** A record the platform may not have (a chat, a ticket, a member): its 404 becomes null. */
export async function orNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
}

export const SESSION_EXPIRED_MESSAGE = "Sesi Anda telah berakhir, silakan login kembali.";
const SESSION_EXPIRED_CODES = new Set([421, 422]);
const UNREADABLE = "Jawaban platform tidak dapat dibaca.";

export type Query = Record<string, string | number | undefined>;

export type RequestOptions<T> = {
  method?: "GET" | "POST";
  query?: Query;
  json?: unknown;
  /** A raw body instead of JSON (a multipart upload, possibly a stream passed straight through). */
  body?: { data: BodyInit; contentType: string };
  schema: z.ZodType<T>;
  timeoutMs?: number;
  /** The caller's session; null for calls made before login. */
  session: RequestSession | null;
  /** A bearer token not yet in the session (during login)… */
  token?: string;
  /** …and where a rotated one goes then. */
  onNewToken?: (token: string) => void;
  /** The page the caller is on: after a forced logout, signing in again returns there. */
  returnTo?: string;
  /** Aborts the call (an export the visitor gave up stops its platform reads). */
  signal?: AbortSignal;
  /** More request headers (X-Logout-Reason). */
  headers?: Record<string, string>;
};

/** The envelope every platform answer shares (docs/platform-contract.md). */
// `error`: the e-sign calls put their refusal's text there (SPEC §7 "error in error").
// `code` as a string too: updateMyProvider answers code '200' (SPEC §7).
const envelope = z.looseObject({
  code: z.union([z.number(), z.string().regex(/^\d{3}$/).transform(Number)]).optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  reason: z.string().optional(),
});
const TIMED_OUT = "Platform tidak menjawab tepat waktu. Silakan coba lagi.";

type Call = {
  path: string;
  method: string;
  query?: Query;
  headers?: Headers;
  body?: BodyInit;
  /** Of the whole call; streams time their headers and their body themselves (openStream). */
  timeoutMs?: number;
  session: RequestSession | null;
  token?: string;
  onNewToken?: (token: string) => void;
  /** The visitor's request: when it is aborted (the browser went away) the platform call is too. */
  signal?: AbortSignal;
  returnTo?: string;
};

/**
 * Sends one call and applies SPEC §4's session rules to the HTTP answer: 421/422, or 401/403 on
 * a signed-in call, log the user out; a new token replaces the old one. Answers the raw response.
 */
async function send(call: Call, timer?: { clear(): void }): Promise<Response> {
  const { session } = call;
  const url = new URL(PLATFORM_BASE + call.path);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = call.headers ?? new Headers();
  const token = call.token ?? session?.token;
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let signal = call.signal;
  if (call.timeoutMs !== undefined) {
    // A timer the caller clears once the answer is read (AbortSignal.timeout would keep every
    // call's signal alive for the whole timeout, 100 s, after a 1 ms answer).
    const timeout = new AbortController();
    const id = setTimeout(() => timeout.abort(new DOMException("The platform did not answer in time", "TimeoutError")), call.timeoutMs);
    if (timer) timer.clear = () => clearTimeout(id);
    signal = signal ? AbortSignal.any([timeout.signal, signal]) : timeout.signal;
  }
  const record = currentRequest();
  if (record) headers.set("X-Request-Id", record.id);
  // Whose request this is, for the platform's login limit (per username and address) and its records.
  if (record?.ip) headers.set("X-Client-Address", record.ip);
  if (record?.screen) headers.set("X-Console-Screen", record.screen);
  const name = callName(call.path);
  const started = performance.now();
  const done = (outcome: string, status?: number) => {
    const ms = performance.now() - started;
    if (record) {
      record.platformCalls++;
      record.platformMs += ms;
    }
    observePlatformCall(name, outcome, ms / 1000);
    if (outcome !== "ok") log.warn("platform call failed", { id: record?.id, call: name, status, ms: Math.round(ms), outcome });
  };
  let response: Response;
  try {
    response = await platformFetch(
      new Request(url, {
        method: call.method,
        headers,
        body: call.body,
        // Node's fetch needs this to send a stream body.
        ...(call.body instanceof ReadableStream ? { duplex: "half" } : {}),
        signal,
      }),
    );
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      done(call.signal?.aborted ? "aborted" : "timeout");
      throw new UpstreamError(TIMED_OUT, 504, "timeout");
    }
    done("unreachable");
    throw new UpstreamError("Tidak dapat menghubungi platform. Silakan coba lagi.", 502, "unreachable");
  }
  done(response.ok ? "ok" : "error", response.status);

  if (session?.token && (response.status === 401 || response.status === 403)) expire(session, call.returnTo, response);
  if (session && SESSION_EXPIRED_CODES.has(response.status)) expire(session, call.returnTo, response);

  const newToken = response.headers.get("X-New-Token");
  if (newToken && call.onNewToken) call.onNewToken(newToken);
  else if (newToken && session) session.replaceToken(newToken);
  return response;
}

/** A platform call's name for logs and metrics: its path with codes and ids as ":id" ("/api/getDashboard/:id"). */
export function callName(path: string): string {
  return (
    path
      .split("?")[0]!
      .split("/")
      .map((segment) => (/\d/.test(segment) || segment.length > 32 || /^[A-Z0-9_-]{3,}$/.test(segment) ? ":id" : segment))
      .join("/") || "/"
  );
}

/**
 * The one way the console calls the platform: bearer token, timeout, and the mapping of
 * SPEC §4 (421/422 or 401/403 log the user out; a new token replaces the old one). Every
 * answer is parsed with its schema. Signed-in screens call it through their Upstream client.
 */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { session } = options;
  const headers = new Headers({ ...options.headers, Accept: "application/json" });
  if (options.json !== undefined) headers.set("Content-Type", "application/json");
  if (options.body) headers.set("Content-Type", options.body.contentType);
  const timer = { clear() {} };
  let body: unknown;
  let response: Response;
  try {
    response = await send(
      {
        path,
        method: options.method ?? (options.json === undefined && !options.body ? "GET" : "POST"),
        query: options.query,
        headers,
        body: options.body?.data ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
        timeoutMs: options.timeoutMs ?? TIMEOUT.shared,
        session,
        token: options.token,
        onNewToken: options.onNewToken,
        returnTo: options.returnTo,
        signal: options.signal,
      },
      timer,
    );
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
        throw new UpstreamError(TIMED_OUT, 504, "timeout");
      }
      throw new UpstreamError(UNREADABLE, 502);
    }
  } finally {
    timer.clear();
  }
  const head = envelope.safeParse(body);
  if (!head.success) throw new UpstreamError(UNREADABLE, 502);
  const code = head.data.code;
  if (session && code !== undefined && SESSION_EXPIRED_CODES.has(code)) expire(session, options.returnTo);
  if (!response.ok || (code !== undefined && code >= 400)) {
    const retryAfter = Number.parseInt(response.headers.get("Retry-After") ?? "", 10);
    throw new UpstreamError(head.data.error || head.data.message || `Platform error (${response.status})`, response.ok ? 502 : response.status, head.data.reason, Number.isFinite(retryAfter) ? retryAfter : undefined);
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    log.error("unexpected platform answer", { id: currentRequest()?.id, call: callName(path), problem: z.prettifyError(parsed.error) });
    throw new UpstreamError("Jawaban platform tidak sesuai.", 502);
  }
  return parsed.data;
}

export type StreamOptions = {
  returnTo?: string;
  method?: "GET" | "HEAD";
  query?: Query;
  /** Request headers passed on (Range, If-None-Match …). */
  headers?: Headers;
  /** The visitor's request signal: a download the browser gave up stops the platform read. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** A stream that sends nothing for this long is given up (a stalled platform must not hold a socket). */
export const STREAM_IDLE_MS = 30_000;

/**
 * The streaming variant of request() for files, ZIPs, PDFs and exports: the same bearer token,
 * logout and token mapping, but the body is handed back unread. The platform has `timeoutMs` to
 * answer, then the body may take as long as it needs while it keeps coming: a pause of
 * STREAM_IDLE_MS ends it, and so does the visitor going away. A failure (other than the statuses
 * in `pass`) is an UpstreamError carrying the platform's message when it sent one.
 */
export async function openStream(path: string, session: RequestSession | null, options: StreamOptions & { pass?: readonly number[]; idleMs?: number } = {}): Promise<Response> {
  const controller = new AbortController();
  const headerTimer = setTimeout(() => controller.abort(new DOMException("The platform did not answer", "TimeoutError")), options.timeoutMs ?? TIMEOUT.route);
  let response: Response;
  try {
    response = await send({
      path,
      method: options.method ?? "GET",
      query: options.query,
      headers: options.headers,
      session,
      signal: options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal,
      returnTo: options.returnTo,
    });
  } finally {
    clearTimeout(headerTimer);
  }
  if (response.ok || options.pass?.includes(response.status)) {
    if (!response.body) return response;
    return new Response(withIdleTimeout(response.body, options.idleMs ?? STREAM_IDLE_MS, () => controller.abort()), response);
  }
  let message: string | undefined;
  let reason: string | undefined;
  if ((response.headers.get("Content-Type") ?? "").includes("json")) {
    const head = envelope.safeParse(await response.json().catch(() => null));
    message = head.success ? head.data.error || head.data.message : undefined;
    reason = head.success ? head.data.reason : undefined;
  } else {
    await response.body?.cancel();
  }
  throw new UpstreamError(message || `Platform error (${response.status})`, response.status, reason);
}

/** The body as it comes, ended with an error when nothing arrives for `idleMs`. */
function withIdleTimeout(body: ReadableStream<Uint8Array>, idleMs: number, abort: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(stream) {
      let stalled = false;
      const timer = setTimeout(() => {
        stalled = true;
        abort();
        void reader.cancel(new Error("stalled")).catch(() => {});
      }, idleMs);
      try {
        const { done, value } = await reader.read();
        if (stalled) stream.error(new Error(`The platform sent nothing for ${idleMs / 1000} s`));
        else if (done) stream.close();
        else stream.enqueue(value);
      } catch (error) {
        stream.error(stalled ? new Error(`The platform sent nothing for ${idleMs / 1000} s`) : error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(reason) {
      abort();
      return reader.cancel(reason);
    },
  });
}

/**
 * SPEC §4 forced logout: the session ends with a notice saying why, and the login page is told
 * where the operator was, so signing in again returns there.
 */
function expire(session: RequestSession, returnTo?: string, response?: Response): never {
  void response?.body?.cancel().catch(() => {});
  session.signOut({ type: "error", message: SESSION_EXPIRED_MESSAGE });
  throw redirect(returnTo && returnTo !== "/" ? `/authentication/login?redirectTo=${encodeURIComponent(returnTo)}` : "/authentication/login");
}
