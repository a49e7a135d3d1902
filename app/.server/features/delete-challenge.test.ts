import { describe, expect, it } from "vitest";
import { checkSecurityCode, CODE_LENGTH, newNonce, nonceValid, securityCode } from "./delete-challenge";

const subject = { username: "superadmin", memberId: "42", nocard: "8001000000000042" };

describe("member delete security code", () => {
  it("is 5 characters, stable for a nonce and different between nonces", () => {
    const nonce = newNonce();
    const code = securityCode(subject, nonce);
    expect(code).toHaveLength(CODE_LENGTH);
    expect(code).toMatch(/^[A-Z2-9]{5}$/);
    expect(securityCode(subject, nonce)).toBe(code);
    const others = new Set(Array.from({ length: 20 }, () => securityCode(subject, newNonce())));
    expect(others.size).toBeGreaterThan(15);
  });

  it("accepts the code exactly as shown (spaces around ignored), and refuses anything else", () => {
    const nonce = newNonce();
    const code = securityCode(subject, nonce);
    expect(checkSecurityCode(subject, nonce, code)).toBe(true);
    expect(checkSecurityCode(subject, nonce, ` ${code} `)).toBe(true);
    expect(checkSecurityCode(subject, nonce, code.toLowerCase())).toBe(false);
    expect(checkSecurityCode(subject, nonce, "")).toBe(false);
    expect(checkSecurityCode(subject, nonce, code.slice(0, 4))).toBe(false);
    expect(checkSecurityCode(subject, nonce, code + "X")).toBe(false);
  });

  it("binds the code to the user and the member", () => {
    const nonce = newNonce();
    const code = securityCode(subject, nonce);
    expect(checkSecurityCode({ ...subject, memberId: "43" }, nonce, code)).toBe(false);
    expect(checkSecurityCode({ ...subject, nocard: "8001000000000043" }, nonce, code)).toBe(false);
    expect(checkSecurityCode({ ...subject, username: "admin" }, nonce, code)).toBe(false);
  });

  it("expires after ten minutes and refuses forged nonces", () => {
    const now = Date.now();
    const nonce = newNonce(now);
    const code = securityCode(subject, nonce);
    expect(nonceValid(nonce, now + 9 * 60_000)).toBe(true);
    expect(checkSecurityCode(subject, nonce, code, now + 11 * 60_000)).toBe(false);
    const farFuture = `${(now + 365 * 86_400_000).toString(36)}.abcdefghijkl`;
    expect(nonceValid(farFuture, now)).toBe(false);
    expect(nonceValid("garbage", now)).toBe(false);
    expect(nonceValid(null, now)).toBe(false);
  });
});
