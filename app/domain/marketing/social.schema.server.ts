import { z } from "zod";
import { plainText } from "../forms/fields.schema.server";
import { tooLongReason } from "../forms/fields";
import { SOCIAL_PLATFORMS, SOCIAL_REASONS } from "./social";

const CONTENT_MAX = 1000;

/** The social post composer: a service, the text, and one or more platforms. */
export const socialPostSchema = z.object({
  service_id: z.string({ error: SOCIAL_REASONS.missing }).min(1, SOCIAL_REASONS.missing),
  content: plainText({ multiline: true }).trim().max(CONTENT_MAX, tooLongReason(CONTENT_MAX)).optional(),
  platforms: z.array(z.enum(SOCIAL_PLATFORMS), { error: SOCIAL_REASONS.missing }).min(1, SOCIAL_REASONS.missing),
});
