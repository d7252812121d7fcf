import type { ReviewReason } from "~/domain/reviews/reviews";
import type { CredentialReason } from "~/domain/credentials/credentials";
import type { DashboardCustomerReason } from "~/domain/dashboard/customers";
import type { TextReason } from "~/domain/texts/texts";
import type { ScheduleReason } from "~/domain/schedule/schedule";
import type { ServiceAreaReason } from "~/domain/places/service-area";
import type { SocialReason } from "~/domain/marketing/social";
import type { ReasonWords } from "./reasons";
import { defineWords } from "./words";

/** A business's reasons in words (decision 0047): its areas, posts, schedule, customers, credentials, texts and reviews. */

export const serviceAreaReasonWords = defineWords(
  {
    "area.added": "Service area added successfully!",
    "area.failed": "Failed to add service area",
    "area.removed": "Service area removed",
    "area.radius": "Choose a radius between {min} and {max} miles",
    "area.unknownZip": "We could not find this zip code. Please check it.",
    "area.duplicate": "You already have this service area.",
    "area.tooMany": "Failed to add service area: you can have at most {max} extra areas.",
    "area.gone": "That service area no longer exists.",
  } satisfies Record<ServiceAreaReason, string>,
  {
    "area.added": "¡Zona de servicio agregada!",
    "area.failed": "No se pudo agregar la zona de servicio",
    "area.removed": "Zona de servicio quitada",
    "area.radius": "Elija un radio de {min} a {max} millas",
    "area.unknownZip": "No encontramos este código postal. Revíselo.",
    "area.duplicate": "Ya tiene esta zona de servicio.",
    "area.tooMany": "No se pudo agregar la zona de servicio: puede tener como máximo {max} zonas adicionales.",
    "area.gone": "Esa zona de servicio ya no existe.",
  },
);

export const socialReasonWords = defineWords(
  {
    "social.missing": "Please select a service and at least one platform",
    "social.failed": "Failed to post to social media",
    "social.posted": "Posted to {count} platform(s)",
    "social.posted#one": "Posted to {count} platform(s)",
  } satisfies ReasonWords<SocialReason>,
  {
    "social.missing": "Elija un servicio y al menos una plataforma",
    "social.failed": "No se pudo publicar en las redes sociales",
    "social.posted": "Publicado en {count} plataformas",
    "social.posted#one": "Publicado en {count} plataforma",
  },
);

export const scheduleReasonWords = defineWords(
  {
    "schedule.seriesSaved": "Recurring bookings setting saved.",
    "schedule.buffer": "Please choose 0, 15, 30 or 60 minutes",
    "schedule.duration": "Please choose a length from 30 minutes to 4 hours",
    "schedule.noDay": "Please choose at least one working day",
    "schedule.startDate": "Please choose the first day off",
    "schedule.endBeforeStart": "The last day off must be on or after the first",
    "schedule.pastDate": "Days off must be today or later",
    "schedule.tooLong": "Please choose at most 365 days at a time",
    "schedule.timeOffUnknown": "That time off no longer exists.",
    "schedule.saved": "Schedule saved",
    "schedule.durationsSaved": "Job lengths saved",
    "schedule.timeOffAdded": "Time off added",
    "schedule.timeOffRemoved": "Time off removed",
    "schedule.durationOf": "{service}: Please choose a length from 30 minutes to 4 hours",
    "schedule.savedOutside": "Schedule saved. {count} upcoming bookings are now outside your schedule and kept: see Bookings.",
    "schedule.savedOutside#one": "Schedule saved. {count} upcoming booking is now outside your schedule and kept: see Bookings.",
    "schedule.timeOffAddedOutside": "Time off added. {count} upcoming bookings are now outside your schedule and kept: see Bookings.",
    "schedule.timeOffAddedOutside#one": "Time off added. {count} upcoming booking is now outside your schedule and kept: see Bookings.",
  } satisfies ReasonWords<ScheduleReason>,
  {
    "schedule.seriesSaved": "Opción de reservas periódicas guardada.",
    "schedule.buffer": "Elija 0, 15, 30 o 60 minutos",
    "schedule.duration": "Elija una duración de 30 minutos a 4 horas",
    "schedule.noDay": "Elija al menos un día de trabajo",
    "schedule.startDate": "Elija el primer día libre",
    "schedule.endBeforeStart": "El último día libre debe ser el mismo día o después del primero",
    "schedule.pastDate": "Los días libres deben ser hoy o después",
    "schedule.tooLong": "Elija como máximo 365 días a la vez",
    "schedule.timeOffUnknown": "Esos días libres ya no existen.",
    "schedule.saved": "Horario guardado",
    "schedule.durationsSaved": "Duraciones guardadas",
    "schedule.timeOffAdded": "Días libres agregados",
    "schedule.timeOffRemoved": "Días libres quitados",
    "schedule.durationOf": "{service}: Elija una duración de 30 minutos a 4 horas",
    "schedule.savedOutside": "Horario guardado. {count} reservas próximas quedan fuera de su horario y se mantienen: vea Reservas.",
    "schedule.savedOutside#one": "Horario guardado. {count} reserva próxima queda fuera de su horario y se mantiene: vea Reservas.",
    "schedule.timeOffAddedOutside":
      "Días libres agregados. {count} reservas próximas quedan fuera de su horario y se mantienen: vea Reservas.",
    "schedule.timeOffAddedOutside#one":
      "Días libres agregados. {count} reserva próxima queda fuera de su horario y se mantiene: vea Reservas.",
  },
);

export const dashboardCustomerReasonWords = defineWords(
  {
    "customers.name": "Please enter the customer's name",
    "customers.emailRequired": "Please enter the customer's email",
    "customers.email": "Please enter a valid email address",
    "customers.phoneRequired": "Please enter the customer's phone number",
    "customers.phone": "Please enter a valid phone number",
    "customers.duplicate": "A customer with this email already exists in your business.",
    "customers.added": "Customer added",
    "customers.failed": "Failed to save the customer. Please try again.",
    "customers.loadFailed": "Customers could not be loaded. Please try again.",
  } satisfies Record<DashboardCustomerReason, string>,
  {
    "customers.name": "Escriba el nombre del cliente",
    "customers.emailRequired": "Escriba el correo electrónico del cliente",
    "customers.email": "Escriba un correo electrónico válido",
    "customers.phoneRequired": "Escriba el número de teléfono del cliente",
    "customers.phone": "Escriba un número de teléfono válido",
    "customers.duplicate": "Ya existe un cliente con este correo electrónico en su negocio.",
    "customers.added": "Cliente agregado",
    "customers.failed": "No se pudo guardar el cliente. Inténtelo de nuevo.",
    "customers.loadFailed": "No se pudieron cargar los clientes. Inténtelo de nuevo.",
  },
);

export const credentialReasonWords = defineWords(
  {
    "credential.kind": "Choose what kind of credential this is",
    "credential.issuer": "Enter who issued it",
    "credential.state": "Choose the state that issued it",
    "credential.number": "Enter its number",
    "credential.expiresOn": "Enter the date it expires",
    "credential.expired": "That date has passed: add a credential that is still valid",
    "credential.holder": "Choose who holds it",
    "credential.document": "Attach the document: a PDF, JPEG or PNG",
    "credential.documentType": "The document must be a PDF, JPEG or PNG",
    "credential.documentSize": "The document must be 10 MB or smaller",
    "credential.reason": "Say why it is rejected",
    "credential.submitted": "Sent for checking. We will e-mail you when it is checked.",
    "credential.withdrawn": "Credential withdrawn.",
    "credential.verified": "Verified: customers see it now.",
    "credential.rejected": "Rejected: the provider has been told why.",
    "credential.notPending": "This credential was already decided.",
    "credential.revoked": "Verification withdrawn: the credential is rejected, and the provider has been told why.",
    "credential.notFound": "Credential not found.",
    "credential.rulesSaved": "Credential rules saved.",
    "credential.tradeAdded": "Licensed trade added.",
    "credential.tradeRemoved": "Licensed trade removed.",
    "credential.lookupSaved": "Lookup page saved.",
    "credential.lookupRemoved": "Lookup page removed.",
    "credential.lookupUrl": "Enter the lookup page's https:// address",
    "credential.serviceType": "Enter the service, such as Electrical",
    "credential.unknownKind": "Unknown credential kind.",
  } satisfies Record<CredentialReason, string>,
  {
    "credential.kind": "Elija qué tipo de credencial es",
    "credential.issuer": "Escriba quién la emitió",
    "credential.state": "Elija el estado que la emitió",
    "credential.number": "Escriba su número",
    "credential.expiresOn": "Escriba la fecha en que vence",
    "credential.expired": "Esa fecha ya pasó: agregue una credencial que siga vigente",
    "credential.holder": "Elija de quién es",
    "credential.document": "Adjunte el documento: un PDF, JPEG o PNG",
    "credential.documentType": "El documento debe ser un PDF, JPEG o PNG",
    "credential.documentSize": "El documento debe pesar 10 MB o menos",
    "credential.reason": "Indique por qué se rechaza",
    "credential.submitted": "Enviada para verificación. Le escribiremos cuando se revise.",
    "credential.withdrawn": "Credencial retirada.",
    "credential.verified": "Verificada: los clientes ya la ven.",
    "credential.rejected": "Rechazada: ya le explicamos el motivo al profesional.",
    "credential.notPending": "Esta credencial ya se decidió.",
    "credential.revoked": "Verificación retirada: la credencial queda rechazada, y ya le explicamos el motivo al profesional.",
    "credential.notFound": "Credencial no encontrada.",
    "credential.rulesSaved": "Reglas de credenciales guardadas.",
    "credential.tradeAdded": "Oficio con licencia agregado.",
    "credential.tradeRemoved": "Oficio con licencia quitado.",
    "credential.lookupSaved": "Página de consulta guardada.",
    "credential.lookupRemoved": "Página de consulta quitada.",
    "credential.lookupUrl": "Escriba la dirección https:// de la página de consulta",
    "credential.serviceType": "Escriba el servicio, como Electricidad",
    "credential.unknownKind": "Tipo de credencial desconocido.",
  },
);

export const textReasonWords = defineWords(
  {
    "texts.phoneForTexts": "Enter a US mobile number we can text, such as (512) 555-0142",
    "texts.alertsSaved": "Text alerts are on for this number.",
    "texts.languageSaved": "Saved. Your e-mails and texts about new jobs and changes come in this language.",
    "texts.languageInvalid": "Choose English or Español",
    "texts.alertsStopped": "Text alerts are off.",
    "texts.bookingTextsStopped": "Texts for this booking are off. We e-mail you instead.",
    "texts.consentNeeded": "Tick the box to agree to texts, or leave the number empty.",
  } satisfies Record<TextReason, string>,
  {
    "texts.phoneForTexts": "Escriba un número celular de EE. UU. al que podamos enviar mensajes, como (512) 555-0142",
    "texts.alertsSaved": "Las alertas por mensaje de texto están activadas para este número.",
    "texts.languageSaved": "Guardado. Sus correos y mensajes de texto sobre trabajos nuevos y cambios le llegan en este idioma.",
    "texts.languageInvalid": "Elija English o Español",
    "texts.alertsStopped": "Las alertas por mensaje de texto están desactivadas.",
    "texts.bookingTextsStopped": "Los mensajes de texto de esta reserva están desactivados. Le escribiremos por correo.",
    "texts.consentNeeded": "Marque la casilla para aceptar mensajes de texto, o deje el número vacío.",
  },
);

export const reviewReasonWords = defineWords(
  {
    "review.ratingRequired": "Please choose a rating from 1 to 5 stars.",
    "review.invalidLink": "This review link is not valid. Please use the link from your e-mail.",
    "review.replacedLink": "This review link has been replaced. Please use the link from your latest e-mail.",
    "review.expired": "This review link has expired. Review links work for 30 days after the job.",
    "review.editClosed": "Reviews can be changed for 7 days after they are written, so this one can no longer be changed.",
    "review.notCompleted": "This booking has not been completed, so it cannot be reviewed yet.",
    "review.tooMany": "Too many reviews from your network. Please try again later.",
    "review.saved": "Thank you! Your review is published.",
    "review.updated": "Your review has been updated.",
    "review.replyRequired": "Please write a reply.",
    "review.replySaved": "Your reply is published.",
    "review.reasonRequired": "Please give a reason for hiding this review.",
    "review.hidden": "Review hidden. The customer and the provider have been told.",
    "review.restored": "Review restored.",
    "review.notFound": "Review not found",
  } satisfies Record<ReviewReason, string>,
  {
    "review.ratingRequired": "Elija una calificación de 1 a 5 estrellas.",
    "review.invalidLink": "Este enlace de reseña no es válido. Use el enlace de su correo electrónico.",
    "review.replacedLink": "Este enlace de reseña se reemplazó. Use el enlace de su correo más reciente.",
    "review.expired": "Este enlace de reseña venció. Los enlaces de reseña funcionan durante 30 días después del trabajo.",
    "review.editClosed": "Las reseñas se pueden cambiar durante 7 días después de escribirlas, así que esta ya no se puede cambiar.",
    "review.notCompleted": "Esta reserva todavía no se ha terminado, así que aún no se puede valorar.",
    "review.tooMany": "Demasiadas reseñas desde su red. Inténtelo más tarde.",
    "review.saved": "¡Gracias! Su reseña está publicada.",
    "review.updated": "Su reseña se actualizó.",
    "review.replyRequired": "Escriba una respuesta.",
    "review.replySaved": "Su respuesta está publicada.",
    "review.reasonRequired": "Indique un motivo para ocultar esta reseña.",
    "review.hidden": "Reseña oculta. Ya les avisamos al cliente y al profesional.",
    "review.restored": "Reseña restaurada.",
    "review.notFound": "Reseña no encontrada",
  },
);
