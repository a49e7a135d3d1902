/**
 * Only same-site paths: never an open redirect to another host. A backslash or a control
 * character anywhere (browsers read "/\t/evil.example" as "//evil.example") is refused too.
 */
export function safeRedirect(to: string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  if (to.startsWith("/authentication/")) return fallback;
  return to;
}
