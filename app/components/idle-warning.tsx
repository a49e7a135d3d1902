import { Button } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { UrlDialog } from "./confirm";
import * as frameText from "~/lib/messages-frame";


/**
 * A few minutes before the session's idle limit (SESSION_IDLE_MINUTES, counted from the last
 * request this tab made: a page, a save, a reload of polled data), the operator is asked whether to
 * stay signed in; "Tetap masuk" makes one request, which is what keeps a session. If the limit
 * passes anyway, the dialog says so; a save then goes to the login page and its typing is kept
 * (app/lib/keep-form.ts).
 */
export function IdleWarning({ idleMs }: { idleMs: number }) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const lastRequest = useRef(Date.now());
  const [state, setState] = useState<"quiet" | "warning" | "ended" | "dismissed">("quiet");
  // Any request to the console counts as activity (the server's own clock notes each one).
  const busy = navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  useEffect(() => {
    if (!busy) lastRequest.current = Date.now();
  }, [busy]);
  const warnAt = idleMs - Math.min(2 * 60_000, idleMs / 4);
  useEffect(() => {
    const timer = setInterval(() => {
      const quiet = Date.now() - lastRequest.current;
      setState((now) => (now === "dismissed" ? now : quiet >= idleMs ? "ended" : quiet >= warnAt ? (now === "quiet" ? "warning" : now) : "quiet"));
    }, 5_000);
    return () => clearInterval(timer);
  }, [idleMs, warnAt]);

  const stay = async () => {
    const response = await fetch("/resources/keepalive", { method: "POST", headers: { Accept: "application/json" } }).catch(() => null);
    if (response?.ok) {
      lastRequest.current = Date.now();
      setState("quiet");
    } else setState("ended");
  };

  if (state === "quiet" || state === "dismissed") return null;
  const ended = state === "ended";
  // The dialog every page already has (components/confirm.tsx): nothing more to load for it.
  return (
    <UrlDialog
      key={state}
      title={ended ? frameText.endedTitle : frameText.idleTitle}
      description={ended ? frameText.endedDetail : frameText.idleDetail}
      closeLabel={frameText.close}
      role="alertdialog"
      onClose={() => (ended ? setState("dismissed") : void stay())}
      actions={(close) => (
        <>
          {close}
          {ended ? null : (
            <Button type="button" onClick={() => void stay()}>
              {frameText.stay}
            </Button>
          )}
        </>
      )}
    />
  );
}
