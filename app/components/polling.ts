import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";

/**
 * Reloads the page's data every `ms` (SPEC §9: chats 15 s and 5 s, tickets 10 s) while the tab is
 * visible and nothing is on its way (a post, another reload), so polling never races a save.
 */
export function usePolling(ms: number) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle";
  useEffect(() => {
    const timer = setInterval(() => {
      if (!busy && document.visibilityState === "visible") void revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [ms, busy, revalidator]);
}
