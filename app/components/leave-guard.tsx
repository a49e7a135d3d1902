import { Button } from "@radix-ui/themes";
import { createContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm";
import * as shellText from "~/lib/messages-shell";


/**
 * Unsaved changes of every kit form on the page, behind one blocker: React Router keeps one blocker
 * per router, so a page of two forms (Banner Setting, a chat's reply and close) with a blocker each
 * had none that worked. The provider sits in the root; each form reports whether it holds unsaved
 * input. A navigation to another page is then held and asked about (Cancel stays), and the browser
 * asks before the tab closes or reloads.
 */
export const LeaveGuardContext = createContext<{ mark: (form: string, dirty: boolean) => void } | null>(null);

export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const [armed, setArmed] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty.current.size > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!armed) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      event.returnValue = shellText.leaveDetail;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [armed]);
  const [api] = useState(() => ({
    mark(form: string, isDirty: boolean) {
      if (isDirty) {
        dirty.current.add(form);
        setArmed(true);
      } else dirty.current.delete(form);
    },
  }));
  return (
    <LeaveGuardContext value={api}>
      {children}
      {blocker.state === "blocked" ? (
        <ConfirmDialog
          title={shellText.leaveTitle}
          description={shellText.leaveDetail}
          onClose={() => blocker.reset()}
          cancelLabel={shellText.leaveStay}
          confirm={
            <Button type="button" color="red" onClick={() => blocker.proceed()}>
              {shellText.leave}
            </Button>
          }
        />
      ) : null}
    </LeaveGuardContext>
  );
}

