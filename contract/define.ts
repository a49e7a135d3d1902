// A platform call declared once (issue 25; docs/decisions/031): its method, its path with named
// parameters (Hono's `:name` syntax, which the platform registers as it is), and zod schemas for the
// path parameters, the query or body, and the answer's `data` (or, for a file, its content types). The platform validates its input with
// these schemas and types what it answers from the answer's input type; the console builds the URL
// from the path (every parameter encoded) and parses the answer with the same schema. Pure zod: both
// programs import this folder, and it imports neither.
import { z } from "zod";

export type Method = "GET" | "POST";

export interface CallSpec {
  method: Method;
  /** e.g. "/api/getListMember/:key" */
  path: `/${string}`;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * A multipart body's text fields (its files are read by the handler, and the console sends the
   * form as it is, often a stream it does not read).
   */
  multipart?: z.ZodObject;
  /**
   * the answer's `data` (the envelope { code, message, data } is the same for every call); none: the
   * call answers an acknowledgement, which is a success only with code 200 (SPEC §7)
   */
  answer?: z.ZodType;
  /**
   * fields of the answer beside code, message and data (a token, a count). A call that declares them
   * is read by them and its `data`, not as an acknowledgement.
   */
  envelope?: z.ZodObject;
  /**
   * A file answer: the body is the file itself (not JSON), which the console streams through
   * unread (Upstream.open), of one of these content types and served as `disposition`.
   */
  file?: FileAnswer;
}

export interface FileAnswer {
  types: readonly string[];
  disposition: "attachment" | "inline";
}
/** A call whose answer is a file (CallSpec.file). */
export type FileCall = CallSpec & { file: FileAnswer };

/** The Content-Disposition a file answer is served with: its declared disposition and the file's name. */
export function fileDisposition(spec: FileCall, filename: string): string {
  return `${spec.file.disposition}; filename="${filename}"`;
}

export function defineCall<const Spec extends CallSpec>(spec: Spec): Spec {
  return spec;
}

/**
 * One endpoint of a call that names its endpoint in the body (POST v2/coremdika, v2/extservice):
 * declared on its own, with its own body and answer, at the path the endpoints share, so a caller
 * gets the answer of the endpoint it named rather than a union to narrow.
 */
export function defineEndpoint<const Path extends `/${string}`, const Name extends string, Shape extends z.ZodRawShape, Answer extends z.ZodType>(
  path: Path,
  endpoint: Name,
  shape: Shape,
  answer: Answer,
) {
  return defineCall({ method: "POST", path, body: z.object({ endpoint: z.literal(endpoint), ...shape }), answer });
}

/**
 * The endpoints of one path joined under the one name the platform's rules and routes know: any of
 * their bodies (a multipart one's fields too), any of their answers.
 */
export function joinEndpoints<const Path extends `/${string}`>(path: Path, endpoints: readonly CallSpec[]) {
  const union = (schemas: (z.ZodType | undefined)[]) => z.union(schemas.filter((s) => s !== undefined) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  for (const e of endpoints) if (e.path !== path) throw new Error(`${e.path} is not ${path}`);
  return defineCall({ method: "POST", path, body: union(endpoints.map((e) => e.body ?? e.multipart)), answer: union(endpoints.map((e) => e.answer)) });
}

/** What the platform may answer in `data` (the answer schema's input: the console's parsing may widen it). */
export type AnswerOf<Spec extends CallSpec> = Spec["answer"] extends z.ZodType ? z.input<Spec["answer"]> : undefined;
/** What the platform may answer beside `data` (see CallSpec.envelope). */
export type EnvelopeOf<Spec extends CallSpec> = Spec["envelope"] extends z.ZodObject ? z.input<Spec["envelope"]> : Record<string, never>;
/** What the console gets from `data` after parsing. */
export type ParsedDataOf<Spec extends CallSpec> = Spec["answer"] extends z.ZodType ? z.output<Spec["answer"]> : undefined;
/** What the console gets from a call: the parsed `data`, or with fields beside it, those and `data`. */
export type ParsedAnswerOf<Spec extends CallSpec> = Spec["envelope"] extends z.ZodObject
  ? z.output<Spec["envelope"]> & { data: ParsedDataOf<Spec> }
  : ParsedDataOf<Spec>;
/** What the console passes for the query: the declared names, as the URL carries them (text or numbers). */
export type QueryOf<Spec extends CallSpec> = Spec["query"] extends z.ZodObject ? { [K in keyof z.input<Spec["query"]>]?: string | number } : never;
export type ParamsOf<Spec extends CallSpec> = Spec["params"] extends z.ZodObject ? z.input<Spec["params"]> : Record<string, never>;
export type BodyOf<Spec extends CallSpec> = Spec["body"] extends z.ZodType ? z.input<Spec["body"]> : never;
/** A multipart body as the console sends it: the bytes (or a stream of them) and the Content-Type with the boundary. */
export type MultipartOf<Spec extends CallSpec> = Spec["multipart"] extends z.ZodObject ? { data: BodyInit; contentType: string } : never;

/** The parameter names of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** The path with its parameters filled in, each one encoded (a card number with a slash stays one segment). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`fillPath: ${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The path as a router mounted at `mount` registers it ("/api/getListMember/:key/" at "/api":
 * "/getListMember/:key"): without the trailing slash some calls are sent with (SPEC §7 writes them
 * so, and the real platform wants them), which the platform's router (strict: false) ignores.
 */
export function mountedPath(spec: CallSpec, mount: string): string {
  if (!spec.path.startsWith(`${mount}/`)) throw new Error(`${spec.path} is not under ${mount}`);
  return spec.path.slice(mount.length).replace(/(.)\/$/, "$1");
}
