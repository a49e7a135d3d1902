import type { Route } from "./+types/$base.add_news";
import { NewsEditor } from "./$base.news/editor";

// Add and edit are one editor: its loader and action (./$base.news/editor.server.ts) serve both.
export { action, loader } from "./$base.news/editor.server";

export default function AddNews({ loaderData, actionData, params }: Route.ComponentProps) {
  return <NewsEditor base={params.base} loaderData={loaderData} actionData={actionData} />;
}
