import type { Route } from "./+types/$base.detail-category-doctor.$idCat";
import { CategoryEditor } from "./$base.category-doctor/editor";

// Add and detail are one editor: its loader and action (./$base.category-doctor/editor.server.ts) serve both.
export { action, loader } from "./$base.category-doctor/editor.server";

export default function DoctorCategory({ loaderData, actionData, params }: Route.ComponentProps) {
  return <CategoryEditor key={params.idCat} base={params.base} loaderData={loaderData} actionData={actionData} />;
}
