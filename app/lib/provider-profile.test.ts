import { describe, expect, it } from "vitest";
import { providerProfileSchema } from "./provider-profile";

const errors = (value: Record<string, unknown>) => (providerProfileSchema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("My Provider form", () => {
  it("needs only the name; empty optional fields are kept empty", () => {
    expect(providerProfileSchema.parse({ provider_name: "RS A" })).toEqual({
      provider_name: "RS A",
      phone: "",
      address: "",
      latlong: "",
      profile: "",
      title_button: "",
      link_button: "",
      logo: "",
      banner: "",
      gallery: [],
    });
    expect(errors({})).toEqual(["provider_name: Please FIll Data!"]);
  });

  it("checks the location, the button link, the pictures and the gallery's size", () => {
    expect(errors({ provider_name: "A", latlong: "-6.2, 106.8" })).toEqual([]);
    expect(errors({ provider_name: "A", latlong: "91,10" })).toEqual(["latlong: Tulis lintang,bujur, mis. -6.2615,106.8106."]);
    expect(errors({ provider_name: "A", link_button: "javascript:alert(1)" })).toEqual(["link_button: Masukkan tautan http(s)://…"]);
    expect(errors({ provider_name: "A", logo: "data:image/png;base64,AA" })).toEqual(["logo: Pilih gambar dari Media Library."]);
    expect(errors({ provider_name: "A", gallery: Array(13).fill("/files/a.png") })).toEqual(["gallery: Maksimal 12 foto."]);
  });
});
