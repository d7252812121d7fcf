import { defineWords } from "./words";

/** The privacy page: what Porchlight keeps and why, in plain words. */
export const privacyWords = defineWords(
  {
    title: "Privacy",
    description: "What Porchlight keeps about you, who sees it, and how texts and e-mails work.",
    whatWeKeep: "What we keep",
    whatWeKeepText:
      "When you book, ask for a quote or join a waitlist, we keep what you type: your name, e-mail address, phone number, the job's address and notes, and the times. The business you chose sees them so it can do the job; Porchlight's team sees them to help when something goes wrong. We do not sell them or share them with anyone else.",
    paymentsText:
      "Payments are made on Stripe's page: we keep what was paid and when, never your card number. E-mails come from Porchlight about what you made here, and each one has its link.",
    texts: "Texts",
    textsConsent:
      "We text a number only when you ticked the box beside it, and only after that number replies YES to our first text. We keep the words you agreed to, with the time, the page and the address you agreed from, as carriers require.",
    textsWhat:
      "The texts are about what you made (a booking, a quote request, a waitlist entry): how many depends on it, and the box says so. Message and data rates may apply. Reply STOP to any text to stop them all, START to have them again, HELP for help. We never use your number for marketing, and never share it for anyone else's.",
    yourData: "Your data",
    yourDataText: "To see, correct or delete what we keep about you, ask the business you booked: it reaches Porchlight's team for you.",
  },
  {
    title: "Privacidad",
    description: "Qué guarda Porchlight sobre usted, quién lo ve y cómo funcionan los mensajes de texto y los correos.",
    whatWeKeep: "Qué guardamos",
    whatWeKeepText:
      "Cuando reserva, pide un presupuesto o se une a una lista de espera, guardamos lo que escribe: su nombre, su correo electrónico, su número de teléfono, la dirección y las notas del trabajo, y los horarios. El negocio que eligió los ve para poder hacer el trabajo; el equipo de Porchlight los ve para ayudar cuando algo sale mal. No los vendemos ni los compartimos con nadie más.",
    paymentsText:
      "Los pagos se hacen en la página de Stripe: guardamos cuánto se pagó y cuándo, nunca el número de su tarjeta. Los correos de Porchlight tratan de lo que usted hizo aquí, y cada uno trae su enlace.",
    texts: "Mensajes de texto",
    textsConsent:
      "Enviamos mensajes a un número solo si usted marcó la casilla junto a él, y solo después de que ese número responda SI a nuestro primer mensaje. Guardamos las palabras que aceptó, con la hora, la página y la dirección desde donde lo aceptó, como exigen las compañías telefónicas.",
    textsWhat:
      "Los mensajes tratan de lo que usted hizo (una reserva, una solicitud de presupuesto, una lista de espera): cuántos depende de ello, y la casilla lo dice. Pueden aplicarse tarifas de mensajes y datos. Responda STOP a cualquier mensaje para dejar de recibirlos todos, START para volver a recibirlos, AYUDA para pedir ayuda. Nunca usamos su número para publicidad ni lo compartimos para la de nadie más.",
    yourData: "Sus datos",
    yourDataText:
      "Para ver, corregir o borrar lo que guardamos sobre usted, pídaselo al negocio con el que reservó: él se lo hace llegar al equipo de Porchlight.",
  },
);
