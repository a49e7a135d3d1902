import { AsyncLocalStorage } from "node:async_hooks";
import { createLogger } from "../../../common/log";

/**
 * What the console knows about the request being served, wherever the code runs: its id (sent to
 * the platform and shown on error screens), who is signed in, and the platform time it spent.
 * server.js opens it around each request and writes the request's log line from it.
 */
export interface RequestRecord {
  id: string;
  /** the visitor's address (after TRUST_PROXY): the platform's login limit and audit see it */
  ip?: string;
  user?: string;
  role?: string;
  /** the access-table key of the screen being served (the platform's audit records say it) */
  screen?: string;
  platformCalls: number;
  platformMs: number;
  /** run when the response has ended (e.g. removing an upload's temporary files) */
  cleanups?: (() => Promise<void>)[];
}

export const requestStore = new AsyncLocalStorage<RequestRecord>();
export const currentRequest = (): RequestRecord | undefined => requestStore.getStore();
export const log = createLogger("console");
