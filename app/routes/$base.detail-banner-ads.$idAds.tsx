import type { Route } from "./+types/$base.detail-banner-ads.$idAds";
import { BannerAdEditor } from "./$base.banner-ads/editor";

// Add and detail are one editor: its loader and action (./$base.banner-ads/editor.server.ts) serve both.
export { action, loader } from "./$base.banner-ads/editor.server";

export default function BannerAdDetail({ loaderData, actionData, params }: Route.ComponentProps) {
  return <BannerAdEditor key={params.idAds} base={params.base} loaderData={loaderData} actionData={actionData} />;
}
