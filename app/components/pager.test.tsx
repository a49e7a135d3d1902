import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager";

// A data router, as in the app (the pager's jump form submits through it).
const render = (url: string, props: Parameters<typeof Pager>[0]) =>
  renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "*", element: <Pager {...props} /> }], { initialEntries: [url] })} />);

describe("Pager", () => {
  it("says where the page is and links to its neighbours, keeping the rest of the list state", () => {
    const html = render("/b/members/all?q=budi&page=2&sort=name", { page: 2, size: 10, total: 35 });
    expect(html).toContain("Menampilkan 11–20 dari 35 data");
    // First and previous (page 1 leaves the page out), next and last.
    expect(html.match(/href="\/b\/members\/all\?q=budi&amp;sort=name"/g)).toHaveLength(2);
    expect(html).toContain('href="/b/members/all?q=budi&amp;page=3&amp;sort=name"');
    expect(html).toContain('href="/b/members/all?q=budi&amp;page=4&amp;sort=name"');
    // Jump to a page: the page number with the rest of the list state as hidden fields.
    const jump = /<input[^>]*type="number"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['name="page"', 'max="4"', 'value="2"']) expect(jump).toContain(attribute);
    expect(html).toContain('<input type="hidden" name="q" value="budi"/>');
    expect(html).toContain("dari 4");
  });

  it("says how many rows of another payor it left out", () => {
    expect(render("/b/members/all", { page: 1, size: 10, total: 12, trimmed: 1 })).toContain("1 baris payor lain tidak ditampilkan");
    expect(render("/b/members/all", { page: 1, size: 10, total: 12 })).not.toContain("payor lain");
  });

  it("an empty list shows zero and no links", () => {
    const html = render("/b/x", { page: 1, size: 10, total: 0 });
    expect(html).toContain("Menampilkan 0–0 dari 0 data");
    expect(html).not.toContain("href=");
    expect(html).toContain("1 / 1");
  });
});
