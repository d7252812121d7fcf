import type { Language } from "~/domain/language";
import type { FreeDay } from "~/domain/schedule/slots";
import { defineWords, fill } from "./words";

/** The booking form and its parts (date, times, contact, address, repeat, terms), wherever a customer books. */
export const bookingWords = defineWords(
  {
    date: "Date",
    time: "Time",
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    texts: "Texts",
    serviceAddress: "Service address",
    addressPlaceholder: "Street, city, zip code",
    addressHint: "Type your street, a comma, then your city or zip for suggestions.",
    specialRequests: "Special requests",
    specialRequestsOptional: "Special requests (optional)",
    repeat: "Repeat",
    repeatThisVisit: "Repeat this visit",
    numberOfVisits: "Number of visits",
    lastVisitBy: "Last visit on or before",
    endsAfterCount: "Ends after a number of visits",
    endsOnDate: "Ends on a date",
    seeEveryDate: "Before anything is booked, you see every date and whether it is free.",
    "repeat.none": "Does not repeat",
    "repeat.1": "Every week",
    "repeat.2": "Every 2 weeks",
    "repeat.4": "Every 4 weeks",
    preferredDate: "Preferred date",
    preferredTime: "Preferred time",
    showTimes: "Show available times",
    noFreeDays: "No free times in the next two weeks.",
    daysWithFreeTimes: "Days with free times",
    loadingTimes: "Loading times...",
    loadingForm: "Loading the booking form...",
    heldTitle: "Held for a customer on the waitlist",
    held: "held",
    heldForOffer: " for a waitlist offer",
    booked: " (booked)",
    whoLabel: "Who would you like?",
    anyAvailable: "Any available",
    showTheirTimes: "Show their times",
    booking: "Booking...",
    continueToPayment: "Continue to payment",
    chargeAfterJob: "Charge my saved card after the job, up to {cap}",
    chargeAfterJobHint:
      "Stripe keeps your card. After the job you get the bill; what is due, up to {cap}, is charged to it and you are told. A bill above {cap} waits for your approval.",
    confirmBooking: "Confirm Booking",
    payOnSite: "Pay the provider on site",
    payOnStripe:
      "You pay on Stripe's secure page next; your time is held while you pay, and the booking is confirmed once the payment arrives.",
    moving: "Moving...",
    moveThisVisit: "Move this visit",
    moveBooking: "Move booking",
    moveFollowing: "Move this and all following visits",
    checkVisits: "Check your visits",
    allFree: "All {count} visits are free. Nothing is booked until you confirm.",
    someFree:
      "{free} of {count} visits are free as asked; the others have a proposed time or cannot be booked. Nothing is booked until you confirm.",
    visits: "Visits",
    visitAsked: "Visit {index}: {asked}",
    free: "Free",
    notFree: "Not free",
    cannotBook: "Cannot be booked",
    takeProposal: "Take the proposal: {offer}",
    bookIt: "Book it",
    dropDate: "Drop this date",
    leftOut: "No free time that day or the next working day: this date is left out.",
    eachVisit: "{due} for each visit",
    cardSaved: "Your card is saved on Stripe's page, and each visit is charged 48 hours before it.",
    bookChosen: "Book the chosen visits",
  },
  {
    date: "Fecha",
    time: "Hora",
    fullName: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    texts: "Mensajes de texto",
    serviceAddress: "Dirección del servicio",
    addressPlaceholder: "Calle, ciudad, código postal",
    addressHint: "Escriba su calle, una coma y luego su ciudad o código postal para ver sugerencias.",
    specialRequests: "Peticiones especiales",
    specialRequestsOptional: "Peticiones especiales (opcional)",
    repeat: "Repetir",
    repeatThisVisit: "Repetir esta visita",
    numberOfVisits: "Número de visitas",
    lastVisitBy: "Última visita a más tardar el",
    endsAfterCount: "Termina tras un número de visitas",
    endsOnDate: "Termina en una fecha",
    seeEveryDate: "Antes de reservar nada, verá cada fecha y si está libre.",
    "repeat.none": "No se repite",
    "repeat.1": "Cada semana",
    "repeat.2": "Cada 2 semanas",
    "repeat.4": "Cada 4 semanas",
    preferredDate: "Fecha preferida",
    preferredTime: "Hora preferida",
    showTimes: "Ver horas disponibles",
    noFreeDays: "No hay horas libres en las próximas dos semanas.",
    daysWithFreeTimes: "Días con horas libres",
    loadingTimes: "Cargando horas...",
    loadingForm: "Cargando el formulario de reserva...",
    heldTitle: "Reservada para un cliente de la lista de espera",
    held: "apartada",
    heldForOffer: " para una oferta de la lista de espera",
    booked: " (ocupada)",
    whoLabel: "¿Quién prefiere que vaya?",
    anyAvailable: "Cualquiera disponible",
    showTheirTimes: "Ver sus horas",
    booking: "Reservando...",
    continueToPayment: "Continuar al pago",
    chargeAfterJob: "Cobrar a mi tarjeta guardada después del trabajo, hasta {cap}",
    chargeAfterJobHint:
      "Stripe guarda su tarjeta. Después del trabajo recibe la factura; lo que quede por pagar, hasta {cap}, se cobra a la tarjeta y se le avisa. Una factura de más de {cap} espera su aprobación.",
    confirmBooking: "Confirmar reserva",
    payOnSite: "Pague al profesional en el lugar",
    payOnStripe:
      "A continuación pagará en la página segura de Stripe; su hora queda apartada mientras paga, y la reserva se confirma al recibirse el pago.",
    moving: "Cambiando...",
    moveThisVisit: "Cambiar esta visita",
    moveBooking: "Cambiar la reserva",
    moveFollowing: "Cambiar esta visita y todas las siguientes",
    checkVisits: "Revise sus visitas",
    allFree: "Las {count} visitas están libres. No se reserva nada hasta que confirme.",
    someFree:
      "{free} de {count} visitas están libres como las pidió; las demás tienen una hora propuesta o no se pueden reservar. No se reserva nada hasta que confirme.",
    visits: "Visitas",
    visitAsked: "Visita {index}: {asked}",
    free: "Libre",
    notFree: "No libre",
    cannotBook: "No se puede reservar",
    takeProposal: "Aceptar la propuesta: {offer}",
    bookIt: "Reservarla",
    dropDate: "Quitar esta fecha",
    leftOut: "No hay horas libres ese día ni el siguiente día laborable: esta fecha queda fuera.",
    eachVisit: "{due} por cada visita",
    cardSaved: "Su tarjeta se guarda en la página de Stripe, y cada visita se cobra 48 horas antes.",
    bookChosen: "Reservar las visitas elegidas",
  },
);

const WEEKDAY_MONTH = {
  en: new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }),
} as const;

/** A free day's link: "Mon, Nov 30 · 3 times free", "lun, 30 nov · 3 horas libres". */
export function freeDayLabelIn(language: Language, day: FreeDay): string {
  const [year, month, dayOfMonth] = day.date.split("-").map(Number);
  const when = WEEKDAY_MONTH[language].format(new Date(Date.UTC(year, month - 1, dayOfMonth)));
  const count =
    language === "en"
      ? day.free === 1
        ? "1 time free"
        : `${day.free} times free`
      : day.free === 1
        ? "1 hora libre"
        : `${day.free} horas libres`;
  return fill("{when} · {count}", { when, count });
}
