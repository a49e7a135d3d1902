import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager";

const render = (url: string, props: Parameters<typeof Pager>[0]) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Pager {...props} />
    </MemoryRouter>,
  );

describe("Pager", () => {
  it("says where the page is and links to its neighbours, keeping the rest of the list state", () => {
    const html = render("/b/members/all?q=budi&page=2&sort=name", { page: 2, pageSize: 10, total: 35 });
    expect(html).toContain("Showing 11 to 20 of 35 entries");
    expect(html).toContain('href="/b/members/all?q=budi&amp;sort=name"');
    expect(html).toContain('href="/b/members/all?q=budi&amp;page=3&amp;sort=name"');
    expect(html).toContain("2 / 4");
  });

  it("says how many rows of another payor it left out", () => {
    expect(render("/b/members/all", { page: 1, pageSize: 10, total: 12, trimmed: 1 })).toContain("1 baris payor lain tidak ditampilkan");
    expect(render("/b/members/all", { page: 1, pageSize: 10, total: 12 })).not.toContain("payor lain");
  });

  it("an empty list shows zero and no links", () => {
    const html = render("/b/x", { page: 1, pageSize: 10, total: 0 });
    expect(html).toContain("Showing 0 to 0 of 0 entries");
    expect(html).not.toContain("href=");
  });
});
