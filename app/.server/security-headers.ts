import { env } from "./env";

/**
 * Security headers of every response the console renders. Documents get an enforced,
 * nonce-based CSP: only scripts carrying this response's nonce (and what they import) run.
 */
export function securityHeaders(headers: Headers, nonce?: string) {
  headers.set("Referrer-Policy", "no-referrer");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (env.production) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  const dev = !env.production;
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      nonce ? `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}` : "script-src 'none'",
      // Radix sets style attributes; styles cannot run code.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
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
