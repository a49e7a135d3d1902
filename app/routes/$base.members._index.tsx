import { redirect } from "react-router";
import type { Route } from "./+types/$base.members._index";
import { screenHref } from "~/lib/screen-table";

/** SPEC §2 names the member lists `members`: it opens the list of all members. */
export function loader({ params, url }: Route.LoaderArgs) {
  throw redirect(screenHref("members-all", params, url.searchParams));
}
