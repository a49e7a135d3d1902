import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/.server/guard";
import { FormError, readForm, submitForm } from "~/.server/kits/submit";
import { getBannerAds, saveBannerAd } from "~/.server/upstream/content";
import { getNoJsChoices } from "~/.server/upstream/media";
import { BANNER_DEFAULTS, bannerAdSchema, fromBannerDate, toBannerDate } from "~/lib/banner-ads";
import { applyMediaChoices, MESSAGES } from "~/lib/content-schemas";
import { bannerOwners } from "./banner-owner.server";
import { bannerAdsText } from "~/lib/messages-provider";
import { screenHref } from "~/lib/screen-table";

/**
 * Add and detail of a banner ad (SPEC §2): add-banner-ads and detail-banner-ads/{idAds} are this
 * one editor; `idAds` says which. A provider's ads are always its own: the form's provider is not
 * trusted from the post.
 */

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { upstream, user, base } = requireUser(context);
  const own = user.role === "provider";
  const [owners, ads, noJsImages] = await Promise.all([bannerOwners(upstream, user), params.idAds ? getBannerAds(upstream) : Promise.resolve([]), getNoJsChoices(upstream, "image")]);
  if (!params.idAds) {
    const ad = { provider: owners.kind === "own" ? owners.idProv : "", name: "", index: "", url: "", external_url: BANNER_DEFAULTS.external_url, published: BANNER_DEFAULTS.published, start: "", expired: "", banner: "" };
    return { ad, stats: null, owners, own, noJsImages };
  }
  const stored = ads.find((a) => a.id === params.idAds);
  // SPEC §2: a detail screen without its row goes back to the list.
  if (!stored) throw redirect(screenHref("banner-ads", { base }));
  const ad = {
    provider: stored.id_prov,
    name: stored.name,
    index: String(stored.index),
    url: stored.url,
    external_url: stored.external_url,
    published: stored.published,
    start: fromBannerDate(stored.start),
    expired: fromBannerDate(stored.expired),
    banner: stored.banner,
  };
  return { ad, stats: { id: stored.id, view: stored.view, click: stored.click, ctr: stored.ctr }, owners, own, noJsImages };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, upstream, user, base } = requireUser(context);
  const id = params.idAds ?? null;
  const list = screenHref("banner-ads", { base });
  return submitForm(applyMediaChoices(await readForm(request), ["banner"]), {
    session,
    schema: bannerAdSchema,
    async run(value) {
      const owners = await bannerOwners(upstream, user);
      const idProv = owners.kind === "own" ? owners.idProv : value.provider;
      if (!owners.providers.some((p) => p.value === idProv)) throw new FormError({ fields: { provider: [bannerAdsText.pickListedProvider] } });
      await saveBannerAd(upstream, id, {
        id_prov: idProv,
        name: value.name,
        index: value.index,
        url: value.url,
        external_url: value.external_url,
        published: value.published,
        start: toBannerDate(value.start),
        expired: toBannerDate(value.expired),
        banner: value.banner,
      });
    },
    success: { flash: id ? MESSAGES.updated : MESSAGES.inserted, redirectTo: list },
    // An edit of an ad deleted meanwhile goes back to the list with the message.
    failure: (error) => (id && error.status === 404 ? { flash: MESSAGES.updateError, redirectTo: list } : id ? MESSAGES.updateError : MESSAGES.insertError),
  });
}
