import { z } from "zod";

/** The unticked box beside a phone field: "on" when ticked, absent otherwise (anything else is not a tick). */
export const textConsentField = z.literal("on").optional().catch(undefined);
