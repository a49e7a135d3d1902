import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/$base.corporates";
import { canOpen, screenByKey } from "~/.server/access";
import { searchCorporatesOfUser } from "~/.server/features/feature-visibility";
import { requireUser } from "~/.server/guard";
import { jsonResource } from "~/.server/kits/resources";
import { readForm } from "~/.server/kits/submit";
import { postAccessLog } from "~/.server/upstream/features";
import { defineList, readList } from "~/lib/list";

/**
 * Resource route of the corporate pickers (guarded by the access table like any screen).
 * GET ?q= answers the asynchronous search: `{ data: [{ corp_code, name }], total }` of the
 * user's payors only. POST records opening or leaving a corporate's feature configuration
 * (SPEC §7 open_access / close_access); the feature screens send it with keepalive, so it also
 * arrives when the tab closes.
 */
const SEARCH_LIMIT = 50;
/** Only its search: trimmed and cut to the platform's bound (SEARCH_MAX), never refused. */
const pickerSearch = defineList({ pageSizes: [SEARCH_LIMIT] });

export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const { q } = readList(url, pickerSearch);
  return jsonResource(() => searchCorporatesOfUser(upstream, q, SEARCH_LIMIT));
}

const accessSchema = z.object({
  event: z.enum(["open_access", "close_access"]),
  corp_code: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
  corp_name: z.string().trim().max(200).default(""),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { user, upstream } = requireUser(context);
  // Only people who may configure features open or leave a corporate's configuration.
  if (!(["feature", "my-banners", "manual-config"] as const).some((key) => canOpen(user, screenByKey(key)))) throw data("Forbidden", { status: 403 });
  const parsed = accessSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return Response.json({ message: "Permintaan tidak valid." }, { status: 400 });
  const { event, corp_code, corp_name } = parsed.data;
  return jsonResource(async () => {
    await postAccessLog(upstream, event, { corp_code, corp_name });
    return { ok: true };
  });
}
