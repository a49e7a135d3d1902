import type { Route } from "./+types/$base.detail-banner-ads.$idAds";
import { BannerAdEditor } from "./$base.banner-ads/editor";
import { keepForm } from "~/lib/keep-form";

// Add and detail are one editor: its loader and action (./$base.banner-ads/editor.server.ts) serve both.
export { action, loader } from "./$base.banner-ads/editor.server";

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export default function BannerAdDetail({ loaderData, actionData, params }: Route.ComponentProps) {
  return <BannerAdEditor key={params.idAds} base={params.base} loaderData={loaderData} actionData={actionData} />;
}
