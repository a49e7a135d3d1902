import { redirect } from "react-router";
import { z } from "zod";
import type { RequestSession } from "../session";
import { PLATFORM_BASE, platformFetch } from "./transport";

/** SPEC §7 timeouts. */
export const TIMEOUT = { shared: 100_000, route: 240_000, templateUpload: 20_000 } as const;

/**
 * A platform failure the screen can show as it is. Actions catch it and show the message in
 * place; a loader that lets it escape renders the error boundary with this message and status
 * (it has the shape React Router gives `data()`), so an upstream failure is never a bare 500.
 */
export class UpstreamError extends Error {
  readonly type = "DataWithResponseInit";
  readonly data: { message: string };
  readonly init: { status: number };
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "UpstreamError";
    this.data = { message };
    this.init = { status };
  }
}

export const SESSION_EXPIRED_MESSAGE = "Sesi Anda telah berakhir, silakan login kembali.";
const SESSION_EXPIRED_CODES = new Set([421, 422]);

export type RequestOptions<T> = {
  method?: "GET" | "POST";
  query?: Record<string, string | number | undefined>;
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
};

/** The envelope every platform answer shares (docs/platform-contract.md). */
const envelope = z.looseObject({ code: z.number().optional(), message: z.string().optional() });

/**
 * The one way the console calls the platform: bearer token, timeout, and the mapping of
 * SPEC §4 (421/422 or 401/403 log the user out; a new token replaces the old one).
 */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { session } = options;
  const url = new URL(PLATFORM_BASE + path);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ Accept: "application/json" });
  const token = options.token ?? session?.token;
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (options.json !== undefined) headers.set("Content-Type", "application/json");
  if (options.body) headers.set("Content-Type", options.body.contentType);

  let response: Response;
  try {
    response = await platformFetch(
      new Request(url, {
        method: options.method ?? (options.json === undefined && !options.body ? "GET" : "POST"),
        headers,
        body: options.body?.data ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
        // Node's fetch needs this to send a stream body.
        ...(options.body?.data instanceof ReadableStream ? { duplex: "half" } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT.shared),
      }),
    );
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new UpstreamError("Platform tidak menjawab tepat waktu. Silakan coba lagi.", 504);
    }
    throw new UpstreamError("Tidak dapat menghubungi platform. Silakan coba lagi.", 502);
  }

  if (session?.token && (response.status === 401 || response.status === 403)) expire(session);
  if (session && SESSION_EXPIRED_CODES.has(response.status)) expire(session);

  const newToken = response.headers.get("X-New-Token");
  if (newToken && options.onNewToken) options.onNewToken(newToken);
  else if (newToken && session) session.replaceToken(newToken);

  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new UpstreamError("Jawaban platform tidak dapat dibaca.", 502);
  }
  const head = envelope.safeParse(body);
  if (!head.success) throw new UpstreamError("Jawaban platform tidak dapat dibaca.", 502);
  const code = head.data.code;
  if (session && code !== undefined && SESSION_EXPIRED_CODES.has(code)) expire(session);
  if (!response.ok || (code !== undefined && code >= 400)) {
    throw new UpstreamError(head.data.message || `Platform error (${response.status})`, response.ok ? 502 : response.status);
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected platform answer for ${url.pathname}:`, z.prettifyError(parsed.error));
    throw new UpstreamError("Jawaban platform tidak sesuai.", 502);
  }
  return parsed.data;
}

function expire(session: RequestSession): never {
  session.signOut({ type: "error", message: SESSION_EXPIRED_MESSAGE });
  throw redirect("/authentication/login");
}
