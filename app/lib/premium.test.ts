import { describe, expect, it } from "vitest";
import { addPremiumSchema, editPremiumSchema, PREMIUM_MESSAGES } from "./premium";

const firstErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message]));

describe("premium provider forms (SPEC §5)", () => {
  it("add: all four fields, each empty one only 'Please FIll Data!'", () => {
    const result = addPremiumSchema.safeParse({});
    expect(firstErrors(result)).toEqual({
      provider_code: PREMIUM_MESSAGES.pleaseFill,
      provider_name: PREMIUM_MESSAGES.pleaseFill,
      username: PREMIUM_MESSAGES.pleaseFill,
      password: PREMIUM_MESSAGES.pleaseFill,
    });
    expect(result.error?.issues).toHaveLength(4);
    expect(addPremiumSchema.parse({ provider_code: " prv013 ", provider_name: "RS A", username: "rs.a", password: "rahasia-123" })).toEqual({
      provider_code: "PRV013",
      provider_name: "RS A",
      username: "rs.a",
      password: "rahasia-123",
    });
  });

  it("add: codes and usernames without spaces, passwords of 8 or more, 200 characters at most", () => {
    const base = { provider_code: "PRV013", provider_name: "RS A", username: "rs.a", password: "rahasia-123" };
    expect(firstErrors(addPremiumSchema.safeParse({ ...base, provider_code: "PRV 13" })).provider_code).toBe("Hanya huruf, angka, - dan _ (tanpa spasi).");
    expect(firstErrors(addPremiumSchema.safeParse({ ...base, username: "rs a" })).username).toMatch(/tanpa spasi/);
    expect(firstErrors(addPremiumSchema.safeParse({ ...base, password: "pendek" })).password).toBe("Password minimal 8 karakter.");
    expect(firstErrors(addPremiumSchema.safeParse({ ...base, provider_name: "x".repeat(201) })).provider_name).toBe("Maksimal 200 karakter.");
  });

  it("edit: the password may be left blank to keep it", () => {
    expect(editPremiumSchema.parse({ provider_name: "RS A", username: "rs.a" })).toEqual({ provider_name: "RS A", username: "rs.a" });
    expect(firstErrors(editPremiumSchema.safeParse({ provider_name: "RS A", username: "rs.a", password: "pendek" })).password).toBe("Password minimal 8 karakter.");
  });
});
