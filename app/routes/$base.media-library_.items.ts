import type { Route } from "./+types/$base.media-library_.items";
import { requireUser } from "~/.server/guard";
import { jsonResource } from "~/.server/kits/resources";
import { getLibrary } from "~/.server/upstream/media";
import { mediaTypeSchema } from "~/lib/content-schemas";
import { defineList, readList } from "~/lib/list";

/**
 * Pages of 24. Lenient: a longer search is cut to the platform's bound (SEARCH_MAX), never sent as
 * it is, and a page that is not one is the first.
 */
const pickerList = defineList({ pageSizes: [24] });

/** The media picker's list (JSON): one page of the library, newest first, searched by description. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { upstream } = requireUser(context);
  const type = mediaTypeSchema.safeParse(url.searchParams.get("type"));
  if (!type.success) return Response.json({ message: "Parameter tidak valid." }, { status: 400 });
  const { page, size, q } = readList(url, pickerList);
  return jsonResource(async () => ({ ...(await getLibrary(upstream, { type: type.data, q, page, size })), page, size }));
}
