import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Sealing for cookie values: AES-256-GCM (Node's crypto) with a key per session secret, so a
 * cookie is unreadable and tamper-proof in the browser. The first secret seals; every secret of
 * the list still opens (rotation: a new secret goes first, the old one stays until its cookies
 * have expired). Format: "v1." + base64url(iv | ciphertext | tag).
 */
const VERSION = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit key from a secret (the secrets are long random strings, see env.ts). */
function keyOf(secret: string): Buffer {
  return createHash("sha256").update(`sehat-console cookie seal\u0000${secret}`).digest();
}

export function seal(value: unknown, secrets: readonly string[]): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secrets[0]), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** The sealed value, or null for anything that is not a cookie sealed with one of the secrets. */
export function unseal(sealed: string | null | undefined, secrets: readonly string[]): unknown {
  if (!sealed || !sealed.startsWith(VERSION) || sealed.length > 8192) return null;
  const raw = Buffer.from(sealed.slice(VERSION.length), "base64url");
  if (raw.length < IV_BYTES + TAG_BYTES + 2) return null;
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), iv);
      decipher.setAuthTag(tag);
      return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8"));
    } catch {
      // not this secret (or not ours at all)
    }
  }
  return null;
}
