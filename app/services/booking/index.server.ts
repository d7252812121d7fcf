/**
 * Booking: one booking made, moved, cancelled and moved through its states, the free times it may
 * take, and the lists businesses read. The one door of app/services/booking: routes and other
 * features import from here; the files beside it are its own (app/services/README.md).
 *
 * - booking: book, move, cancel and change a booking's status, each inside its own transaction
 * - book-online: a customer's booking from a service page (limits, bot checks, payment first)
 * - availability: a service's free times, badges and first free starts
 * - booking-lists: the portal's and the admin's lists of bookings
 * - assignment: who of a team does a job, and their claim on its time
 */
export {
  type BookingRequest,
  bookingRow,
  bookService,
  cancelBookingAsCustomer,
  cancelInside,
  changeStatus,
  jobCoordinates,
  type OfferHold,
  rescheduleBooking,
  whoMoves,
} from "./booking.server";
export {
  availabilityBadges,
  availableNow,
  choosableMembers,
  firstFreeStarts,
  freeDaysForService,
  slotContextFor,
  slotContextOver,
  type SlotsForDate,
  slotsForService,
  slotsTellingHoldsForService,
} from "./availability.server";
export { bookServiceOnline, type RefusedBooking } from "./book-online.server";
export { adminBookings, providerBookings } from "./booking-lists.server";
export { assigneeFor, claimJob } from "./assignment.server";
export { reassignJob } from "./reassignment.server";
