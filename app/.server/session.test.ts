import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/lib/user";
import { BASE_SEGMENT_PATTERN, baseSegment, loadSession } from "./session";

const user: SessionUser = {
  username: "admin", name: "Admin", role: "admin", app_id: "APP001", mobile_id: "MOB001", project_id: "PRJ001",
  project_name: "Sehat Core", payor_code: "*", menu_active: [], features: ["a0001"], provider_code: null,
  provider_name: null, whitelable: null, hidden_fields: [],
};

function requestWith(cookie: string | null) {
  return new Request("http://console.test/", { headers: cookie ? { Cookie: cookie.split(";")[0] } : {} });
}

describe("base segment", () => {
  it("is 50 URL-safe characters, stable for a token and different between tokens", () => {
    const token = "a".repeat(43) + "SIGNATURE_PART";
    const base = baseSegment(token);
    expect(base).toHaveLength(50);
    expect(base).toMatch(BASE_SEGMENT_PATTERN);
    expect(baseSegment(token)).toBe(base);
    expect(baseSegment(token + "x")).not.toBe(base);
  });

  it("never carries the token's own characters", () => {
    const token = "tok_" + "Z9".repeat(40);
    const base = baseSegment(token);
    expect(base).not.toContain(token.slice(-20));
    expect(token).not.toContain(base.slice(0, 12));
  });
});

describe("cookie session", () => {
  it("round-trips the token and user through a signed cookie", async () => {
    const session = await loadSession(requestWith(null));
    session.signIn("token-1", user);
    const cookie = await session.setCookieHeader();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const again = await loadSession(requestWith(cookie));
    expect(again.token).toBe("token-1");
    expect(again.user?.username).toBe("admin");
  });

  it("seals the cookie: neither the token nor the user can be read in the browser", async () => {
    const session = await loadSession(requestWith(null));
    session.signIn("platform-bearer-token-1234567890", user);
    const cookie = (await session.setCookieHeader())!;
    const value = decodeURIComponent(cookie.split(";")[0].split("=").slice(1).join("="));
    const decoded = Buffer.from(value, "base64").toString("latin1");
    for (const secret of ["platform-bearer-token", "admin", "APP001", "superadmin"]) {
      expect(value).not.toContain(secret);
      expect(decoded).not.toContain(secret);
    }
  });

  it("rejects a tampered cookie, and opens one sealed with an older secret (rotation)", async () => {
    const session = await loadSession(requestWith(null));
    session.signIn("token-1", user);
    const cookie = (await session.setCookieHeader())!;
    const [name, ...rest] = cookie.split(";")[0].split("=");
    const value = rest.join("=");
    const flipped = value.slice(0, 20) + (value[20] === "A" ? "B" : "A") + value.slice(21);
    expect((await loadSession(requestWith(`${name}=${flipped}`))).token).toBeUndefined();

    const { seal } = await import("./sealed-cookie");
    const { env } = await import("./http/env");
    const older = env.sessionSecrets[env.sessionSecrets.length - 1];
    expect(older).not.toBe(env.sessionSecrets[0]);
    const sealedWithOlder = seal({ token: "token-old", user }, [older]);
    const encoded = btoa(JSON.stringify(sealedWithOlder));
    expect((await loadSession(requestWith(`${name}=${encodeURIComponent(encoded)}`))).token).toBe("token-old");
  });

  it("ends after the idle timeout and after the absolute lifetime, and notes activity in between", async () => {
    const now = Date.now();
    const at = async (startedAgo: number, seenAgo: number) => {
      const session = await loadSession(requestWith(null));
      session.signIn("t", user, now - startedAgo);
      const again = await loadSession(requestWith(await session.setCookieHeader()));
      // signIn stamps both; move "seen" on as a later request would have.
      again.session.set("seenAt", now - seenAgo);
      return again;
    };
    const minutes = 60_000;
    expect((await at(10 * minutes, 5 * minutes)).checkLifetime(now)).toBeNull();
    expect((await at(60 * minutes, 31 * minutes)).checkLifetime(now)).toBe("idle");
    expect((await at(13 * 60 * minutes, 1 * minutes)).checkLifetime(now)).toBe("expired");
    const active = await at(10 * minutes, 5 * minutes);
    active.checkLifetime(now);
    const written = await loadSession(requestWith(await active.setCookieHeader()));
    expect(written.session.get("seenAt")).toBe(now);
  });

  it("writes nothing when the session was not touched", async () => {
    const session = await loadSession(requestWith(null));
    expect(await session.setCookieHeader()).toBeNull();
  });

  it("signOut drops the login but keeps a one-time notice", async () => {
    const session = await loadSession(requestWith(null));
    session.signIn("token-1", user);
    const signedIn = await loadSession(requestWith(await session.setCookieHeader()));
    signedIn.signOut({ type: "error", message: "bye" });
    const after = await loadSession(requestWith(await signedIn.setCookieHeader()));
    expect(after.token).toBeUndefined();
    expect(after.user).toBeUndefined();
    expect(after.takeNotice()?.message).toBe("bye");
    // Reading the flash consumes it: the next cookie is an expired one.
    expect(await after.setCookieHeader()).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("replacing the token flashes 'Token diperbaharui!'", async () => {
    const session = await loadSession(requestWith(null));
    session.signIn("old", user);
    session.replaceToken("new");
    const after = await loadSession(requestWith(await session.setCookieHeader()));
    expect(after.token).toBe("new");
    expect(after.takeNotice()?.message).toBe("Token diperbaharui!");
  });
});
