import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "../http/env";
import { log } from "../http/request-context";

/** Base of every upstream URL; requests to the embedded platform are sent to its process's address. */
export const PLATFORM_BASE = env.PLATFORM_URL?.replace(/\/+$/, "") ?? "http://platform.internal";

/** Where the embedded platform is: getting its data ready (with how far), serving, or failed. */
export interface PlatformStatus {
  /** restarting: it served, stopped, and is being started again (requests wait for it) */
  state: "preparing" | "ready" | "restarting" | "failed";
  /** 0–1 */
  share: number;
  step: string;
}

type Message = { type: "progress"; share: number; step: string } | { type: "ready"; url: string } | { type: "failed"; message: string };

/**
 * The embedded platform runs in a process of its own, started and watched by the console
 * (docs/decisions/026): its database (PGlite runs every query synchronously) never holds up the
 * pages the console renders, a new DATA_DIR's demo data is prepared there while the console
 * answers with a page that says so, and the console speaks HTTP to it exactly as to PLATFORM_URL.
 * If it stops after it was ready, it is started again; if it cannot start at all (another process
 * holds DATA_DIR), the console stops with its message.
 */
class PlatformProcess {
  status: PlatformStatus = { state: "preparing", share: 0, step: "starting" };
  private child: ChildProcess | null = null;
  private url: string | null = null;
  private waiting: { resolve: (url: string) => void; reject: (error: Error) => void }[] = [];
  private everReady = false;
  private stopping = false;
  private restarts = 0;
  readonly firstReady: Promise<void>;
  private settleFirst!: { resolve: () => void; reject: (error: Error) => void };

  constructor() {
    this.firstReady = new Promise((resolve, reject) => (this.settleFirst = { resolve, reject }));
    this.firstReady.catch(() => undefined);
    this.start();
  }

  private start() {
    const root = path.resolve(process.env.SEHAT_ROOT ?? process.cwd());
    // The built platform (npm run build) in production; its sources through tsx in development.
    const built = path.join(root, process.env.BUILD_DIR ?? "build", "platform", "main.js");
    const args = env.production && existsSync(built) ? ["--enable-source-maps", built] : ["--import", "tsx", path.join(root, "platform", "main.ts")];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        ...process.env,
        SEHAT_ROOT: root,
        DATA_DIR: env.DATA_DIR,
        ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
        GATEWAY_KEY: env.GATEWAY_KEY,
        TOKEN_REFRESH_SECONDS: String(env.TOKEN_REFRESH_SECONDS),
        PLATFORM_PORT: "0",
        PLATFORM_HOST: "127.0.0.1",
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.child = child;
    child.on("message", (message: Message) => this.receive(message));
    child.once("exit", (code, signal) => this.exited(child, code, signal));
  }

  private reportedStep = "";
  private reportedPercent = -1;
  private receive(message: Message) {
    if (message.type === "progress") {
      if (message.step === "ready" || this.everReady) return;
      this.status = { state: "preparing", share: message.share, step: message.step };
      // One line per step, and one per tenth of the way within a long one.
      const percent = Math.floor(message.share * 100);
      if (message.step === this.reportedStep && percent - this.reportedPercent < 10) return;
      if (this.reportedPercent < 0) console.log("Preparing the demo data (only when DATA_DIR is new)…");
      this.reportedStep = message.step;
      this.reportedPercent = percent;
      console.log(`  ${String(percent).padStart(3)} %  ${message.step}`);
    } else if (message.type === "ready") {
      this.url = message.url;
      this.status = { state: "ready", share: 1, step: "" };
      this.everReady = true;
      this.restarts = 0;
      for (const w of this.waiting.splice(0)) w.resolve(message.url);
      this.settleFirst.resolve();
    } else if (message.type === "failed") {
      this.status = { state: "failed", share: this.status.share, step: message.message };
    }
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (child !== this.child) return;
    this.child = null;
    this.url = null;
    const why = signal ? `signal ${signal}` : `exit code ${code}`;
    if (this.stopping) return;
    if (!this.everReady) {
      const reason = this.status.state === "failed" ? this.status.step : `the platform process stopped (${why})`;
      this.status = { state: "failed", share: this.status.share, step: reason };
      const error = new Error(reason);
      for (const w of this.waiting.splice(0)) w.reject(error);
      this.settleFirst.reject(error);
      return;
    }
    // It was serving: start it again, sooner the first times.
    const delay = Math.min(30_000, 500 * 2 ** this.restarts++);
    log.error("platform process stopped; starting it again", { reason: why, delay_ms: delay });
    this.status = { state: "restarting", share: 0, step: "restarting the platform" };
    setTimeout(() => this.stopping || this.start(), delay).unref();
  }

  /** The platform's address, once it serves (requests wait for a restart, up to their own timeout). */
  address(signal?: AbortSignal | null): Promise<string> {
    if (this.url) return Promise.resolve(this.url);
    if (this.status.state === "failed") return Promise.reject(new Error(this.status.step));
    return new Promise((resolve, reject) => {
      const waiter = { resolve, reject };
      this.waiting.push(waiter);
      signal?.addEventListener("abort", () => {
        this.waiting = this.waiting.filter((w) => w !== waiter);
        reject(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
      });
    });
  }

  /** Stops the platform (it closes its database) and waits for it, up to `ms`. */
  async stop(ms: number): Promise<boolean> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return true;
    const exited = new Promise<boolean>((resolve) => child.once("exit", (code) => resolve(code === 0)));
    child.kill("SIGTERM");
    const timer = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref());
    const clean = await Promise.race([exited, timer]);
    if (!clean && child.exitCode === null) child.kill("SIGKILL");
    return clean;
  }
}

// One per process, also when the dev server evaluates this module again.
const globalKey = Symbol.for("sehat.platformProcess");
type WithPlatform = typeof globalThis & { [globalKey]?: PlatformProcess };
function embedded(): PlatformProcess {
  return ((globalThis as WithPlatform)[globalKey] ??= new PlatformProcess());
}

export const platformStatus = (): PlatformStatus => (env.PLATFORM_URL ? { state: "ready", share: 1, step: "" } : embedded().status);

export async function platformFetch(request: Request): Promise<Response> {
  if (env.PLATFORM_URL) return fetch(request);
  const base = await embedded().address(request.signal);
  const url = new URL(request.url);
  return fetch(new Request(base + url.pathname + url.search, request));
}

/**
 * Starts the embedded platform at boot so the first visitor does not wait for it; resolves when
 * a sign-in will succeed (at once with PLATFORM_URL). A platform that cannot start stops the console.
 */
export function warmUpPlatform(): Promise<void> {
  if (env.PLATFORM_URL) return Promise.resolve();
  return embedded().firstReady.catch((error: unknown) => {
    console.error(`Sehat Console cannot start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}

/**
 * Readiness (/readyz): the platform answers, and so does its database (its /ready runs a query);
 * the embedded one must have finished preparing its data first.
 */
export async function readiness(): Promise<{ ok: true } | { ok: false; reason: string }> {
  const status = platformStatus();
  if (status.state !== "ready") return { ok: false, reason: `platform ${status.state}` };
  try {
    const response = await platformFetch(new Request(`${PLATFORM_BASE}/ready`, { signal: AbortSignal.timeout(3000) }));
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, reason: `platform ${response.status}` };
  } catch (error) {
    return { ok: false, reason: error instanceof Error && error.name === "TimeoutError" ? "platform timeout" : "platform unreachable" };
  }
}

/** Stops the embedded platform process (nothing to stop with PLATFORM_URL); false when it had to be killed. */
export function stopPlatform(ms = 10_000): Promise<boolean> {
  if (env.PLATFORM_URL) return Promise.resolve(true);
  const running = (globalThis as WithPlatform)[globalKey];
  return running ? running.stop(ms) : Promise.resolve(true);
}
