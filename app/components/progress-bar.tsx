import { useFetchers, useNavigation } from "react-router";
import * as shellText from "~/lib/messages-shell";

/** A thin bar at the top while a navigation or a form submission is pending (slow networks). */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  return (
    <div className="progress-bar" role="progressbar" aria-label={shellText.loading} aria-hidden={!busy} data-busy={busy || undefined}>
      <div />
    </div>
  );
}
