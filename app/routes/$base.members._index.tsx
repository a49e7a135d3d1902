import { redirect } from "react-router";
import type { Route } from "./+types/$base.members._index";

/** SPEC §2 names the member lists `members`: it opens the list of all members. */
export function loader({ params, url }: Route.LoaderArgs) {
  throw redirect(`/${params.base}/members/all${url.search}`);
}
