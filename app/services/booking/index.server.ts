/**
 * Booking: one booking made, moved, cancelled and moved through its states, the free times it may
 * take, and the lists businesses read. The one door of app/services/booking: routes and other
 * features import from here; the files beside it are its own (app/services/README.md).
 *
 * How a start is checked: the one list of slot rules, DATE_CHECKS and TIME_CHECKS in
 * app/domain/schedule/slots.ts (decision 0042).
 *
 * - booking: book, move, cancel and change a booking's status, each inside its own transaction
 * - book-online: a customer's booking from a service page (limits, bot checks, payment first)
 * - availability: a service's free times, badges and first free starts
 * - booking-lists: the portal's and the admin's lists of bookings
 * - assignment: who of a team does a job, and their claim on its time; reassignment: giving it to another
 * - series, series-booking, series-changes: a weekly series of visits planned, booked, moved and cancelled
 * - quote-booking: accepting a quote books it
 * - booking-page: the booking seen whole (the customer's page behind their link and the business's
 *   move page), with its series, its quote and its money
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
  customerPlace,
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
export { routeOfDay, type DayRouteView } from "./day-route.server";
export { reassignJob } from "./reassignment.server";
export { bookSeriesOnline, planSeriesOnline } from "./series-booking.server";
export { cancelFollowing, moveFollowing, seriesCalendar, seriesSection } from "./series-changes.server";
export { bookQuote, quoteAcceptPage, quoteSlots } from "./quote-booking.server";
export {
  bookingCalendar,
  bookingPage,
  businessMovePage,
  cancelFollowingFromLink,
  cancelFromLink,
  moveAsBusiness,
  moveFollowingFromLink,
  moveFromLink,
  noSlots,
  pickerSlots,
  stopTextsFromLink,
} from "./booking-page.server";
