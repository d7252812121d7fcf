import { z } from "zod";
import { MAX_PARKING_MINUTES, MINUTES_PER_MILE_RANGE, TRAVEL_MODES, TRAVEL_REASONS } from "./travel";

/** The business's travel form: how drives are counted, minutes per mile (with "per_mile" only) and parking minutes. */
export const travelSettingsSchema = z
  .object({
    travel_mode: z.enum(TRAVEL_MODES, { error: TRAVEL_REASONS.mode }),
    minutes_per_mile: z.preprocess(
      (value) => (value === "" || value === undefined ? undefined : value),
      z.coerce
        .number({ error: TRAVEL_REASONS.minutesPerMile })
        .min(MINUTES_PER_MILE_RANGE.min, TRAVEL_REASONS.minutesPerMile)
        .max(MINUTES_PER_MILE_RANGE.max, TRAVEL_REASONS.minutesPerMile)
        .optional(),
    ),
    parking_minutes: z.coerce
      .number({ error: TRAVEL_REASONS.parking })
      .int(TRAVEL_REASONS.parking)
      .min(0, TRAVEL_REASONS.parking)
      .max(MAX_PARKING_MINUTES, TRAVEL_REASONS.parking),
  })
  .superRefine((value, ctx) => {
    if (value.travel_mode === "per_mile" && value.minutes_per_mile === undefined)
      ctx.addIssue({ code: "custom", path: ["minutes_per_mile"], message: TRAVEL_REASONS.minutesPerMile });
  })
  .transform((value) => ({
    mode: value.travel_mode,
    minutesPerMile: value.travel_mode === "per_mile" ? value.minutes_per_mile! : null,
    parkingMinutes: value.parking_minutes,
  }));

export type TravelSettings = z.output<typeof travelSettingsSchema>;

const optionalZip = z
  .string()
  .trim()
  .optional()
  .refine((zip) => !zip || /^\d{5}$/.test(zip), TRAVEL_REASONS.zip)
  .transform((zip) => zip || null);

/** A person's day places form: the zip codes their day starts and ends at (empty: the business's place). */
export const dayPlacesSchema = z.object({ day_start_zip: optionalZip, day_end_zip: optionalZip });
