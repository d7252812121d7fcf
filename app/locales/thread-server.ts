import type { Language } from "~/domain/language";
import { hideContactDetails } from "~/domain/quotes/contact-masking";
import { defineWords } from "./words";

/** What the server words about a conversation: what it is about. */
export const threadServerWords = defineWords(
  {
    aboutBooking: "your booking for {service}",
    aboutRequest: "the request for {category}",
    yourRequest: "Your request for {category}",
    contactHidden: "[contact details hidden until booked]",
  },
  {
    aboutBooking: "su reserva de {service}",
    aboutRequest: "la solicitud de {category}",
    yourRequest: "Su solicitud de {category}",
    contactHidden: "[datos de contacto ocultos hasta reservar]",
  },
);

/** What one side wrote, as the other reads it before a booking: contact details hidden, in the reader's words. */
export function hideContactDetailsIn(language: Language, text: string): string {
  return hideContactDetails(text, threadServerWords[language].contactHidden);
}
