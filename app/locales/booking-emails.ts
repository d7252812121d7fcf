import {
  bookingCancelledEmails,
  bookingConfirmationEmail,
  bookingNoShowEmail,
  bookingReminderEmail,
  bookingRescheduledEmails,
  memberChangedEmail,
  memberJobEmail,
  providerBookingNoticeEmail,
  providerDaySummaryEmail,
  providerEnRouteEmail,
} from "./en/booking-emails";
import { layout, portraitOf, type BookingEmailData, type EmailContent } from "./email-layout";
import { addMinutesToTime } from "~/domain/time";
import type { Language } from "~/domain/language";
import { longDateIn, spanishAtClock, spanishClock, durationIn } from "./clock";
import { appointmentIn, intervalIn } from "./dates";

/**
 * The customer's e-mails about a booking in the customer's language (issue 54): the Spanish
 * here, the English in ./en/booking-emails.ts. The business's side stays in English.
 */

type Facts = Array<[string, string]>;

const spanishAppointment = (appointment: Parameters<typeof appointmentIn>[1]) => appointmentIn("es", appointment);

function serviceName(booking: BookingEmailData): string {
  return booking.series ? `${booking.service_type} (visita ${booking.series.index} de ${booking.series.of})` : booking.service_type;
}

function on(booking: BookingEmailData): string {
  return `${serviceName(booking)} el ${longDateIn("es", booking.preferred_date)}`;
}

function visitFacts(booking: Pick<BookingEmailData, "series" | "member">): Facts {
  const facts: Facts = [];
  if (booking.series) {
    facts.push(["Serie", `Visita ${booking.series.index} de ${booking.series.of}, ${intervalIn("es", booking.series.intervalWeeks)}`]);
  }
  if (booking.member) facts.push(["Quién va", booking.member]);
  return facts;
}

function coordinates(booking: Pick<BookingEmailData, "coordinates">): Facts {
  return booking.coordinates ? [["Coordenadas", `${booking.coordinates.lat.toFixed(4)}, ${booking.coordinates.lng.toFixed(4)}`]] : [];
}

function where(booking: BookingEmailData): string {
  return booking.service_address || "Por acordar con el profesional";
}

function reference(booking: Pick<BookingEmailData, "reference">): [string, string] {
  return ["Referencia de la reserva", booking.reference];
}

function jobFacts(booking: BookingEmailData): Facts {
  return [
    reference(booking),
    ["Servicio", booking.service_type],
    ...visitFacts(booking),
    ["Cuándo", spanishAppointment(booking)],
    ["Dónde", where(booking)],
  ];
}

const MANAGE = "Ver, cambiar o cancelar su reserva";
const UPDATED = "Ver su reserva y el archivo de calendario actualizado";

function spanishConfirmation(booking: BookingEmailData): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_confirmation",
    subject: `Reserva confirmada: ${on(booking)}`,
    ...layout({
      lang: "es",
      heading: "Su reserva está confirmada",
      intro: `Hola, ${booking.customer_name}: su reserva con ${booking.businessName} está confirmada para la hora indicada abajo.`,
      facts: [
        reference(booking),
        ["Servicio", booking.service_type],
        ...visitFacts(booking),
        ["Cuándo", spanishAppointment(booking)],
        ["Duración", durationIn("es", booking.duration_minutes)],
        ["Dónde", where(booking)],
        ...coordinates(booking),
        ["Profesional", `${booking.businessName}, ${booking.providerPhone}, ${booking.providerEmail}`],
      ],
      portrait: portraitOf(booking),
      action: { label: MANAGE, url: booking.manageUrl },
      outro: "Desde esa página puede agregarla a su calendario, cambiarla o cancelarla.",
    }),
  };
}

function spanishReminder(booking: BookingEmailData): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_reminder",
    subject: `Recordatorio: ${on(booking)} ${spanishAtClock(booking.preferred_time)}`,
    ...layout({
      lang: "es",
      heading: "Su reserva se acerca",
      intro: `Hola, ${booking.customer_name}: le recordamos que pronto tiene su cita con ${booking.businessName}.`,
      facts: [...jobFacts(booking), ["Profesional", `${booking.businessName}, ${booking.providerPhone}`]],
      portrait: portraitOf(booking),
      action: { label: MANAGE, url: booking.manageUrl },
    }),
  };
}

function spanishMemberChanged(booking: BookingEmailData): EmailContent {
  const person = booking.member ?? booking.owner;
  const who = person ? `${person}, de ${booking.businessName},` : booking.businessName;
  return {
    to: booking.customer_email,
    kind: "booking_member_changed",
    subject: `Cambió quién va: ${on(booking)}`,
    ...layout({
      lang: "es",
      heading: "Va otra persona",
      intro: `Hola, ${booking.customer_name}: ${who} hará su ${booking.service_type}. La hora no cambia.`,
      facts: jobFacts(booking),
      portrait: portraitOf(booking),
      action: { label: UPDATED, url: booking.manageUrl },
    }),
  };
}

function spanishCancelled(booking: BookingEmailData, byCustomer: boolean, reason: string | null, money: string | null): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_cancelled",
    subject: `Reserva cancelada: ${on(booking)}`,
    ...layout({
      lang: "es",
      heading: "Su reserva está cancelada",
      intro: byCustomer
        ? `Hola, ${booking.customer_name}: su reserva con ${booking.businessName} está cancelada.`
        : `Hola, ${booking.customer_name}: ${booking.businessName} tuvo que cancelar su reserva. Lamentamos las molestias.`,
      facts: [...jobFacts(booking), ...(reason ? ([["Motivo", reason]] as Facts) : []), ...(money ? ([["Pago", money]] as Facts) : [])],
      ...(byCustomer ? {} : { outro: "Puede reservar otra hora u otro profesional en Porchlight." }),
    }),
  };
}

function spanishNoShow(booking: BookingEmailData, money: string | null): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_no_show",
    subject: `Marcada como ausencia: ${on(booking)}`,
    ...layout({
      lang: "es",
      heading: "Su reserva se marcó como ausencia",
      intro: `Hola, ${booking.customer_name}: ${booking.businessName} marcó su reserva como ausencia: no se pudo hacer el trabajo a la hora indicada abajo.`,
      facts: [...jobFacts(booking), ["Pago", money ?? "No se cobró ni se reembolsó nada en línea."]],
      outro: `Si es un error, comuníquese con ${booking.businessName}${booking.providerPhone ? ` al ${booking.providerPhone}` : ""}.`,
    }),
  };
}

function spanishRescheduled(booking: BookingEmailData, previous: Parameters<typeof bookingRescheduledEmails>[1]): EmailContent {
  return {
    to: booking.customer_email,
    kind: "booking_rescheduled",
    subject: `Reserva cambiada: ${on(booking)}`,
    ...layout({
      lang: "es",
      heading: "Su reserva tiene una nueva hora",
      intro: `Hola, ${booking.customer_name}: su reserva con ${booking.businessName} cambió de hora.`,
      facts: [
        reference(booking),
        ["Servicio", booking.service_type],
        ...visitFacts(booking),
        ["Nueva hora", spanishAppointment(booking)],
        ["Antes", spanishAppointment({ ...previous, duration_minutes: booking.duration_minutes })],
        ["Dónde", where(booking)],
      ],
      action: { label: UPDATED, url: booking.manageUrl },
    }),
  };
}

type EnRouteData = Parameters<typeof providerEnRouteEmail>[0] & Pick<BookingEmailData, "language">;

function spanishEnRoute(booking: EnRouteData): EmailContent {
  const who = booking.member ? `${booking.member}, de ${booking.businessName},` : booking.businessName;
  return {
    to: booking.customer_email,
    kind: "provider_enroute",
    subject: `${booking.businessName} va en camino`,
    ...layout({
      lang: "es",
      heading: "Su profesional va en camino",
      intro: `Hola, ${booking.customer_name}: ${who} va ahora hacia usted para ${booking.service_type}${booking.arrivalMinutes ? `; llega en unos ${booking.arrivalMinutes} minutos` : ""}.`,
      facts: [
        reference(booking),
        ["Servicio", booking.service_type],
        ...visitFacts(booking),
        ["Dónde", booking.service_address || "La dirección que dio al profesional"],
        ...coordinates(booking),
        ["Teléfono del profesional", booking.providerPhone || "No disponible"],
      ],
      portrait: portraitOf(booking),
      action: { label: "Ver su reserva", url: booking.manageUrl },
    }),
  };
}

const spanish = (booking: Pick<BookingEmailData, "language">) => booking.language === "es";

/** The customer's confirmation, in their language. */
export function confirmationEmailFor(booking: BookingEmailData): EmailContent {
  return spanish(booking) ? spanishConfirmation(booking) : bookingConfirmationEmail(booking);
}

/** The customer's reminder, in their language. */
export function reminderEmailFor(booking: BookingEmailData): EmailContent {
  return spanish(booking) ? spanishReminder(booking) : bookingReminderEmail(booking);
}

/** The customer told another person is coming, in their language. */
export function memberChangedEmailFor(booking: BookingEmailData): EmailContent {
  return spanish(booking) ? spanishMemberChanged(booking) : memberChangedEmail(booking);
}

/** A cancellation's e-mails: the customer's in their language (always first), the business's in its own. */
export function cancelledEmailsFor(booking: BookingEmailData, cancellation: Parameters<typeof bookingCancelledEmails>[1]): EmailContent[] {
  const [customer, ...business] = bookingCancelledEmails(booking, cancellation);
  return [
    spanish(booking)
      ? spanishCancelled(booking, cancellation.by === "customer", cancellation.reason, cancellation.money?.customer ?? null)
      : customer,
    ...(business.length > 0 && booking.providerLanguage === "es" ? [spanishCancelledForBusiness(booking, cancellation)] : business),
  ];
}

/** A no-show's e-mail to the customer, in their language. */
export function noShowEmailFor(booking: BookingEmailData, money: string | null): EmailContent {
  return spanish(booking) ? spanishNoShow(booking, money) : bookingNoShowEmail(booking, money);
}

/** A move's e-mails: the customer's in their language (first), the business's in its own. */
export function rescheduledEmailsFor(booking: BookingEmailData, previous: Parameters<typeof bookingRescheduledEmails>[1]): EmailContent[] {
  const [customer, ...business] = bookingRescheduledEmails(booking, previous);
  return [
    spanish(booking) ? spanishRescheduled(booking, previous) : customer,
    ...(booking.providerLanguage === "es" ? [spanishRescheduledForBusiness(booking, previous)] : business),
  ];
}

/** A new booking, told to the business in its language. */
export function providerNoticeEmailFor(booking: BookingEmailData): EmailContent {
  if (booking.providerLanguage !== "es") return providerBookingNoticeEmail(booking);
  return {
    to: booking.providerEmail,
    kind: "booking_provider_notice",
    subject: `Reserva nueva: ${on(booking)}`,
    ...layout({
      lang: "es",
      heading: "Tiene una reserva nueva",
      intro: `${booking.customer_name} reservó ${booking.service_type}.`,
      facts: workFacts(booking, `${booking.customer_name}, ${booking.customer_phone}, ${booking.customer_email}`),
    }),
  };
}

/** A job given to a team member (booked, or reassigned to them), in the language of their account. */
export function memberJobEmailFor(booking: BookingEmailData, member: { email: string; jobsUrl: string; language: Language }): EmailContent {
  if (member.language !== "es") return memberJobEmail(booking, member);
  return {
    to: member.email,
    kind: "member_job",
    subject: `Trabajo nuevo para usted: ${on(booking)}`,
    ...layout({
      lang: "es",
      heading: "Un trabajo nuevo para usted",
      intro: `${booking.businessName} le asignó ${booking.service_type} de ${booking.customer_name}.`,
      facts: workFacts(booking, `${booking.customer_name}, ${booking.customer_phone}`),
      action: { label: "Ver sus trabajos", url: member.jobsUrl },
    }),
  };
}

/** The job as the business reads it in Spanish: when, where and who (the customer's words as written). */
function workFacts(booking: BookingEmailData, customer: string): Facts {
  return [
    reference(booking),
    ...visitFacts(booking),
    ["Cuándo", spanishAppointment(booking)],
    ["Dónde", where(booking)],
    ...coordinates(booking),
    ["Cliente", customer],
    ["Peticiones especiales", booking.special_requests || "Ninguna"],
  ];
}

function spanishCancelledForBusiness(booking: BookingEmailData, cancellation: Parameters<typeof bookingCancelledEmails>[1]): EmailContent {
  return {
    to: booking.providerEmail,
    kind: "booking_cancelled_provider",
    subject: `Cancelada: ${on(booking)}`,
    ...layout({
      lang: "es",
      heading: "Se canceló una reserva",
      intro:
        cancellation.by === "customer"
          ? `${booking.customer_name} canceló su reserva. La hora vuelve a estar libre.`
          : "Un administrador de Porchlight canceló esta reserva. La hora vuelve a estar libre.",
      facts: [
        ...jobFacts(booking),
        ["Cliente", `${booking.customer_name}, ${booking.customer_phone}`],
        ...(cancellation.reason ? ([["Motivo", cancellation.reason]] as Facts) : []),
        ...(cancellation.money?.business ? ([["Pago", cancellation.money.business]] as Facts) : []),
      ],
    }),
  };
}

function spanishRescheduledForBusiness(booking: BookingEmailData, previous: Parameters<typeof bookingRescheduledEmails>[1]): EmailContent {
  return {
    to: booking.providerEmail,
    kind: "booking_rescheduled_provider",
    subject: `Cambiada: ${serviceName(booking)} al ${longDateIn("es", booking.preferred_date)}`,
    ...layout({
      lang: "es",
      heading: "Se cambió una reserva",
      intro: `${booking.customer_name} cambió su reserva a otra hora.`,
      facts: [
        reference(booking),
        ["Hora nueva", spanishAppointment(booking)],
        ["Antes", spanishAppointment({ ...previous, duration_minutes: booking.duration_minutes })],
        ["Dónde", where(booking)],
        ["Cliente", `${booking.customer_name}, ${booking.customer_phone}, ${booking.customer_email}`],
      ],
    }),
  };
}

/** "On the way", in the customer's language. */
export function enRouteEmailFor(booking: EnRouteData): EmailContent {
  return spanish(booking) ? spanishEnRoute(booking) : providerEnRouteEmail(booking);
}

/** The business's morning summary of its day, in the language it chose. */
export function daySummaryEmailFor(input: Parameters<typeof providerDaySummaryEmail>[0] & { language: Language }): EmailContent {
  if (input.language !== "es") return providerDaySummaryEmail(input);
  const count = input.jobs.length === 1 ? "1 trabajo" : `${input.jobs.length} trabajos`;
  const day = longDateIn("es", input.date);
  return {
    to: input.to,
    kind: "provider_day_summary",
    subject: `Hoy: ${count} el ${day}`,
    ...layout({
      lang: "es",
      heading: `Su día: ${count}`,
      intro: `¡Buenos días! Este es su ${day} (horas en ${input.timeZoneLabel}).`,
      facts: input.jobs.map((job): [string, string] => [
        `de ${spanishClock(job.preferred_time)} a ${spanishClock(addMinutesToTime(job.preferred_time, job.duration_minutes))}`,
        [
          job.service_type,
          `${job.customer_name} ${job.customer_phone}`,
          job.service_address || "Dirección por acordar",
          job.special_requests ? `"${job.special_requests}"` : "",
        ]
          .filter(Boolean)
          .join(" · "),
      ]),
      action: { label: "Abrir sus reservas", url: input.bookingsUrl },
    }),
  };
}
