import { data } from "react-router";

/** Any path under the base segment that no screen claims. */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
