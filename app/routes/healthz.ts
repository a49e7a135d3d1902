import { PLATFORM_BASE, platformFetch } from "~/.server/upstream/transport";

/** For the container HEALTHCHECK and load balancers: the console answers and reaches its platform. */
export async function loader() {
  try {
    const response = await platformFetch(new Request(`${PLATFORM_BASE}/health`, { signal: AbortSignal.timeout(5000) }));
    if (!response.ok) throw new Error(`platform ${response.status}`);
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return Response.json(
      { status: "unavailable", reason: error instanceof Error ? error.message : "platform" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
