import { describe, expect, it } from "vitest";
import { corporateCodeParam, corporateFailure, corporateSchema, ESIGN_MESSAGES, memberFailure, memberSchema } from "./esign";

const member = { full_name: "Dewi", email: "dewi@example.co.id", phone_number: "0812-3456-7890", nik: "3174012345678901" };
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message]));

describe("e-sign forms (SPEC §5)", () => {
  it("a NIK is exactly 16 digits, with SPEC's message", () => {
    expect(memberSchema.safeParse(member).success).toBe(true);
    for (const nik of ["", "123", "317401234567890", "31740123456789012", "317401234567890a", "3174 0123 4567 890"]) {
      expect(errorsOf(memberSchema.safeParse({ ...member, nik })).nik, nik).toBe(ESIGN_MESSAGES.nik);
    }
  });

  it("name, email and phone are required (that alone, when empty); Privy ID is optional", () => {
    expect(memberSchema.safeParse({ ...member, email: "" }).error?.issues).toHaveLength(1);
    expect(errorsOf(memberSchema.safeParse({ ...member, full_name: " ", email: "", phone_number: "" }))).toEqual({
      full_name: ESIGN_MESSAGES.required,
      email: ESIGN_MESSAGES.required,
      phone_number: ESIGN_MESSAGES.required,
    });
    expect(errorsOf(memberSchema.safeParse({ ...member, email: "dewi@", phone_number: "12ab" }))).toEqual({
      email: "Masukkan alamat email yang benar.",
      phone_number: "Masukkan nomor telepon 8–15 angka.",
    });
    expect(memberSchema.parse({ ...member, privy_id: "PRV123A456" }).privy_id).toBe("PRV123A456");
    expect(errorsOf(memberSchema.safeParse({ ...member, privy_id: "a b" })).privy_id).toBeDefined();
  });

  it("a corporate needs code, name and address; the code is a path segment, kept upper-case", () => {
    expect(corporateSchema.parse({ corporate_code: " k0001-a ", corporate_name: "PT A", corporate_address: "Jl. B" })).toEqual({
      corporate_code: "K0001-A",
      corporate_name: "PT A",
      corporate_address: "Jl. B",
    });
    expect(errorsOf(corporateSchema.safeParse({ corporate_code: "", corporate_name: "", corporate_address: "" }))).toEqual({
      corporate_code: ESIGN_MESSAGES.required,
      corporate_name: ESIGN_MESSAGES.required,
      corporate_address: ESIGN_MESSAGES.required,
    });
    for (const code of ["a b", "-K1", "K/1", "X".repeat(31)]) expect(corporateSchema.safeParse({ corporate_code: code, corporate_name: "A", corporate_address: "B" }).success, code).toBe(false);
    expect(corporateCodeParam.parse("k0001")).toBe("K0001");
    expect(corporateCodeParam.safeParse("bad code").success).toBe(false);
  });
});

describe("e-sign save failures (SPEC §8)", () => {
  it("a corporate: 'Something went wrong' with the platform's text, SPEC's text when none came", () => {
    expect(corporateFailure({ status: 409, message: "Corporate code K1 already exists." })).toEqual({ title: "Something went wrong", message: "Corporate code K1 already exists." });
    expect(corporateFailure({ status: 502, message: "Tidak dapat menghubungi platform.", reason: "unreachable" })).toEqual({
      title: "Something went wrong",
      message: "Unable to save corporate data. Please try again later.",
    });
  });

  it("a member: 'Connection Error' when nothing answered, 'Error' with the platform's text or SPEC's", () => {
    for (const reason of ["unreachable", "timeout"]) {
      expect(memberFailure({ status: reason === "timeout" ? 504 : 502, message: "x", reason })).toEqual({ title: "Connection Error", message: "Failed to connect to the server." });
    }
    expect(memberFailure({ status: 409, message: "A member with NIK 1 already exists in K1." })).toEqual({ title: "Error", message: "A member with NIK 1 already exists in K1." });
    expect(memberFailure({ status: 500, message: "Internal error" })).toEqual({ title: "Error", message: "Failed to add member. Please try again." });
  });
});
