import type { Language } from "~/domain/language";
import type { ReviewReason } from "~/domain/reviews/reviews";
import type { LifecycleReason, StatusReason } from "~/domain/booking/booking-lifecycle";
import type { FormReason } from "~/domain/forms/fields";
import type { CredentialReason } from "~/domain/credentials/credentials";
import type { CustomerReason } from "~/domain/booking/booking-lifecycle";
import type { DashboardCustomerReason } from "~/domain/dashboard/customers";
import type { TextReason } from "~/domain/texts/texts";
import type { SignInReason } from "~/domain/accounts/sign-in";
import type { WaitlistReason } from "~/domain/waitlist/waitlist";
import type { BookingReason } from "~/domain/booking/booking";
import type { ScheduleReason } from "~/domain/schedule/schedule";
import type { SchedulingReason } from "~/domain/schedule/scheduling";
import type { ZipReason } from "~/domain/places/zip";
import type { HoursReason } from "~/domain/schedule/availability";
import type { ServiceAreaReason } from "~/domain/places/service-area";
import type { SocialReason } from "~/domain/marketing/social";
import type { AdminBookingReason } from "~/domain/booking/admin-bookings";
import { defineWords, fill } from "./words";

/**
 * The words of the reasons the domain gives (decision 0047), one catalogue per feature, keyed by
 * the reason's id. Type-only imports of the ids: this module is in every page's JavaScript
 * (through messages.ts), and the domain's modules would come along with values.
 */
export const zipReasonWords = defineWords(
  {
    "zip.empty": "Please enter a zip code",
    "zip.invalid": "Please enter a valid zip code",
  } satisfies Record<ZipReason, string>,
  {
    "zip.empty": "Escriba un código postal",
    "zip.invalid": "Escriba un código postal válido",
  },
);

export const hoursReasonWords = defineWords(
  {
    "hours.format": "Use the format HH:MM",
    "hours.order": "The end time must be after the start time",
    "hours.bounds": "Please choose hours between 6:00 AM and 10:00 PM",
  } satisfies Record<HoursReason, string>,
  {
    "hours.format": "Use el formato HH:MM",
    "hours.order": "La hora de fin debe ser posterior a la de inicio",
    "hours.bounds": "Elija un horario entre las 6:00 a. m. y las 10:00 p. m.",
  },
);

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

/** Bookings in the admin's list and the business's dashboard. */
export const adminBookingReasonWords = defineWords(
  {
    "bookings.notified": "Customer notified that provider is en route",
    "bookings.invalidBookingId": "Invalid booking ID format",
    "bookings.loadFailed": "Bookings could not be loaded. Please try again.",
    "bookings.changeFailed": "The booking could not be changed. Please try again.",
    "bookings.checkRefund": "Check the refund",
  } satisfies Record<AdminBookingReason, string>,
  {
    "bookings.notified": "Le avisamos al cliente que el profesional va en camino",
    "bookings.invalidBookingId": "El formato del ID de la reserva no es válido",
    "bookings.loadFailed": "No se pudieron cargar las reservas. Inténtelo de nuevo.",
    "bookings.changeFailed": "No se pudo cambiar la reserva. Inténtelo de nuevo.",
    "bookings.checkRefund": "Revise el reembolso",
  },
);

export const schedulingReasonWords = defineWords(
  {
    "scheduling.customerRequired": "Please choose a customer",
    "scheduling.customerUnknown": "Please choose one of your customers.",
    "scheduling.serviceUnavailable": "This service is not available for scheduling.",
    "scheduling.notYourService": "You can only schedule jobs for your own services.",
    "scheduling.failed": "We could not book this job. Please try again.",
    "scheduling.noOwnServices": "You have no active services to schedule yet.",
    "scheduling.noMatches": "No active services match your search.",
    "scheduling.noCustomers": "You have no customers yet.",
  } satisfies Record<SchedulingReason, string>,
  {
    "scheduling.customerRequired": "Elija un cliente",
    "scheduling.customerUnknown": "Elija uno de sus clientes.",
    "scheduling.serviceUnavailable": "Este servicio no está disponible para la agenda.",
    "scheduling.notYourService": "Solo puede agendar trabajos de sus propios servicios.",
    "scheduling.failed": "No pudimos reservar este trabajo. Inténtelo de nuevo.",
    "scheduling.noOwnServices": "Todavía no tiene servicios activos para agendar.",
    "scheduling.noMatches": "Ningún servicio activo coincide con su búsqueda.",
    "scheduling.noCustomers": "Todavía no tiene clientes.",
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

export const bookingReasonWords = defineWords(
  {
    "booking.name": "Please enter your full name",
    "booking.emailRequired": "Please enter your email",
    "booking.email": "Please enter a valid email address",
    "booking.phoneRequired": "Please enter your phone number",
    "booking.phone": "Please enter a US mobile number, such as (512) 555-0142",
    "booking.date": "Please choose a date",
    "booking.time": "Please choose a time",
    "booking.bot": "Your booking could not be sent. Please try again.",
    "booking.tooMany": "Too many booking attempts. Please wait a few minutes and try again.",
    "booking.success": "Booking Confirmed! Your service has been booked successfully.",
    "booking.cannotBook": "This service cannot be booked online.",
  } satisfies Record<BookingReason, string>,
  {
    "booking.name": "Escriba su nombre completo",
    "booking.emailRequired": "Escriba su correo electrónico",
    "booking.email": "Escriba un correo electrónico válido",
    "booking.phoneRequired": "Escriba su número de teléfono",
    "booking.phone": "Escriba un número celular de EE. UU., como (512) 555-0142",
    "booking.date": "Elija una fecha",
    "booking.time": "Elija una hora",
    "booking.bot": "No se pudo enviar su reserva. Inténtelo de nuevo.",
    "booking.tooMany": "Demasiados intentos de reserva. Espere unos minutos e inténtelo de nuevo.",
    "booking.success": "¡Reserva confirmada! Su servicio se reservó correctamente.",
    "booking.cannotBook": "Este servicio no se puede reservar en línea.",
  },
);

export const waitlistReasonWords = defineWords(
  {
    "waitlist.noWindow": "Please choose at least one window of days.",
    "waitlist.firstDay": "Please choose the first day.",
    "waitlist.order": "The last day must be on or after the first day.",
    "waitlist.past": "Please choose today or a later day.",
    "waitlist.partPast": "That part of today has already passed. Please choose a later time or another day.",
    "waitlist.tooFar": "Please choose days within the next {days} days.",
    "waitlist.times": "Please give a start and an end time.",
    "waitlist.timeOrder": "The end time must be after the start time.",
    "waitlist.tooMany": "Too many waitlist requests. Please wait a few minutes and try again.",
    "waitlist.bot": "Your request could not be sent. Please try again.",
    "waitlist.closed": "This service's waitlist is closed. Please choose one of the listed times.",
    "waitlist.joined": "You're on the waitlist. We e-mailed you a link to see, change or leave it.",
    "waitlist.changed": "Your waitlist entry was changed.",
    "waitlist.left": "You left the waitlist.",
    "waitlist.declined": "The time was passed on. You stay on the waitlist for other times.",
    "waitlist.declinedLast": "The time was passed on. It was the only time your entry asked for, so your waitlist entry has ended.",
    "waitlist.notWaiting": "This waitlist entry has ended.",
    "waitlist.offerEnded": "This offer has ended: the time was passed to the next person on the waitlist.",
    "waitlist.booked": "Booking Confirmed! Your service has been booked successfully.",
  } satisfies Record<WaitlistReason, string>,
  {
    "waitlist.noWindow": "Elija al menos un horario de días.",
    "waitlist.firstDay": "Elija el primer día.",
    "waitlist.order": "El último día debe ser igual o posterior al primero.",
    "waitlist.past": "Elija hoy o un día posterior.",
    "waitlist.partPast": "Esa parte del día de hoy ya pasó. Elija una hora posterior u otro día.",
    "waitlist.tooFar": "Elija días dentro de los próximos {days} días.",
    "waitlist.times": "Indique una hora de inicio y una de fin.",
    "waitlist.timeOrder": "La hora de fin debe ser posterior a la de inicio.",
    "waitlist.tooMany": "Demasiadas solicitudes a la lista de espera. Espere unos minutos e inténtelo de nuevo.",
    "waitlist.bot": "No se pudo enviar su solicitud. Inténtelo de nuevo.",
    "waitlist.closed": "La lista de espera de este servicio está cerrada. Elija una de las horas de la lista.",
    "waitlist.joined": "Está en la lista de espera. Le enviamos por correo un enlace para verla, cambiarla o dejarla.",
    "waitlist.changed": "Se cambió su lugar en la lista de espera.",
    "waitlist.left": "Dejó la lista de espera.",
    "waitlist.declined": "Cedió la hora. Sigue en la lista de espera para otras horas.",
    "waitlist.declinedLast": "Cedió la hora. Era la única que pedía, así que su lugar en la lista de espera terminó.",
    "waitlist.notWaiting": "Este lugar en la lista de espera ya terminó.",
    "waitlist.offerEnded": "Esta oferta terminó: la hora pasó a la siguiente persona de la lista de espera.",
    "waitlist.booked": "¡Reserva confirmada! Su servicio se reservó correctamente.",
  },
);

export const signInReasonWords = defineWords(
  {
    "signIn.emailRequired": "Please enter your email",
    "signIn.emailInvalid": "Please enter a valid email address",
    "signIn.passwordRequired": "Please enter your password",
    "signIn.newPasswordRequired": "Please enter a password",
    "signIn.passwordTooShort": "Password must be at least {min} characters",
    "signIn.businessNameRequired": "Please enter your business name",
    "signIn.ownerNameRequired": "Please enter the owner's name",
    "signIn.signedIn": "Signed in successfully!",
    "signIn.accountCreated": "Account created! Please check your email.",
    "signIn.signedOut": "Signed out successfully",
    "signIn.tooMany": "Too many sign-in attempts. Please wait a few minutes and try again.",
    "signIn.linkOffer": "No password (a team member), or forgot it? We e-mail a one-time link to the address above.",
    "signIn.linkButton": "E-mail me a sign-in link",
    "signIn.linkSent": "If an account uses that e-mail, a sign-in link is on its way. It works once, within 15 minutes.",
    "signIn.tooManyLinks": "Too many sign-in links asked for. Please wait an hour and try again.",
    "signIn.linkSpent": "This sign-in link has expired or has already been used. Ask for a new one from the sign-in page.",
    "signIn.emailTaken": "Account creation failed: An account with this email already exists.",
    "signIn.bot": "Your sign-up could not be sent. Please try again.",
    "signIn.tooManySignUps": "Too many sign-ups from your network. Please wait a while and try again.",
  } satisfies Record<SignInReason, string>,
  {
    "signIn.emailRequired": "Escriba su correo electrónico",
    "signIn.emailInvalid": "Escriba un correo electrónico válido",
    "signIn.passwordRequired": "Escriba su contraseña",
    "signIn.newPasswordRequired": "Escriba una contraseña",
    "signIn.passwordTooShort": "La contraseña debe tener al menos {min} caracteres",
    "signIn.businessNameRequired": "Escriba el nombre de su negocio",
    "signIn.ownerNameRequired": "Escriba el nombre del titular",
    "signIn.signedIn": "¡Sesión iniciada!",
    "signIn.accountCreated": "¡Cuenta creada! Revise su correo.",
    "signIn.signedOut": "Sesión cerrada",
    "signIn.tooMany": "Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.",
    "signIn.linkOffer":
      "¿No tiene contraseña (es parte de un equipo) o la olvidó? Le enviamos un enlace de un solo uso al correo de arriba.",
    "signIn.linkButton": "Enviarme un enlace para iniciar sesión",
    "signIn.linkSent": "Si una cuenta usa ese correo, le enviamos un enlace para iniciar sesión. Funciona una vez, dentro de 15 minutos.",
    "signIn.tooManyLinks": "Se pidieron demasiados enlaces para iniciar sesión. Espere una hora e inténtelo de nuevo.",
    "signIn.linkSpent": "Este enlace para iniciar sesión venció o ya se usó. Pida uno nuevo en la página de inicio de sesión.",
    "signIn.emailTaken": "No se pudo crear la cuenta: ya existe una cuenta con este correo.",
    "signIn.bot": "No se pudo enviar su registro. Inténtelo de nuevo.",
    "signIn.tooManySignUps": "Demasiados registros desde su red. Espere un rato e inténtelo de nuevo.",
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

export const customerChangeReasonWords = defineWords(
  {
    "customerChange.cancelStarted": "This booking can no longer be cancelled because its time has started.",
    "customerChange.alreadyCancelled": "This booking is already cancelled.",
    "customerChange.cancelFinished": "This booking is over and cannot be cancelled.",
    "customerChange.moveStarted": "This booking can no longer be moved because its time has started.",
    "customerChange.moveNotLive": "Only upcoming bookings can be moved.",
    "customerChange.moveNotice":
      "Bookings can be moved up to {count} hours before they start. Please call the provider to change this one.",
    "customerChange.moveNotice#one":
      "Bookings can be moved up to {count} hour before they start. Please call the provider to change this one.",
    "customerChange.moveSameTime": "Your booking is already at this time. Please choose another time.",
    "customerChange.serviceGone": "This service is no longer offered online. You can cancel the booking instead.",
    "customerChange.changedMeanwhile": "This booking changed in the meantime. Please look at it again.",
    "customerChange.cancelled": "Your booking has been cancelled. We have let the provider know.",
    "customerChange.moved": "Your booking has been moved. We have let the provider know.",
  } satisfies ReasonWords<CustomerReason>,
  {
    "customerChange.cancelStarted": "Esta reserva ya no se puede cancelar porque su hora ya empezó.",
    "customerChange.alreadyCancelled": "Esta reserva ya está cancelada.",
    "customerChange.cancelFinished": "Esta reserva ya terminó y no se puede cancelar.",
    "customerChange.moveStarted": "Esta reserva ya no se puede cambiar porque su hora ya empezó.",
    "customerChange.moveNotLive": "Solo se pueden cambiar las reservas próximas.",
    "customerChange.moveNotice":
      "Las reservas se pueden cambiar hasta {count} horas antes de empezar. Llame al profesional para cambiar esta.",
    "customerChange.moveNotice#one":
      "Las reservas se pueden cambiar hasta {count} hora antes de empezar. Llame al profesional para cambiar esta.",
    "customerChange.moveSameTime": "Su reserva ya es a esta hora. Elija otra hora.",
    "customerChange.serviceGone": "Este servicio ya no se ofrece en línea. Puede cancelar la reserva.",
    "customerChange.changedMeanwhile": "Esta reserva cambió mientras tanto. Revísela de nuevo.",
    "customerChange.cancelled": "Su reserva se canceló. Ya avisamos al profesional.",
    "customerChange.moved": "Su reserva se cambió. Ya avisamos al profesional.",
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

export const formReasonWords = defineWords(
  {
    "form.tooLong": "Please use at most {max} characters",
    "form.controlCharacters": "Please remove the special characters (such as tabs or invisible characters) from this field.",
    "form.unknownAction": "Unknown action.",
  } satisfies Record<FormReason, string>,
  {
    "form.tooLong": "Use como máximo {max} caracteres",
    "form.controlCharacters": "Quite los caracteres especiales (como tabulaciones o caracteres invisibles) de este campo.",
    "form.unknownAction": "Acción desconocida.",
  },
);

/** A job's status changes from the business's side; a status within them is worded as its value. */
export const lifecycleReasonWords = defineWords(
  {
    "lifecycle.notAllowed": "A booking that is {from} cannot be marked {to}.",
    "lifecycle.noShowTooEarly": "A no-show can only be recorded once the job's start time has passed.",
    "lifecycle.enRouteTooEarly": "A provider can be on the way from {minutes} minutes before the job's start.",
    "lifecycle.already": "This booking is already {status}.",
    "lifecycle.alreadyNotified": "The customer was already notified for this booking.",
    "lifecycle.reasonRequired": "Please tell the customer why the booking is cancelled.",
    "lifecycle.reasonTooLong": "Please keep the reason under {max} characters.",
    "lifecycle.unknownStatus": "Please choose one of the listed actions.",
    "lifecycle.changed": "Booking marked {status}.",
    "lifecycle.changed#status.en_route": "Booking marked en route.",
    "lifecycle.changed#status.in_progress": "Booking marked in progress.",
    "lifecycle.changed#status.completed": "Booking marked completed.",
    "lifecycle.changed#status.no_show": "Booking marked no-show.",
    "lifecycle.cancelledByProvider": "Booking cancelled. We have let the customer know.",
    "lifecycle.movedByBusiness": "Booking moved. We have let the customer know.",
    "status.pending": "pending",
    "status.confirmed": "confirmed",
    "status.en_route": "en route",
    "status.in_progress": "in progress",
    "status.completed": "completed",
    "status.cancelled": "cancelled",
    "status.no_show": "no-show",
    "status.expired": "not paid in time",
  } satisfies ReasonWords<LifecycleReason> & Record<StatusReason, string>,
  {
    "lifecycle.notAllowed": "Una reserva en estado «{from}» no se puede marcar como «{to}».",
    "lifecycle.noShowTooEarly": "Una ausencia solo se puede registrar cuando ya pasó la hora de inicio del trabajo.",
    "lifecycle.enRouteTooEarly": "Un profesional puede estar en camino desde {minutes} minutos antes del inicio del trabajo.",
    "lifecycle.already": "Esta reserva ya está en estado «{status}».",
    "lifecycle.alreadyNotified": "Ya le avisamos al cliente sobre esta reserva.",
    "lifecycle.reasonRequired": "Dígale al cliente por qué se cancela la reserva.",
    "lifecycle.reasonTooLong": "Escriba un motivo de menos de {max} caracteres.",
    "lifecycle.unknownStatus": "Elija una de las acciones de la lista.",
    "lifecycle.changed": "Reserva marcada como «{status}».",
    "lifecycle.changed#status.en_route": "Reserva marcada en camino.",
    "lifecycle.changed#status.in_progress": "Reserva marcada en curso.",
    "lifecycle.changed#status.completed": "Reserva marcada como terminada.",
    "lifecycle.changed#status.no_show": "Reserva marcada como cliente no presentado.",
    "lifecycle.cancelledByProvider": "Reserva cancelada. Ya le avisamos al cliente.",
    "lifecycle.movedByBusiness": "Reserva cambiada. Ya le avisamos al cliente.",
    "status.pending": "Pendiente",
    "status.confirmed": "Confirmada",
    "status.en_route": "En camino",
    "status.in_progress": "En curso",
    "status.completed": "Terminada",
    "status.cancelled": "Cancelada",
    "status.no_show": "Ausencia",
    "status.expired": "No pagada a tiempo",
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

/** Every public feature's reasons; a feature's are added here when its table moves. */
const REASON_CATALOGUES = [
  lifecycleReasonWords,
  formReasonWords,
  zipReasonWords,
  hoursReasonWords,
  serviceAreaReasonWords,
  socialReasonWords,
  adminBookingReasonWords,
  schedulingReasonWords,
  scheduleReasonWords,
  bookingReasonWords,
  waitlistReasonWords,
  signInReasonWords,
  textReasonWords,
  dashboardCustomerReasonWords,
  customerChangeReasonWords,
  credentialReasonWords,
  reviewReasonWords,
];

const REASON_WORDS = mergedWords(REASON_CATALOGUES);

/** Every reason's id, for the checks that no page shows one unworded. */
export const REASON_IDS: readonly string[] = Object.keys(REASON_WORDS.en).filter((id) => !id.includes("#"));

/**
 * A feature's reasons, each worded. A reason may have its own words for one of the values it
 * carries (`"lifecycle.changed#status.en_route"`), where a language says that case its own way, and
 * one with a `{count}` its words for a count of one (`"social.posted#one"`), which both languages'
 * plurals take for exactly 1.
 */
export type ReasonWords<Reason extends string> = Record<Reason, string> & Partial<Record<`${Reason}#${string}`, string>>;

/** One lookup of every catalogue's words, by language. */
export function mergedWords(catalogues: ReadonlyArray<{ readonly [L in Language]: Readonly<Record<string, string>> }>): {
  readonly [L in Language]: Readonly<Record<string, string>>;
} {
  return {
    en: Object.assign({}, ...catalogues.map((catalogue) => catalogue.en)),
    es: Object.assign({}, ...catalogues.map((catalogue) => catalogue.es)),
  };
}

/** A reason's id and its values (`reasonWith`: "area.tooMany?max=20"). */
const WITH_VALUES = /^([\w.]+)\?(.*)$/;

/** `message`'s words in `language` when it is one of the catalogue's ids (with its values filled in); else undefined. */
export function wordsOfReason(
  words: { readonly [L in Language]: Readonly<Record<string, string>> },
  language: Language,
  message: string,
): string | undefined {
  if (Object.hasOwn(words[language], message)) return words[language][message];
  const withValues = WITH_VALUES.exec(message);
  if (!withValues || !Object.hasOwn(words[language], withValues[1]!)) return undefined;
  const id = withValues[1]!;
  const given = [...new URLSearchParams(withValues[2])];
  const cases = [
    ...given.map(([, value]) => `${id}#${value}`),
    ...given.filter(([name, value]) => name === "count" && value === "1").map(() => `${id}#one`),
  ];
  const template = words[language][cases.find((key) => Object.hasOwn(words[language], key)) ?? id]!;
  // A value that is itself one of the catalogue's ids (a booking's status) is worded in the same language.
  const values = Object.fromEntries(
    given.map(([name, value]) => [name, Object.hasOwn(words[language], value) ? words[language][value]! : value]),
  );
  return fill(template, values);
}

/** A reason's words in `language`; undefined for anything that is not a reason's id. */
export function reasonIn(language: Language, message: string): string | undefined {
  return wordsOfReason(REASON_WORDS, language, message);
}
