// Bearer tokens: 32 random bytes (base64url); only their sha256 is stored.
// User tokens live 24 h and are rotated after `tokenRefreshSeconds`: the response carries the new
// token in X-New-Token and the old one keeps working for 2 minutes, so concurrent requests survive.
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema.ts";
import { newToken, sha256hex } from "../lib/crypto.ts";
import type { FoundSession, SessionCache } from "./cache.ts";

export const TOKEN_TTL_MS = 24 * 3600_000;
export const ROTATION_GRACE_MS = 2 * 60_000;
export type TokenKind = "user" | "gateway";

export async function issueToken(db: Db, username: string, kind: TokenKind, now: Date, parentHash: string | null = null): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256hex(token),
    username,
    kind,
    parentHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

/**
 * The live session of a token and its user, or null (unknown, revoked, expired, other kind).
 * Read through `cache`: a token verified a few seconds ago is not read again (services/cache.ts).
 */
export async function findSession(db: Db, cache: SessionCache, token: string, kind: TokenKind, now: Date): Promise<FoundSession | null> {
  const tokenHash = sha256hex(token);
  return cache.lookup(tokenHash, kind, now, async () => {
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.username, sessions.username))
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return row ?? null;
  });
}

/** Rotates a user token once (first caller wins); returns the new token, or null if already rotated. */
export async function rotateToken(db: Db, cache: SessionCache, tokenHash: string, username: string, now: Date): Promise<string | null> {
  const grace = new Date(now.getTime() + ROTATION_GRACE_MS);
  const claimed = await db
    .update(sessions)
    .set({ rotatedAt: now, expiresAt: sql`least(${sessions.expiresAt}, ${grace.toISOString()}::timestamptz)` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.rotatedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  // The old token now ends after the grace period: read it again next time.
  cache.forgetToken(tokenHash);
  if (claimed.length === 0) return null;
  return issueToken(db, username, "user", now);
}

/** Revokes a token and the gateway tokens obtained with it (and forgets them at once). */
export async function revokeToken(db: Db, cache: SessionCache, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(or(eq(sessions.tokenHash, tokenHash), eq(sessions.parentHash, tokenHash)), isNull(sessions.revokedAt)));
  // After the write: a lookup still reading the old row when this runs does not keep it.
  cache.forgetToken(tokenHash);
}

/**
 * Revokes every other token of a user (after a password change), and forgets the user's tokens.
 * Inside a transaction, the caller forgets them once more after the commit.
 */
export async function revokeOtherTokens(db: Db, cache: SessionCache, username: string, keepHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.username, username), ne(sessions.tokenHash, keepHash), or(isNull(sessions.parentHash), ne(sessions.parentHash, keepHash)), isNull(sessions.revokedAt)));
  cache.forgetUser(username);
}

/** Forgets tokens that expired more than a day ago (called now and then, on login). */
export async function pruneTokens(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 24 * 3600_000)));
}
