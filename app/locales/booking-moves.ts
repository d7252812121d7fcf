import type { OfferedStatus } from "~/domain/booking/booking-lifecycle";
import { defineWords } from "./words";
import { OFF_SCHEDULE_LABELS } from "~/domain/schedule/schedule";

/** Moving a booking along from a business's list or a member's page (issue 54). */
export const moveWords = defineWords(
  {
    en_route: "Mark en route",
    in_progress: "Start job",
    completed: "Mark completed",
    no_show: "Mark no-show",
    forCustomer: " for {customer}",
    yesTell: "Yes, tell {customer}",
    toldProviderOnWay: "{customer} is told now that the provider is on the way (by e-mail, and by text where they asked for texts).",
    noShowPolicyApplies: "The provider's no-show policy applies to what the customer paid online.",
    noMoneyMoves: "No money moves: nothing was paid online.",
    emailedOutcome: "{customer} is e-mailed the outcome.",
    yesNoShow: "Yes, mark no-show",
    cancel: "Cancel",
    bookingOf: " the booking of {customer}",
    reasonToCustomer: "Reason (sent to the customer)",
    alsoLater: "Also cancel every later visit of this series",
    cancelBooking: "Cancel booking",
    notifyEnRoute: "Notify En Route",
  },
  {
    en_route: "Marcar en camino",
    in_progress: "Empezar el trabajo",
    completed: "Marcar terminado",
    no_show: "Marcar que no se presentó",
    forCustomer: " de {customer}",
    yesTell: "Sí, avisar a {customer}",
    toldProviderOnWay: "Le avisamos ahora a {customer} que el profesional va en camino (por correo, y por mensaje de texto si los pidió).",
    noShowPolicyApplies: "La política de ausencia del profesional se aplica a lo que el cliente pagó en línea.",
    noMoneyMoves: "No se mueve dinero: no se pagó nada en línea.",
    emailedOutcome: "Le enviamos el resultado a {customer} por correo.",
    yesNoShow: "Sí, marcar que no se presentó",
    cancel: "Cancelar",
    bookingOf: " la reserva de {customer}",
    reasonToCustomer: "Motivo (se le envía al cliente)",
    alsoLater: "Cancelar también todas las visitas siguientes de esta serie",
    cancelBooking: "Cancelar la reserva",
    notifyEnRoute: "Avisar que va en camino",
  },
);

type MoveWords = (typeof moveWords)["en"];

/** A move's button: the admin panel says "Notify En Route" (the spec's words), the others "Mark en route". */
export function moveLabel(words: MoveWords, to: OfferedStatus, as: "provider" | "admin" = "provider"): string {
  return to === "en_route" && as === "admin" ? words.notifyEnRoute : words[to];
}

/** The portal's Bookings (issue 54): the business's list of its jobs. */
export const businessBookingWords = defineWords(
  {
    title: "Bookings",
    showOf: "Show bookings of",
    whoseJobs: "Whose jobs",
    everyones: "Everyone's",
    day: "Day",
    show: "Show",
    showAll: "Show all",
    teamMember: "Team member: {member}",
    cancelledBecause: "Cancelled: {reason}",
    messagesWith: "Messages with {customer}",
    move: "Move",
    giveTo: "Give the job to",
    chooseFree: "Choose someone free then",
    freeThen: "{name} (free, {busy})",
    busyThen: "{name} (busy then)",
    reassign: "Reassign",
    nobodyFree: "Nobody else who does this job is free then.",
    feeUnderPolicy: "Fee under the policy: {fee}",
    oneFlagged: "1 upcoming booking is",
    manyFlagged: "{count} upcoming bookings are",
    flaggedRest:
      "outside your hours, on a day off or at a busy time in your calendar. They are kept: call the customer to move or cancel them.",
    yourSchedule: "Your schedule",
    upcoming: "Upcoming bookings",
    noUpcoming: "No upcoming bookings yet.",
    past: "Past and cancelled bookings",
    noPast: "No past bookings.",
    ...OFF_SCHEDULE_LABELS,
    backToBookings: "Back to bookings",
    moveBookingOf: "Move the booking of {customer}",
    customerEmailed: "The customer is e-mailed the new time, and their calendar file follows.",
  },
  {
    title: "Reservas",
    showOf: "Mostrar las reservas de",
    whoseJobs: "Trabajos de",
    everyones: "Todos",
    day: "Día",
    show: "Mostrar",
    showAll: "Mostrar todas",
    teamMember: "Miembro del equipo: {member}",
    cancelledBecause: "Cancelada: {reason}",
    messagesWith: "Mensajes con {customer}",
    move: "Cambiar",
    giveTo: "Asignar el trabajo a",
    chooseFree: "Elija a alguien libre a esa hora",
    freeThen: "{name} (libre, {busy})",
    busyThen: "{name} (ocupado a esa hora)",
    reassign: "Reasignar",
    nobodyFree: "Nadie más que hace este trabajo está libre a esa hora.",
    feeUnderPolicy: "Cargo según la política: {fee}",
    oneFlagged: "1 reserva próxima está",
    manyFlagged: "{count} reservas próximas están",
    flaggedRest:
      "fuera de su horario, en un día libre o a una hora ocupada de su calendario. Se mantienen: llame al cliente para cambiarlas o cancelarlas.",
    yourSchedule: "Su horario",
    upcoming: "Próximas reservas",
    noUpcoming: "Todavía no hay próximas reservas.",
    past: "Reservas pasadas y canceladas",
    noPast: "No hay reservas pasadas.",
    "day-off": "Día libre",
    "outside-hours": "Fuera de su horario",
    "calendar-busy": "Ocupado en su calendario",
    backToBookings: "Volver a las reservas",
    moveBookingOf: "Cambiar la reserva de {customer}",
    customerEmailed: "Le enviamos al cliente la nueva hora por correo, y su archivo de calendario también cambia.",
  },
);
