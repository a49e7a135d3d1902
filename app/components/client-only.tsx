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

/**
 * What only a browser without JavaScript shows: the submit button of a select that submits
 * itself, or a form's server-side search. The server renders it inside <noscript>, so with
 * JavaScript on it never takes space and nothing moves when the page hydrates (issue 12: a button
 * removed at hydration shifted the page by 0.05–0.10). React does not render noscript content in
 * the browser.
 */
export function NoScript({ children }: { children: ReactNode }) {
  return <noscript>{children}</noscript>;
}
