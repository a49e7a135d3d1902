import { z } from "zod";

/**
 * Wire shapes every §7 module shares (docs/platform-contract.md "Envelope"). Written once here,
 * so a page of members and a page of claims are read the same way.
 */
export const count = z.coerce.number().int().nonnegative();

/** A record id: the platform sends numeric ids as strings, older rows as numbers. */
export const recordId = z.union([z.string(), z.number()]).transform(String);

/** Any value as text ("" for null): content rows keep free-form JSON. */
export const text = z.unknown().transform((v) => (typeof v === "string" ? v : v == null ? "" : String(v)));

/**
 * The envelopes below are built once per row schema and kept: callers write `listOf(row)` at the
 * call, and a zod schema built on every request would also be compiled again on every request.
 */
function once<In extends z.ZodType, Out>(build: (inner: In) => Out): (inner: In) => Out {
  const built = new WeakMap<In, Out>();
  return (inner) => {
    let schema = built.get(inner);
    if (!schema) built.set(inner, (schema = build(inner)));
    return schema;
  };
}

const pageSchemas = once((row: z.ZodType) => z.object({ data: z.object({ total: count, result: z.array(row) }) }));
const listSchemas = once((row: z.ZodType) => z.object({ data: z.array(row).nullish().transform((v) => v ?? []) }));
const dataSchemas = once((data: z.ZodType) => z.object({ data }));

/** `{ data: { total, result: Row[] } }`: a page the platform cut itself. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return pageSchemas(row) as unknown as z.ZodObject<{ data: z.ZodObject<{ total: typeof count; result: z.ZodArray<Row> }> }>;
}

/** `{ data: Row[] }`: a whole list (the console pages it, see app/lib/list.ts pageArray). */
export function listOf<Row extends z.ZodType>(row: Row) {
  return listSchemas(row) as unknown as z.ZodType<{ data: z.output<Row>[] }>;
}

/** `{ data: T }`. */
export function dataOf<T extends z.ZodType>(data: T) {
  return dataSchemas(data) as unknown as z.ZodObject<{ data: T }>;
}

/**
 * The answer of a write call. Only a parsed success is a success: an answer without
 * `code: 200` (the right HTTP status but the wrong shape) is reported as a failure.
 */
export const done = z.object({ code: z.literal(200), message: z.string().nullish() });

const doneSchemas = once((data: z.ZodType) => done.extend({ data }));

/** `{ code: 200, data: T }`: a write that answers data and succeeds only with code 200 (contract/define.ts `codeIs200`). */
export function doneWith<T extends z.ZodType>(data: T) {
  return doneSchemas(data) as unknown as z.ZodObject<{ code: z.ZodLiteral<200>; message: z.ZodOptional<z.ZodNullable<z.ZodString>>; data: T }>;
}
