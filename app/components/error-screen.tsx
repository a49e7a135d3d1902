import { isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import type { MenuEntry } from "~/lib/menu";
import { AppShell } from "./app-shell";
import type { ShellData } from "./shell-data";
import * as frameText from "~/lib/messages-frame";

/** What the signed-in shell needs to draw around an error. */
export type ErrorShell = ShellData & { menu: MenuEntry[]; appearance: "light" | "dark" };

/**
 * The shell a refusal of the $base guard carries (403, 404): the guard runs before any loader,
 * so the error, not a loader, brings the sidebar and topbar.
 */
export function carriedShell(error: unknown): ErrorShell | undefined {
  if (!isRouteErrorResponse(error) || !error.data || typeof error.data !== "object" || !("shell" in error.data)) return undefined;
  return error.data.shell as ErrorShell;
}

/** An error inside the signed-in shell when there is one to draw, else on its own. */
export function ShellErrorScreen({ error, shell }: { error: unknown; shell?: ErrorShell }) {
  const drawn = shell ?? carriedShell(error);
  if (!drawn) return <ErrorScreen error={error} />;
  return (
    <AppShell shell={drawn}>
      <ErrorScreen error={error} inShell />
    </AppShell>
  );
}

const HTTP_PHRASE = /^(Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Conflict|Payload Too Large|Unprocessable Entity|Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)$/;

/** What an error means to the operator: a title, a sentence and the status. */
export function describeError(error: unknown) {
  let title = frameText.errorTitle;
  let detail = frameText.errorDetail;
  let status = 500;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const given = typeof error.data === "object" && error.data && "message" in error.data ? String(error.data.message) : typeof error.data === "string" ? error.data : "";
    // HTTP's own reason phrase ("Bad Request", "Method Not Allowed") says nothing to an operator, in English.
    const message = HTTP_PHRASE.test(given) ? "" : given;
    if (status === 404) {
      title = "Page Not Found";
      detail = message || frameText.notFoundDetail;
    } else if (status === 403) {
      title = frameText.forbidden;
      detail = frameText.forbiddenDetail;
    } else if (message && (status < 500 || typeof error.data === "object")) {
      title = status < 500 ? frameText.refused : frameText.platformDown;
      detail = message;
    }
  }
  return { title, detail, status };
}

/** The one error screen: Page Not Found, Forbidden, a clear message, or a generic failure. */
export function ErrorScreen({ error, inShell }: { error: unknown; inShell?: boolean }) {
  const { title, detail, status } = describeError(error);
  // The id of the request that failed (the root loader runs with every navigation), for the operator to quote.
  const requestId = useRouteLoaderData<{ requestId?: string }>("root")?.requestId;
  const body = (
    <>
      <p className="error-status">{status}</p>
      <h1>{title}</h1>
      <p>{detail}</p>
      {status >= 500 && requestId ? (
        <p className="error-request-id">
          {frameText.requestId} <code>{requestId}</code>
        </p>
      ) : null}
      <Link to="/">{frameText.backToDashboard}</Link>
    </>
  );
  // Inside the shell the page already has its <main>.
  return inShell ? <section className="error-screen error-screen-inshell">{body}</section> : <main className="error-screen">{body}</main>;
}
