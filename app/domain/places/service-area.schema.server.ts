import { z } from "zod";
import { zipSchema } from "./zip.schema.server";
import { SERVICE_RADIUS, SERVICE_AREA_MESSAGES } from "./service-area";

/** The portal's "add a service area" form: a zip code and a radius of 5 to 100 miles in steps of 5. */
export const serviceAreaFormSchema = z.object({
  zip_code: zipSchema,
  service_radius: z.coerce
    .number({ error: SERVICE_AREA_MESSAGES.radius })
    .int(SERVICE_AREA_MESSAGES.radius)
    .min(SERVICE_RADIUS.min, SERVICE_AREA_MESSAGES.radius)
    .max(SERVICE_RADIUS.max, SERVICE_AREA_MESSAGES.radius)
    .multipleOf(SERVICE_RADIUS.step, SERVICE_AREA_MESSAGES.radius),
});
