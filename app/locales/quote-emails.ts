import { categoryLabelIn } from "./discovery";
import { layout, type EmailContent } from "./email-layout";
import type { Language } from "~/domain/language";
import { formatDollars } from "~/domain/payments/money";
import { hideContactDetailsIn } from "./thread-server";
import {
  attachmentsNotAddedEmail,
  messageEmail,
  newRequestEmail,
  quoteReceivedEmail,
  requestDeclinedEmail,
  requestReceivedEmail,
  withQuotedMessage,
  type RequestEmailData,
} from "./en/quote-emails";
import { REPLY_ABOVE_LINE_ES } from "~/domain/quotes/reply-text";
import type { AttachmentNote, AttachmentRefusal } from "~/domain/quotes/photos";
import { excerpt, MAX_PHOTOS, PHOTO_MAX_BYTES } from "~/domain/quotes/quotes";
import { neededIn } from "./quote-answers";
import { longDateIn } from "./clock";

/**
 * The e-mails of quotes and conversations to the customer in their language (issue 54): the
 * Spanish here, the English in ./en/quote-emails.ts. The provider's side stays English.
 */

type Spoken = { language?: Language };

export function requestReceivedEmailFor(
  request: RequestEmailData & Spoken,
  input: Parameters<typeof requestReceivedEmail>[1],
): EmailContent {
  if (request.language !== "es") return requestReceivedEmail(request, input);
  const count = input.providers.length;
  return {
    to: request.customerEmail,
    kind: "quote_request",
    subject: `Su solicitud de presupuestos: ${request.jobType ?? categoryLabelIn("es", request.category)}`,
    ...layout({
      lang: "es",
      heading: "Su solicitud de presupuestos se envió",
      intro: `Hola, ${request.customerName}: enviamos su solicitud a ${count === 1 ? "1 profesional" : `${count} profesionales`}. Sus presupuestos y mensajes llegan a la página de su solicitud, y le avisamos por correo de cada uno.`,
      facts: [
        ["Categoría", categoryLabelIn("es", request.category)],
        ...(request.jobType ? ([["Trabajo", request.jobType]] as Array<[string, string]>) : []),
        ["Dónde", request.place],
        ["Cuándo", neededIn("es", request.needed, request.neededDate)],
        ["Enviada a", input.providers.join(", ")],
      ],
      action: { label: "Ver su solicitud", url: input.url },
      outro: "Guarde este correo: su enlace es la forma de volver a su solicitud.",
    }),
  };
}

export function quoteReceivedEmailFor(input: Parameters<typeof quoteReceivedEmail>[0] & Spoken): EmailContent {
  if (input.language !== "es") return quoteReceivedEmail(input);
  const total = formatDollars(input.totalCents);
  return {
    to: input.to,
    kind: "quote_received",
    subject: `Presupuesto de ${input.businessName}: ${total}`,
    ...layout({
      lang: "es",
      heading: `${input.revised ? "Presupuesto actualizado" : "Presupuesto nuevo"} de ${input.businessName}: ${total}`,
      intro: `Hola, ${input.customerName}: ${input.businessName} ${input.revised ? "actualizó su presupuesto" : "le envió un presupuesto"} para su trabajo. Compárelo con los demás y acepte el que prefiera para elegir un horario.`,
      facts: [
        ["Total", total],
        ["Válido hasta", longDateIn("es", input.validUntil)],
      ],
      action: { label: "Comparar sus presupuestos", url: input.url },
    }),
  };
}

export function requestDeclinedEmailFor(input: Parameters<typeof requestDeclinedEmail>[0] & Spoken): EmailContent {
  if (input.language !== "es") return requestDeclinedEmail(input);
  return {
    to: input.to,
    kind: "quote_declined",
    subject: `${input.businessName} rechazó su solicitud`,
    ...layout({
      lang: "es",
      heading: `${input.businessName} no puede hacer este trabajo`,
      intro: `Hola, ${input.customerName}: ${input.businessName} rechazó su solicitud: "${hideContactDetailsIn("es", input.reason)}"`,
      facts: [],
      action: { label: "Ver su solicitud", url: input.url },
      outro: "Otros profesionales todavía pueden enviarle un presupuesto.",
    }),
  };
}

/** A provider's message to a Spanish-speaking customer; the provider's own words stay as written. */
export function messageEmailFor(input: Parameters<typeof messageEmail>[0] & Spoken): EmailContent {
  if (input.language !== "es") return messageEmail(input);
  const photos = input.photos === 0 ? null : `${input.photos === 1 ? "1 foto" : `${input.photos} fotos`}, para ver en la conversación`;
  const inner = layout({
    lang: "es",
    heading: `Mensaje nuevo de ${input.from}`,
    intro: `${input.from} escribió sobre ${input.about}:`,
    facts: photos ? [["Fotos", photos]] : [],
    action: { label: "Abrir la conversación", url: input.url },
    outro: input.repliesByEmail ? "Responda a este correo o conteste en la página." : "Conteste en la página.",
  });
  const { text, html } = withQuotedMessage(inner, {
    about: input.about,
    quoted: input.body || "(solo fotos)",
    replyLine: input.repliesByEmail ? REPLY_ABOVE_LINE_ES : null,
  });
  return { to: input.to, subject: `Mensaje nuevo de ${input.from} sobre ${input.about}`, text, html, kind: "thread_message" };
}

const REFUSALS: { readonly [L in Language]: Record<AttachmentRefusal, string> } = {
  en: {
    heic: "it is a HEIC photo, which browsers cannot show. Please send it as a JPEG or PNG (on an iPhone: Settings › Camera › Formats › Most Compatible).",
    type: "only photos are kept (PNG, JPEG, GIF or WebP).",
    size: `each photo must be ${PHOTO_MAX_BYTES / 1024 / 1024}MB or less.`,
    count: `a message keeps up to ${MAX_PHOTOS} photos.`,
  },
  es: {
    heic: "es una foto HEIC, que los navegadores no pueden mostrar. Envíela como JPEG o PNG (en un iPhone: Ajustes › Cámara › Formatos › Más compatible).",
    type: "solo se guardan fotos (PNG, JPEG, GIF o WebP).",
    size: `cada foto debe ocupar ${PHOTO_MAX_BYTES / 1024 / 1024} MB o menos.`,
    count: `un mensaje guarda hasta ${MAX_PHOTOS} fotos.`,
  },
};

/** Why an attachment of a reply by e-mail was not added, in the reader's language. */
export function attachmentNoteTextIn(language: Language, note: AttachmentNote): string {
  if (language === "es") return `${note.name || "Un archivo adjunto"} no se agregó: ${REFUSALS.es[note.reason]}`;
  return `${note.name || "An attachment"} was not added: ${REFUSALS.en[note.reason]}`;
}

/** To a Spanish-speaking customer whose reply by e-mail came with attachments that were not added. */
export function attachmentsNotAddedEmailFor(
  input: Omit<Parameters<typeof attachmentsNotAddedEmail>[0], "notes"> & { notes: readonly AttachmentNote[]; language: Language },
): EmailContent {
  const notes = input.notes.map((note) => attachmentNoteTextIn(input.language, note));
  if (input.language !== "es") return attachmentsNotAddedEmail({ ...input, notes });
  const count = notes.length;
  return {
    to: input.to,
    kind: "thread_attachments_refused",
    subject: `${count === 1 ? "Un archivo adjunto" : `${count} archivos adjuntos`} de su respuesta sobre ${input.about} no se ${count === 1 ? "agregó" : "agregaron"}`,
    ...layout({
      lang: "es",
      heading: count === 1 ? "No se agregó un archivo adjunto" : "No se agregaron algunos archivos adjuntos",
      intro: `Leímos su respuesta sobre ${input.about}. ${count === 1 ? "Este archivo adjunto no se agregó" : "Estos archivos adjuntos no se agregaron"} a la conversación:`,
      facts: notes.map((note, i) => [`${i + 1}`, note]),
      action: { label: "Abrir la conversación", url: input.url },
      outro:
        "Se agregan fotos PNG, JPEG, GIF o WebP, de 5 MB como máximo cada una y tres por mensaje. Vuelva a responder con ellas para agregarlas.",
    }),
  };
}

/** A new request for a quote, told to a business in the language it chose (the customer's words as written). */
export function newRequestEmailFor(
  request: RequestEmailData,
  input: Parameters<typeof newRequestEmail>[1] & { language: Language },
): EmailContent {
  if (input.language !== "es") return newRequestEmail(request, input);
  return {
    to: input.to,
    kind: "quote_request_provider",
    subject: `Solicitud de presupuesto nueva en ${request.place}`,
    ...layout({
      lang: "es",
      heading: `Solicitud de presupuesto nueva: ${input.serviceName}`,
      intro: `${input.customer}, de ${request.place}, pide un presupuesto: "${excerpt(hideContactDetailsIn("es", request.description))}"`,
      facts: [
        ["Trabajo", request.jobType ?? `${categoryLabelIn("es", request.category)}: otra cosa`],
        ["Dónde", request.place],
        ["Cuándo", neededIn("es", request.needed, request.neededDate)],
      ],
      action: { label: "Responder con un presupuesto", url: input.url },
      outro: "Quien responde rápido gana trabajos: su tiempo de respuesta aparece en sus tarjetas.",
    }),
  };
}
