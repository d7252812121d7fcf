import { defineWords } from "./words";

/** A team member's own page (issue 54): their jobs, and moving each along. */
export const teamPageWords = defineWords(
  {
    title: "Your jobs",
    introOf: "{name}, these are the jobs {business} gave you.",
    intro: "{name}, these are the jobs given to you.",
    today: "Today",
    thisWeek: "This week",
    noJobsToday: "No jobs today.",
    noMoreJobs: "No more jobs this week.",
    customer: "Customer",
    phone: "Phone",
    email: "Email",
    address: "Address",
    notes: "Notes",
    reference: "Reference",
    yesTell: "Yes, tell {customer}",
    toldNow: "{customer} is told now that you are on the way (by e-mail, and by text where they asked for texts).",
    backToJobs: "Back to your jobs",
  },
  {
    title: "Sus trabajos",
    introOf: "{name}, estos son los trabajos que {business} le asignó.",
    intro: "{name}, estos son los trabajos que le asignaron.",
    today: "Hoy",
    thisWeek: "Esta semana",
    noJobsToday: "No tiene trabajos hoy.",
    noMoreJobs: "No tiene más trabajos esta semana.",
    customer: "Cliente",
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección",
    notes: "Notas",
    reference: "Referencia",
    yesTell: "Sí, avisar a {customer}",
    toldNow: "Le avisamos ahora a {customer} que usted va en camino (por correo, y por mensaje de texto si los pidió).",
    backToJobs: "Volver a sus trabajos",
  },
);

/** The language of a person's own e-mails and texts about their jobs. */
export const alertsLanguageWords = defineWords(
  {
    title: "Language of your e-mails and texts",
    lead: "New bookings, cancellations and moves reach you in this language. Each customer is written to in their own.",
    label: "Language for e-mails and texts",
    save: "Save language",
  },
  {
    title: "Idioma de sus correos y mensajes de texto",
    lead: "Las reservas nuevas, las cancelaciones y los cambios le llegan en este idioma. A cada cliente se le escribe en el suyo.",
    label: "Idioma de los correos y mensajes de texto",
    save: "Guardar el idioma",
  },
);

/** "Text alerts": a person's new jobs by text. */
export const textAlertWords = defineWords(
  {
    title: "Text alerts",
    on: "Get a text when a new job is yours. E-mails come as before.",
    off: "Text messages are off on this site: new jobs come by e-mail. You can still save your number for when they are on.",
    goTo: "Alerts go to",
    agreed: " (agreed {date})",
    optedOut: " This number replied STOP: text START to it to get alerts again.",
    awaitingYes: " We texted it to ask: reply YES to that text, and alerts start. Until then nothing else is sent to it.",
    stop: "Stop text alerts",
    mobileNumber: "Mobile number",
    texts: "Texts",
    changeNumber: "Change number",
    turnOn: "Turn on text alerts",
  },
  {
    title: "Alertas por mensaje de texto",
    on: "Reciba un mensaje de texto cuando le asignen un trabajo nuevo. Los correos le siguen llegando como antes.",
    off: "Los mensajes de texto están desactivados en este sitio: los trabajos nuevos llegan por correo. Igual puede guardar su número para cuando se activen.",
    goTo: "Las alertas van a",
    agreed: " (aceptado el {date})",
    optedOut: " Este número respondió STOP: envíele START para volver a recibir alertas.",
    awaitingYes:
      " Le enviamos un mensaje para preguntar: responda SI a ese mensaje y las alertas empiezan. Hasta entonces no se le envía nada más.",
    stop: "Desactivar las alertas por mensaje de texto",
    mobileNumber: "Número celular",
    texts: "Mensajes de texto",
    changeNumber: "Cambiar el número",
    turnOn: "Activar las alertas por mensaje de texto",
  },
);
