/**
 * The provider's portal: its frame, services and marketing, weekly schedule and days off, and
 * service areas. The one door of app/services/portal: routes and other features import from here;
 * the files beside it are its own (app/services/README.md).
 *
 * - portal: the frame, services, marketing
 * - schedule: weekly hours, job lengths, days off, today's jobs
 * - service-areas: the zip codes a provider covers
 * - team: the owner's team members, their services and invitations
 * - calendar-feed: the provider's jobs as a calendar their calendar app subscribes to
 */
export { marketingPage, portalFrame, portalServices, postToSocial } from "./portal.server";
export {
  addDaysOff,
  providerToday,
  removeDayOff,
  saveDayPlacesOf,
  saveTravel,
  saveWeeklySchedule,
  schedulePage,
  setJobLengths,
  setSeriesSwitch,
} from "./schedule.server";
export { addServiceArea, removeServiceArea, serviceAreasPage } from "./service-areas.server";
export { calendarFeed, calendarFeedStatus, newCalendarFeed } from "./calendar-feed.server";
export {
  addMemberDaysOff,
  addTeamMember,
  memberPage,
  memberSignedIn,
  removeMemberDayOff,
  removeTeamMember,
  saveMemberDayPlaces,
  saveMemberHours,
  saveMemberPhoto,
  saveMemberServices,
  saveTeamSettings,
  teamPage,
} from "./team.server";
export { addBusyCalendar, busyCalendarsOf, removeBusyCalendar, retryBusyCalendar, syncDueBusyCalendars } from "./busy-calendars.server";
