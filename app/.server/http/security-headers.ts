import { env } from "./env";

/**
 * The Content-Security-Policy of what the console renders (server.js adds the headers every
 * response shares). Documents get an enforced, nonce-based policy: only scripts carrying this
 * response's nonce (and what they import) run.
 */
export function securityHeaders(headers: Headers, nonce?: string) {
  const dev = !env.production;
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      nonce ? `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}` : "script-src 'none'",
      // Radix sets style attributes; styles cannot run code.
      "style-src 'self' 'unsafe-inline'",
      // Images only from the console itself (stored content cannot make readers' browsers call out).
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src 'self'${dev ? " ws: wss:" : ""}`,
      "worker-src 'self' blob:",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
}
