// Radix Themes' CSS without the 31 colour scales we do not use (about 14 KB less gzip).
import "@radix-ui/themes/tokens/base.css";
import "@radix-ui/themes/tokens/colors/teal.css";
import "@radix-ui/themes/tokens/colors/slate.css";
import "@radix-ui/themes/tokens/colors/gray.css";
import "@radix-ui/themes/tokens/colors/red.css";
import "@radix-ui/themes/tokens/colors/green.css";
import "@radix-ui/themes/tokens/colors/amber.css";
import "@radix-ui/themes/tokens/colors/blue.css";
import "@radix-ui/themes/tokens/colors/orange.css";
import "@radix-ui/themes/tokens/colors/indigo.css";
import "@radix-ui/themes/components.css";
import "@radix-ui/themes/utilities.css";
import "./app.css";
import { Theme } from "@radix-ui/themes";
import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { readAppearance } from "./.server/kits/appearance";
import { sameOriginOnly, withSession } from "./.server/http/middleware";
import { currentRequest } from "./.server/http/request-context";
import { sessionContext } from "./.server/session";
import { carriedShell, describeError, ShellErrorScreen } from "./components/error-screen";
import { NoticeProvider, type Notice } from "./components/notices";
import { ProgressBar } from "./components/progress-bar";
import { useNonce } from "./lib/nonce";
import { LeaveGuardProvider } from "./components/leave-guard";
import { runsScripts } from "./lib/static-page";
import { titlesText } from "~/lib/messages-shell";

export const middleware: Route.MiddlewareFunction[] = [sameOriginOnly, withSession];

export async function loader({ request, context }: Route.LoaderArgs) {
  const notice = context.get(sessionContext).takeNotice();
  return {
    notice: notice ? ({ ...notice, id: crypto.randomUUID() } satisfies Notice) : null,
    appearance: await readAppearance(request),
    // Quoted on error screens; the same id is on the request's log line and the platform's.
    requestId: currentRequest()?.id,
  };
}

/**
 * Runs with every navigation and form post: a refused form answers 4xx, after which React Router
 * reloads no loader, but its SPEC toast ('Error Inserted!', 'Insert My Premium') is flashed and must
 * be read now; and an error screen quotes the id of the request that failed, which this loader
 * shares with the page's other loaders (one request per navigation).
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export const meta: Route.MetaFunction = ({ error }) => [{ title: error ? titlesText.title(describeError(error).title) : titlesText.brand }];
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const error = useRouteError();
  const scripts = runsScripts(useMatches().map((match) => match.handle));
  // A refused page has no loader data, but its error carries the user's shell and appearance.
  const appearance = data?.appearance ?? carriedShell(error)?.appearance ?? "light";
  // Marks the document once React has taken over (end-to-end tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="id" className={appearance} style={{ colorScheme: appearance }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* No paint of a half-parsed page: a table laid out from its first rows widens its columns
            when the rest arrives, and its rows move (docs/decisions/018). The document is sent whole. */}
        <link rel="expect" href="#document-end" {...{ blocking: "render" }} />
      </head>
      <body>
        {/* Solid panels: the translucent default puts a 64 px backdrop blur behind every card and
            table, which a browser without a GPU redraws on each full frame (about 100 ms at 1280×720, four
            fifths of the compositor's time on a page load), over a page background of one colour. */}
        <Theme appearance={appearance} accentColor="teal" grayColor="slate" radius="medium" panelBackground="solid">
          {children}
        </Theme>
        <div id="document-end" hidden />
        {scripts && <ScrollRestoration nonce={nonce} />}
        {scripts && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <NoticeProvider serverNotice={loaderData.notice}>
      <ProgressBar />
      <LeaveGuardProvider>
        <Outlet />
      </LeaveGuardProvider>
    </NoticeProvider>
  );
}

export function ErrorBoundary() {
  return <ShellErrorScreen error={useRouteError()} />;
}
