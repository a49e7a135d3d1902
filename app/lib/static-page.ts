/**
 * A screen whose route handle says `hydrate: false` is plain HTML and forms (the login page): it
 * ships no JavaScript at all (docs/decisions/015-critical-css.md). The root layout leaves out the
 * scripts and the server leaves the HTML's module preloads alone, both by this one rule.
 */
export type PageHandle = { hydrate?: boolean };

export function runsScripts(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as PageHandle | undefined)?.hydrate === false);
}
