// Test support: a platform on a throw-away copy of the demo data that also exposes its database, plus
// request helpers. (Not part of the platform API: the console only ever speaks HTTP.)
// With SEHAT_TEST_DATABASE=postgres (vitest's "postgres" project) the copy is a PostgreSQL database
// made from the template database, on the server of TEST_DATABASE_URL.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Db } from "./db/client.ts";
import { copyDemoImage, ensureDemoImage, imageAt, scratchDir } from "./db/image.ts";
import { createFromTemplate } from "./db/pg-template.ts";
import { platformContext, prepareDatabase, type PlatformOptions } from "./platform.ts";
import { createApp } from "./services/app.ts";

export const DEMO_PASSWORD_HASH = createHash("sha256").update("demo1234").digest("hex");
export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export interface TestPlatform {
  fetch(req: Request): Promise<Response>;
  db: Db;
  /** database queries run so far (through `db` too) */
  queryCount(): number;
  /** the platform's files directory (a temp directory, removed on close) */
  filesDir: string;
  close(): Promise<void>;
}

/**
 * Throw-away directories for one test file, removed after its tests: `temp()` an empty one,
 * `dataDir()` a data directory holding a copy of the demo image (pglite/ and files/).
 */
export function useScratchDirs(prefix: string) {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const temp = () => {
    const dir = mkdtempSync(path.join(scratchDir(), `${prefix}-`));
    dirs.push(dir);
    return dir;
  };
  const dataDir = async () => {
    const dir = temp();
    const image = process.env.SEHAT_DEMO_IMAGE ? await imageAt(process.env.SEHAT_DEMO_IMAGE) : await ensureDemoImage();
    await copyDemoImage(image, { pgliteDir: path.join(dir, "pglite"), filesDir: path.join(dir, "files") });
    return dir;
  };
  return { temp, dataDir };
}

/**
 * The platform as its own process (platform/main.ts) on `dataDir`, as the console starts it: resolves
 * with its URL once it says it is ready. `stop()` ends it with SIGTERM and answers its exit code.
 */
export async function startPlatformProcess(dataDir: string): Promise<{ url: string; child: ChildProcess; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "platform/main.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, PLATFORM_PORT: "0", PLATFORM_LOG: "0" },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.on("message", (m: { type: string; url?: string }) => m.type === "ready" && resolve(m.url!));
      child.once("exit", (code) => reject(new Error(`the platform stopped (${code})`)));
    });
    return { url, child, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * A platform on a throw-away copy of the demo image (made once per test run by vitest's global
 * set-up, tests/vitest-global-setup.ts): a copy and an open take well under a second, a seed took 20 s.
 */
export async function startTestPlatform(opts: Pick<PlatformOptions, "tokenRefreshSeconds" | "gatewayKey" | "now" | "sessionCacheSeconds"> = {}): Promise<TestPlatform> {
  const dir = realpathSync(mkdtempSync(path.join(scratchDir(), "sehat-test-")));
  const filesDir = path.join(dir, "files");
  try {
    const image = process.env.SEHAT_DEMO_IMAGE ? await imageAt(process.env.SEHAT_DEMO_IMAGE) : await ensureDemoImage();
    const onPostgres = process.env.SEHAT_TEST_DATABASE === "postgres";
    // On PostgreSQL the rows come from the template database: only the files are copied.
    await copyDemoImage(image, { pgliteDir: onPostgres ? undefined : path.join(dir, "pglite"), filesDir });
    const copy = onPostgres ? await createFromTemplate(process.env.TEST_DATABASE_URL!, process.env.SEHAT_PG_TEMPLATE!) : null;
    const database = copy ? await openDatabase({ kind: "postgres", url: copy.url }) : await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
    await prepareDatabase(database, { seed: true, filesDir });
    const app = createApp(platformContext(database, { ...opts, memory: true }, filesDir));
    return {
      fetch: async (req) => app.fetch(req),
      db: database.db,
      queryCount: () => database.queryCount(),
      filesDir,
      close: async () => {
        await database.close();
        await copy?.drop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

export interface CallOptions {
  token?: string;
  /** object → JSON; string → sent as is */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(
  platform: { fetch(req: Request): Promise<Response> },
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await platform.fetch(new Request(`http://platform.test${path}`, { method, headers, body }));
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* leave as text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export async function login(platform: { fetch(req: Request): Promise<Response> }, username: string, password = DEMO_PASSWORD_HASH): Promise<string> {
  const res = await call(platform, "POST", "/api/user/login", { body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/**
 * The preamble of a platform test file: an in-memory seeded platform for the file, these demo
 * accounts signed in, and calls made as one of them. Use at the top level of a test file.
 *   const t = usePlatform(["admin", "eclaim"]);
 *   const res = await t.get("eclaim", "/api/get/payor");
 */
export function usePlatform(users: readonly string[], opts: Parameters<typeof startTestPlatform>[0] = {}) {
  let platform: TestPlatform | undefined;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    platform = await startTestPlatform(opts);
    // Side by side: each sign-in is a scrypt in the thread pool.
    const signedIn = await Promise.all(users.map((user) => login(platform!, user)));
    users.forEach((user, i) => (tokens[user] = signedIn[i]!));
  });
  afterAll(() => platform?.close());
  const started = () => {
    if (!platform) throw new Error("usePlatform: the platform starts in beforeAll");
    return platform;
  };
  return {
    get platform() {
      return started();
    },
    tokens,
    get: <T = any>(user: string, p: string) => call<T>(started(), "GET", p, { token: tokens[user] }),
    post: <T = any>(user: string, p: string, body: unknown) => call<T>(started(), "POST", p, { token: tokens[user], body }),
  };
}
