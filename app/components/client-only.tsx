import { Suspense, useSyncExternalStore, type ReactNode } from "react";

const subscribe = () => () => {};

/** True once React runs in the browser (false during SSR and the hydration pass). */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/**
 * Renders `fallback` on the server and until the browser has loaded `children`'s code.
 * The fallback carries the same figures as text, so nothing is lost without JavaScript.
 */
export function ClientOnly({ children, fallback }: { children: () => ReactNode; fallback: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children()}</Suspense> : fallback;
}
