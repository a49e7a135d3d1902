import type { Route } from "./+types/$base.detail-premium-provider.$username";
import { PremiumProviderEditor } from "./$base.premium-provider/editor";

// Add and detail are one editor: its loader and action (./$base.premium-provider/editor.server.ts) serve both.
export { action, loader } from "./$base.premium-provider/editor.server";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.username} · Premium Provider · Sehat Console` }];

export default function PremiumProviderDetail({ loaderData, actionData, params }: Route.ComponentProps) {
  return <PremiumProviderEditor key={params.username} base={params.base} loaderData={loaderData} actionData={actionData} />;
}
