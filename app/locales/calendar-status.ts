import { ENGLISH_SYNC, type SyncWords } from "~/domain/schedule/busy-calendars";
import type { Language } from "~/domain/language";
import { instantIn } from "./dates";

/** A busy calendar's state as its owner reads it, in their page's language (the reader's own errors stay as they came). */
const SPANISH_SYNC: SyncWords = {
  synced: (at, timeZone, busyEvents) =>
    `Última lectura: ${instantIn("es", at, timeZone)} · ${busyEvents === 1 ? "1 hora ocupada" : `${busyEvents} horas ocupadas`} por delante`,
  notSynced: "Todavía no se ha leído",
  stopped: (synced, tries, error) =>
    `${synced}. Dejamos de leer este calendario después de ${tries} intentos fallidos seguidos.${error ? ` El último: ${error}` : ""} Las horas ocupadas de la última lectura siguen contando. Corrija el calendario o su dirección y luego elija Intentar de nuevo.`,
  failed: (synced, error) => `${synced}. El último intento falló: ${error} Las horas ocupadas de la última lectura siguen contando.`,
};

/** How a calendar's state is worded in a language. */
export function syncWordsOf(language: Language): SyncWords {
  return language === "es" ? SPANISH_SYNC : ENGLISH_SYNC;
}
