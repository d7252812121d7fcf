import type { ReasonWords } from "./reasons";
import type { ApplicationReason } from "~/domain/accounts/application";
import type { NotFoundReason } from "~/domain/outcome";
import type { FormReason } from "~/domain/forms/fields";
import type { SignInReason } from "~/domain/accounts/sign-in";
import type { AccountReason } from "~/domain/accounts/data-export";
import type { ErasureReason } from "~/domain/accounts/erasure";
import type { AddressReason } from "~/domain/accounts/saved-addresses";
import type { ZipReason } from "~/domain/places/zip";
import type { HoursReason } from "~/domain/schedule/availability";
import { defineWords } from "./words";

/** Any form's reasons in words (decision 0047): its shared fields, a zip, a day's hours, signing in, a record not found. */

export const formReasonWords = defineWords(
  {
    "form.tooLong": "Please use at most {max} characters",
    "form.controlCharacters": "Please remove the special characters (such as tabs or invisible characters) from this field.",
    "form.unknownAction": "Unknown action.",
    "form.chooseTheme": "Choose light, dark or system.",
    "form.chooseLanguage": "Choose English or Spanish.",
    "form.unreadable": "We could not read this form. Please go back and send it again.",
    "form.unsupported": "This address only accepts forms sent from Porchlight's pages.",
    "form.bodyTooLarge": "This form is too large. Please shorten what you typed and send it again.",
    "form.correctFields": "Please correct the marked fields.",
  } satisfies Record<FormReason, string>,
  {
    "form.tooLong": "Use como máximo {max} caracteres",
    "form.controlCharacters": "Quite los caracteres especiales (como tabulaciones o caracteres invisibles) de este campo.",
    "form.unknownAction": "Acción desconocida.",
    "form.chooseTheme": "Elija claro, oscuro o el del sistema.",
    "form.chooseLanguage": "Elija inglés o español.",
    "form.unreadable": "No pudimos leer este formulario. Vuelva atrás y envíelo de nuevo.",
    "form.unsupported": "Esta dirección solo acepta formularios enviados desde las páginas de Porchlight.",
    "form.bodyTooLarge": "Este formulario es demasiado grande. Acorte lo que escribió y envíelo de nuevo.",
    "form.correctFields": "Corrija los campos marcados.",
  },
);

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
    "signIn.invalidCredentials": "Invalid email or password",
    "signIn.accessDenied": "Access Denied",
    "signIn.providerOnly": "Provider access required",
    "signIn.adminOnly": "You do not have admin privileges",
    "signIn.dashboardOnly": "The business dashboard is for providers and admins.",
    "signIn.teamOnly": "This page is for team members.",
    "signIn.customerLinkSent":
      "If anything on Porchlight was booked or asked for with that e-mail, a sign-in link is on its way. It works once, within 15 minutes.",
    "signIn.customerSignedOut": "Signed out. Your bookings stay as they are, and their e-mailed links still work.",
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
    "signIn.invalidCredentials": "Correo o contraseña incorrectos",
    "signIn.accessDenied": "Acceso denegado",
    "signIn.providerOnly": "Se necesita una cuenta de profesional",
    "signIn.adminOnly": "No tiene permisos de administrador",
    "signIn.dashboardOnly": "El panel del negocio es para profesionales y administradores.",
    "signIn.teamOnly": "Esta página es para los miembros de un equipo.",
    "signIn.customerLinkSent":
      "Si se reservó o se pidió algo en Porchlight con ese correo, le enviamos un enlace para iniciar sesión. Funciona una vez, dentro de 15 minutos.",
    "signIn.customerSignedOut": "Sesión cerrada. Sus reservas siguen igual y los enlaces de sus correos siguen funcionando.",
  },
);

export const accountReasonWords = defineWords(
  {
    "account.exportAsked": "We are gathering your data. We e-mail you a link when the file is ready, within a few minutes.",
    "account.exportGone": "This file is no longer kept. Ask for your data again from your bookings page.",
    "account.preferencesSaved": "Your preferences are saved.",
  } satisfies Record<AccountReason, string>,
  {
    "account.exportAsked": "Estamos reuniendo sus datos. Le enviamos un enlace por correo cuando el archivo esté listo, en unos minutos.",
    "account.exportGone": "Este archivo ya no se guarda. Vuelva a pedir sus datos desde la página de sus reservas.",
    "account.preferencesSaved": "Sus preferencias están guardadas.",
  },
);

export const addressReasonWords = defineWords(
  {
    "addresses.addressRequired": "Please enter the address",
    "addresses.addressTooShort": "Please enter the whole address, with its street and city",
    "addresses.tooMany": "You can keep up to 5 addresses. Remove one to save another.",
    "addresses.added": "Address saved.",
    "addresses.removed": "Address removed.",
    "addresses.madeDefault": "This address now fills your booking forms.",
    "addresses.notFound": "That address is not among yours.",
  } satisfies Record<AddressReason, string>,
  {
    "addresses.addressRequired": "Escriba la dirección",
    "addresses.addressTooShort": "Escriba la dirección completa, con su calle y ciudad",
    "addresses.tooMany": "Puede guardar hasta 5 direcciones. Quite una para guardar otra.",
    "addresses.added": "Dirección guardada.",
    "addresses.removed": "Dirección quitada.",
    "addresses.madeDefault": "Esta dirección ahora rellena sus formularios de reserva.",
    "addresses.notFound": "Esa dirección no está entre las suyas.",
  },
);

export const erasureReasonWords = defineWords(
  {
    "erasure.chooseReviews": "Please choose what happens to your reviews.",
    "erasure.confirm": "Please tick the box to confirm that you want everything deleted.",
    "erasure.erased": "Your account and data are deleted. Thank you for using Porchlight.",
    "erasure.linkSent":
      "If anything on Porchlight was made with that e-mail, its owner has a link to confirm the deletion. Nothing is deleted until they do.",
  } satisfies Record<ErasureReason, string>,
  {
    "erasure.chooseReviews": "Elija qué pasa con sus reseñas.",
    "erasure.confirm": "Marque la casilla para confirmar que quiere borrarlo todo.",
    "erasure.erased": "Su cuenta y sus datos están borrados. Gracias por usar Porchlight.",
    "erasure.linkSent":
      "Si se hizo algo en Porchlight con ese correo, su titular tiene un enlace para confirmar el borrado. No se borra nada hasta que lo confirme.",
  },
);

export const notFoundReasonWords = defineWords(
  {
    "notFound.booking": "Booking not found",
    "notFound.service": "Service not found",
    "notFound.serviceClosed": "This service is not available.",
    "notFound.request": "Request not found",
    "notFound.quote": "Quote not found",
    "notFound.conversation": "Conversation not found",
    "notFound.conversationAddress": "No conversation matches this address.",
    "notFound.message": "Message not found",
    "notFound.payment": "Payment not found",
    "notFound.customer": "Customer not found",
    "notFound.waitlistEntry": "Waitlist entry not found",
    "notFound.application": "Application not found",
    "notFound.shortLink": "This link is not known. Open the page from your e-mail instead.",
    "notFound.category": "Please choose one of the service categories.",
    "notFound.email": "E-mail not found",
  } satisfies Record<NotFoundReason, string>,
  {
    "notFound.booking": "Reserva no encontrada",
    "notFound.service": "Servicio no encontrado",
    "notFound.serviceClosed": "Este servicio no está disponible.",
    "notFound.request": "Solicitud no encontrada",
    "notFound.quote": "Presupuesto no encontrado",
    "notFound.conversation": "Conversación no encontrada",
    "notFound.conversationAddress": "Ninguna conversación corresponde a esta dirección.",
    "notFound.message": "Mensaje no encontrado",
    "notFound.payment": "Pago no encontrado",
    "notFound.customer": "Cliente no encontrado",
    "notFound.waitlistEntry": "Lugar en la lista de espera no encontrado",
    "notFound.application": "Solicitud no encontrada",
    "notFound.shortLink": "No conocemos este enlace. Abra la página desde su correo.",
    "notFound.category": "Elija una de las categorías de servicio.",
    "notFound.email": "Correo no encontrado",
  },
);

export const applicationReasonWords = defineWords(
  {
    "application.required": "Please fill in all required fields",
    "application.fieldRequired": "This field is required",
    "application.noService": "Please select at least one service",
    "application.email": "Please enter a valid email address",
    "application.phone": "Please enter a valid phone number",
    "application.unknownZip": "We could not find this zip code. Please check it and try again.",
    "application.website": "Please enter a valid website address starting with http:// or https://",
    "application.years": "Please enter a whole number of years from 0 to {max}",
    "application.radius": "Please choose a radius from {min} to {max} miles in steps of {step}",
    "application.category": "Please choose one of the categories",
    "application.plan": "Please choose the community or the premium plan",
    "application.unknownService": "Please choose services from the list",
    "application.customServiceLength": "Custom service names can be at most {max} characters",
    "application.customServicesCount": "Please add at most {max} custom services",
    "application.logoType": "Please select an image file",
    "application.logoSize": "File size must be less than 2MB",
    "application.logoUpload": "Failed to upload logo",
    "application.accountExists": "Account creation failed: An account with this email already exists.",
    "application.failed": "Failed to submit application. Please try again.",
    "application.notSaved": "Application submission failed: your application could not be saved. Please try again.",
    "application.pending": "You already have an application under review. We will e-mail you as soon as it has been decided.",
    "application.bot": "Your application could not be sent. Please try again.",
    "application.tooMany": "Too many applications from your network. Please wait an hour and try again.",
    "application.success": "Your application has been submitted successfully! Please check your email for confirmation.",
  } satisfies ReasonWords<ApplicationReason>,
  {
    "application.required": "Complete todos los campos obligatorios",
    "application.fieldRequired": "Este campo es obligatorio",
    "application.noService": "Elija al menos un servicio",
    "application.email": "Escriba un correo electrónico válido",
    "application.phone": "Escriba un número de teléfono válido",
    "application.unknownZip": "No encontramos este código postal. Revíselo e inténtelo de nuevo.",
    "application.website": "Escriba una dirección web válida que empiece con http:// o https://",
    "application.years": "Escriba un número entero de años de 0 a {max}",
    "application.radius": "Elija un radio de {min} a {max} millas, en múltiplos de {step}",
    "application.category": "Elija una de las categorías",
    "application.plan": "Elija el plan Comunidad o el plan Premium",
    "application.unknownService": "Elija servicios de la lista",
    "application.customServiceLength": "Los nombres de otros servicios pueden tener como máximo {max} caracteres",
    "application.customServicesCount": "Agregue como máximo {max} otros servicios",
    "application.logoType": "Elija un archivo de imagen",
    "application.logoSize": "El archivo debe pesar menos de 2MB",
    "application.logoUpload": "No se pudo subir el logotipo",
    "application.accountExists": "No se pudo crear la cuenta: ya existe una cuenta con este correo.",
    "application.failed": "No se pudo enviar la solicitud. Inténtelo de nuevo.",
    "application.notSaved": "No se pudo enviar la solicitud: no pudimos guardarla. Inténtelo de nuevo.",
    "application.pending": "Ya tiene una solicitud en revisión. Le escribiremos en cuanto se decida.",
    "application.bot": "No se pudo enviar su solicitud. Inténtelo de nuevo.",
    "application.tooMany": "Demasiadas solicitudes desde su red. Espere una hora e inténtelo de nuevo.",
    "application.success": "¡Su solicitud se envió correctamente! Revise su correo para ver la confirmación.",
  },
);
