/**
 * Notifications: what each change tells the people it concerns, by e-mail and by text — a
 * booking's confirmation, reminder and changes, a business's new-job alerts, the texts each change
 * queues and the consent they need (asked once, confirmed by YES). The one door of
 * app/services/notifications: the features that make those changes import from here; the
 * senders that deliver the outboxes are infrastructure (support/mailer, support/texter).
 */
export {
  announceBooking,
  announceSeries,
  emailDataOf,
  queueReminder,
  reread,
  tellMember,
  withdrawReminder,
  withdrawTimeTexts,
} from "./booking-announcements.server";
export {
  askForYes,
  askNextQuestion,
  consentOfForm,
  queueText,
  recordConsent,
  textBookingCustomer,
  textConsenting,
  textConsentRefusal,
  textWhenOf,
  withdrawBookingTexts,
} from "./texts.server";
