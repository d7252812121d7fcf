import type { Language } from "~/domain/language";
import { isLive, type BookingStatus } from "~/domain/booking/booking-lifecycle";
import { defineWords, fill } from "./words";

/** The portal's Requests and Messages (issue 54): the business's requests for quotes and its conversations. */
export const providerInboxWords = defineWords(
  {
    requestsTitle: "Requests for quotes",
    requestsLead:
      "Customers in your areas describe a job; answer with a quote or a question. Your median time to first reply is the response time on your cards.",
    noRequests: "No requests yet. They arrive here and by e-mail.",
    received: "received",
    messagesTitle: "Messages",
    messagesLead: "Your conversations with customers, the latest first. New messages also arrive by e-mail.",
    noMessages: "No messages yet.",
    conversations: "Conversations",
    lastMessage: "last message",
    booking: "Booking {reference}",
    request: "Request",
    requestFor: "Request for {type}",
    bookedDone: "Booked, done",
    bookedWaiting: "Booked, waiting for payment",
    booked: "Booked",
    bookingCancelled: "Booking cancelled",
  },
  {
    requestsTitle: "Solicitudes de presupuesto",
    requestsLead:
      "Los clientes de sus zonas describen un trabajo; responda con un presupuesto o una pregunta. Su tiempo mediano hasta la primera respuesta es el tiempo de respuesta de sus fichas.",
    noRequests: "Todavía no hay solicitudes. Llegan aquí y por correo.",
    received: "recibida",
    messagesTitle: "Mensajes",
    messagesLead: "Sus conversaciones con clientes, la más reciente primero. Los mensajes nuevos también llegan por correo.",
    noMessages: "Todavía no hay mensajes.",
    conversations: "Conversaciones",
    lastMessage: "último mensaje",
    booking: "Reserva {reference}",
    request: "Solicitud",
    requestFor: "Solicitud de {type}",
    bookedDone: "Reservado, terminado",
    bookedWaiting: "Reservado, esperando el pago",
    booked: "Reservado",
    bookingCancelled: "Reserva cancelada",
  },
);

/** What a conversation is about, in the page's language: "Booking PL-7K3M9Q · Plumbing", "Solicitud de Fugas · Plumbing". */
export function conversationAboutIn(
  language: Language,
  row: { booking_reference: string | null; request_type: string | null; service_name: string | null },
): string {
  const words = providerInboxWords[language];
  const what = row.booking_reference
    ? fill(words.booking, { reference: row.booking_reference })
    : row.request_type
      ? fill(words.requestFor, { type: row.request_type })
      : words.request;
  return row.service_name ? `${what} · ${row.service_name}` : what;
}

/** A request booked from its conversation, by where its booking stands: "Booked", "Reservado, terminado". */
export function bookedLabelIn(language: Language, status: BookingStatus): string {
  const words = providerInboxWords[language];
  if (status === "completed") return words.bookedDone;
  if (status === "pending") return words.bookedWaiting;
  return isLive(status) ? words.booked : words.bookingCancelled;
}
