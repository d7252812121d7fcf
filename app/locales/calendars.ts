import { defineWords } from "./words";

/** "Your jobs in your calendar": the private address a calendar app subscribes to. */
export const calendarFeedWords = defineWords(
  {
    title: "Your jobs in your calendar",
    lead: "Subscribe to your jobs from Google Calendar (Other calendars › From URL), Apple Calendar (File › New Calendar Subscription) or Outlook (Add calendar › Subscribe from web). It holds the last 30 days and every job ahead, with each job's address and notes; moved and cancelled jobs change there too, as often as your calendar app checks (usually every few hours).",
    yourAddress: "Your calendar address (copy it now: it is shown only once)",
    copy: "Copy the address",
    addToCalendar: "Add to calendar",
    keepPrivate: "Keep it private: anyone with it can read your jobs.",
    hasAddress: "Your calendar has a private address. If you lost it, or someone else has it, make a new one: the old one stops working.",
    makeNew: "Make a new address",
    makeNewQuestion: "The address your calendar app uses now stops working: it shows no more jobs until you subscribe to the new one.",
    making: "Making...",
    yesMakeNew: "Yes, make a new address",
    make: "Make my calendar address",
  },
  {
    title: "Sus trabajos en su calendario",
    lead: "Suscríbase a sus trabajos desde Google Calendar (Otros calendarios › Desde URL), Apple Calendar (Archivo › Nueva suscripción a calendario) u Outlook (Agregar calendario › Suscribirse desde la web). Incluye los últimos 30 días y todos los trabajos por venir, con la dirección y las notas de cada uno; los trabajos cambiados o cancelados también cambian allí, tan seguido como su aplicación de calendario lo revise (por lo general, cada pocas horas).",
    yourAddress: "La dirección de su calendario (cópiela ahora: solo se muestra una vez)",
    copy: "Copiar la dirección",
    addToCalendar: "Agregar al calendario",
    keepPrivate: "Manténgala en privado: cualquiera que la tenga puede ver sus trabajos.",
    hasAddress:
      "Su calendario tiene una dirección privada. Si la perdió, o alguien más la tiene, cree una nueva: la anterior deja de funcionar.",
    makeNew: "Crear una dirección nueva",
    makeNewQuestion:
      "La dirección que usa ahora su aplicación de calendario deja de funcionar: no mostrará más trabajos hasta que se suscriba a la nueva.",
    making: "Creando...",
    yesMakeNew: "Sí, crear una dirección nueva",
    make: "Crear la dirección de mi calendario",
  },
);

/** "Busy times from your calendars": the calendars whose busy events block a person's schedule. */
export const busyCalendarWords = defineWords(
  {
    title: "Busy times from your calendars",
    lead: "Add the private address of a calendar you already keep, and customers cannot book you when it says you are busy. Find it in Google Calendar (Settings › your calendar › Secret address in iCal format), Outlook (Settings › Shared calendars › Publish a calendar, the ICS link) or iCloud (share the calendar as a Public Calendar). We read it every 10 minutes; only busy times are used, never what your events say, and events marked free or cancelled are left out.",
    none: "No calendars added.",
    tryAgain: "Try again",
    toRead: " to read calendar {label}",
    remove: "Remove",
    calendarNamed: " calendar {label}",
    removeQuestion: "Its busy times stop blocking bookings at once: customers can book those hours again.",
    yesRemove: "Yes, remove it",
    address: "Calendar address",
    name: "Name (optional)",
    add: "Add a calendar",
    addressExample: "https://calendar.google.com/calendar/ical/…/basic.ics",
    nameExample: "Personal",
    keepPrivate: "Keep it private: anyone with it can read your calendar. We keep it encrypted.",
    reading: "Reading the calendar...",
    addButton: "Add calendar",
    full: "You have added {limit} calendars, the most there can be. Remove one to add another.",
  },
  {
    title: "Horas ocupadas de sus calendarios",
    lead: "Agregue la dirección privada de un calendario que ya usa, y los clientes no podrán reservarle cuando ese calendario diga que está ocupado. Encuéntrela en Google Calendar (Configuración › su calendario › Dirección secreta en formato iCal), Outlook (Configuración › Calendarios compartidos › Publicar un calendario, el vínculo ICS) o iCloud (comparta el calendario como calendario público). Lo leemos cada 10 minutos; solo usamos las horas ocupadas, nunca lo que dicen sus eventos, y dejamos fuera los eventos marcados como libres o cancelados.",
    none: "No ha agregado calendarios.",
    tryAgain: "Intentar de nuevo",
    toRead: " (calendario {label})",
    remove: "Quitar",
    calendarNamed: " el calendario {label}",
    removeQuestion: "Sus horas ocupadas dejan de bloquear reservas de inmediato: los clientes podrán reservar esas horas otra vez.",
    yesRemove: "Sí, quitarlo",
    address: "Dirección del calendario",
    name: "Nombre (opcional)",
    add: "Agregar un calendario",
    addressExample: "https://calendar.google.com/calendar/ical/…/basic.ics",
    nameExample: "Personal",
    keepPrivate: "Manténgala en privado: cualquiera que la tenga puede ver su calendario. La guardamos cifrada.",
    reading: "Leyendo el calendario...",
    addButton: "Agregar calendario",
    full: "Ya agregó {limit} calendarios, el máximo posible. Quite uno para agregar otro.",
  },
);
