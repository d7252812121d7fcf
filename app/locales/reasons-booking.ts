import type { CustomerReason, LifecycleReason, StatusReason } from "~/domain/booking/booking-lifecycle";
import type { WaitlistReason } from "~/domain/waitlist/waitlist";
import type { BookingReason } from "~/domain/booking/booking";
import type { SchedulingReason } from "~/domain/schedule/scheduling";
import type { AdminBookingReason } from "~/domain/booking/admin-bookings";
import type { ReasonWords } from "./reasons";
import { defineWords } from "./words";

/** The booking's reasons in words (decision 0047): a booking form, what a customer can do with it, its status changes and the waitlist. */

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
