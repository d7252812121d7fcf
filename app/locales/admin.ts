import type { Requirement } from "~/domain/credentials/credentials";
import type { Language } from "~/domain/language";
import { notListedUntilIn } from "./credentials";
import { defineWords, fill } from "./words";

/** The admin panel's frame (issue 54): its header, its tabs and what every tab shares. */
export const adminWords = defineWords(
  {
    title: "Admin Panel",
    auditLog: "Audit log",
    outbox: "E-mail outbox",
    tabsLabel: "Admin panel",
    dashboard: "Dashboard",
    locationSettings: "Location Settings",
    credentialSettings: "Credential Settings",
    applications: "Applications",
    tiles: "Service Tiles",
    credentials: "Credentials",
    bookings: "Bookings",
    reviews: "Reviews",
    reportedMessages: "Reported messages",
    network: "Join Network",
    miles: "{radius} miles",
    cancel: "Cancel",
    noApplications: "No applications yet.",
    business: "Business",
    category: "Category",
    location: "Location",
    status: "Status",
    actions: "Actions",
  },
  {
    title: "Panel de administración",
    auditLog: "Registro de auditoría",
    outbox: "Correos enviados",
    tabsLabel: "Panel de administración",
    dashboard: "Panel",
    locationSettings: "Opciones de ubicación",
    credentialSettings: "Opciones de credenciales",
    applications: "Solicitudes",
    tiles: "Fichas de servicio",
    credentials: "Credenciales",
    bookings: "Reservas",
    reviews: "Reseñas",
    reportedMessages: "Mensajes reportados",
    network: "Red de profesionales",
    miles: "{radius} millas",
    cancel: "Cancelar",
    noApplications: "Todavía no hay solicitudes.",
    business: "Negocio",
    category: "Categoría",
    location: "Ubicación",
    status: "Estado",
    actions: "Acciones",
  },
);

/** The Applications tab: the table and the approve or reject step. */
export const applicationsTabWords = defineWords(
  {
    caption: "Provider applications, newest first",
    services: "Services",
    approve: "Approve",
    reject: "Reject",
    approveBusiness: "Approve {business}",
    rejectBusiness: "Reject {business}",
    approveQuestion: "Approve {business}?",
    rejectQuestion: "Reject {business}?",
    rejectLead: "The provider is e-mailed the decision, with your reason if you give one.",
    approveLead: "This creates an active service tile for each of its services in {zip} and e-mails the provider.",
    approveNotListedLead: "This creates a service tile for each of its services in {zip} and e-mails the provider.",
    approvedNotListed: "Approved · {notListed}: customers do not see its tiles until then.",
    reason: "Reason (optional)",
  },
  {
    caption: "Solicitudes de profesionales, de la más reciente a la más antigua",
    services: "Servicios",
    approve: "Aprobar",
    reject: "Rechazar",
    approveBusiness: "Aprobar {business}",
    rejectBusiness: "Rechazar {business}",
    approveQuestion: "¿Aprobar {business}?",
    rejectQuestion: "¿Rechazar {business}?",
    rejectLead: "Se le envía la decisión al profesional por correo, con su motivo si lo indica.",
    approveLead: "Esto crea una ficha de servicio activa para cada uno de sus servicios en {zip} y le escribe al profesional.",
    approveNotListedLead: "Esto crea una ficha de servicio para cada uno de sus servicios en {zip} y le escribe al profesional.",
    approvedNotListed: "Aprobada · {notListed}: hasta entonces los clientes no ven sus fichas.",
    reason: "Motivo (opcional)",
  },
);

export const applicationStatusWords = defineWords(
  { pending: "Pending", approved: "Approved", rejected: "Rejected" },
  {
    pending: "Pendiente",
    approved: "Aprobada",
    rejected: "Rechazada",
  },
);

/** The Service Tiles tab: the table and a tile's edit step. */
export const tilesTabWords = defineWords(
  {
    caption: "Service tiles, newest first",
    service: "Service",
    provider: "Provider",
    premium: "Premium",
    basic: "Basic",
    notListed: "Not listed",
    untilVerified: "Until a credential it needs is verified",
    active: "Active",
    inactive: "Inactive",
    activate: "Activate",
    deactivate: "Deactivate",
    edit: "Edit",
    byBusiness: "{service} by {business}",
    editTitle: "Edit {service}",
    serviceName: "Service name",
    zip: "Zip code",
    radius: "Radius (miles)",
    radiusHint: "A whole number; anything else becomes 25.",
    plan: "Plan type",
    current: "{category} (current)",
    save: "Save changes",
    none: "No service tiles found. Approve provider applications to create service tiles.",
  },
  {
    caption: "Fichas de servicio, de la más reciente a la más antigua",
    service: "Servicio",
    provider: "Profesional",
    premium: "Premium",
    basic: "Básico",
    notListed: "No aparece",
    untilVerified: "Hasta que se verifique una credencial que necesita",
    active: "Activa",
    inactive: "Inactiva",
    activate: "Activar",
    deactivate: "Desactivar",
    edit: "Editar",
    byBusiness: "{service} de {business}",
    editTitle: "Editar {service}",
    serviceName: "Nombre del servicio",
    zip: "Código postal",
    radius: "Radio (millas)",
    radiusHint: "Un número entero; cualquier otro valor queda en 25.",
    plan: "Tipo de plan",
    current: "{category} (actual)",
    save: "Guardar cambios",
    none: "No hay fichas de servicio. Apruebe solicitudes de profesionales para crear fichas de servicio.",
  },
);

/** The Join Network tab: every application, read only. */
export const networkTabWords = defineWords(
  {
    caption: "All provider applications",
    businessName: "Business name",
    owner: "Owner",
    email: "Email",
    phone: "Phone",
    zip: "Zip code",
    applied: "Date applied",
  },
  {
    caption: "Todas las solicitudes de profesionales",
    businessName: "Nombre del negocio",
    owner: "Titular",
    email: "Correo electrónico",
    phone: "Teléfono",
    zip: "Código postal",
    applied: "Fecha de solicitud",
  },
);

/** The Location Settings tab, each setting's name and what it does by its stored name. */
export const locationSettingsWords = defineWords(
  {
    lead: "How locations read on customers' service cards and pages.",
    refresh: "Refresh Settings",
    show_city_names: "Show city names",
    show_state_in_location: "Show state in location",
    show_zip_with_city: "Show zip code with city",
    show_service_areas: "Show service areas",
    "show_city_names.description": "Show city names instead of bare zip codes in service locations",
    "show_state_in_location.description": "Add the state abbreviation after the city name",
    "show_zip_with_city.description": "Show the zip code alongside the city name",
    "show_service_areas.description": "Show each provider's service radius with its location",
  },
  {
    lead: "Cómo se leen las ubicaciones en las tarjetas y páginas de servicio de los clientes.",
    refresh: "Actualizar opciones",
    show_city_names: "Mostrar nombres de ciudad",
    show_state_in_location: "Mostrar el estado en la ubicación",
    show_zip_with_city: "Mostrar el código postal con la ciudad",
    show_service_areas: "Mostrar zonas de servicio",
    "show_city_names.description": "Mostrar el nombre de la ciudad en lugar del código postal solo en las ubicaciones de los servicios",
    "show_state_in_location.description": "Agregar la abreviatura del estado después del nombre de la ciudad",
    "show_zip_with_city.description": "Mostrar el código postal junto al nombre de la ciudad",
    "show_service_areas.description": "Mostrar el radio de servicio de cada profesional junto a su ubicación",
  },
);

const decisionWords = defineWords(
  {
    approved: "{business} approved! Service tiles created for {zip}.",
    approvedNotListed: "{business}: Approved · {notListed}.",
    rejected: "Application rejected",
  },
  {
    approved: "¡{business} aprobado! Se crearon fichas de servicio para {zip}.",
    approvedNotListed: "{business}: aprobada · {notListed}.",
    rejected: "Solicitud rechazada",
  },
);

/** The toast after an application is decided, in the admin's language. */
export function applicationDecidedIn(
  language: Language,
  decided: { decided: "approved" | "rejected"; business: string; zip: string; missing: readonly Requirement[] },
): string {
  const words = decisionWords[language];
  if (decided.decided === "rejected") return words.rejected;
  if (decided.missing.length === 0) return fill(words.approved, { business: decided.business, zip: decided.zip });
  return fill(words.approvedNotListed, { business: decided.business, notListed: notListedUntilIn(language, decided.missing, "its") });
}

/** The Reviews tab: every review, hidden or not, and hiding or restoring one. */
/** A person who writes in to have their data erased (decision 0053): the admin sends them the link to confirm. */
export const erasureRequestWords = defineWords(
  {
    heading: "A customer's data",
    lead: "Someone wrote in asking Porchlight to delete their data? Send them the link to confirm it. Nothing is deleted until they do, on the same page a signed-in customer uses.",
    email: "Their e-mail",
    send: "E-mail them the link to confirm",
    sending: "Sending...",
  },
  {
    heading: "Los datos de un cliente",
    lead: "¿Alguien escribió pidiendo que Porchlight borre sus datos? Envíele el enlace para confirmarlo. No se borra nada hasta que lo haga, en la misma página que usa un cliente con sesión iniciada.",
    email: "Su correo",
    send: "Enviarle el enlace para confirmar",
    sending: "Enviando...",
  },
);

export const reviewsTabWords = defineWords(
  {
    filtersLabel: "Which reviews",
    all: "All reviews",
    visible: "Visible",
    hidden: "Hidden",
    oneReview: "1 review",
    reviews: "{count} reviews",
    hiddenLeave: "Hidden reviews leave the service page and its rating.",
    serviceBy: "{service} by {business}",
    hiddenBadge: "Hidden",
    reason: "Reason for hiding (sent to the customer and the provider)",
    saving: "Saving...",
    restore: "Restore review",
    hide: "Hide review",
  },
  {
    filtersLabel: "Qué reseñas",
    all: "Todas las reseñas",
    visible: "Visibles",
    hidden: "Ocultas",
    oneReview: "1 reseña",
    reviews: "{count} reseñas",
    hiddenLeave: "Las reseñas ocultas salen de la página del servicio y de su calificación.",
    serviceBy: "{service} de {business}",
    hiddenBadge: "Oculta",
    reason: "Motivo para ocultarla (se le envía al cliente y al profesional)",
    saving: "Guardando...",
    restore: "Restaurar la reseña",
    hide: "Ocultar la reseña",
  },
);

/** The reported conversations: their list and one conversation, with hiding a message. */
export const reportedWords = defineWords(
  {
    title: "Reported conversations",
    lead: "A conversation between a customer and a provider is readable here only once one of them reports it.",
    none: "No reported conversations.",
    between: "{customer} and {business}",
    aProvider: "a provider",
    theProvider: "The provider",
    byCustomer: "{customer} (customer)",
    reportedByOn: "Reported by {who} on",
    reportedWhy: "Reported by {who} on {at}: “{reason}”",
    back: "Back to reported conversations",
    hideLegend: "Hide a message",
    reason: "Reason (kept in the audit log)",
    hideMessage: "Hide message",
    noMessages: "No messages.",
  },
  {
    title: "Conversaciones reportadas",
    lead: "Una conversación entre un cliente y un profesional solo se puede leer aquí cuando uno de los dos la reporta.",
    none: "No hay conversaciones reportadas.",
    between: "{customer} y {business}",
    aProvider: "un profesional",
    theProvider: "El profesional",
    byCustomer: "{customer} (cliente)",
    reportedByOn: "Reportada por {who} el",
    reportedWhy: "Reportada por {who} el {at}: “{reason}”",
    back: "Volver a las conversaciones reportadas",
    hideLegend: "Ocultar un mensaje",
    reason: "Motivo (queda en el registro de auditoría)",
    hideMessage: "Ocultar el mensaje",
    noMessages: "No hay mensajes.",
  },
);

type ReportedWords = (typeof reportedWords)["en"];

/** "Ana Ruiz and Oak Hill Yard Care": the two sides of a reported conversation. */
export function betweenIn(words: ReportedWords, thread: { customer: string; business: string | null }): string {
  return fill(words.between, { customer: thread.customer, business: thread.business ?? words.aProvider });
}

/** Who reported a conversation: the business by its name, the customer as the customer. */
export function reporterIn(
  words: ReportedWords,
  thread: { reportedBy: "provider" | "customer"; customer: string; business: string | null },
): string {
  return thread.reportedBy === "provider" ? (thread.business ?? words.theProvider) : fill(words.byCustomer, { customer: thread.customer });
}

/** The Credentials tab: the credentials waiting for checking, and deciding on each. */
export const credentialQueueWords = defineWords(
  {
    title: "Credentials to check",
    settings: "Credential settings",
    lead: "Check each document against the issuer's own records (the lookup page, where one is set) before verifying it. Customers see what you verify, with today's date.",
    none: "Nothing is waiting for checking.",
    business: "Business",
    number: "Number",
    issuedBy: "Issued by",
    validThrough: "Valid through",
    sent: "Sent",
    lookUp: "Look it up at the issuer ({state})",
    noLookup: "No lookup page is set for this state and kind.",
    documentOf: "The document of {label}",
    documentOfPdf: "The document of {label} (PDF)",
    openDocument: "Open the document",
    openPdf: "Open the document (PDF)",
    ofLabel: " of {label}",
    checkNumberBefore: "Before verifying, check that the number typed,",
    checkNumberAfter: ", is the one on the document and at the issuer.",
    verify: "Verify",
    verifying: "Verifying...",
    reasonShort: "Reason for rejecting",
    reason: "Reason for rejecting {label} (sent to the provider)",
    reject: "Reject",
    rejecting: "Rejecting...",
    nothingChanged: "Nothing changed",
    withdrawLead:
      'Customers see it as verified now. Withdraw the verification to reject it with your reason: "{reason}". The provider is told why, and what it lists leaves the lists at once.',
    withdraw: "Withdraw the verification",
    withdrawing: "Withdrawing...",
  },
  {
    title: "Credenciales por verificar",
    settings: "Opciones de credenciales",
    lead: "Compare cada documento con los registros del propio emisor (su página de consulta, si hay una) antes de verificarlo. Los clientes ven lo que usted verifica, con la fecha de hoy.",
    none: "No hay nada esperando verificación.",
    business: "Negocio",
    number: "Número",
    issuedBy: "Emitida por",
    validThrough: "Válida hasta",
    sent: "Enviada",
    lookUp: "Consultarla con el emisor ({state})",
    noLookup: "No hay página de consulta para este estado y tipo.",
    documentOf: "El documento de {label}",
    documentOfPdf: "El documento de {label} (PDF)",
    openDocument: "Abrir el documento",
    openPdf: "Abrir el documento (PDF)",
    ofLabel: " de {label}",
    checkNumberBefore: "Antes de verificar, compruebe que el número escrito,",
    checkNumberAfter: ", es el del documento y el del emisor.",
    verify: "Verificar",
    verifying: "Verificando...",
    reasonShort: "Motivo del rechazo",
    reason: "Motivo para rechazar {label} (se le envía al profesional)",
    reject: "Rechazar",
    rejecting: "Rechazando...",
    nothingChanged: "No cambió nada",
    withdrawLead:
      "Los clientes la ven como verificada ahora. Retire la verificación para rechazarla con su motivo: «{reason}». Le explicamos el motivo al profesional, y los servicios que dependen de ella salen de las listas de inmediato.",
    withdraw: "Retirar la verificación",
    withdrawing: "Retirando...",
  },
);

/** Credential Settings: what each category requires, licensed trades, issuers' lookup pages. */
export const credentialSettingsWords = defineWords(
  {
    rules: "Credential rules",
    toCheck: "Credentials to check",
    rulesLead:
      "A category's tiles are listed only while their provider holds each ticked kind, verified and unexpired (a licence from the tile's state). Team members doing the jobs need their own, but for insurance.",
    saveRules: "Save rules",
    trades: "Licensed trades",
    tradesLead: "In these states, these services need a verified licence from the state, whatever their category.",
    remove: "Remove",
    tradeIn: " {service} in {state}",
    state: "State",
    service: "Service",
    servicePlaceholder: "Electrical",
    addTrade: "Add licensed trade",
    lookups: "Issuers' lookup pages",
    lookupsLead: "Shown beside each credential waiting for checking, by its state and kind.",
    lookupOf: " the {kind} lookup page of {state}",
    kind: "Kind",
    lookupPage: "Lookup page",
    saveLookup: "Save lookup page",
  },
  {
    rules: "Reglas de credenciales",
    toCheck: "Credenciales por verificar",
    rulesLead:
      "Las fichas de una categoría aparecen solo mientras su profesional tenga cada tipo marcado, verificado y vigente (una licencia del estado de la ficha). Los miembros del equipo que hacen los trabajos necesitan las suyas, salvo el seguro.",
    saveRules: "Guardar reglas",
    trades: "Oficios con licencia",
    tradesLead: "En estos estados, estos servicios necesitan una licencia verificada del estado, sea cual sea su categoría.",
    remove: "Quitar",
    tradeIn: " {service} en {state}",
    state: "Estado",
    service: "Servicio",
    servicePlaceholder: "Electricidad",
    addTrade: "Agregar oficio con licencia",
    lookups: "Páginas de consulta de los emisores",
    lookupsLead: "Se muestran junto a cada credencial que espera verificación, según su estado y tipo.",
    lookupOf: " la página de consulta de {kind} de {state}",
    kind: "Tipo",
    lookupPage: "Página de consulta",
    saveLookup: "Guardar página de consulta",
  },
);
