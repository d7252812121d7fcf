import { layout, type EmailContent } from "./email-layout";
import type { Language } from "~/domain/language";
import { reviewInvitationEmail, reviewReminderEmail, type ReviewInvitationData } from "./en/review-emails";
import { REVIEW_INVITE_KIND, REVIEW_LINK_DAYS, REVIEW_REMINDER_KIND } from "~/domain/reviews/reviews";
import { longDateIn } from "./clock";

/** The review invitation and its reminder in the customer's language (issue 54); the English in ./en/review-emails.ts. */

type Spoken = ReviewInvitationData & { language?: Language };

function spanishInvitation(data: ReviewInvitationData, reminder: boolean): EmailContent {
  return {
    to: data.customerEmail,
    kind: reminder ? REVIEW_REMINDER_KIND : REVIEW_INVITE_KIND,
    subject: reminder ? `Un recordatorio: ¿qué tal lo hizo ${data.businessName}?` : `¿Qué tal lo hizo ${data.businessName}?`,
    ...layout({
      lang: "es",
      heading: reminder ? "Todavía puede valorar su trabajo" : "¿Qué tal fue su trabajo?",
      intro: `Hola, ${data.customerName}: ${data.businessName} marcó como terminado su trabajo de ${data.serviceName}. Su reseña ayuda a sus vecinos a elegir, y lleva la marca de reserva verificada.`,
      facts: [
        ["Servicio", data.serviceName],
        ["Profesional", data.businessName],
        ["Fecha", longDateIn("es", data.date)],
      ],
      action: { label: "Escribir su reseña", url: data.reviewUrl },
      outro: `El enlace funciona durante ${REVIEW_LINK_DAYS} días después del trabajo, y desde él puede cambiar su reseña durante 7 días después de escribirla.`,
    }),
  };
}

export function reviewInvitationEmailFor(data: Spoken): EmailContent {
  return data.language === "es" ? spanishInvitation(data, false) : reviewInvitationEmail(data);
}

export function reviewReminderEmailFor(data: Spoken): EmailContent {
  return data.language === "es" ? spanishInvitation(data, true) : reviewReminderEmail(data);
}
