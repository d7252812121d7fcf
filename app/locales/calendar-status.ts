import type { SyncWords } from "~/domain/schedule/busy-calendars";
import { formatInstant } from "./en/time";
import type { Language } from "~/domain/language";
import { instantIn } from "./dates";
import { sayIn } from "./messages";

/*
 * A busy calendar's state as its owner reads it, in their page's language: why its last read
 * failed is a reason (decision 0047), worded in the same language by `sayIn`; one stored before
 * reasons stays as it came.
 */

const ENGLISH_SYNC: SyncWords = {
  synced: (at, timeZone, busyEvents) =>
    `Last synced ${formatInstant(at, timeZone)} · ${busyEvents === 1 ? "1 busy time" : `${busyEvents} busy times`} ahead`,
  notSynced: "Not synced yet",
  stopped: (synced, tries, error) =>
    `${synced}. We stopped reading this calendar after ${tries} failed tries in a row.${error ? ` The last one: ${sayIn("en", error)}` : ""} Busy times from the last sync still apply. Fix the calendar or its address, then choose Try again.`,
  failed: (synced, error) => `${synced}. The last try failed: ${sayIn("en", error)} Busy times from the last sync still apply.`,
};

const SPANISH_SYNC: SyncWords = {
  synced: (at, timeZone, busyEvents) =>
    `Última lectura: ${instantIn("es", at, timeZone)} · ${busyEvents === 1 ? "1 hora ocupada" : `${busyEvents} horas ocupadas`} por delante`,
  notSynced: "Todavía no se ha leído",
  stopped: (synced, tries, error) =>
    `${synced}. Dejamos de leer este calendario después de ${tries} intentos fallidos seguidos.${error ? ` El último: ${sayIn("es", error)}` : ""} Las horas ocupadas de la última lectura siguen contando. Corrija el calendario o su dirección y luego elija Intentar de nuevo.`,
  failed: (synced, error) =>
    `${synced}. El último intento falló: ${sayIn("es", error)} Las horas ocupadas de la última lectura siguen contando.`,
};

/** How a calendar's state is worded in a language. */
export function syncWordsOf(language: Language): SyncWords {
  return language === "es" ? SPANISH_SYNC : ENGLISH_SYNC;
}
