import type { Route } from "./+types/$base.detail-category-doctor.$idCat";
import { CategoryEditor } from "./$base.category-doctor/editor";
import { keepForm } from "~/lib/keep-form";

// Add and detail are one editor: its loader and action (./$base.category-doctor/editor.server.ts) serve both.
export { action, loader } from "./$base.category-doctor/editor.server";

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function DoctorCategory({ loaderData, actionData, params }: Route.ComponentProps) {
  return <CategoryEditor key={params.idCat} base={params.base} loaderData={loaderData} actionData={actionData} />;
}
