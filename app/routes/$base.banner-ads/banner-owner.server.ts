import type { Upstream } from "~/.server/upstream/client";
import { getListPremiumProvider, ownProviderId } from "~/.server/upstream/provider";
import type { SessionUser } from "~/lib/user";
import { bannerAdsText } from "~/lib/messages-provider";

/**
 * Whose ads a user works on: a provider only its own (the platform enforces the same), an
 * insurer every premium provider of the app, picked in the form.
 */
export type BannerOwners =
  | { kind: "own"; idProv: string; name: string; providers: { value: string; label: string }[] }
  | { kind: "any"; providers: { value: string; label: string }[] };

export async function bannerOwners(upstream: Upstream, user: SessionUser): Promise<BannerOwners> {
  if (user.role === "provider") {
    const idProv = await ownProviderId(upstream);
    const name = user.provider_name ?? user.name;
    return { kind: "own", idProv, name, providers: [{ value: idProv, label: name }] };
  }
  const providers = await getListPremiumProvider(upstream);
  return {
    kind: "any",
    providers: providers.map((p) => ({ value: p.meta.id_prov, label: `${p.meta.provider_name} (${p.meta.provider_code})${p.meta.status ? "" : bannerAdsText.inactiveProvider}` })),
  };
}
