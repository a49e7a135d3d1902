import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/$base.corporates";
import { canOpen, screenByKey } from "~/.server/access";
import { requireUser } from "~/.server/guard";
import { postAccessLog } from "~/.server/upstream/features";
import { UpstreamError } from "~/.server/upstream/request";
import { getPayors, searchCorporates } from "~/.server/upstream/session";

/**
 * Resource route of the corporate pickers (guarded by the access table like any screen).
 * GET ?q= answers the asynchronous search: `{ data: [{ corp_code, name }], total }` of the
 * user's payors only. POST records opening or leaving a corporate's feature configuration
 * (SPEC §7 open_access / close_access); the feature screens send it with keepalive, so it also
 * arrives when the tab closes.
 */
const SEARCH_LIMIT = 50;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { session } = requireUser(context);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  try {
    const codes = (await getPayors(session)).map((p) => p.payor_code);
    const found = await searchCorporates(session, codes, { q, limit: SEARCH_LIMIT });
    return Response.json(
      { data: found.data.slice(0, SEARCH_LIMIT).map((c) => ({ corp_code: c.corp_code, name: c.name })), total: found.total },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return Response.json({ message: error.message, data: [], total: 0 }, { status: error.status, headers: { "Cache-Control": "no-store" } });
  }
}

const accessSchema = z.object({
  event: z.enum(["open_access", "close_access"]),
  corp_code: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
  corp_name: z.string().trim().max(200).default(""),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = requireUser(context);
  // Only people who may configure features open or leave a corporate's configuration.
  if (!["feature", "my-banners", "manual-config"].some((key) => canOpen(user, screenByKey(key)))) throw data("Forbidden", { status: 403 });
  const parsed = accessSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return Response.json({ message: "Bad request" }, { status: 400 });
  try {
    await postAccessLog(session, parsed.data.event, { corp_code: parsed.data.corp_code, corp_name: parsed.data.corp_name });
    return Response.json({ ok: true });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return Response.json({ message: error.message }, { status: error.status });
  }
}
