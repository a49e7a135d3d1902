import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "../http/env";

/**
 * The member-delete security code of SPEC §5: 5 random characters shown in the dialog and typed
 * back. It is made and checked on the server without storing anything: the URL carries a nonce
 * (expiry plus random part) and the code is a keyed hash of the nonce, the user and the member,
 * so it stays the same across reloads, cannot be computed in the browser, and is only good for
 * that user, that member and ten minutes.
 */
export const CODE_LENGTH = 5;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I: read off a screen and typed
const LIFETIME_MS = 10 * 60 * 1000;
const NONCE = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{8,32})$/;

export type ChallengeSubject = { username: string; memberId: string; nocard: string };

export function newNonce(now = Date.now()): string {
  return `${(now + LIFETIME_MS).toString(36)}.${randomBytes(9).toString("base64url")}`;
}

/** A nonce this server made that has not expired. */
export function nonceValid(nonce: string | null | undefined, now = Date.now()): nonce is string {
  const match = nonce ? NONCE.exec(nonce) : null;
  if (!match) return false;
  const expires = parseInt(match[1], 36);
  return Number.isFinite(expires) && expires > now && expires - now <= LIFETIME_MS;
}

function codeWith(secret: string, subject: ChallengeSubject, nonce: string): string {
  const mac = createHmac("sha256", secret).update(["member-delete", subject.username, subject.memberId, subject.nocard, nonce].join("\u0000")).digest();
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[mac[i] % ALPHABET.length];
  return code;
}

/** The code shown for this nonce. */
export function securityCode(subject: ChallengeSubject, nonce: string): string {
  return codeWith(env.sessionSecrets[0], subject, nonce);
}

/** Whether `typed` is the code of this nonce, exactly as shown (surrounding spaces ignored, case not). */
export function checkSecurityCode(subject: ChallengeSubject, nonce: string, typed: string, now = Date.now()): boolean {
  if (!nonceValid(nonce, now)) return false;
  const given = Buffer.from(typed.trim().padEnd(CODE_LENGTH).slice(0, 16));
  // Codes made with an older secret stay good during a rotation.
  return env.sessionSecrets.some((secret) => {
    const expected = Buffer.from(codeWith(secret, subject, nonce).padEnd(CODE_LENGTH));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
