/**
 * Weekly series: planning and booking a series of visits, and changing a visit and the ones after
 * it. The one door of app/services/series: routes and other features import from here; the files
 * beside it are its own (app/services/README.md).
 *
 * - series: plan and book the visits of a series
 * - series-changes: cancel or move a visit and every later one; the series' section and calendar
 * - series-booking: the service page's series form, with its checks and limits
 */
export { cancelFollowing, moveFollowing, seriesCalendar, seriesSection } from "./series-changes.server";
export { bookSeriesOnline, planSeriesOnline } from "./series-booking.server";
