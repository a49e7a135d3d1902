// The envelope around a call's `data` (docs/platform-contract.md "Envelope"), for the calls the contract declares (Upstream.call).
import { z } from "zod";
import { acknowledgement } from "../../../contract/fields";

/** Any value as text ("" for null): content rows keep free-form JSON. */
export const text = z.unknown().transform((v) => (typeof v === "string" ? v : v == null ? "" : String(v)));

/**
 * The envelopes below are built once per row schema and kept: callers write `dataOf(row)` at the
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

const dataSchemas = once((data: z.ZodType) => z.object({ data }));

/** `{ data: T }`. */
export function dataOf<T extends z.ZodType>(data: T) {
  return dataSchemas(data) as unknown as z.ZodObject<{ data: T }>;
}

/** The answer of a write call (contract/fields.ts). */
export const done = acknowledgement;
