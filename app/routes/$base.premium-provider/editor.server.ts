import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/.server/guard";
import { submitForm } from "~/.server/kits/submit";
import { createPremiumProvider, getListPremiumProvider, updatePremiumProvider } from "~/.server/upstream/provider";
import { addPremiumSchema, editPremiumSchema, PREMIUM_MESSAGES } from "~/lib/premium";
import { screenHref } from "~/lib/screen-table";

/**
 * Add and detail of a premium provider (SPEC §2): add-premium-provider and
 * detail-premium-provider/{username} are this one editor; `username` says which. The detail finds
 * the provider in the list (SPEC: a detail without its row goes back to the list).
 */

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { upstream, base } = requireUser(context);
  if (!params.username) return { provider: null };
  const provider = (await getListPremiumProvider(upstream)).find((p) => p.username === params.username);
  if (!provider) throw redirect(screenHref("premium-provider", { base }));
  return { provider: { username: provider.username, ...provider.meta } };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, upstream, base } = requireUser(context);
  const list = screenHref("premium-provider", { base });
  const failure = (message: string) => (error: { status: number }) =>
    // A provider renamed or removed meanwhile: back to the list, which shows it as it is now.
    error.status === 404 && params.username ? { flash: message, redirectTo: list } : { flash: message };
  if (!params.username) {
    return submitForm(request, {
      session,
      schema: addPremiumSchema,
      run: (value) => createPremiumProvider(upstream, value),
      success: { flash: PREMIUM_MESSAGES.inserted, redirectTo: list },
      failure: failure(PREMIUM_MESSAGES.inserted),
      hideFields: ["password"],
    });
  }
  const current = (await getListPremiumProvider(upstream)).find((p) => p.username === params.username);
  if (!current) throw redirect(list);
  return submitForm(request, {
    session,
    schema: editPremiumSchema,
    run: (value) => updatePremiumProvider(upstream, { ...value, provider_code: current.meta.provider_code, username_old: current.username }),
    success: { flash: PREMIUM_MESSAGES.updated, redirectTo: list },
    failure: failure(PREMIUM_MESSAGES.updated),
    hideFields: ["password"],
  });
}
