import { Card, Flex } from "@radix-ui/themes";
import { data, redirect } from "react-router";
import type { Route } from "./+types/$base.$page";
import { requireUser } from "~/.server/guard";
import { sanitizeRichText } from "~/.server/kits/sanitize";
import { UpstreamError } from "~/.server/upstream/request";
import { getAdditionals } from "~/.server/upstream/shell";
import { PageHead } from "~/components/page-head";
import { helpPages } from "~/lib/messages-frame";
import { titlesText } from "~/lib/messages-shell";

export async function loader({ params, context }: Route.LoaderArgs) {
  // The topbar's help pages only, rendered from the platform's additional content by name.
  if (!Object.hasOwn(helpPages, params.page)) throw data("Not Found", { status: 404 });
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
  const title = page.title ?? params.page;
  return { title, html: withoutLeadingTitle(sanitizeRichText(page.content), title) };
}

/** The page's title is its heading already: a first heading that repeats it is dropped. */
function withoutLeadingTitle(html: string, title: string): string {
  const match = /^\s*<h[1-3]>([^<]*)<\/h[1-3]>/i.exec(html);
  return match && match[1].trim().toLowerCase() === title.trim().toLowerCase() ? html.slice(match[0].length) : html;
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => [{ title: titlesText.title(loaderData?.title ?? params.page) }];

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return (
    <Flex direction="column" gap="4">
      <PageHead title={loaderData.title} />
      <Card size="3">
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      </Card>
    </Flex>
  );
}
