// Signed, expiring download links (reimbursement ZIPs). The HMAC key is created once per database
// (platform_meta 'link_secret'), so a link made by one platform instance works on every other.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { platformMeta } from "../db/schema.ts";
import type { PlatformContext } from "./context.ts";

const secrets = new WeakMap<PlatformContext, Promise<Buffer>>();

async function loadSecret(ctx: PlatformContext): Promise<Buffer> {
  await ctx.db.insert(platformMeta).values({ key: "link_secret", value: randomBytes(32).toString("hex") }).onConflictDoNothing();
  const [row] = await ctx.db.select({ value: platformMeta.value }).from(platformMeta).where(eq(platformMeta.key, "link_secret"));
  const hex = typeof row?.value === "string" ? row.value : "";
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error("platform_meta link_secret is missing or malformed");
  return Buffer.from(hex, "hex");
}

export function linkSecret(ctx: PlatformContext): Promise<Buffer> {
  let secret = secrets.get(ctx);
  if (!secret) {
    secret = loadSecret(ctx);
    secret.catch(() => secrets.delete(ctx));
    secrets.set(ctx, secret);
  }
  return secret;
}

const mac = (secret: Buffer, body: string) => createHmac("sha256", secret).update(body).digest().subarray(0, 20).toString("base64url");

/** `<base64url json>.<base64url mac>`: URL-safe, unforgeable without the secret. */
export function signLink(secret: Buffer, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

/** The payload of a link signed with `secret`, or null when it was tampered with or is malformed. */
export function verifyLink<T>(secret: Buffer, token: string): T | null {
  const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{27})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")) as T;
  } catch {
    return null;
  }
}
