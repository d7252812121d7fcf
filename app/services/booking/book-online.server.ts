import { BOOKING_REASONS } from "~/domain/booking/booking";
import type { HoneypotVerdict } from "~/domain/forms/honeypot";
import { NOT_FOUND_REASONS, type Outcome, type Refusal, refuse, refuseForm } from "~/domain/outcome";
import { isUuid } from "~/domain/uuid";
import type { Language } from "~/domain/language";
import { publicOrigin, type ConsentContext } from "~/lib/http.server";
import { log } from "~/lib/logger.server";
import { bookingPath } from "~/lib/signed-links.server";
import type { OneTimeSubmission } from "~/lib/submission-key.server";
import { getListedService, type ServiceCard } from "~/models/service.server";
import { checkoutNewBooking } from "~/services/payments/index.server";
import { orFailure } from "~/services/support/failure.server";
import { takeBookingAttempt } from "~/services/support/limits.server";
import { madeBefore } from "~/services/support/submissions.server";
import { textConsentRefusal } from "~/services/notifications/index.server";
import { slotsForService, type SlotsForDate } from "./availability.server";
import { bookService, type BookingRequest } from "./booking.server";

/** A customer's booking that was refused comes back with the times of the date they chose. */
export type RefusedBooking = Refusal & { slots: SlotsForDate };

/**
 * A customer books a service from its page, without an account: every attempt counts toward
 * the address's limit (bots try many), a bot's traits are refused, and then the booking use
 * case decides. `form` is null when the form's own checks failed; the refusal then carries the
 * times of the date posted, so the form comes back whole.
 */
export async function bookServiceOnline(input: {
  serviceId: string | undefined;
  form: BookingRequest | null;
  postedDate: string;
  /** The team member chosen on the form (where the owner lets customers choose). */
  member?: string | null;
  honeypot: HoneypotVerdict;
  ip: string;
  /** The form's one-time submission (docs/decisions/0026). */
  once?: OneTimeSubmission;
  /** Where the form came from, recorded when its box for texts is ticked. */
  consent?: ConsentContext;
  /** The page's language: the booking's, for every e-mail and text to the customer. */
  language?: Language;
  now: Date;
}): Promise<{ ok: true; path: string; payment: string | null; duplicate?: boolean } | RefusedBooking> {
  const { now } = input;
  // Posted again once the first was made: its booking, without spending the address's attempts.
  const before = await madeBefore(input.once);
  if (before) return { ok: true, path: bookingPath(before, input.language), payment: null, duplicate: true };
  const service = await getListedService(input.serviceId, input.now);
  if (!service) return { ...refuse(404, NOT_FOUND_REASONS.service), slots: { date: input.postedDate, slots: [], message: null } };
  const outcome = await attemptBooking(service, input);
  // Posted again (a double tap): the booking the first post made, on its page.
  if (outcome.ok && outcome.duplicate) return { ok: true, path: bookingPath(outcome.id, input.language), payment: null, duplicate: true };
  if (outcome.ok && !outcome.awaitingPayment) return { ok: true, path: bookingPath(outcome.id, input.language), payment: null };
  // A service that asks to be paid: the booking holds its time while the customer pays on Stripe's page.
  const checkout = outcome.ok ? await checkoutNewBooking(outcome.id, now) : outcome;
  if (checkout.ok) return { ok: true, path: bookingPath((outcome as { id: string }).id, input.language), payment: checkout.url };
  return {
    ...checkout,
    slots: await slotsForService(service, input.postedDate, now, { member: isUuid(input.member) ? input.member : null }),
  };
}

async function attemptBooking(
  service: ServiceCard,
  input: Parameters<typeof bookServiceOnline>[0],
): Promise<Outcome<{ id: string; awaitingPayment: boolean; duplicate?: boolean }>> {
  if (!(await takeBookingAttempt(input.ip, input.now)).ok) {
    log.warn("booking rate limit reached", { serviceId: service.id });
    return refuse(429, BOOKING_REASONS.tooMany);
  }
  if (input.honeypot !== "ok") {
    log.warn("booking refused as a bot's", { serviceId: service.id, honeypot: input.honeypot });
    return refuse(400, BOOKING_REASONS.bot);
  }
  const form = input.form;
  if (!form) return refuseForm();
  const unfit = textConsentRefusal(form);
  if (unfit) return refuseForm(unfit);
  return orFailure({ message: BOOKING_REASONS.saveFailed, log: "booking failed", details: { serviceId: service.id } }, () =>
    bookService({
      service,
      request: form,
      origin: publicOrigin(),
      now: input.now,
      actor: { kind: "customer" },
      once: input.once,
      member: isUuid(input.member) ? input.member : null,
      consent: input.consent,
      language: input.language,
    }),
  );
}
