import type { Language } from "~/domain/language";
import { durationIn } from "./clock";

/** What the business's list of bookings says of each job, in the page's language (issue 54). */
type ListWords = {
  you: string;
  /** How much of the day is taken, and the driving the job would add to it (null: travel not judged). */
  busyThatDay: (minutes: number, addedDrive: number | null) => string;
  seriesMark: (row: { series_index: number | null; series_size: number | null }) => string | null;
};

const ENGLISH: ListWords = {
  you: "You",
  busyThatDay: (minutes, drive) =>
    (minutes === 0 ? "nothing else that day" : `${durationIn("en", minutes)} taken that day`) +
    (drive ? `, +${durationIn("en", drive)} driving` : ""),
  seriesMark: (row) => (row.series_index !== null && row.series_size !== null ? `Visit ${row.series_index} of ${row.series_size}` : null),
};

const SPANISH: ListWords = {
  you: "Usted",
  busyThatDay: (minutes, drive) =>
    (minutes === 0 ? "nada más ese día" : `${durationIn("es", minutes)} ocupados ese día`) +
    (drive ? `, +${durationIn("es", drive)} de manejo` : ""),
  seriesMark: (row) => (row.series_index !== null && row.series_size !== null ? `Visita ${row.series_index} de ${row.series_size}` : null),
};

export function listWordsIn(language: Language): ListWords {
  return language === "es" ? SPANISH : ENGLISH;
}
