import type { Language } from "~/domain/language";
import { nextStepsWords, type DayPart } from "~/domain/waitlist/waitlist";
import { defineWords } from "./words";

/** Joining a service's waitlist: the page, its windows of days and what happens next. */
export const waitlistWords = defineWords(
  {
    title: "Join the waitlist",
    titleFor: "Join the waitlist: {service}",
    backToService: "Back to the service",
    backHome: "Back to Home",
    pitch:
      "{service} by {business}. Tell us when you could have the visit: we offer you the first time that opens in your windows (times in {zone}).",
    freeNow: "These times are free now: book one",
    freeNowList: "{day}: {times}",
    andMore: " and {count} more",
    freeNowNote: ". The waitlist is for times that are taken.",
    bookOne: "Book one of these times",
    joining: "Joining...",
    join: "Join the waitlist",
    howItWorks: "How the waitlist works",
    window: "Window {index}",
    firstDay: "First day",
    lastDay: "Last day",
    lastDayOptional: "Last day (optional)",
    partOfDay: "Part of the day",
    earliestStart: "Earliest start",
    startBefore: "Start before",
    startBeforeHint: "The job starts before this time; it may end later.",
    moreWindows: "Add more windows (up to {count})",
    "part.any": "Any time",
    "part.morning": "Morning (before 12 PM)",
    "part.afternoon": "Afternoon (12 PM to 5 PM)",
    "part.evening": "Evening (from 5 PM)",
    "part.between": "Between two times",
  },
  {
    title: "Unirse a la lista de espera",
    titleFor: "Unirse a la lista de espera: {service}",
    backToService: "Volver al servicio",
    backHome: "Volver al inicio",
    pitch:
      "{service} de {business}. Díganos cuándo podría recibir la visita: le ofrecemos la primera hora que se libere dentro de sus horarios (horas en {zone}).",
    freeNow: "Estas horas están libres ahora: reserve una",
    freeNowList: "{day}: {times}",
    andMore: " y {count} más",
    freeNowNote: ". La lista de espera es para horas ocupadas.",
    bookOne: "Reservar una de estas horas",
    joining: "Uniéndose...",
    join: "Unirse a la lista de espera",
    howItWorks: "Cómo funciona la lista de espera",
    window: "Horario {index}",
    firstDay: "Primer día",
    lastDay: "Último día",
    lastDayOptional: "Último día (opcional)",
    partOfDay: "Parte del día",
    earliestStart: "Hora de inicio más temprana",
    startBefore: "Empezar antes de",
    startBeforeHint: "El trabajo empieza antes de esta hora; puede terminar más tarde.",
    moreWindows: "Agregar más horarios (hasta {count})",
    "part.any": "Cualquier hora",
    "part.morning": "Mañana (antes de las 12 p. m.)",
    "part.afternoon": "Tarde (de 12 p. m. a 5 p. m.)",
    "part.evening": "Noche (desde las 5 p. m.)",
    "part.between": "Entre dos horas",
  },
);

export const dayPartKey = (part: DayPart) => `part.${part}` as const;

/** What happens after joining, in the language: the same promises, the same minutes. */
export function nextStepsIn(language: Language, hold: { minutes: number; soonMinutes: number }): string[] {
  if (language === "en") return nextStepsWords(hold);
  return [
    "Cuando se libera una hora dentro de sus horarios (alguien cancela o cambia), se ofrece a la primera persona de la lista cuyo horario encaja, en el orden en que se unieron.",
    `Una oferta se guarda solo para esa persona durante ${hold.minutes} minutos (${Math.min(hold.soonMinutes, hold.minutes)} cuando la visita es dentro de un día): nadie más puede reservarla mientras tanto.`,
    "Si no la reserva a tiempo, o la cede, se ofrece a la siguiente persona; si no queda nadie, vuelve al calendario.",
    "Recibe una oferta a la vez, por correo, con un enlace que la reserva en un paso.",
  ];
}
