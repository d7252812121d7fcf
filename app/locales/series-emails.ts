import { layout, type BookingEmailData, type EmailContent } from "./email-layout";
import type { Language } from "~/domain/language";
import {
  dayOffClashEmail,
  seriesBookedEmails,
  seriesCancelledEmails,
  seriesMovedEmails,
  type VisitLine,
  type VisitMove,
} from "./en/series-emails";
import { appointmentIn, intervalIn } from "./dates";
import { durationIn, longDateIn } from "./clock";

/**
 * A series' e-mails in each reader's language (issue 54): the customer's, and the business's
 * choice for its own; the Spanish here, the English in ./en/series-emails.ts.
 */

/** "5 visits, every week", "5 visitas, cada semana". */
export function seriesRepeatIn(language: Language, count: number, intervalWeeks: number): string {
  return `${count} ${language === "es" ? "visitas" : "visits"}, ${intervalIn(language, intervalWeeks)}`;
}

const spanish = (booking: Pick<BookingEmailData, "language">) => booking.language === "es";
const when = (visit: VisitLine["when"]) => appointmentIn("es", visit);

function visitList(visits: readonly VisitLine[]): Array<[string, string]> {
  return visits.map((visit) => [`Visita ${visit.index}`, `${when(visit.when)} (${visit.reference})`]);
}

/** Booked: the customer's confirmation in their language (first), the provider's notice in the business's. */
export function seriesBookedEmailsFor(first: BookingEmailData, series: Parameters<typeof seriesBookedEmails>[1]): EmailContent[] {
  const [customer, ...business] = seriesBookedEmails(first, series);
  const count = series.visits.length;
  const repeat = seriesRepeatIn("es", count, series.intervalWeeks);
  const notice: EmailContent[] =
    first.providerLanguage === "es"
      ? [
          {
            to: first.providerEmail,
            kind: "series_provider_notice",
            subject: `Reserva periódica nueva: ${first.service_type}, ${repeat}`,
            ...layout({
              lang: "es",
              heading: "Tiene una reserva periódica nueva",
              intro: `${first.customer_name} reservó ${first.service_type}: ${repeat}.`,
              facts: [
                ["Dónde", first.service_address || "Por acordar"],
                ...visitList(series.visits),
                ["Cliente", `${first.customer_name}, ${first.customer_phone}, ${first.customer_email}`],
                ["Peticiones especiales", first.special_requests || "Ninguna"],
              ],
            }),
          },
        ]
      : business;
  if (!spanish(first)) return [customer, ...notice];
  return [
    {
      to: first.customer_email,
      kind: "series_confirmation",
      subject: `Reservado: ${first.service_type}, ${repeat} desde el ${longDateIn("es", first.preferred_date)}`,
      ...layout({
        lang: "es",
        heading: "Sus visitas están reservadas",
        intro: `Hola, ${first.customer_name}: ${first.businessName} lo atenderá en cada una de estas ${count} visitas.`,
        facts: [
          ["Servicio", first.service_type],
          ["Serie", repeat],
          ["Duración", durationIn("es", first.duration_minutes)],
          ["Dónde", first.service_address || "Por acordar con el profesional"],
          ...visitList(series.visits),
          ["Profesional", `${first.businessName}, ${first.providerPhone}, ${first.providerEmail}`],
        ],
        action: { label: "Ver, cambiar o cancelar sus visitas", url: first.manageUrl },
        outro: "Cada visita tiene su propia página y su recordatorio; su archivo de calendario contiene la serie entera.",
      }),
    },
    ...notice,
  ];
}

/** Visits cancelled: the customer's e-mail in their language (first), the business's in its own. */
export function seriesCancelledEmailsFor(first: BookingEmailData, input: Parameters<typeof seriesCancelledEmails>[1]): EmailContent[] {
  const [customer, ...business] = seriesCancelledEmails(first, input);
  const reason = input.reason ? ([["Motivo", input.reason]] as Array<[string, string]>) : [];
  const spanishCustomer: EmailContent = {
    to: first.customer_email,
    kind: "series_cancelled",
    subject: `Canceladas: ${input.visits.length} visitas de ${first.service_type}`,
    ...layout({
      lang: "es",
      heading: "Visitas canceladas",
      intro:
        input.by === "customer"
          ? `Hola, ${first.customer_name}: estas visitas con ${first.businessName} están canceladas. Las visitas anteriores siguen reservadas.`
          : `Hola, ${first.customer_name}: ${first.businessName} tuvo que cancelar estas visitas. Las visitas anteriores siguen reservadas.`,
      facts: [["Servicio", first.service_type], ...visitList(input.visits), ...reason],
    }),
  };
  const spanishBusiness = (): EmailContent => ({
    to: first.providerEmail,
    kind: "series_cancelled_provider",
    subject: `Canceladas: ${input.visits.length} visitas de ${first.service_type} de ${first.customer_name}`,
    ...layout({
      lang: "es",
      heading: "Se cancelaron visitas de una serie",
      intro: `${input.by === "customer" ? first.customer_name : "Un administrador de Porchlight"} canceló estas visitas. Sus horas vuelven a estar libres.`,
      facts: [...visitList(input.visits), ["Cliente", `${first.customer_name}, ${first.customer_phone}`], ...reason],
    }),
  });
  return [
    spanish(first) ? spanishCustomer : customer,
    ...(business.length > 0 && first.providerLanguage === "es" ? [spanishBusiness()] : business),
  ];
}

/** Visits moved: the customer's e-mail in their language (first), the business's in its own. */
export function seriesMovedEmailsFor(first: BookingEmailData, moves: readonly VisitMove[]): EmailContent[] {
  const [customer, ...business] = seriesMovedEmails(first, moves);
  const facts = moves.map((move): [string, string] => [
    `Visita ${move.index}`,
    `${when(move.now)} (antes: ${when(move.was)}; ${move.reference})`,
  ]);
  const spanishCustomer: EmailContent = {
    to: first.customer_email,
    kind: "series_moved",
    subject: `Cambiadas: ${moves.length} visitas de ${first.service_type}`,
    ...layout({
      lang: "es",
      heading: "Sus visitas tienen horas nuevas",
      intro: `Hola, ${first.customer_name}: estas visitas con ${first.businessName} cambiaron de hora.`,
      facts: [["Servicio", first.service_type], ...facts],
      action: { label: "Ver sus visitas y el archivo de calendario actualizado", url: first.manageUrl },
    }),
  };
  const spanishBusiness: EmailContent = {
    to: first.providerEmail,
    kind: "series_moved_provider",
    subject: `Cambiadas: ${moves.length} visitas de ${first.service_type} de ${first.customer_name}`,
    ...layout({
      lang: "es",
      heading: "Se cambiaron visitas de una serie",
      intro: `Estas visitas de ${first.customer_name} tienen horas nuevas.`,
      facts: [...facts, ["Cliente", `${first.customer_name}, ${first.customer_phone}`]],
    }),
  };
  return [spanish(first) ? spanishCustomer : customer, ...(first.providerLanguage === "es" ? [spanishBusiness] : business)];
}

/** A day off over a visit: the customer asked, in their language, to move it. */
export function dayOffClashEmailFor(booking: BookingEmailData): EmailContent {
  if (!spanish(booking)) return dayOffClashEmail(booking);
  const day = longDateIn("es", booking.preferred_date);
  return {
    to: booking.customer_email,
    kind: "booking_day_off",
    subject: `Cambie su visita del ${day}`,
    ...layout({
      lang: "es",
      heading: "Su profesional no estará",
      intro: `Hola, ${booking.customer_name}: ${booking.businessName} no estará el ${day}, el día de su visita. Cámbiela a otra hora o cancélela desde la página de su reserva.`,
      facts: [
        ["Referencia de la reserva", booking.reference],
        ["Servicio", booking.service_type],
        ...(booking.series ? ([["Serie", `Visita ${booking.series.index} de ${booking.series.of}`]] as Array<[string, string]>) : []),
        ["Cuándo", appointmentIn("es", booking)],
      ],
      action: { label: "Cambiar o cancelar esta visita", url: booking.manageUrl },
    }),
  };
}
