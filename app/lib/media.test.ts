import { describe, expect, it } from "vitest";
import { thumbnailUrl } from "./media";

describe("thumbnailUrl", () => {
  it("points a library image at its WebP copy", () => {
    expect(thumbnailUrl("/files/2026/11/cover.JPG")).toBe(
      "/files/2026/11/cover.JPG.thumb.webp",
    );
    expect(thumbnailUrl("/files/a.png")).toBe("/files/a.png.thumb.webp");
  });
  it("answers anything else as it is", () => {
    for (const url of [
      "/files/guide.pdf",
      "https://example.com/a.png",
      "/files/a.png?v=2",
      "data:image/png;base64,AAAA",
      "/elsewhere/a.png",
    ]) {
      expect(thumbnailUrl(url)).toBe(url);
    }
  });
});
