import type { z } from "zod";
import { fillPath, type BodyOf, type CallSpec, type FileCall, type MultipartOf, type ParamsOf, type ParsedAnswerOf, type QueryOf } from "../../../contract/define";
import type { SessionUser } from "~/lib/user";
import type { RequestSession } from "../session";
import { openStream, request, TIMEOUT, type Query, type StreamOptions } from "./request";
import { dataOf, done } from "./wire";

/** A platform path whose parameters are encoded (contract/define.ts fillPath). */
export type PlatformPath = { readonly value: string };

/** `prefix/a/b…` with each segment encoded: a path of several segments (a file under /files). */
export function pathOfSegments(prefix: string, segments: readonly string[]): PlatformPath {
  return { value: [prefix, ...segments.map((s) => encodeURIComponent(s))].join("/") };
}

/** A form as a multipart body: a stream of it and the Content-Type with the boundary, as fetch would write them. */
export async function multipart(form: FormData): Promise<{ data: ReadableStream<Uint8Array>; contentType: string }> {
  // A stream, not a buffer: a file the form holds (on disk, app/.server/kits/multipart.ts) is read as it is sent.
  const body = new Response(form);
  return { data: body.body!, contentType: body.headers.get("Content-Type")! };
}

const answerSchemas = new WeakMap<CallSpec, z.ZodType<unknown>>();

/**
 * The whole answer a call of the contract is read with: its `data` and the fields it declares beside
 * it, or else an acknowledgement. Built once per call, as wire.ts does for its envelopes.
 */
export function answerOf(spec: CallSpec): z.ZodType<unknown> {
  let schema = answerSchemas.get(spec);
  if (!schema) {
    if (!spec.envelope) schema = spec.answer ? dataOf(spec.answer) : done;
    else schema = spec.answer ? spec.envelope.extend({ data: spec.answer }) : spec.envelope;
    answerSchemas.set(spec, schema);
  }
  return schema;
}

type CallOptions<T> = {
  schema: z.ZodType<T>;
  query?: Query;
  timeoutMs?: number;
  /** Stops the call early (an export's pages when the download is dropped). */
  signal?: AbortSignal;
  /** Another bearer than the user's: the gateway token of SPEC §7 member/reqauth. */
  token?: string;
};

/**
 * The platform as one signed-in caller sees it: every call carries that caller's token and goes
 * through request() (timeouts, logout on 421/422/401/403, token rotation, parsed answers). One
 * per request (see requireUser); `memo` shares an answer several parts of one page need
 * (get/payor, getRoutes) for the rest of that request.
 */
export class Upstream {
  private readonly memos = new Map<string, Promise<unknown>>();

  constructor(
    readonly session: RequestSession,
    readonly user: SessionUser,
    /** The visitor's request; streams stop when it is aborted. */
    readonly signal?: AbortSignal,
    /** The page the caller is on (path and query): a forced logout comes back to it after login. */
    readonly returnTo?: string,
  ) {}

  /**
   * A call of the contract (contract/): its path with the parameters encoded, the query or body it
   * declares, and its answer's `data` parsed with its schema (an acknowledgement: code 200 or a failure).
   */
  async call<Spec extends CallSpec>(
    spec: Spec,
    input: { params?: ParamsOf<Spec>; query?: QueryOf<Spec>; body?: BodyOf<Spec>; multipart?: MultipartOf<Spec> },
    options: Omit<CallOptions<unknown>, "schema" | "query"> = {},
  ): Promise<ParsedAnswerOf<Spec>> {
    const at = { value: fillPath(spec.path, (input.params ?? {}) as Record<string, string | number>) };
    const settings = { ...options, schema: answerOf(spec), query: input.query as Query | undefined };
    const answer =
      spec.method === "GET" ? await this.get(at, settings) : input.multipart ? await this.send(at, input.multipart, settings) : await this.post(at, input.body ?? {}, settings);
    if (spec.envelope) return answer as ParsedAnswerOf<Spec>;
    return (spec.answer ? (answer as { data: unknown }).data : undefined) as ParsedAnswerOf<Spec>;
  }

  /**
   * A call of the contract that answers a file (CallSpec.file): the platform's response with its
   * body unread, for a resource route to pass through as it comes (see stream).
   */
  open<Spec extends FileCall>(spec: Spec, input: { params?: ParamsOf<Spec>; query?: QueryOf<Spec> }): Promise<Response> {
    return this.stream({ value: fillPath(spec.path, (input.params ?? {}) as Record<string, string | number>) }, { query: input.query as Query | undefined });
  }

  get<T>(at: PlatformPath, options: CallOptions<T>): Promise<T> {
    return request(at.value, { session: this.session, method: "GET", schema: options.schema, query: options.query, timeoutMs: options.timeoutMs, returnTo: this.returnTo, signal: options.signal, token: options.token });
  }

  post<T>(at: PlatformPath, json: unknown, options: CallOptions<T>): Promise<T> {
    return request(at.value, { session: this.session, json, schema: options.schema, query: options.query, timeoutMs: options.timeoutMs, returnTo: this.returnTo, signal: options.signal, token: options.token });
  }

  /** A raw body (multipart upload), possibly a stream passed straight through. */
  send<T>(at: PlatformPath, body: { data: BodyInit; contentType: string }, options: CallOptions<T>): Promise<T> {
    return request(at.value, { session: this.session, body, schema: options.schema, query: options.query, timeoutMs: options.timeoutMs ?? TIMEOUT.route, returnTo: this.returnTo });
  }

  /** A file or export, body unread (see openStream). */
  stream(at: PlatformPath, options: StreamOptions & { pass?: readonly number[] } = {}): Promise<Response> {
    return openStream(at.value, this.session, { signal: this.signal, returnTo: this.returnTo, ...options });
  }

  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    let hit = this.memos.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      this.memos.set(key, hit);
      // A failed call is not remembered: a later part of the page may try again.
      hit.catch(() => this.memos.delete(key));
    }
    return hit;
  }
}
