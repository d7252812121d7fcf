import type { TextStatus } from "~/domain/texts/texts";
import { AUDIT_ACTIONS, AUDIT_DETAIL_LABELS, AUDIT_ENTITY_LABELS } from "~/domain/admin/audit";
import { STATUS_LABEL_REASONS, isBookingStatus } from "~/domain/booking/booking-lifecycle";
import type { Language } from "~/domain/language";
import { sayIn } from "./messages";
import { defineWords } from "./words";

/** The admin's records (issue 54): the audit log and the outboxes of e-mails and texts. */
export const auditWords = defineWords(
  {
    title: "Audit log",
    lead: "Every decision and change, newest first. Times are {zone} time.",
    who: "Who",
    everyone: "Everyone",
    customers: "Customers (booking link)",
    action: "Action",
    allActions: "All actions",
    from: "From",
    to: "To",
    filter: "Filter",
    clear: "Clear",
    oneMatches: "1 entry matches the filter",
    manyMatch: "{count} entries match the filter",
    oneEntry: "1 entry",
    entries: "{count} entries",
    noneMatch: "No entries match the filter.",
    none: "Nothing has been recorded yet.",
    caption: "Audit log, newest first",
    when: "When",
    what: "What",
    which: "Which",
    details: "Details",
    deletedAccount: "Deleted account",
    customer: "Customer (booking link)",
    tiles: "Tiles: {count}",
  },
  {
    title: "Registro de auditoría",
    lead: "Cada decisión y cambio, de lo más reciente a lo más antiguo. Las horas son de la zona {zone}.",
    who: "Quién",
    everyone: "Todos",
    customers: "Clientes (enlace de la reserva)",
    action: "Acción",
    allActions: "Todas las acciones",
    from: "Desde",
    to: "Hasta",
    filter: "Filtrar",
    clear: "Quitar filtro",
    oneMatches: "1 entrada coincide con el filtro",
    manyMatch: "{count} entradas coinciden con el filtro",
    oneEntry: "1 entrada",
    entries: "{count} entradas",
    noneMatch: "Ninguna entrada coincide con el filtro.",
    none: "Todavía no hay nada registrado.",
    caption: "Registro de auditoría, de lo más reciente a lo más antiguo",
    when: "Cuándo",
    what: "Qué",
    which: "Cuál",
    details: "Detalles",
    deletedAccount: "Cuenta eliminada",
    customer: "Cliente (enlace de la reserva)",
    tiles: "Fichas: {count}",
  },
);

/** Every action the audit log records, by its stored name. */
export const auditActionWords = defineWords(AUDIT_ACTIONS, {
  "application.approve": "Aprobó una solicitud",
  "application.reject": "Rechazó una solicitud",
  "booking.create": "Reservó un trabajo",
  "booking.reschedule": "Cambió una reserva de horario",
  "booking.status": "Cambió el estado de una reserva",
  "tile.activate": "Activó una ficha",
  "tile.deactivate": "Desactivó una ficha",
  "tile.edit": "Editó una ficha",
  "location_setting.update": "Cambió una opción de ubicación",
  "review.write": "Escribió una reseña",
  "review.edit": "Cambió una reseña",
  "review.reply": "Respondió a una reseña",
  "review.hide": "Ocultó una reseña",
  "review.restore": "Restauró una reseña",
  "booking.paid": "Pagó una reserva",
  "booking.hold_released": "Liberó la hora de una reserva sin pagar",
  "payment.refund": "Reembolsó un pago",
  "payments.rule": "Cambió la regla de pago de un servicio",
  "payments.policy": "Cambió una política de cancelación",
  "payments.account": "Conectó una cuenta de Stripe",
  "quote.send": "Envió un presupuesto",
  "quote.decline": "Declinó una solicitud",
  "thread.report": "Reportó una conversación",
  "thread.hide_message": "Ocultó un mensaje",
  "team.add": "Agregó a un miembro del equipo",
  "team.remove": "Quitó a un miembro del equipo",
  "booking.reassign": "Le dio un trabajo a otro miembro",
  "waitlist.join": "Se anotó en una lista de espera",
  "waitlist.offer": "Ofreció un horario liberado a la lista de espera",
  "waitlist.leave": "Salió de una lista de espera",
  "waitlist.switch": "Activó o desactivó una lista de espera",
  "texts.alerts_on": "Activó las alertas por mensaje de texto",
  "texts.alerts_off": "Desactivó las alertas por mensaje de texto",
  "account.language": "Eligió el idioma de sus correos y mensajes de texto",
  "texts.opt_out": "Un número respondió STOP",
  "texts.confirmed": "Un número respondió YES a los mensajes de texto",
  "credential.submit": "Envió una credencial para verificación",
  "credential.withdraw": "Retiró una credencial",
  "credential.verify": "Verificó una credencial",
  "credential.reject": "Rechazó una credencial",
  "credential.revoke": "Retiró la verificación de una credencial",
  "credential.expire": "Venció una credencial",
  "credential.rules": "Cambió las reglas de credenciales",
});

/** What an entry was about, by the stored entity. */
export const auditEntityWords = defineWords(AUDIT_ENTITY_LABELS, {
  provider_application: "Solicitud",
  booking: "Reserva",
  service: "Ficha de servicio",
  location_display_setting: "Opción de ubicación",
  review: "Reseña",
  user: "Cuenta",
  quote: "Presupuesto",
  thread: "Conversación",
  team_member: "Miembro del equipo",
  waitlist_entry: "Inscripción en la lista de espera",
  waitlist_offer: "Oferta de la lista de espera",
  text_number: "Número de teléfono",
  credential: "Credencial",
  credential_setting: "Opción de credenciales",
});

/** The details an entry's summary names. */
export const auditDetailWords = defineWords(AUDIT_DETAIL_LABELS, {
  business: "Negocio",
  zip: "Código postal",
  date: "Fecha",
  time: "Hora",
  from: "De",
  to: "A",
  by: "Por",
  reason: "Motivo",
  enabled: "Activada",
});

const SPANISH_MOVERS: Readonly<Record<string, string>> = {
  customer: "el cliente",
  provider: "el profesional",
  member: "un miembro del equipo",
  admin: "un administrador",
  owner: "el dueño",
  payment: "el pago",
  hold: "la retención vencida",
  clock: "el sistema",
};

/**
 * An audit entry's stored values as the admin reads them: who moved it, a booking's status, yes
 * or no; the rest (ids, dates, people's reasons) as stored. English reads them as stored.
 */
export function auditValueIn(language: Language): ((key: keyof typeof AUDIT_DETAIL_LABELS, value: string) => string) | undefined {
  if (language === "en") return undefined;
  return (key, value) => {
    if (key === "by") return SPANISH_MOVERS[value] ?? value;
    if (key === "enabled") return value === "true" ? "sí" : value === "false" ? "no" : value;
    if ((key === "from" || key === "to") && isBookingStatus(value)) return sayIn(language, STATUS_LABEL_REASONS[value]).toLowerCase();
    return value;
  };
}

/** The outboxes: the e-mails and texts recorded, and one e-mail. */
export const outboxWords = defineWords(
  {
    emails: "E-mail outbox",
    texts: "Text outbox",
    emailsLead: "Without RESEND_API_KEY, e-mails are only recorded here (status “Logged”).",
    noEmails: "No e-mails yet.",
    emailsCaption: "E-mails, newest first",
    time: "Time",
    to: "To",
    subject: "Subject",
    kind: "Kind",
    status: "Status",
    attempts: "Attempts",
    back: "Back to the outbox",
    afterAttempts: "{status} after {attempts} attempt(s)",
    lastError: " (last error: {error})",
    created: "Created",
    sent: "Sent",
    notYet: "Not yet",
    viewHtml: "View the HTML version",
    newTab: " (opens in a new tab)",
    noSuchEmail: "This e-mail does not exist.",
    textsOn: "Texts go through Twilio to people who ticked the box for texts; a number that replied STOP gets none.",
    textsOff:
      "Text messages are off: without TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender, texts are recorded here as not sent and everything goes by e-mail.",
    noTexts: "No texts yet.",
    textsCaption: "Texts, newest first",
    text: "Text",
    note: "Note",
    due: "Due {when}",
    keywordAnswer: "An answer to the number's own keyword",
  },
  {
    emails: "Correos enviados",
    texts: "Mensajes de texto enviados",
    emailsLead: "Sin RESEND_API_KEY, los correos solo quedan registrados aquí (estado “Registrado”).",
    noEmails: "Todavía no hay correos.",
    emailsCaption: "Correos, del más reciente al más antiguo",
    time: "Hora",
    to: "Para",
    subject: "Asunto",
    kind: "Tipo",
    status: "Estado",
    attempts: "Intentos",
    back: "Volver a los correos enviados",
    afterAttempts: "{status} después de {attempts} intento(s)",
    lastError: " (último error: {error})",
    created: "Creado",
    sent: "Enviado",
    notYet: "Todavía no",
    viewHtml: "Ver la versión HTML",
    newTab: " (se abre en una pestaña nueva)",
    noSuchEmail: "Este correo no existe.",
    textsOn:
      "Los mensajes de texto se envían por Twilio a quienes marcaron la casilla de mensajes de texto; un número que respondió STOP no recibe ninguno.",
    textsOff:
      "Los mensajes de texto están desactivados: sin TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN y un remitente, los mensajes quedan registrados aquí como no enviados y todo se envía por correo.",
    noTexts: "Todavía no hay mensajes de texto.",
    textsCaption: "Mensajes de texto, del más reciente al más antiguo",
    text: "Mensaje",
    note: "Nota",
    due: "Programado para {when}",
    keywordAnswer: "Una respuesta a la palabra clave del propio número",
  },
);

export const emailStatusWords = defineWords(
  { queued: "Queued", sent: "Sent", logged: "Logged", failed: "Failed", withdrawn: "Withdrawn" },
  {
    queued: "En cola",
    sent: "Enviado",
    logged: "Registrado",
    failed: "Falló",
    withdrawn: "Retirado",
  },
);

export const textStatusWords = defineWords(
  {
    held: "Waiting for YES",
    queued: "Queued",
    sent: "Sent",
    delivered: "Delivered",
    undelivered: "Undelivered",
    failed: "Failed",
    withdrawn: "Withdrawn",
    blocked: "Opted out",
    off: "Not sent",
  } satisfies Record<TextStatus, string>,
  {
    held: "Esperando YES",
    queued: "En cola",
    sent: "Enviado",
    delivered: "Entregado",
    undelivered: "No entregado",
    failed: "Falló",
    withdrawn: "Retirado",
    blocked: "Dado de baja",
    off: "No enviado",
  },
);
