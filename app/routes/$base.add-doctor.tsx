import type { Route } from "./+types/$base.add-doctor";
import { DoctorEditor } from "./$base.all-doctor/editor";

// Add and detail are one editor: its loader and action (./$base.all-doctor/editor.server.ts) serve both.
export { action, loader } from "./$base.all-doctor/editor.server";

export default function AddDoctor({ loaderData, actionData, params }: Route.ComponentProps) {
  return <DoctorEditor base={params.base} loaderData={loaderData} actionData={actionData} />;
}
