import { databaseAnswers } from "~/services/support/public-files.server";

/** 200 when the database answers (load balancers and Docker's HEALTHCHECK use this). */
export async function loader() {
  if (await databaseAnswers()) return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  return new Response("database unavailable", { status: 503, headers: { "Content-Type": "text/plain" } });
}
