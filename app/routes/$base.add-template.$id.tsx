import type { Route } from "./+types/$base.add-template.$id";
import { StampTemplateEditor } from "./$base.template-list/editor";
import "~/styles/content.css";
import "~/styles/stamp-template.css";
import { keepForm } from "~/lib/keep-form";
import { templateEditorText } from "~/lib/messages-stamp";

// SPEC §2 add-template/{providerCode}: `id` is the provider code, as in templating/{id}. Add and edit are one editor: its loader and action (./$base.template-list/editor.server.ts) serve both.
export { action, loader } from "./$base.template-list/editor.server";

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export const meta: Route.MetaFunction = ({ data }) => [{ title: templateEditorText.tambahTemplateSehatConsole(data?.providerCode ?? "") }];

export default function AddStampTemplate({ loaderData, actionData }: Route.ComponentProps) {
  return <StampTemplateEditor loaderData={loaderData} actionData={actionData} />;
}
