import type { Language } from "~/domain/language";
import { BUSY_CALENDAR_MAX_FAILED_READS } from "~/domain/schedule/busy-calendars";
import { sayIn } from "./messages";
import { instantIn } from "./dates";
import { layout, type EmailContent } from "./email-layout";
import { defineWords, fill } from "./words";

/**
 * The e-mail to a calendar's owner when Porchlight has not read it for an hour, in the owner's
 * language (issue 54), why reading it failed too, as on the Schedule tab.
 */
export const calendarEmailWords = defineWords(
  {
    subject: 'Porchlight cannot read your calendar "{label}"',
    heading: "Your calendar is not syncing",
    intro: 'Since {since}, Porchlight has not been able to read "{label}", so new busy times in it do not block your schedule yet.',
    calendar: "Calendar",
    error: "Error",
    lastSynced: "Last synced",
    never: "Never",
    check: "Check your calendars",
    stopped:
      "Busy times from the last sync still block your schedule. We stopped reading it after {tries} failed tries in a row: fix the calendar (or add its new address and remove the old one), then choose Try again beside it.",
    retrying:
      "Busy times from the last sync still block your schedule. If your calendar's address was reset, copy the new one from your calendar's settings, add it, and remove the old one. We try again later and will not e-mail about this again until it has worked.",
  },
  {
    subject: 'Porchlight no puede leer su calendario "{label}"',
    heading: "Su calendario no se está sincronizando",
    intro: 'Desde el {since}, Porchlight no ha podido leer "{label}", así que sus horas ocupadas nuevas todavía no bloquean su horario.',
    calendar: "Calendario",
    error: "Error",
    lastSynced: "Última lectura",
    never: "Nunca",
    check: "Revisar sus calendarios",
    stopped:
      "Las horas ocupadas de la última lectura siguen bloqueando su horario. Dejamos de leerlo después de {tries} intentos fallidos seguidos: corrija el calendario (o agregue su nueva dirección y quite la anterior) y luego elija Intentar de nuevo a su lado.",
    retrying:
      "Las horas ocupadas de la última lectura siguen bloqueando su horario. Si la dirección de su calendario cambió, copie la nueva desde las opciones de su calendario, agréguela y quite la anterior. Volveremos a intentarlo más tarde y no le escribiremos de nuevo sobre esto hasta que funcione.",
  },
);

/** To the calendar's owner, once, when it has failed for an hour or stopped being read. */
export function busyCalendarFailingEmailFor(input: {
  language: Language;
  email: string;
  label: string;
  error: string;
  failingSince: Date;
  lastSynced: Date | null;
  timeZone: string;
  scheduleUrl: string;
  /** Its reads failed three times in a row: it is not read again until its owner says so. */
  stopped: boolean;
}): EmailContent {
  const words = calendarEmailWords[input.language];
  const at = (instant: Date) => instantIn(input.language, instant, input.timeZone);
  return {
    to: input.email,
    kind: "busy_calendar_failing",
    subject: fill(words.subject, { label: input.label }),
    ...layout({
      heading: words.heading,
      intro: fill(words.intro, { since: at(input.failingSince), label: input.label }),
      facts: [
        [words.calendar, input.label],
        [words.error, sayIn(input.language, input.error)],
        [words.lastSynced, input.lastSynced ? at(input.lastSynced) : words.never],
      ],
      action: { label: words.check, url: input.scheduleUrl },
      outro: input.stopped ? fill(words.stopped, { tries: BUSY_CALENDAR_MAX_FAILED_READS }) : words.retrying,
      lang: input.language,
    }),
  };
}
