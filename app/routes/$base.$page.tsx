import { Card, Heading } from "@radix-ui/themes";
import { data, redirect } from "react-router";
import type { Route } from "./+types/$base.$page";
import { requireUser } from "~/.server/guard";
import { sanitizeRichText } from "~/.server/sanitize";
import { UpstreamError } from "~/.server/upstream/request";
import { getAdditionals } from "~/.server/upstream/shell";

/** The topbar's help pages, rendered from the platform's additional content by name. */
const STATIC_PAGES = new Set(["termsconditional", "helps", "contact-us", "mobile-apps"]);

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!STATIC_PAGES.has(params.page)) throw data("Not Found", { status: 404 });
  const { session, upstream } = requireUser(context);
  let page;
  try {
    page = (await getAdditionals(upstream)).find((a) => a.name === params.page);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    session.flash({ type: "error", message: "Collect Data Error!" });
    throw redirect("/");
  }
  if (!page) throw redirect("/");
  return { title: page.title ?? params.page, html: sanitizeRichText(page.content) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.title ?? "Bantuan"} · Sehat Console` }];

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return (
    <Card size="3">
      <Heading as="h1" size="6" mb="3">
        {loaderData.title}
      </Heading>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </Card>
  );
}
