import { z } from "zod";
import { emailField, requiredText } from "../forms/fields.schema.server";
import { TEAM_REASONS } from "./team";
import { LIFECYCLE_REASONS } from "../booking/booking-lifecycle";
import { LANGUAGES } from "../language";
import { NOT_FOUND_REASONS } from "../outcome";

/** The owner's "Add a team member" form: who, their e-mail, and the services they perform (decision 0032). */
export const teamMemberSchema = z.object({
  name: requiredText(TEAM_REASONS.nameRequired, 80),
  email: emailField({ required: TEAM_REASONS.emailRequired, invalid: TEAM_REASONS.email }),
  service_ids: z.array(z.string(), { error: TEAM_REASONS.servicesRequired }).min(1, TEAM_REASONS.servicesRequired),
  /** The language of their own e-mails and texts (issue 54); they may change it on their page. */
  language: z.enum(LANGUAGES).default("en"),
});

/** The form as the service takes it: the language may be left out (English). */
export type TeamMemberForm = z.input<typeof teamMemberSchema>;

/** A member's page: the services they perform. */
export const memberServicesSchema = teamMemberSchema.pick({ service_ids: true });

/** The owner's "Give the job to" on a booking: whom of the team. */
export const reassignSchema = z.object({
  booking_id: z.string({ error: NOT_FOUND_REASONS.booking }),
  assignee: z.string({ error: TEAM_REASONS.notPerformer }).min(1, TEAM_REASONS.notPerformer),
});

/** A member's move of one of their jobs: on the way, started, done or a no-show (never a cancellation). */
export const memberJobMoveSchema = z.object({
  booking_id: z.string({ error: NOT_FOUND_REASONS.booking }),
  to: z.enum(["en_route", "in_progress", "completed", "no_show"], { error: LIFECYCLE_REASONS.unknownStatus }),
});
