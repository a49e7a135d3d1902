import type { Route } from "./+types/$base.detail-premium-provider.$username";
import { PremiumProviderEditor } from "./$base.premium-provider/editor";
import { keepForm } from "~/lib/keep-form";
import { premiumEditorText } from "~/lib/messages-provider";

// Add and detail are one editor: its loader and action (./$base.premium-provider/editor.server.ts) serve both.
export { action, loader } from "./$base.premium-provider/editor.server";

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export const meta: Route.MetaFunction = ({ params }) => [{ title: premiumEditorText.premiumProviderSehatConsole(params.username) }];

export default function PremiumProviderDetail({ loaderData, actionData, params }: Route.ComponentProps) {
  return <PremiumProviderEditor key={params.username} base={params.base} loaderData={loaderData} actionData={actionData} />;
}
