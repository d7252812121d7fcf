import type { Language } from "~/domain/language";
import type { TileReason } from "~/domain/admin/tiles";
import type { ApplicationReviewReason } from "~/domain/accounts/application";
import type { LocationSettingReason } from "~/domain/places/location";
import type { OutboxNoteReason } from "~/domain/statuses";
import { sayFailureIn, sayIn } from "./messages";
import { mergedWords, REASON_WORDS, wordsOfReason } from "./reasons";
import { defineWords } from "./words";

/** The reasons of a tile's change (decision 0047), in the admin's pages only. */
export const tileReasonWords = defineWords(
  {
    "tile.fetchFailed": "Failed to fetch services",
    "tile.activated": "Service tile activated",
    "tile.deactivated": "Service tile deactivated",
    "tile.updated": "Service updated successfully",
    "tile.serviceNameRequired": "Please enter the service name",
    "tile.unknown": "Unknown service tile.",
    "tile.unknownZip": "We could not find this zip code. Please check it.",
    "tile.saveFailed": "The tile could not be saved. Please try again.",
    "tile.unknownAction": "Unknown action.",
    "tile.radiusMax": "The radius can be at most {max} miles",
    "tile.planType": "Choose Basic or Premium",
    "tile.category": "Choose a category",
  } satisfies Record<TileReason, string>,
  {
    "tile.fetchFailed": "No se pudieron cargar los servicios",
    "tile.activated": "Ficha de servicio activada",
    "tile.deactivated": "Ficha de servicio desactivada",
    "tile.updated": "Servicio actualizado",
    "tile.serviceNameRequired": "Escriba el nombre del servicio",
    "tile.unknown": "Ficha de servicio desconocida.",
    "tile.unknownZip": "No encontramos este código postal. Revíselo.",
    "tile.saveFailed": "No se pudo guardar la ficha. Inténtelo de nuevo.",
    "tile.unknownAction": "Acción desconocida.",
    "tile.radiusMax": "El radio puede ser como máximo de {max} millas",
    "tile.planType": "Elija Básico o Premium",
    "tile.category": "Elija una categoría",
  },
);

/** An admin's review of applications. */
export const applicationReviewReasonWords = defineWords(
  {
    "applicationReview.fetchFailed": "Failed to fetch applications",
    "applicationReview.unknown": "Unknown application or action.",
    "applicationReview.decisionFailed": "The decision could not be saved. Please try again.",
    "applicationReview.gone": "This application no longer exists.",
    "applicationReview.alreadyApproved": "This application was already approved; only pending applications can be approved or rejected.",
    "applicationReview.alreadyRejected": "This application was already rejected; only pending applications can be approved or rejected.",
  } satisfies Record<ApplicationReviewReason, string>,
  {
    "applicationReview.fetchFailed": "No se pudieron cargar las solicitudes",
    "applicationReview.unknown": "Solicitud o acción desconocida.",
    "applicationReview.decisionFailed": "No se pudo guardar la decisión. Inténtelo de nuevo.",
    "applicationReview.gone": "Esta solicitud ya no existe.",
    "applicationReview.alreadyApproved": "Esta solicitud ya estaba aprobada; solo se pueden aprobar o rechazar solicitudes pendientes.",
    "applicationReview.alreadyRejected": "Esta solicitud ya estaba rechazada; solo se pueden aprobar o rechazar solicitudes pendientes.",
  },
);

/** The Location Settings tab. */
export const locationSettingReasonWords = defineWords(
  {
    "locationSetting.updated": "Location setting updated successfully",
    "locationSetting.updateFailed": "Failed to update location setting",
    "locationSetting.loadFailed": "Failed to load location settings",
  } satisfies Record<LocationSettingReason, string>,
  {
    "locationSetting.updated": "Opción de ubicación actualizada",
    "locationSetting.updateFailed": "No se pudo actualizar la opción de ubicación",
    "locationSetting.loadFailed": "No se pudieron cargar las opciones de ubicación",
  },
);

/** Why an outbox row was withdrawn or not sent, as the admin's outbox says it. */
export const outboxNoteWords = defineWords(
  {
    "outboxNote.textsOff": "not sent: text messages are off",
    "outboxNote.optedOut": "not sent: the number replied STOP",
    "outboxNote.noYes": "not sent: the number did not answer YES",
    "outboxNote.unsubscribed": "not sent: the carrier says the number unsubscribed (Twilio 21610)",
    "outboxNote.sentByEmail": "sent by e-mail instead",
    "outboxNote.sentByEmailAfter": "{error}; sent by e-mail instead",
    "outboxNote.bookingMoved": "The booking moved: a new reminder was queued.",
    "outboxNote.visitMoved": "The visit moved: a new reminder was queued.",
    "outboxNote.movedAgain": "The booking moved again.",
    "outboxNote.cancelled": "The booking was cancelled.",
    "outboxNote.ended": "The booking ended: {status}.",
    "outboxNote.customerStoppedTexts": "The customer stopped this booking's texts.",
    "outboxNote.reviewWritten": "The customer wrote their review.",
  } satisfies Record<OutboxNoteReason, string>,
  {
    "outboxNote.textsOff": "no enviado: los mensajes de texto están desactivados",
    "outboxNote.optedOut": "no enviado: el número respondió STOP",
    "outboxNote.noYes": "no enviado: el número no respondió YES",
    "outboxNote.unsubscribed": "no enviado: el operador dice que el número se dio de baja (Twilio 21610)",
    "outboxNote.sentByEmail": "enviado por correo electrónico en su lugar",
    "outboxNote.sentByEmailAfter": "{error}; enviado por correo electrónico en su lugar",
    "outboxNote.bookingMoved": "La reserva cambió de hora: se puso en cola un recordatorio nuevo.",
    "outboxNote.visitMoved": "La visita cambió de hora: se puso en cola un recordatorio nuevo.",
    "outboxNote.movedAgain": "La reserva volvió a cambiar de hora.",
    "outboxNote.cancelled": "La reserva se canceló.",
    "outboxNote.ended": "La reserva terminó: {status}.",
    "outboxNote.customerStoppedTexts": "El cliente detuvo los mensajes de texto de esta reserva.",
    "outboxNote.reviewWritten": "El cliente escribió su reseña.",
  },
);

const ADMIN_REASON_CATALOGUES = [tileReasonWords, applicationReviewReasonWords, locationSettingReasonWords, outboxNoteWords];

const ADMIN_REASON_WORDS = mergedWords(ADMIN_REASON_CATALOGUES);
/** The admin's reasons with the public ones, so a value that is a public reason (a booking's status) is worded inside an admin's. */
const ADMIN_AND_PUBLIC_WORDS = mergedWords([REASON_WORDS, ADMIN_REASON_WORDS]);

/** Every admin reason's id, for the checks that no page shows one unworded. */
export const ADMIN_REASON_IDS: readonly string[] = Object.keys(ADMIN_REASON_WORDS.en);

/** An admin panel's reason in words: its own reasons here, every other one through messages.ts. */
export function adminSayIn(language: Language, message: string): string {
  const failure = sayFailureIn(language, message, adminSayIn);
  if (failure !== undefined) return failure;
  return wordsOfReason(ADMIN_AND_PUBLIC_WORDS, language, message) ?? sayIn(language, message);
}
