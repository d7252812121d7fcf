/**
 * The booking seen whole: the customer's page behind their signed link and the business's move
 * page; it brings booking, series, quotes and money together, so it sits above them. The one door
 * of app/services/booking-page: routes and other features import from here; the files beside it are
 * its own (app/services/README.md).
 *
 * - booking-page: the page, its calendar file, moving and cancelling from the link or as the business
 */
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
