import { layout, type EmailContent } from "./email-layout";
import type { Requirement } from "~/domain/credentials/credentials";
import type { Language } from "~/domain/language";
import { notListedUntilIn } from "./credentials";
import { defineWords, fill } from "./words";

/**
 * The e-mails of joining and signing in (issue 54), each in its reader's language: the one the
 * account was made in, or the page's where someone asks for a link.
 */
export const accountEmailWords = defineWords(
  {
    business: "Business",
    owner: "Owner",
    signInEmail: "Sign-in e-mail",
    services: "Services",
    reason: "Reason",
    openPortal: "Open the provider portal",
    signIn: "Sign in",
    applicationSubject: "We received your application for {business}",
    applicationHeading: "Thanks for applying to Porchlight",
    applicationIntro:
      "Hi {owner}, we received the application for {business}. We review every application by hand and will e-mail you when it is decided.",
    applicationOutro: "You can sign in to the portal now to see your application's status.",
    welcomeSubject: "Your Porchlight provider account",
    welcomeHeading: "Welcome to Porchlight, {owner}",
    welcomeIntro:
      "Your provider account for {business} is ready. To appear in customers' searches, send us your application with your services and service area.",
    completeApplication: "Complete your application",
    yourPortal: "Your portal: {url}",
    linkSubject: "Your Porchlight sign-in link",
    customerLinkSubject: "Your bookings on Porchlight",
    customerLinkHeading: "See your bookings",
    customerLinkIntro:
      "Someone asked to see what was booked and asked for on Porchlight with {email}. The link signs you in once, within {minutes} minutes.",
    customerLinkOutro: "If you did not ask for it, you can ignore this e-mail: nobody can use the link without it.",
    seeYourBookings: "See your bookings",
    erasureSubject: "Confirm deleting your Porchlight data",
    erasureHeading: "Confirm the deletion",
    erasureIntro:
      "Porchlight was asked to delete what it keeps about {email}. Nothing is deleted until you confirm: the link signs you in once, within {minutes} minutes, on the page that says what happens and asks you.",
    reviewAndConfirm: "Review and confirm",
    exportSubject: "Your Porchlight data is ready",
    exportHeading: "Your data is ready",
    exportIntro:
      "The file of what Porchlight keeps about {email} is ready: your bookings, requests, messages and their photos, payments, consents, reviews and sign-ins, as JSON and CSV in a ZIP file. It is kept for {days} days.",
    exportOutro: "The link opens only where you are signed in with this address, so nobody else can download the file.",
    download: "Download my data",
    linkHeading: "Sign in to Porchlight",
    linkIntro:
      "Someone asked for a sign-in link for {email}, after too many wrong passwords. The link signs you in once, within {minutes} minutes.",
    linkOutro:
      "If you did not ask for it, you can ignore this e-mail: nobody can use the link without it. Someone else may be guessing your password, so a long, unique one keeps your account safe.",
    approvedSubject: "{business} is approved on Porchlight",
    approvedHeading: "Your application is approved",
    approvedIntro: "Hi {owner}, {business} is now live on Porchlight. Customers around {zip} can find and book you.",
    approvedNotListedIntro:
      "Hi {owner}, {business} is approved on Porchlight, and {notListed}: customers around {zip} find and book you from then. Send it for checking from the provider portal's Credentials page.",
    rejectedSubject: "Your Porchlight application for {business}",
    rejectedHeading: "Your application was not approved",
    rejectedIntro: "Hi {owner}, we reviewed the application for {business} and could not approve it this time.",
    applyAgain: "Apply again",
    aBusiness: "A Porchlight business",
    teamSubject: "{business} added you to their team on Porchlight",
    teamHeading: "Welcome to {business}'s team",
    teamIntro:
      'Hi {name}, {business} added you to their team on Porchlight. You will see the jobs given to you, with each customer\'s details, and move them along from "on the way" to done.',
    teamOutro: "The link signs you in once, within {days} days. Later, ask for a new link on the sign-in page with this e-mail address.",
  },
  {
    business: "Negocio",
    owner: "Titular",
    signInEmail: "Correo para iniciar sesión",
    services: "Servicios",
    reason: "Motivo",
    openPortal: "Abrir el portal de profesionales",
    signIn: "Iniciar sesión",
    applicationSubject: "Recibimos su solicitud para {business}",
    applicationHeading: "Gracias por solicitar unirse a Porchlight",
    applicationIntro:
      "Hola, {owner}: recibimos la solicitud para {business}. Revisamos cada solicitud personalmente y le escribiremos cuando se decida.",
    applicationOutro: "Ya puede iniciar sesión en el portal para ver el estado de su solicitud.",
    welcomeSubject: "Su cuenta de profesional en Porchlight",
    welcomeHeading: "Le damos la bienvenida a Porchlight, {owner}",
    welcomeIntro:
      "Su cuenta de profesional para {business} está lista. Para aparecer en las búsquedas de los clientes, envíenos su solicitud con sus servicios y su zona de servicio.",
    completeApplication: "Completar su solicitud",
    yourPortal: "Su portal: {url}",
    linkSubject: "Su enlace para iniciar sesión en Porchlight",
    customerLinkSubject: "Sus reservas en Porchlight",
    customerLinkHeading: "Vea sus reservas",
    customerLinkIntro:
      "Alguien pidió ver lo que se reservó y se pidió en Porchlight con {email}. El enlace inicia su sesión una vez, dentro de {minutes} minutos.",
    customerLinkOutro: "Si usted no lo pidió, puede ignorar este correo: nadie puede usar el enlace sin él.",
    seeYourBookings: "Ver sus reservas",
    erasureSubject: "Confirme el borrado de sus datos de Porchlight",
    erasureHeading: "Confirme el borrado",
    erasureIntro:
      "Se pidió a Porchlight que borre lo que guarda sobre {email}. No se borra nada hasta que usted lo confirme: el enlace inicia su sesión una vez, dentro de {minutes} minutos, en la página que explica qué pasa y se lo pregunta.",
    reviewAndConfirm: "Revisar y confirmar",
    exportSubject: "Sus datos de Porchlight están listos",
    exportHeading: "Sus datos están listos",
    exportIntro:
      "El archivo con lo que Porchlight guarda sobre {email} está listo: sus reservas, solicitudes, mensajes con sus fotos, pagos, consentimientos, reseñas e inicios de sesión, en JSON y CSV dentro de un archivo ZIP. Se guarda durante {days} días.",
    exportOutro: "El enlace solo se abre donde haya iniciado sesión con este correo, así que nadie más puede descargar el archivo.",
    download: "Descargar mis datos",
    linkHeading: "Inicie sesión en Porchlight",
    linkIntro:
      "Alguien pidió un enlace para iniciar sesión con {email}, después de demasiadas contraseñas incorrectas. El enlace inicia su sesión una vez, dentro de {minutes} minutos.",
    linkOutro:
      "Si usted no lo pidió, puede ignorar este correo: nadie puede usar el enlace sin él. Puede que alguien esté intentando adivinar su contraseña; una contraseña larga y única protege su cuenta.",
    approvedSubject: "{business} está aprobado en Porchlight",
    approvedHeading: "Su solicitud fue aprobada",
    approvedIntro: "Hola, {owner}: {business} ya está activo en Porchlight. Los clientes cerca de {zip} pueden encontrarle y reservar.",
    approvedNotListedIntro:
      "Hola, {owner}: {business} está aprobado en Porchlight, pero {notListed}; desde entonces, los clientes cerca de {zip} podrán encontrarle y reservar. Envíe el documento para su verificación desde la página Credenciales del portal de profesionales.",
    rejectedSubject: "Su solicitud a Porchlight para {business}",
    rejectedHeading: "Su solicitud no fue aprobada",
    rejectedIntro: "Hola, {owner}: revisamos la solicitud para {business} y esta vez no pudimos aprobarla.",
    applyAgain: "Volver a solicitar",
    aBusiness: "Un negocio de Porchlight",
    teamSubject: "{business} le agregó a su equipo en Porchlight",
    teamHeading: "Le damos la bienvenida al equipo de {business}",
    teamIntro:
      "Hola, {name}: {business} le agregó a su equipo en Porchlight. Verá los trabajos que le asignen, con los datos de cada cliente, y los irá marcando desde «en camino» hasta terminados.",
    teamOutro:
      "El enlace inicia su sesión una vez, dentro de {days} días. Después, pida un enlace nuevo en la página de inicio de sesión con este correo.",
  },
);

type Applicant = { email: string; businessName: string; ownerName: string; language: Language };

/** send-provider-application: the applicant's confirmation (e-mail, business name, owner name). */
export function providerApplicationEmail(input: Applicant & { portalUrl: string }): EmailContent {
  const words = accountEmailWords[input.language];
  const names = { business: input.businessName, owner: input.ownerName };
  return {
    to: input.email,
    kind: "provider_application",
    subject: fill(words.applicationSubject, names),
    ...layout({
      lang: input.language,
      heading: words.applicationHeading,
      intro: fill(words.applicationIntro, names),
      facts: [
        [words.business, input.businessName],
        [words.owner, input.ownerName],
        [words.signInEmail, input.email],
      ],
      action: { label: words.openPortal, url: input.portalUrl },
      outro: words.applicationOutro,
    }),
  };
}

/** Portal sign-up without an application yet. */
export function providerWelcomeEmail(input: Applicant & { portalUrl: string; joinUrl: string }): EmailContent {
  const words = accountEmailWords[input.language];
  const names = { business: input.businessName, owner: input.ownerName };
  return {
    to: input.email,
    kind: "provider_welcome",
    subject: words.welcomeSubject,
    ...layout({
      lang: input.language,
      heading: fill(words.welcomeHeading, names),
      intro: fill(words.welcomeIntro, names),
      facts: [[words.signInEmail, input.email]],
      action: { label: words.completeApplication, url: input.joinUrl },
      outro: fill(words.yourPortal, { url: input.portalUrl }),
    }),
  };
}

/** A one-time sign-in link, asked for when too many failed sign-ins locked the account. */
export function signInLinkEmail(input: { email: string; url: string; minutes: number; language: Language }): EmailContent {
  const words = accountEmailWords[input.language];
  return {
    to: input.email,
    kind: "sign_in_link",
    subject: words.linkSubject,
    ...layout({
      lang: input.language,
      heading: words.linkHeading,
      intro: fill(words.linkIntro, { email: input.email, minutes: input.minutes }),
      facts: [],
      action: { label: words.signIn, url: input.url },
      outro: words.linkOutro,
    }),
  };
}

/**
 * To a customer who asked to see what they made (decision 0051), or whom an admin asked to
 * confirm an erasure they wrote in for (decision 0053): a one-time link to their own pages.
 */
export function customerSignInLinkEmail(input: {
  email: string;
  url: string;
  minutes: number;
  language: Language;
  purpose?: "home" | "erasure";
}): EmailContent {
  const words = accountEmailWords[input.language];
  const erasure = input.purpose === "erasure";
  return {
    to: input.email,
    kind: "sign_in_link",
    subject: erasure ? words.erasureSubject : words.customerLinkSubject,
    ...layout({
      lang: input.language,
      heading: erasure ? words.erasureHeading : words.customerLinkHeading,
      intro: fill(erasure ? words.erasureIntro : words.customerLinkIntro, { email: input.email, minutes: input.minutes }),
      facts: [],
      action: { label: erasure ? words.reviewAndConfirm : words.seeYourBookings, url: input.url },
      outro: words.customerLinkOutro,
    }),
  };
}

/** To a customer whose data file was built (decision 0052): a link to it behind their session. */
export function dataExportReadyEmail(input: { email: string; url: string; days: number; language: Language }): EmailContent {
  const words = accountEmailWords[input.language];
  return {
    to: input.email,
    kind: "data_export_ready",
    subject: words.exportSubject,
    ...layout({
      lang: input.language,
      heading: words.exportHeading,
      intro: fill(words.exportIntro, { email: input.email, days: input.days }),
      facts: [],
      action: { label: words.download, url: input.url },
      outro: words.exportOutro,
    }),
  };
}

/** To the applicant when an admin approves: their services are live, or what they wait for. */
export function applicationApprovedEmail(
  input: Applicant & {
    services: string[];
    zip: string;
    portalUrl: string;
    /** The credentials its services need that are not verified yet. */
    missing: readonly Requirement[];
  },
): EmailContent {
  const words = accountEmailWords[input.language];
  const names = { business: input.businessName, owner: input.ownerName, zip: input.zip };
  return {
    to: input.email,
    kind: "application_approved",
    subject: fill(words.approvedSubject, names),
    ...layout({
      lang: input.language,
      heading: words.approvedHeading,
      intro:
        input.missing.length > 0
          ? fill(words.approvedNotListedIntro, { ...names, notListed: notListedUntilIn(input.language, input.missing) })
          : fill(words.approvedIntro, names),
      facts: [[words.services, input.services.join(", ")]],
      action: { label: words.openPortal, url: input.portalUrl },
    }),
  };
}

/** To the applicant when an admin rejects, with the reason when one was given. */
export function applicationRejectedEmail(input: Applicant & { reason: string | null; joinUrl: string }): EmailContent {
  const words = accountEmailWords[input.language];
  const names = { business: input.businessName, owner: input.ownerName };
  return {
    to: input.email,
    kind: "application_rejected",
    subject: fill(words.rejectedSubject, names),
    ...layout({
      lang: input.language,
      heading: words.rejectedHeading,
      intro: fill(words.rejectedIntro, names),
      facts: input.reason ? [[words.reason, input.reason]] : [],
      action: { label: words.applyAgain, url: input.joinUrl },
    }),
  };
}

/** To a new team member, in the language their owner chose for them: who added them, and a link that signs them in (decision 0032). */
export function teamInvitationEmail(input: {
  email: string;
  name: string;
  businessName: string | null;
  url: string;
  days: number;
  language: Language;
}): EmailContent {
  const words = accountEmailWords[input.language];
  const names = { business: input.businessName ?? words.aBusiness, name: input.name };
  return {
    to: input.email,
    kind: "team_invitation",
    subject: fill(words.teamSubject, names),
    ...layout({
      lang: input.language,
      heading: fill(words.teamHeading, names),
      intro: fill(words.teamIntro, names),
      facts: [],
      action: { label: words.signIn, url: input.url },
      outro: fill(words.teamOutro, { days: input.days }),
    }),
  };
}
