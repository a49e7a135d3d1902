import type { Route } from "./+types/$base.media-library_.items";
import { requireUser } from "~/.server/guard";
import { getLibrary } from "~/.server/upstream/media";
import { UpstreamError } from "~/.server/upstream/request";
import { mediaTypeSchema } from "~/lib/content-schemas";

const PICKER_PAGE_SIZE = 24;

/** The media picker's list (JSON): one page of the library, newest first, searched by description. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = requireUser(context);
  const params = new URL(request.url).searchParams;
  const type = mediaTypeSchema.safeParse(params.get("type"));
  const page = Number(params.get("page") ?? 1);
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  if (!type.success || !Number.isSafeInteger(page) || page < 1 || page > 100_000) {
    return Response.json({ message: "Parameter tidak valid." }, { status: 400 });
  }
  try {
    const { items, total } = await getLibrary(session, { type: type.data, q, page, size: PICKER_PAGE_SIZE });
    return Response.json({ items, total, page, size: PICKER_PAGE_SIZE }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return Response.json({ message: error.message }, { status: error.status });
  }
}
