import type { Language } from "~/domain/language";
import { requirementWords } from "~/domain/credentials/credentials";
import { defineWords } from "./words";

/** The provider portal's frame (issue 54): its header, where the application stands, and its tabs. */
export const portalWords = defineWords(
  {
    title: "Service Provider Portal",
    businessDashboard: "Business dashboard",
    tabsLabel: "Provider portal",
    services: "Services",
    requests: "Requests",
    requestsWaiting: "Requests ({count})",
    messages: "Messages",
    messagesUnread: "Messages ({count} unread)",
    areas: "Service Areas",
    schedule: "Schedule",
    team: "Team",
    credentials: "Credentials",
    marketing: "CRM & SEO",
    bookings: "Bookings",
    waitlist: "Waitlist",
    reviews: "Reviews",
    welcome: "Welcome to Porchlight!",
    notApplied: "You have not applied yet.",
    sendApplication: "Send your application",
    toAppear: "to appear in customers' searches.",
    statusNotListed: "Application status: Approved · not listed until verified",
    liveButNotThese: "{business} is live on Porchlight, but customers cannot find or book these services yet:",
    approvedButNotYet: "{business} is approved, but customers cannot find or book you yet:",
    tileNeeds: "{service}: needs a verified {needs}",
    sendForChecking: "Send it for checking under Credentials",
    listedOnceVerified: ": once Porchlight verifies it, the service is listed at once.",
    statusApproved: "Application status: Approved",
    live: "{business} is live on Porchlight. Customers in your service areas can find and book you.",
    statusRejected: "Application status: Rejected",
    notApproved: "Your application for {business} was not approved.",
    reason: "Reason: {reason}",
    youCan: "You can",
    applyAgain: "apply again",
    statusPending: "Application status: Pending",
    reviewing: "We are reviewing the application for {business} and will e-mail you when it is decided.",
    memberLanguage: "Language of their e-mails and texts",
  },
  {
    title: "Portal de profesionales",
    businessDashboard: "Panel del negocio",
    tabsLabel: "Portal de profesionales",
    services: "Servicios",
    requests: "Solicitudes",
    requestsWaiting: "Solicitudes ({count})",
    messages: "Mensajes",
    messagesUnread: "Mensajes ({count} sin leer)",
    areas: "Zonas de servicio",
    schedule: "Horario",
    team: "Equipo",
    credentials: "Credenciales",
    marketing: "CRM y SEO",
    bookings: "Reservas",
    waitlist: "Lista de espera",
    reviews: "Reseñas",
    welcome: "¡Le damos la bienvenida a Porchlight!",
    notApplied: "Todavía no ha enviado su solicitud.",
    sendApplication: "Envíe su solicitud",
    toAppear: "para aparecer en las búsquedas de los clientes.",
    statusNotListed: "Estado de la solicitud: aprobada · no aparece hasta la verificación",
    liveButNotThese: "{business} ya está activo en Porchlight, pero los clientes aún no pueden encontrar ni reservar estos servicios:",
    approvedButNotYet: "{business} está aprobado, pero los clientes aún no pueden encontrarle ni reservar:",
    tileNeeds: "{service}: falta verificar {needs}",
    sendForChecking: "Envíela para su verificación en Credenciales",
    listedOnceVerified: ": en cuanto Porchlight la verifique, el servicio aparecerá.",
    statusApproved: "Estado de la solicitud: aprobada",
    live: "{business} ya está activo en Porchlight. Los clientes de sus zonas de servicio pueden encontrarle y reservar.",
    statusRejected: "Estado de la solicitud: rechazada",
    notApproved: "Su solicitud para {business} no fue aprobada.",
    reason: "Motivo: {reason}",
    youCan: "Puede",
    applyAgain: "volver a solicitar",
    statusPending: "Estado de la solicitud: pendiente",
    reviewing: "Estamos revisando la solicitud para {business} y le escribiremos cuando se decida.",
    memberLanguage: "Idioma de sus correos y mensajes de texto",
  },
);

const spanishList = new Intl.ListFormat("es-US", { type: "conjunction" });

/** The portal's Service Areas. */
export const areaWords = defineWords(
  {
    title: "Service areas",
    lead: "Customers within any of these areas find all of your services.",
    withinFromApplication: "Within {radius} miles · from your application",
    within: "Within {radius} miles",
    remove: "Remove",
    none: "No service areas yet.",
    add: "Add a service area",
    zipCode: "Zip code",
    radius: "Radius (miles)",
    addButton: "Add Service Area",
  },
  {
    title: "Zonas de servicio",
    lead: "Los clientes dentro de cualquiera de estas zonas encuentran todos sus servicios.",
    withinFromApplication: "En un radio de {radius} millas · de su solicitud",
    within: "En un radio de {radius} millas",
    remove: "Quitar",
    none: "Todavía no tiene zonas de servicio.",
    add: "Agregar una zona de servicio",
    zipCode: "Código postal",
    radius: "Radio (millas)",
    addButton: "Agregar zona de servicio",
  },
);

/** What a service waits for, as a list in the language: "licence (TX) and background check", "licencia (TX) y verificación de antecedentes". */
export function requirementListIn(language: Language, labels: readonly string[]): string {
  if (language === "en") return requirementWords(labels);
  return spanishList.format(labels.map((label) => label.charAt(0).toLowerCase() + label.slice(1)));
}
