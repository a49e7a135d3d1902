/**
 * Where the focus goes when a dialog closes (issue 27, point 3): back to what opened it, never to
 * the page body. Shared by the dialogs in the URL (confirm.tsx) and the media library dialog (a
 * Radix dialog opened by a button), and by the shell after a navigation.
 */
const DIALOG = 'dialog, [role="dialog"], [role="alertdialog"]';

/** The control focused last outside any dialog. */
let lastFocusOutside: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(DIALOG)) lastFocusOutside = target;
    },
    true,
  );
}

/**
 * What opened a dialog that is appearing now: the focused control, or, when the focus has already
 * moved into the dialog, the control focused last outside one.
 */
export function dialogOpener(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && !active.closest(DIALOG) ? active : lastFocusOutside;
}

/** The page's heading takes the focus (made focusable for it), or the main region without one. */
export function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>("#main h1");
  const target = heading ?? document.getElementById("main");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  target?.focus({ preventScroll: true });
}

/**
 * Gives the focus back to a closed dialog's opener; when the page was drawn anew meanwhile (a dialog
 * in the URL closes by a navigation), to its twin (the link to the same place); when there is none
 * (the row was deleted), to the page's heading. Two frames later: after the shell's own focus move
 * for a navigation (app-shell.tsx).
 */
export function returnFocus(opener: HTMLElement | null) {
  const href = opener?.getAttribute("href");
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const twin = href ? document.querySelector<HTMLElement>(`#main a[href="${CSS.escape(href)}"]`) : null;
      const target = opener?.isConnected ? opener : twin;
      if (target) target.focus();
      else if (!document.activeElement || document.activeElement === document.body) focusPageHeading();
    }),
  );
}
