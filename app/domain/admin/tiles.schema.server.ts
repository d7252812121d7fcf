import { z } from "zod";
import { CATEGORY_IDS } from "../discovery/categories";
import { requiredText } from "../forms/fields.schema.server";
import { radiusOrDefault } from "../places/service-area";
import { zipSchema } from "../places/zip.schema.server";
import { TILE_RADIUS_MAX, TILE_RADIUS_MAX_REASON, TILE_REASONS } from "./tiles";

/** The admin's tile edit: radius parsed as an integer, anything unusable falls back to 25 (spec). */
export const tileEditSchema = z.object({
  service_name: requiredText(TILE_REASONS.serviceNameRequired, 120),
  zip_code: zipSchema,
  service_radius: z
    .unknown()
    .transform((value) => radiusOrDefault(value))
    .pipe(z.number().max(TILE_RADIUS_MAX, TILE_RADIUS_MAX_REASON)),
  plan_type: z.enum(["community", "premium"], { error: TILE_REASONS.planType }),
  category: z.enum(CATEGORY_IDS, { error: TILE_REASONS.category }),
});

export type TileEdit = z.infer<typeof tileEditSchema>;
