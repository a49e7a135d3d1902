/** Only same-site paths: never an open redirect to another host. */
export function safeRedirect(to: string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (to.startsWith("/authentication/")) return fallback;
  return to;
}
