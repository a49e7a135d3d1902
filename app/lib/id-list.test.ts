import { describe, expect, it } from "vitest";
import { formatIdList, idListField, parseIdList } from "./id-list";

describe("parseIdList", () => {
  it("accepts the SPEC example and keeps the order", () => {
    expect(parseIdList("K0001,K008-9,KT0080")).toEqual({ ok: true, ids: ["K0001", "K008-9", "KT0080"] });
  });

  it("treats an empty text as an empty list", () => {
    expect(parseIdList("")).toEqual({ ok: true, ids: [] });
    expect(parseIdList(undefined)).toEqual({ ok: true, ids: [] });
    expect(parseIdList("   ")).toEqual({ ok: true, ids: [] });
  });

  it("keeps duplicates once", () => {
    expect(parseIdList("A1,B2,A1")).toEqual({ ok: true, ids: ["A1", "B2"] });
  });

  it("refuses spaces, with a message that shows the expected form", () => {
    for (const text of ["K0001, K0002", "K0001 ,K0002", " K0001", "K0001\nK0002", "K0001\tK0002"]) {
      const result = parseIdList(text, "Invisible ID");
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toContain("tidak boleh berisi spasi");
        expect(result.message).toContain("K0001,K008-9,KT0080");
      }
    }
  });

  it("refuses empty items (double or trailing commas)", () => {
    for (const text of ["K1,,K2", "K1,", ",K1", ","]) {
      const result = parseIdList(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain("koma berlebih");
    }
  });

  it("refuses characters the platform refuses and IDs over 20 characters, naming the ID", () => {
    const bad = parseIdList("K1,K_2", "Corporate ID");
    expect(bad).toMatchObject({ ok: false });
    if (!bad.ok) expect(bad.message).toContain('Corporate ID "K_2" tidak valid');
    const semicolon = parseIdList("K1;K2");
    expect(semicolon.ok).toBe(false);
    const long = parseIdList("A".repeat(21));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.message).toContain("lebih dari 20 karakter");
    expect(parseIdList("A".repeat(20)).ok).toBe(true);
  });

  it("caps the number of IDs", () => {
    const many = Array.from({ length: 1001 }, (_, i) => `K${i}`).join(",");
    expect(parseIdList(many).ok).toBe(false);
  });

  it("formats back to the form's text", () => {
    expect(formatIdList(["K1", "K2"])).toBe("K1,K2");
    expect(formatIdList(null)).toBe("");
  });
});

describe("idListField", () => {
  it("turns the text into IDs and reports the parse message", () => {
    const field = idListField("Invisible ID");
    expect(field.parse("K1,K2")).toEqual(["K1", "K2"]);
    expect(field.parse(undefined)).toEqual([]);
    const failed = field.safeParse("K1, K2");
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0].message).toContain("Invisible ID tidak boleh berisi spasi");
  });

  it("requires at least one ID when asked to", () => {
    const field = idListField("Corporate ID", "Isi minimal satu Corporate ID.");
    expect(field.safeParse(undefined).error?.issues[0].message).toBe("Isi minimal satu Corporate ID.");
    expect(field.parse("C1,C2,C3")).toEqual(["C1", "C2", "C3"]);
  });
});
