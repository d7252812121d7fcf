import type { Language } from "~/domain/language";
import { timeOffDays } from "~/domain/schedule/schedule";
import { weeklyHoursRuns, type Availability } from "~/domain/schedule/availability";
import { WEEKDAY_LABELS, formatTime12h } from "./en/time";
import type { Weekday } from "~/domain/time";
import { longDateIn, spanishClock, durationIn } from "./clock";
import { defineWords, fill } from "./words";

/** A person's schedule in the portal (issue 54): weekly hours, job lengths, time off, series and the cancellation policy. */
export const scheduleWords = defineWords(
  {
    title: "Schedule",
    weeklyHours: "Weekly hours",
    weeklyHoursLead:
      "Customers can book starts from 8:00 AM to 5:30 PM when the whole job and the time between jobs fit in your hours. Changes apply to all of your services at once; bookings already made are kept.",
    timeBetweenJobs: "Time between jobs",
    saving: "Saving...",
    saveHours: "Save hours",
    jobLengths: "Job lengths",
    jobLengthsLead: "How long each service usually takes. New bookings block this much of your day.",
    noServices: "No services yet. They appear here when an admin approves your application.",
    inactive: "{service} (inactive)",
    saveJobLengths: "Save job lengths",
    timeOff: "Time off",
    timeOffLead: "Days off disappear from every booking calendar of your services.",
    addTimeOff: "Add time off",
    firstDayOff: "First day off",
    lastDayOff: "Last day off",
    singleDay: "Leave empty for a single day",
    note: "Note (optional)",
    adding: "Adding...",
    noTimeOff: "No time off planned.",
    remove: "Remove",
    removeTimeOff: " time off {label}",
    recurring: "Recurring bookings",
    recurringLead:
      "Customers can book a series of visits (every week, 2 weeks or 4 weeks, up to 26 visits or 6 months). Every visit is checked against your hours, days off and bookings, and each is a booking of its own.",
    takeRecurring: "Take recurring bookings",
    saveSetting: "Save setting",
    cancellationPolicy: "Cancellation policy",
    cancellationLead:
      "Customers see it beside the Confirm button and on their booking; bookings already made keep the policy they were made under. Fees are taken from what was paid online, never more.",
    freeCancelHours: "Free cancellation until (hours before)",
    lateFee: "Late-cancellation fee (% of the price)",
    noShowFee: "No-show fee (% of the price)",
    customersRead: "Customers read:",
    savePolicy: "Save cancellation policy",
  },
  {
    title: "Horario",
    weeklyHours: "Horario semanal",
    weeklyHoursLead:
      "Los clientes pueden reservar inicios de 8:00 a. m. a 5:30 p. m. cuando todo el trabajo y el tiempo entre trabajos caben en su horario. Los cambios se aplican a todos sus servicios a la vez; las reservas ya hechas se mantienen.",
    timeBetweenJobs: "Tiempo entre trabajos",
    saving: "Guardando...",
    saveHours: "Guardar el horario",
    jobLengths: "Duración de los trabajos",
    jobLengthsLead: "Cuánto suele durar cada servicio. Las reservas nuevas ocupan ese tiempo de su día.",
    noServices: "Todavía no tiene servicios. Aparecen aquí cuando un administrador aprueba su solicitud.",
    inactive: "{service} (inactivo)",
    saveJobLengths: "Guardar las duraciones",
    timeOff: "Días libres",
    timeOffLead: "Los días libres desaparecen de todos los calendarios de reserva de sus servicios.",
    addTimeOff: "Agregar días libres",
    firstDayOff: "Primer día libre",
    lastDayOff: "Último día libre",
    singleDay: "Déjelo vacío para un solo día",
    note: "Nota (opcional)",
    adding: "Agregando...",
    noTimeOff: "No hay días libres previstos.",
    remove: "Quitar",
    removeTimeOff: " los días libres {label}",
    recurring: "Reservas periódicas",
    recurringLead:
      "Los clientes pueden reservar una serie de visitas (cada semana, cada 2 semanas o cada 4 semanas, hasta 26 visitas o 6 meses). Cada visita se compara con su horario, sus días libres y sus reservas, y cada una es una reserva propia.",
    takeRecurring: "Aceptar reservas periódicas",
    saveSetting: "Guardar la opción",
    cancellationPolicy: "Política de cancelación",
    cancellationLead:
      "Los clientes la ven junto al botón Confirmar y en su reserva; las reservas ya hechas mantienen la política con la que se hicieron. Los cargos se toman de lo pagado en línea, nunca más.",
    freeCancelHours: "Cancelación gratis hasta (horas antes)",
    lateFee: "Cargo por cancelación tardía (% del precio)",
    noShowFee: "Cargo por no presentarse (% del precio)",
    customersRead: "Los clientes leen:",
    savePolicy: "Guardar la política de cancelación",
  },
);

/** The time kept between jobs: "15 minutes between jobs", "15 minutos entre trabajos". */
export function bufferIn(language: Language, minutes: number): string {
  if (language === "en") return minutes === 0 ? "No break between jobs" : `${durationIn("en", minutes)} between jobs`;
  return minutes === 0 ? "Sin descanso entre trabajos" : `${durationIn("es", minutes)} entre trabajos`;
}

/** A stretch of days off as the portal lists it: "lunes, 7 de diciembre de 2026 al … (3 días)". */
export function timeOffLabelIn(language: Language, off: { start_date: string; end_date: string }): string {
  if (off.start_date === off.end_date) return longDateIn(language, off.start_date);
  const days = timeOffDays({ startDate: off.start_date, endDate: off.end_date });
  return fill(language === "es" ? "{from} al {to} ({days} días)" : "{from} to {to} ({days} days)", {
    from: longDateIn(language, off.start_date),
    to: longDateIn(language, off.end_date),
    days,
  });
}

const SPANISH_SHORT_DAYS: Record<Weekday, string> = {
  monday: "lun",
  tuesday: "mar",
  wednesday: "mié",
  thursday: "jue",
  friday: "vie",
  saturday: "sáb",
  sunday: "dom",
};

/** A person's working week in a line: "Mon–Fri 8:00 AM–6:00 PM", "lun–vie 8:00 a. m.–6:00 p. m.". */
export function weeklyHoursIn(language: Language, hours: Availability): string {
  const runs = weeklyHoursRuns(hours);
  if (runs.length === 0) return language === "en" ? "No working days" : "Ningún día de trabajo";
  const short = (day: Weekday) => (language === "en" ? WEEKDAY_LABELS[day].slice(0, 3) : SPANISH_SHORT_DAYS[day]);
  const clock = language === "en" ? formatTime12h : spanishClock;
  const days = (run: (typeof runs)[number]) => (run.first === run.last ? short(run.first) : `${short(run.first)}–${short(run.last)}`);
  return runs.map((run) => `${days(run)} ${clock(run.startTime)}–${clock(run.endTime)}`).join(", ");
}
