// One structured log for the console and the platform: a JSON line per event on stdout (stderr for
// warnings and errors), with the time, the level, which program wrote it and the request id, so a
// line from the console and the platform's line for the same request can be put side by side.
//   LOG_LEVEL   debug | info (default) | warn | error
//   LOG_FORMAT  json (default in production) | pretty (default otherwise: one readable line)
// Only the fields a caller passes are written; callers never pass tokens, passwords, cookies or
// request bodies, and paths have long digit runs (NIK, card and phone numbers) masked by maskPath.
export type Level = "debug" | "info" | "warn" | "error";
export type Fields = Record<string, string | number | boolean | null | undefined>;

const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function settings() {
  const level = (process.env.LOG_LEVEL ?? "info").toLowerCase() as Level;
  const format = process.env.LOG_FORMAT ?? (process.env.NODE_ENV === "production" ? "json" : "pretty");
  return { min: RANK[level] ?? RANK.info, pretty: format === "pretty" };
}

/** A path as it may be logged: runs of 8 or more digits keep their first 4 (a card, a NIK, a phone number). */
export const maskPath = (pathname: string) => pathname.replace(/\d{8,}/g, (digits) => `${digits.slice(0, 4)}${"*".repeat(digits.length - 4)}`);

/** An error as log fields: its message, and its stack at debug level only. */
export function errorFields(error: unknown): Fields {
  if (!(error instanceof Error)) return { error: String(error) };
  return { error: error.message, ...(settings().min <= RANK.debug && error.stack ? { stack: error.stack } : {}) };
}

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

export function createLogger(service: "console" | "platform"): Logger {
  const { min, pretty } = settings();
  const write = (level: Level, msg: string, fields: Fields = {}) => {
    if (RANK[level] < min) return;
    const out = level === "warn" || level === "error" ? process.stderr : process.stdout;
    if (pretty) {
      const time = new Date().toISOString().slice(11, 23);
      const rest = Object.entries(fields)
        .filter(([, v]) => v !== undefined && v !== null && v !== "")
        .map(([k, v]) => `${k}=${typeof v === "string" && /\s/.test(v) ? JSON.stringify(v) : v}`)
        .join(" ");
      out.write(`${time} ${level.toUpperCase().padEnd(5)} ${service} ${msg}${rest ? ` ${rest}` : ""}\n`);
    } else {
      out.write(`${JSON.stringify({ time: new Date().toISOString(), level, service, msg, ...fields })}\n`);
    }
  };
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
  };
}

/** A request id from a header when it is a sane one (a proxy's), else a new one. */
export function requestId(header: string | null | undefined): string {
  return header && /^[\w.:-]{6,64}$/.test(header) ? header : crypto.randomUUID();
}
