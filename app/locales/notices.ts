import { layout, type EmailContent } from "./email-layout";
import { credentialLapsedCustomerEmail } from "./en/credential-emails";
import type { Language } from "~/domain/language";
import { reviewHiddenEmails } from "./en/review-emails";
import { undeliveredTextEmail } from "./en/text-emails";
import { longDateIn } from "./clock";

/**
 * The customer's other notices in their language (issue 54): a provider's lapsed credential, a
 * hidden review, a text that did not arrive. The English in the domain; the business's stays English.
 */

type Spoken = { language?: Language };

export function credentialLapsedCustomerEmailFor(input: Parameters<typeof credentialLapsedCustomerEmail>[0] & Spoken): EmailContent {
  if (input.language !== "es") return credentialLapsedCustomerEmail(input);
  const english = credentialLapsedCustomerEmail(input);
  return {
    ...english,
    subject: `Sobre su reserva de ${input.serviceType} con ${input.businessName}`,
    ...layout({
      lang: "es",
      heading: "Su reserva sigue en pie",
      intro: `Hola, ${input.customerName}: venció una credencial que ${input.businessName} necesita para ${input.serviceType}, así que Porchlight deja de mostrarlo hasta verificar una renovada. Su reserva no cambia; puede preguntarle al profesional o cancelarla desde la página de la reserva.`,
      facts: [
        ["Referencia", input.reference],
        ["Fecha", longDateIn("es", input.date)],
      ],
      action: { label: "Ver su reserva", url: input.bookingUrl },
    }),
  };
}

/** A hidden review: the customer told in their language (first), the provider in English. */
export function reviewHiddenEmailsFor(data: Parameters<typeof reviewHiddenEmails>[0] & Spoken): EmailContent[] {
  const [customer, ...business] = reviewHiddenEmails(data);
  if (data.language !== "es") return [customer, ...business];
  return [
    {
      ...customer,
      subject: `Se ocultó su reseña de ${data.businessName}`,
      ...layout({
        lang: "es",
        heading: "Se ocultó su reseña",
        intro: `Hola, ${data.customerName}: un moderador de Porchlight ocultó su reseña de ${data.businessName}. Ya no aparece en la página del servicio ni cuenta para su calificación.`,
        facts: [
          ["Servicio", data.serviceName],
          ["Profesional", data.businessName],
          ["Motivo", data.reason],
        ],
        outro: "Si cree que es un error, responda a este correo.",
      }),
    },
    ...business,
  ];
}

export function undeliveredTextEmailFor(input: Parameters<typeof undeliveredTextEmail>[0] & Spoken): EmailContent {
  if (input.language !== "es") return undeliveredTextEmail(input);
  return {
    ...undeliveredTextEmail(input),
    subject: `Un mensaje de ${input.businessName ?? "Porchlight"} no llegó a su teléfono`,
    ...layout({
      lang: "es",
      heading: "No pudimos entregar un mensaje de texto",
      intro: "Su compañía telefónica no entregó este mensaje, así que se lo enviamos por correo:",
      facts: [["Mensaje", input.body]],
      outro: "Puede que el número esté mal o no reciba mensajes de texto; todo lo de su reserva le llega también por correo.",
    }),
  };
}
