import { isUuid } from "~/domain/uuid";
import { log } from "~/lib/logger.server";
import { getMedia } from "~/models/media.server";
import { pingDatabase } from "~/models/health.server";

/** An uploaded image (a logo) by its id; undefined for any other id. */
export async function findImage(id: string | undefined) {
  return isUuid(id) ? getMedia(id) : undefined;
}

/** Whether the database answers (the health check of load balancers and Docker). */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await pingDatabase();
    return true;
  } catch (error) {
    log.error("health check failed", { error });
    return false;
  }
}
