import { defineWords } from "./words";

/** What the server words about a conversation: what it is about. */
export const threadServerWords = defineWords(
  {
    aboutBooking: "your booking for {service}",
    aboutRequest: "the request for {category}",
    yourRequest: "Your request for {category}",
  },
  {
    aboutBooking: "su reserva de {service}",
    aboutRequest: "la solicitud de {category}",
    yourRequest: "Su solicitud de {category}",
  },
);
