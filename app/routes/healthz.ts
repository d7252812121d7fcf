import { log } from "~/lib/logger.server";
import { pingDatabase } from "~/models/health.server";

/** 200 when the database answers (load balancers and Docker's HEALTHCHECK use this). */
export async function loader() {
  try {
    await pingDatabase();
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch (error) {
    log.error("health check failed", { error });
    return new Response("database unavailable", { status: 503, headers: { "Content-Type": "text/plain" } });
  }
}
