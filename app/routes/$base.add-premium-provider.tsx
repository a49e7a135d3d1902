import type { Route } from "./+types/$base.add-premium-provider";
import { PremiumProviderEditor } from "./$base.premium-provider/editor";
import { keepForm } from "~/lib/keep-form";

// Add and detail are one editor: its loader and action (./$base.premium-provider/editor.server.ts) serve both.
export { action, loader } from "./$base.premium-provider/editor.server";

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function AddPremiumProvider({ loaderData, actionData, params }: Route.ComponentProps) {
  return <PremiumProviderEditor base={params.base} loaderData={loaderData} actionData={actionData} />;
}
