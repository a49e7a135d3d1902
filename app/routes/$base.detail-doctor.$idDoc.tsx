import type { Route } from "./+types/$base.detail-doctor.$idDoc";
import { DoctorEditor } from "./$base.all-doctor/editor";

// Add and detail are one editor: its loader and action (./$base.all-doctor/editor.server.ts) serve both.
export { action, loader } from "./$base.all-doctor/editor.server";

export default function DoctorDetail({ loaderData, actionData, params }: Route.ComponentProps) {
  return <DoctorEditor key={params.idDoc} base={params.base} loaderData={loaderData} actionData={actionData} />;
}
