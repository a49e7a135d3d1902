import { describe, expect, it } from "vitest";
import { EMATERAI_MESSAGES, enrolFailure, enrolSchema } from "./ematerai";

const valid = { email: "materai@rs.example", npwp: "01.234.567.8-901.000", provider: "PRV004", vendor: "VND001", bank: "BRI", vendor_va_id: "8800140000004" };

describe("e-stamp enrolment form", () => {
  it("each empty required field says so; kuota defaults to 0 and the NPWP is sent as digits", () => {
    const empty = enrolSchema.safeParse({});
    expect(empty.error?.issues.map((i) => [i.path[0], i.message])).toEqual(
      ["email", "npwp", "provider", "vendor", "bank", "vendor_va_id"].map((f) => [f, EMATERAI_MESSAGES.required]),
    );
    expect(enrolSchema.parse(valid)).toEqual({ ...valid, npwp: "012345678901000", kuota: 0, is_group: false });
    expect(enrolSchema.parse({ ...valid, kuota: "250" }).kuota).toBe(250);
  });

  it("refuses a bad email, NPWP, VA number, kuota, bank, and a group without its parent", () => {
    const message = (change: Record<string, unknown>) => enrolSchema.safeParse({ ...valid, ...change }).error?.issues[0]?.message;
    expect(message({ email: "no-at" })).toBe(EMATERAI_MESSAGES.email);
    expect(message({ npwp: "1234" })).toBe(EMATERAI_MESSAGES.npwp);
    expect(message({ npwp: "0123456789012345" })).toBeUndefined();
    expect(message({ vendor_va_id: "VA-1" })).toBe(EMATERAI_MESSAGES.va);
    expect(message({ kuota: "-1" })).toBe(EMATERAI_MESSAGES.kuota);
    expect(message({ kuota: "1.5" })).toBe(EMATERAI_MESSAGES.kuota);
    expect(message({ bank: "XYZ" })).toBe(EMATERAI_MESSAGES.required);
    expect(message({ is_group: true })).toBe(EMATERAI_MESSAGES.parent);
    expect(message({ is_group: true, parent: "PRV001" })).toBeUndefined();
  });

  it("SPEC §8: a refusal is 'Enroll Error' with the platform's text; no answer, 'Please Check Again'", () => {
    expect(enrolFailure({ status: 409, message: "Provider PRV001 sudah terdaftar e-materai." })).toEqual({ flash: "Enroll Error", title: "Enroll Error", message: "Provider PRV001 sudah terdaftar e-materai." });
    expect(enrolFailure({ status: 503, message: "x", reason: "unreachable" })).toEqual({ flash: "Please Check Again", message: "Please Check Again" });
  });
});
