import { placeOf } from "~/domain/places/geo";
import { isLive } from "~/domain/booking/booking-lifecycle";
import { memberChangedEmailFor } from "~/locales/booking-emails";
import { refuse, type Outcome } from "~/domain/outcome";
import { checkSlot } from "~/domain/schedule/slots";
import { SERIES_WINDOW_DAYS } from "~/domain/series/series";
import { TEAM_REASONS } from "~/domain/team/team";
import { isUuid } from "~/domain/uuid";
import { publicOrigin } from "~/lib/http.server";
import { recordAudit } from "~/models/audit.server";
import { getBookingDetails, reassignBooking, releaseCells, SlotTakenError } from "~/models/booking.server";
import { enqueueEmail } from "~/models/email-outbox.server";
import { getActiveService } from "~/models/service.server";
import type { Owned } from "~/services/support/access.server";
import { emailDataOf, reread, tellMember } from "~/services/notifications/index.server";
import { decideInTransaction } from "~/services/support/transaction.server";
import { slotContextFor } from "./availability.server";
import { claimJob } from "./assignment.server";

/**
 * The owner gives an upcoming job to another person of the team who performs the service and is
 * free for the whole job and their buffer (decision 0032): the claims move in one transaction (the
 * database refuses a cell the new person holds), the customer is e-mailed, calendars update.
 */
export async function reassignJob(input: { booking: Owned<"booking">; to: string; now: Date }): Promise<Outcome<{ name: string }>> {
  if (!isUuid(input.to)) return refuse(400, TEAM_REASONS.notPerformer);
  return decideInTransaction(async (trx): Promise<Outcome<{ name: string }>> => {
    const booking = await getBookingDetails(input.booking.id, trx);
    if (!booking || !isLive(booking.status) || new Date(booking.starts_at) <= input.now) return refuse(409, TEAM_REASONS.notReassignable);
    if (booking.assigned_user_id === input.to) return refuse(400, TEAM_REASONS.sameAssignee);
    const service = booking.service_id ? await getActiveService(booking.service_id, trx) : undefined;
    if (!service?.provider_user_id) return refuse(409, TEAM_REASONS.notReassignable);
    const context = await slotContextFor(service, booking.preferred_date, input.now, {
      executor: trx,
      exceptBookingId: booking.id,
      durationMinutes: booking.duration_minutes,
      place: placeOf(booking.service_lat, booking.service_lng),
      // A series reaches further ahead than one booking may.
      windowDays: booking.series_id ? SERIES_WINDOW_DAYS : undefined,
    });
    if (!context?.team?.some((person) => person.userId === input.to)) return refuse(400, TEAM_REASONS.notPerformer);
    const check = checkSlot(booking.preferred_date, booking.preferred_time, context);
    const taker = check.ok ? check.free?.find((person) => person.userId === input.to) : undefined;
    if (!taker) return refuse(409, TEAM_REASONS.notFree);
    await releaseCells(trx, booking.id);
    try {
      await claimJob(trx, booking.id, taker);
    } catch (error) {
      // A booking took their time since it was read: the database decided, nothing moves.
      if (error instanceof SlotTakenError) return refuse(409, TEAM_REASONS.notFree);
      throw error;
    }
    if (!(await reassignBooking(trx, booking.id, { from: booking.assigned_user_id, to: input.to })))
      return refuse(409, TEAM_REASONS.notReassignable);
    const after = await reread(trx, booking.id);
    const data = emailDataOf(after, publicOrigin());
    await enqueueEmail(trx, memberChangedEmailFor(data), { bookingId: booking.id });
    await tellMember(trx, after, data, publicOrigin());
    await recordAudit(trx, {
      actorUserId: input.booking.actor.userId,
      action: "booking.reassign",
      entity: "booking",
      entityId: booking.id,
      details: { from: booking.assigned_user_id, to: input.to },
    });
    return { ok: true, name: after.member_name ?? after.owner_name ?? after.business_name ?? "" };
  });
}
