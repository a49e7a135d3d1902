import type { Route } from "./+types/$base.add-doctor";
import { DoctorEditor } from "./$base.all-doctor/editor";
import { keepForm } from "~/lib/keep-form";

// Add and detail are one editor: its loader and action (./$base.all-doctor/editor.server.ts) serve both.
export { action, loader } from "./$base.all-doctor/editor.server";

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function AddDoctor({ loaderData, actionData, params }: Route.ComponentProps) {
  return <DoctorEditor base={params.base} loaderData={loaderData} actionData={actionData} />;
}
