import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, Outlet, RouterContextProvider, type ActionFunction, type LoaderFunction } from "react-router";
import type { ComponentType } from "react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { login, startTestPlatform, type TestPlatform } from "../../../platform/testing";
import { screenFor } from "../access";
import { signedInContext } from "../http/middleware";
import { sessionContext } from "../session";
import { signedIn, userWith } from "./testing";
import type { SessionUser } from "~/lib/user";

/**
 * Route-level tests (issue 25, point 4): one screen's loader, action and component in React
 * Router's test router (happy-dom), under a stand-in of the $base layout, with the context the
 * middleware sets for a signed-in operator, against the real embedded platform. The test file mocks
 * `~/.server/upstream/transport` to reach that platform (as the *.platform.test.ts files do).
 */
export const BASE = "b".repeat(50);

type PlatformBox = { platform: null | { fetch(req: Request): Promise<Response> } };

/** The file's platform: started before its tests, put in the box its transport mock reads, closed after. */
export function routePlatform(box: PlatformBox): () => TestPlatform {
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    platform = await startTestPlatform();
    box.platform = platform;
  });
  afterAll(async () => platform?.close());
  afterEach(unmountRoute);
  return () => platform!;
}

type RouteModule = { loader?: unknown; action?: unknown; default: unknown };
let root: Root | null = null;

export async function renderRoute(options: {
  platform: { fetch(req: Request): Promise<Response> };
  username: string;
  user?: Partial<SessionUser>;
  /** the route's id and path under /:base, e.g. "routes/$base.members.$type", "members/:type" */
  id: string;
  path: string;
  module: RouteModule;
  /** where the operator starts, under the base segment */
  at: string;
}) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await unmountRoute();
  const user = userWith({ username: options.username, role: options.username, ...options.user });
  const { session, upstream } = await signedIn(user, await login(options.platform, options.username));
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  const match = screenFor(options.at.split("?")[0]!);
  if (!match) throw new Error(`no screen at ${options.at}`);
  context.set(signedInContext, { user, base: BASE, screen: match.screen, params: match.params, upstream });
  const Stub = createRoutesStub(
    [
      {
        id: "routes/$base",
        path: "/:base",
        loader: () => ({ base: BASE, user, screens: [] }),
        Component: () => <Outlet />,
        children: [
          {
            id: options.id,
            path: options.path,
            loader: options.module.loader as LoaderFunction | undefined,
            action: options.module.action as ActionFunction | undefined,
            Component: options.module.default as ComponentType,
          },
        ],
      },
    ],
    context,
  );
  const host = document.createElement("div");
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(<Stub initialEntries={[`/${BASE}/${options.at}`]} future={{ v8_middleware: true }} />);
  });
  return { session, upstream };
}

export async function unmountRoute() {
  const current = root;
  root = null;
  if (current) await act(async () => current.unmount());
  document.body.innerHTML = "";
}

/** Waits (letting React and the router work) until `find` returns something. */
export async function until<T>(find: () => T | null | undefined | false | Promise<T | null | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const found = await find();
    if (found) return found;
    await act(async () => new Promise((r) => setTimeout(r, 25)));
  }
  throw new Error(`not found: ${what}\n${document.body.textContent?.slice(0, 2000)}`);
}

export function field(name: string): HTMLInputElement {
  return document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
}

/** Types into a field as a keystroke would (React reads the value through its own tracker). */
export async function typeInto(name: string, value: string) {
  const input = field(name) as HTMLInputElement | HTMLTextAreaElement;
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

export async function chooseFile(name: string, file: File) {
  const input = field(name);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  await act(async () => {
    input.files = transfer.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** Presses the submit button of the form that holds `inside` (a field's name). */
export async function submit(inside: string) {
  const form = field(inside).form!;
  await act(async () => form.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]')));
}
