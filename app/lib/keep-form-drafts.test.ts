import { describe, expect, it } from "vitest";
import { nestFields, screenKey } from "./keep-form";

describe("session drafts", () => {
  it("keys a draft by the screen, not by the base segment that changes with each sign-in", () => {
    expect(screenKey("/abcDEF123/add-category-doctor")).toBe(screenKey("/zzzYYY999/add-category-doctor"));
    expect(screenKey("/abc/detail_news/12")).toBe("sehat-draft:detail_news/12");
  });

  it("nests Conform's field names into the value its update takes", () => {
    expect(
      nestFields([
        ["title", "Judul"],
        ["banner[0].image", "/a.png"],
        ["banner[0].link", "https://a"],
        ["banner[1].image", "/b.png"],
        ["meta.tags", "x"],
        ["meta.tags", "y"],
      ]),
    ).toEqual({ title: "Judul", banner: [{ image: "/a.png", link: "https://a" }, { image: "/b.png" }], meta: { tags: ["x", "y"] } });
  });
});
