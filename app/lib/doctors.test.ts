import { describe, expect, it } from "vitest";
import { categorySchema, DOCTOR_MESSAGES, doctorSchema } from "./doctors";

describe("doctor forms (SPEC §5)", () => {
  it("a category needs its name, 200 characters at most", () => {
    expect(categorySchema.safeParse({ name: "  " }).error?.issues.map((i) => i.message)).toEqual([DOCTOR_MESSAGES.pleaseFill]);
    expect(categorySchema.safeParse({ name: "x".repeat(201) }).success).toBe(false);
    expect(categorySchema.parse({ name: " Dokter Umum " })).toEqual({ name: "Dokter Umum" });
  });

  it("a doctor needs name, category and an image from the library, each empty one only 'Please FIll Data!'", () => {
    const empty = doctorSchema.safeParse({});
    expect(empty.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["name", DOCTOR_MESSAGES.pleaseFill],
      ["category", DOCTOR_MESSAGES.pleaseFill],
      ["image", DOCTOR_MESSAGES.pleaseFill],
    ]);
    expect(doctorSchema.safeParse({ name: "dr. A", category: "c1", image: "javascript:alert(1)" }).error?.issues[0]?.message).toBe("Pilih gambar dari Media Library.");
    expect(doctorSchema.parse({ name: "dr. A", category: "c1", image: "/files/demo/a.png" })).toEqual({ name: "dr. A", category: "c1", image: "/files/demo/a.png" });
  });
});
