import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FEATURE_MULTI_MAX } from "../../contract/lists";
import { featureConfigSchema, featureDefaults, manualConfigSchema, SELECT_CORPORATE_FIRST, toJsonFeature } from "./feature-config";

const items = [
  { key: "eclaim", name: "E-Claim" },
  { key: "upload-docs", name: "Unggah Dokumen" },
  { key: "news", name: "Berita" },
];

/** The field errors of a failed submission. */
const errors = (submission: { status?: string; error?: unknown } | object) =>
  ((submission as { error?: Record<string, string[] | null> }).error ?? {}) as Record<string, string[] | undefined>;

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("feature config form", () => {
  it("needs a corporate: 'Select corporate first!'", () => {
    const submission = parseWithZod(form([["corp", ""]]), { schema: featureConfigSchema });
    expect(submission.status).toBe("error");
    expect(errors(submission).corp).toEqual([SELECT_CORPORATE_FIRST]);
  });

  it("reads switches (unchecked = absent), per-item and general invisible IDs", () => {
    const submission = parseWithZod(
      form([
        ["corp", "K0001"],
        ["items[0].key", "eclaim"],
        ["items[0].enabled", "on"],
        ["items[0].invisible", "KT0080,K008-9"],
        ["items[1].key", "upload-docs"],
        ["items[2].key", "news"],
        ["items[2].enabled", "on"],
        ["invisible", "K0001,K008-9,KT0080"],
      ]),
      { schema: featureConfigSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toJsonFeature(submission.value, items)).toEqual({
      features: { eclaim: true, "upload-docs": false, news: true },
      invisible_items: { eclaim: ["KT0080", "K008-9"] },
      invisible: ["K0001", "K008-9", "KT0080"],
    });
  });

  it("reports a bad ID list on its own field", () => {
    const submission = parseWithZod(
      form([
        ["corp", "K0001"],
        ["items[0].key", "eclaim"],
        ["items[0].invisible", "KT0080 K1"],
        ["invisible", "K0001;K2"],
      ]),
      { schema: featureConfigSchema },
    );
    expect(submission.status).toBe("error");
    expect(errors(submission)["items[0].invisible"]?.[0]).toContain("tidak boleh berisi spasi");
    expect(errors(submission).invisible?.[0]).toContain('"K0001;K2" tidak valid');
  });

  it("sends only the platform's own keys", () => {
    const json = toJsonFeature({ items: [{ key: "injected", enabled: true, invisible: ["X"] }], invisible: [] }, items);
    expect(Object.keys(json.features)).toEqual(["eclaim", "upload-docs", "news"]);
    expect(json.invisible_items).toEqual({});
  });

  it("starts from the stored config; an unset (null) switch shows as on", () => {
    const defaults = featureDefaults(items, { features: { eclaim: false, "upload-docs": null }, invisible_items: { news: ["A1", "B2"] }, invisible: ["K1"] });
    expect(defaults).toEqual({
      items: [
        { key: "eclaim", enabled: false, invisible: "" },
        { key: "upload-docs", enabled: true, invisible: "" },
        { key: "news", enabled: true, invisible: "A1,B2" },
      ],
      invisible: "K1",
    });
    expect(featureDefaults(items, null).items.every((i) => i.enabled)).toBe(true);
  });
});

describe("manual config form", () => {
  it("needs at least one corporate ID, comma-separated without spaces", () => {
    const empty = parseWithZod(form([["feature", "home-menu"]]), { schema: manualConfigSchema });
    expect(errors(empty).corps?.[0]).toContain("Isi minimal satu Corporate ID");
    const spaced = parseWithZod(form([["feature", "home-menu"], ["corps", "K1, K2"]]), { schema: manualConfigSchema });
    expect(errors(spaced).corps?.[0]).toContain("Corporate ID tidak boleh berisi spasi");
    const ok = parseWithZod(form([["feature", "home-menu"], ["corps", "K1,K2,K3"]]), { schema: manualConfigSchema });
    expect(ok.status).toBe("success");
    if (ok.status === "success") expect(ok.value.corps).toEqual(["K1", "K2", "K3"]);
  });

  it("takes at most the platform's FEATURE_MULTI_MAX corporates, so a longer paste is said before posting", () => {
    const corps = (n: number) => Array.from({ length: n }, (_, i) => `K${i}`).join(",");
    const atMost = parseWithZod(form([["feature", "home-menu"], ["corps", corps(FEATURE_MULTI_MAX)]]), { schema: manualConfigSchema });
    expect(atMost.status).toBe("success");
    const over = parseWithZod(form([["feature", "home-menu"], ["corps", corps(FEATURE_MULTI_MAX + 1)]]), { schema: manualConfigSchema });
    expect(errors(over).corps?.[0]).toBe(`Maksimal ${FEATURE_MULTI_MAX} Corporate ID dalam satu daftar.`);
  });
});
