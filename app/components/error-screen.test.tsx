import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "./error-screen";

// The error screen under a root route whose loader gave the request id, as app/root.tsx does.
async function render(error: unknown) {
  const router = createMemoryRouter([{ id: "root", path: "*", loader: () => ({ requestId: "3f2b9c1e-aaaa-4bbb-8ccc-0123456789ab" }), element: <ErrorScreen error={error} /> }], { initialEntries: ["/x"] });
  await router.navigate("/x");
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("ErrorScreen", () => {
  it("quotes the failed request's id, for the operator to give to support", async () => {
    const html = await render({ status: 502, statusText: "", internal: false, data: { message: "Tidak dapat menghubungi platform. Silakan coba lagi." } });
    expect(html).toContain("Kode permintaan: <code>3f2b9c1e-aaaa-4bbb-8ccc-0123456789ab</code>");
  });

  it("does not for a page that is simply not there or not allowed", async () => {
    expect(await render({ status: 404, statusText: "", internal: false, data: "Not Found" })).not.toContain("Kode permintaan");
  });

  it("says a refused request in its own words, not HTTP's English reason phrase", async () => {
    for (const [status, phrase] of [[400, "Bad Request"], [405, "Method Not Allowed"]] as const) {
      const html = await render({ status, statusText: phrase, internal: false, data: phrase });
      expect(html).not.toContain(phrase);
      expect(html).toContain(`>${status}<`);
    }
    // a refusal with a message of its own keeps it
    expect(await render({ status: 400, statusText: "", internal: false, data: { message: "Pencarian maksimal 40 karakter." } })).toContain("Pencarian maksimal 40 karakter.");
  });
});
