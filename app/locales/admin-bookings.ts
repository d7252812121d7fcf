import { ALL, isClockTime } from "~/domain/booking/admin-bookings";
import { formatTime12h, monthLabel } from "./en/time";
import { BOOKING_STATUSES, type BookingStatus } from "~/domain/booking/booking-lifecycle";
import type { Language } from "~/domain/language";
import { formatDollars } from "~/domain/payments/money";
import { isValidDate } from "~/domain/time";
import { longDateIn, spanishAtClock, spanishClock } from "./clock";
import { reasonIn } from "./reasons";
import { defineWords } from "./words";

/** The admin's Bookings tab (issue 54): its list, calendar, filters and refunds. */
export const adminBookingWords = defineWords(
  {
    title: "Bookings",
    pageTitle: "Bookings | Admin Panel",
    status: "Status",
    actions: "Actions",
    searchBookings: "Search bookings",
    searchPlaceholder: "Name, e-mail, phone or reference (PL-…)",
    viewsLabel: "Bookings view",
    listView: "List View",
    calendarView: "Calendar View",
    caption: "Bookings, newest first",
    customer: "Customer",
    service: "Service",
    address: "Address",
    dateTime: "Date & Time",
    invalidId: "Invalid ID",
    cannotNotify: "Cannot be notified",
    customerNotified: "Customer notified",
    noneOnPage: "No bookings on this page.",
    firstPage: "Go to the first page",
    tryPart: "Try part of the name, the e-mail, the phone's digits or the whole reference.",
    showAll: "Show all bookings",
    none: "No bookings yet.",
    teamMember: "Team member: {name}",
    noAddress: "No address given",
    viewOnMap: "View on Map",
    mapFor: " for {name} (opens in a new tab)",
    booked: "Booked {date}",
    refund: "Refund",
    refundOf: " the payment of {name}",
    refundAmount: "Amount (USD, up to {amount})",
    refundReason: "Refund reason (sent to the customer)",
    serviceType: "Service type",
    apply: "Apply",
    activeFilters: "Active filters",
    removeFilter: "Remove filter {label}",
    clearFilters: "Clear Filters",
    chipService: "Service: {type}",
    chipStatus: "Status: {status}",
    allStatuses: "All statuses",
    allServices: "All services",
    previous: "Previous",
    next: "Next",
    calendarCaption: "Bookings in {month}. Choose a day to list its bookings.",
    countKey: "number of bookings that day",
    ringedToday: "A ringed day is today.",
    goToToday: "Go to today",
    bookingsFor: "Bookings for {day}",
    selectDay: "Select a day to see its bookings.",
    noneOnDay: "No bookings scheduled for this date",
    inList: " in the list of bookings",
  },
  {
    title: "Reservas",
    pageTitle: "Reservas | Panel de administración",
    status: "Estado",
    actions: "Acciones",
    searchBookings: "Buscar reservas",
    searchPlaceholder: "Nombre, correo, teléfono o referencia (PL-…)",
    viewsLabel: "Vista de reservas",
    listView: "Vista de lista",
    calendarView: "Vista de calendario",
    caption: "Reservas, de la más reciente a la más antigua",
    customer: "Cliente",
    service: "Servicio",
    address: "Dirección",
    dateTime: "Fecha y hora",
    invalidId: "ID no válido",
    cannotNotify: "No se puede avisar",
    customerNotified: "Cliente avisado",
    noneOnPage: "No hay reservas en esta página.",
    firstPage: "Ir a la primera página",
    tryPart: "Pruebe con parte del nombre, el correo, los dígitos del teléfono o la referencia completa.",
    showAll: "Mostrar todas las reservas",
    none: "Todavía no hay reservas.",
    teamMember: "Miembro del equipo: {name}",
    noAddress: "Sin dirección",
    viewOnMap: "Ver en el mapa",
    mapFor: " de {name} (se abre en una pestaña nueva)",
    booked: "Reservada el {date}",
    refund: "Reembolsar",
    refundOf: " el pago de {name}",
    refundAmount: "Monto (USD, hasta {amount})",
    refundReason: "Motivo del reembolso (se le envía al cliente)",
    serviceType: "Tipo de servicio",
    apply: "Aplicar",
    activeFilters: "Filtros activos",
    removeFilter: "Quitar el filtro {label}",
    clearFilters: "Quitar filtros",
    chipService: "Servicio: {type}",
    chipStatus: "Estado: {status}",
    allStatuses: "Todos los estados",
    allServices: "Todos los servicios",
    previous: "Anterior",
    next: "Siguiente",
    calendarCaption: "Reservas de {month}. Elija un día para ver sus reservas.",
    countKey: "número de reservas ese día",
    ringedToday: "El día con un círculo es hoy.",
    goToToday: "Ir a hoy",
    bookingsFor: "Reservas del {day}",
    selectDay: "Elija un día para ver sus reservas.",
    noneOnDay: "No hay reservas programadas para esta fecha",
    inList: " en la lista de reservas",
  },
);

const SPANISH_MONTH = new Intl.DateTimeFormat("es-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The calendar's column heads, Sunday first, in each language. */
const ENGLISH_WEEKDAYS = [
  { short: "Sun", long: "Sunday" },
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
] as const;

const SPANISH_WEEKDAYS = [
  { short: "dom", long: "domingo" },
  { short: "lun", long: "lunes" },
  { short: "mar", long: "martes" },
  { short: "mié", long: "miércoles" },
  { short: "jue", long: "jueves" },
  { short: "vie", long: "viernes" },
  { short: "sáb", long: "sábado" },
] as const;

/** "1 booking", "3 bookings"; "1 reserva", "3 reservas". */
function countIn(language: Language, count: number): string {
  if (language === "en") return count === 1 ? "1 booking" : `${count} bookings`;
  return count === 1 ? "1 reserva" : `${count} reservas`;
}

/** "November 2026", "noviembre de 2026". */
export function monthLabelIn(language: Language, month: string): string {
  if (language === "en") return monthLabel(month);
  const [year, m] = month.split("-").map(Number);
  return SPANISH_MONTH.format(new Date(Date.UTC(year, m - 1, 1)));
}

/** The calendar's column heads, Sunday first. */
export function weekdayHeadersIn(language: Language): ReadonlyArray<{ short: string; long: string }> {
  return language === "en" ? ENGLISH_WEEKDAYS : SPANISH_WEEKDAYS;
}

export function monthNavLabelIn(language: Language, direction: "previous" | "next", month: string): string {
  if (language === "en") return `${direction === "previous" ? "Previous" : "Next"} month, ${monthLabelIn("en", month)}`;
  return `${direction === "previous" ? "Mes anterior" : "Mes siguiente"}, ${monthLabelIn("es", month)}`;
}

/** A day's link in the month grid, its accessible name: "Thursday, November 5, 2026 (today): 2 bookings". */
export function dayLinkLabelIn(language: Language, date: string, count: number, today: string): string {
  const words = language === "en" ? { today: " (today)", none: "no bookings" } : { today: " (hoy)", none: "sin reservas" };
  return `${longDateIn(language, date)}${date === today ? words.today : ""}: ${count > 0 ? countIn(language, count) : words.none}`;
}

/** What the list says above its rows: how many, and what was searched for. */
export function bookingListSummaryIn(language: Language, total: number, q: string | null): string {
  if (language === "en") {
    if (!q) return `${countIn("en", total)}, newest first.`;
    if (total === 0) return `No bookings match “${q}”.`;
    return `${total === 1 ? "1 booking matches" : `${total} bookings match`} “${q}”, newest first.`;
  }
  if (!q) return `${countIn("es", total)}, de la más reciente a la más antigua.`;
  if (total === 0) return `Ninguna reserva coincide con “${q}”.`;
  return `${total === 1 ? "1 reserva coincide" : `${total} reservas coinciden`} con “${q}”, de la más reciente a la más antigua.`;
}

/**
 * A listed booking's start in its zone ("Thursday, November 5, 2026 at 10:00 AM CST"), or its stored
 * text as it is when that is not a date and time (older rows may hold free text).
 */
export function bookingWhenIn(language: Language, date: string, time: string, zoneLabel: string): string {
  const day = isValidDate(date) ? longDateIn(language, date) : date;
  if (!isClockTime(time)) return `${day} ${time}`.trim();
  return language === "en" ? `${day} at ${formatTime12h(time)} ${zoneLabel}` : `${day}, ${spanishAtClock(time)} ${zoneLabel}`;
}

/** A booking's start in its zone: "10:00 AM CST", "10:00 a. m. CST". */
export function bookingTimeIn(language: Language, time: string, zoneLabel: string): string {
  if (!isClockTime(time)) return time;
  return `${language === "en" ? formatTime12h(time) : spanishClock(time)} ${zoneLabel}`;
}

/** The status filter's choices, every status by its name in the language. */
export function statusFilterOptionsIn(
  language: Language,
  statusLabel: (status: BookingStatus) => string,
): Array<{ value: string; label: string }> {
  return [
    { value: ALL, label: adminBookingWords[language].allStatuses },
    ...BOOKING_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
  ];
}

/** Money Stripe refused for good, flagged on the booking's row. */
export function moneyFailureIn(
  language: Language,
  failure: { kind: "charge" | "refund"; amountCents: number; reason: string | null },
): string {
  const amount = formatDollars(failure.amountCents);
  const reason = failure.reason === null ? null : (reasonIn(language, failure.reason) ?? failure.reason);
  if (language === "en") return `${failure.kind === "refund" ? "Refund" : "Charge"} of ${amount} failed: ${reason ?? "refused by Stripe"}`;
  return `${failure.kind === "refund" ? "Falló el reembolso" : "Falló el cobro"} de ${amount}: ${reason ?? "rechazado por Stripe"}`;
}
