import type { Route } from "./+types/$base.detail_news.$idNews";
import { NewsEditor } from "./$base.news/editor";
import { keepForm } from "~/lib/keep-form";
import { titlesText } from "~/lib/messages-shell";
import { layoutTitle } from "~/components/shell-data";

// Add and edit are one editor: its loader and action (./$base.news/editor.server.ts) serve both.
export { action, loader } from "./$base.news/editor.server";

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData?.news?.title ? [{ title: titlesText.title(loaderData.news.title) }] : layoutTitle(matches));

export default function EditNews({ loaderData, actionData, params }: Route.ComponentProps) {
  return <NewsEditor base={params.base} loaderData={loaderData} actionData={actionData} />;
}
