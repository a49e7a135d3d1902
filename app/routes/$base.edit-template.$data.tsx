import type { Route } from "./+types/$base.edit-template.$data";
import { StampTemplateEditor } from "./$base.template-list/editor";
import "~/styles/content.css";
import "~/styles/stamp-template.css";
import { keepForm } from "~/lib/keep-form";
import { templateEditorText } from "~/lib/messages-stamp";

// SPEC §2 edit-template/{data}: data is the template row as base64 JSON (see decodeTemplateParam).
export { action, loader } from "./$base.template-list/editor.server";

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export const meta: Route.MetaFunction = ({ data }) => [{ title: templateEditorText.editTemplateSehatConsole(data?.template?.template_name ?? "") }];

export default function EditStampTemplate({ loaderData, actionData }: Route.ComponentProps) {
  return <StampTemplateEditor loaderData={loaderData} actionData={actionData} />;
}
