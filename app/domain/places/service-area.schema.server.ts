import { z } from "zod";
import { zipSchema } from "./zip.schema.server";
import { RADIUS_REASON, SERVICE_RADIUS } from "./service-area";

/** The portal's "add a service area" form: a zip code and a radius of 5 to 100 miles in steps of 5. */
export const serviceAreaFormSchema = z.object({
  zip_code: zipSchema,
  service_radius: z.coerce
    .number({ error: RADIUS_REASON })
    .int(RADIUS_REASON)
    .min(SERVICE_RADIUS.min, RADIUS_REASON)
    .max(SERVICE_RADIUS.max, RADIUS_REASON)
    .multipleOf(SERVICE_RADIUS.step, RADIUS_REASON),
});
