import type { Route } from "./+types/$base.add-banner-ads";
import { BannerAdEditor } from "./$base.banner-ads/editor";

// Add and detail are one editor: its loader and action (./$base.banner-ads/editor.server.ts) serve both.
export { action, loader } from "./$base.banner-ads/editor.server";

export default function AddBannerAd({ loaderData, actionData, params }: Route.ComponentProps) {
  return <BannerAdEditor base={params.base} loaderData={loaderData} actionData={actionData} />;
}
