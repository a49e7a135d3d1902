import type { Route } from "./+types/$base.media-library_.items";
import { requireUser } from "~/.server/guard";
import { jsonResource } from "~/.server/resources";
import { getLibrary } from "~/.server/upstream/media";
import { mediaTypeSchema } from "~/lib/content-schemas";
import { SEARCH_MAX } from "~/lib/list";

const PICKER_PAGE_SIZE = 24;

/** The media picker's list (JSON): one page of the library, newest first, searched by description. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const type = mediaTypeSchema.safeParse(url.searchParams.get("type"));
  const page = Number(url.searchParams.get("page") ?? 1);
  // The platform refuses a longer search (contract/lists.ts): cut to its bound, never sent as it is.
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  if (!type.success || !Number.isSafeInteger(page) || page < 1 || page > 100_000) {
    return Response.json({ message: "Parameter tidak valid." }, { status: 400 });
  }
  return jsonResource(async () => ({ ...(await getLibrary(upstream, { type: type.data, q, page, size: PICKER_PAGE_SIZE })), page, size: PICKER_PAGE_SIZE }));
}
