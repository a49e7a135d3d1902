import { describe, expect, it } from "vitest";
import { bannerAdSchema, EXPIRED_BEFORE_START, bannerDisplay, fromBannerDate, isBannerLink, toBannerDate } from "./banner-ads";
import { MESSAGES } from "./content-schemas";
import { DAY_INVALID } from "./day";
import { jakartaToday } from "./format";

const valid = { provider: "prov_a1b2c3", name: " Promo MCU ", index: "2", url: "https://rs.example/promo", start: "2026-11-01", expired: "2026-12-31", banner: "/files/PRV001/mcu.png" };

describe("banner ad form (SPEC §5)", () => {
  it("provider, name, index, url, start, expired and image are each only 'Please FIll Data!' when empty", () => {
    const empty = bannerAdSchema.safeParse({});
    expect(empty.error?.issues.map((i) => [i.path[0], i.message])).toEqual(
      ["provider", "name", "index", "url", "start", "expired", "banner"].map((field) => [field, MESSAGES.pleaseFill]),
    );
  });

  it("parses a filled form: trimmed, index a number, switches off when not posted", () => {
    expect(bannerAdSchema.parse(valid)).toEqual({ ...valid, name: "Promo MCU", index: 2, external_url: false, published: false });
    expect(bannerAdSchema.parse({ ...valid, published: true, external_url: true })).toMatchObject({ published: true, external_url: true });
  });

  it("refuses an index that is not a whole number, a bad link, an unreal day and an expiry before the start", () => {
    const message = (input: Record<string, unknown>) => bannerAdSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ index: "1.5" })).toBe("Indeks harus bilangan bulat 0 atau lebih.");
    expect(message({ index: "-1" })).toBe("Indeks harus bilangan bulat 0 atau lebih.");
    expect(message({ index: "10000" })).toBe("Indeks paling besar 9999.");
    expect(message({ url: "javascript:alert(1)" })).toMatch(/^Tautan harus/);
    expect(message({ start: "2026-02-30" })).toBe(DAY_INVALID);
    expect(message({ start: "31-02-2024" })).toBe(DAY_INVALID);
    expect(message({ start: "05-03-25" })).toBe(DAY_INVALID);
    // Typed DD-MM-YYYY (as the field shows it) reads as the same day.
    expect(bannerAdSchema.parse({ ...valid, start: "05-03-2025", expired: "5/3/2025" })).toMatchObject({ start: "2025-03-05", expired: "2025-03-05" });
    expect(message({ expired: "2026-10-31" })).toBe(EXPIRED_BEFORE_START);
    expect(message({ name: "x".repeat(201) })).toBe("Maksimal 200 karakter.");
    expect(message({ banner: "http:/x" })).toBe("Pilih gambar dari Media Library.");
    // The same day for both is a one-day ad.
    expect(bannerAdSchema.safeParse({ ...valid, expired: valid.start }).success).toBe(true);
  });

  it("a link is a web link or a screen of the app, never another scheme or a protocol-relative URL", () => {
    expect(isBannerLink("https://rs.example/a?b=1")).toBe(true);
    expect(isBannerLink("/provider/prov_a1b2c3")).toBe(true);
    expect(isBannerLink("//evil.example/x")).toBe(false);
    expect(isBannerLink("data:text/html,x")).toBe(false);
    expect(isBannerLink("https://")).toBe(false);
  });
});

describe("banner dates and display (SPEC §4, §9)", () => {
  it("dates go to the platform as DD-MM-YYYY and come back; a malformed or unreal one reads empty", () => {
    expect(toBannerDate("2026-11-24")).toBe("24-11-2026");
    expect(fromBannerDate("24-11-2026")).toBe("2026-11-24");
    expect(fromBannerDate("31-02-2026")).toBe("");
    expect(fromBannerDate("2026-11-24")).toBe("");
    expect(fromBannerDate(null)).toBe("");
  });

  it("'Show' while published and not expired (the expiry day included); expired wins over unpublished", () => {
    const today = "2026-11-24";
    expect(bannerDisplay({ published: true, expired: "24-11-2026" }, today)).toBe("Show");
    expect(bannerDisplay({ published: true, expired: "23-11-2026" }, today)).toBe("Not Show (Expired)");
    expect(bannerDisplay({ published: false, expired: "31-12-2026" }, today)).toBe("Not Show");
    expect(bannerDisplay({ published: false, expired: "01-01-2020" }, today)).toBe("Not Show (Expired)");
    // An expiry the console cannot read does not hide a published ad.
    expect(bannerDisplay({ published: true, expired: "" }, today)).toBe("Show");
  });

  it("today is Jakarta's day: 17:00 UTC is already the next day there", () => {
    expect(jakartaToday(Date.parse("2026-11-23T16:59:59Z"))).toBe("2026-11-23");
    expect(jakartaToday(Date.parse("2026-11-23T17:00:00Z"))).toBe("2026-11-24");
  });
});
