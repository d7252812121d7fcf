import type { Language } from "~/domain/language";
import { firstNameOf } from "~/domain/team/team";
import { defineWords, fill } from "./words";
import { intervalIn } from "./dates";

/** What a customer's calendar file says of their booking, in the booking's language. */

type Job = { service_type: string; business_name: string | null; member_name?: string | null; provider_phone: string | null };

export const calendarTitleWords = defineWords(
  {
    withBusiness: "{service} with {business}",
    withMember: "{service} with {member} from {business}",
    yourProvider: "your provider",
  },
  {
    withBusiness: "{service} con {business}",
    withMember: "{service} con {member}, de {business}",
    yourProvider: "su profesional",
  },
);

/** The event's title: "Plumbing with Maria from Rivera Plumbing", "Plumbing con Maria, de Rivera Plumbing". */
export function calendarTitleIn(language: Language, job: Job): string {
  const words = calendarTitleWords[language];
  const business = job.business_name ?? words.yourProvider;
  return job.member_name
    ? fill(words.withMember, { service: job.service_type, member: firstNameOf(job.member_name), business })
    : fill(words.withBusiness, { service: job.service_type, business });
}

/** A single booking's event description, with the link that manages it. */
export function bookingEventTextIn(language: Language, job: Job & { reference: string }, manageUrl: string): string {
  const provider = `${job.business_name ?? ""} ${job.provider_phone ?? ""}`;
  return language === "es"
    ? `Reservado en Porchlight (${job.reference}). Profesional: ${provider}. Gestione su reserva: ${manageUrl}`
    : `Booked on Porchlight (${job.reference}). Provider: ${provider}. Manage your booking: ${manageUrl}`;
}

/** A series' event description. */
export function seriesEventTextIn(language: Language, job: Job, intervalWeeks: number, manageUrl: string): string {
  const provider = `${job.business_name ?? ""} ${job.provider_phone ?? ""}`;
  if (language === "en")
    return `A recurring booking on Porchlight (${intervalIn("en", intervalWeeks)}). Provider: ${provider}. Manage your visits: ${manageUrl}`;
  return `Una reserva periódica en Porchlight (${intervalIn("es", intervalWeeks)}). Profesional: ${provider}. Gestione sus visitas: ${manageUrl}`;
}
