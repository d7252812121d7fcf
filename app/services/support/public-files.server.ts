import { isUuid } from "~/domain/uuid";
import { log } from "~/lib/logger.server";
import { getMedia } from "~/models/media.server";
import { pingDatabase } from "~/models/health.server";
import { admits } from "./access.server";
import { getUser } from "./auth.server";

/**
 * An uploaded image (a logo, a job's photo) by its id; undefined for any other id, and for a
 * withheld one (a hidden message's photo) unless an administrator asks. `withheld` tells the
 * route not to let it be cached on the way.
 */
export async function findImage(id: string | undefined, request: Request) {
  const media = isUuid(id) ? await getMedia(id) : undefined;
  if (!media?.withheld_at) return media;
  const user = await getUser(request);
  return admits("admin", user?.role) ? media : undefined;
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
