import { BOOKING_REASONS } from "~/domain/booking/booking";
import {
  availableNowUntil,
  BADGE_HORIZON_DAYS,
  CELL_MS,
  cellRangeOfDates,
  searchFirstStart,
  FREE_DAYS_AHEAD,
  freeDays,
  slotsForDate,
  slotsTellingHolds,
  type BookableStart,
  type FreeDay,
  type Performer,
  type SlotContext,
  type FirstStartSearch,
  type UnreadDay,
} from "~/domain/schedule/slots";
import type { TimeOff } from "~/domain/schedule/schedule";
import { availabilityBadge, type AvailabilityBadge, type BadgeWords } from "~/domain/discovery/service-list";
import { addDaysToDate, isValidDate, localClock } from "~/domain/time";
import type { Executor } from "~/lib/db.server";
import { listBusyCells, listPlacedJobs } from "~/models/booking.server";
import type { LatLng } from "~/domain/places/geo";
import { dayPlacesOf, type PlacedJob, type Span } from "~/domain/schedule/travel";
import { learnDrives, travelContext } from "./travel.server";
import { RoutesRead } from "./routes-read.server";
import { listTimeOff, scheduleHours } from "~/models/provider-schedule.server";
import { findZipCode } from "~/models/zip-code.server";
import type { ServiceCalendar } from "~/models/service.server";
import { teamsOf, type Team } from "~/models/team.server";
import { listHeldCells } from "~/models/waitlist.server";
import { namesToChooseFrom, ownerFirstName } from "~/domain/team/team";

type Calendars = {
  teams: Map<string, Team>;
  busy: Map<string, Set<number>>;
  timeOff: Map<string, TimeOff[]>;
  /** Everyone's jobs with places, read only when travel is judged (issue 58). */
  jobs: ReadonlyMap<string, readonly PlacedJob[]> | null;
  /** Instead, when read day by day as a search looks (the lists): each person's jobs and spans read. */
  routes?: RoutesRead;
};

/**
 * The calendars of these businesses and of their teams' members (decision 0032): the teams are
 * read beside the owners' cells and days off, and the members' only when a business has any,
 * so a business alone costs one more small indexed query and no more round trips.
 */
async function calendarsOf(
  providers: readonly string[],
  cells: { from: number; to: number },
  dates: { fromDate: string; toDate: string },
  now: Date,
  options: Pick<Options, "exceptBookingId" | "exceptBookingIds" | "executor"> & { travel?: boolean } = {},
): Promise<Calendars> {
  const jobSpan = jobSpanOf(cells);
  const [teams, busy, timeOff, jobs] = await Promise.all([
    teamsOf(providers, now, options.executor),
    listBusyCells(providers, cells, options),
    listTimeOff(providers, dates, options.executor),
    options.travel ? listPlacedJobs(providers, jobSpan, options) : null,
  ]);
  const members = [...teams.values()].flatMap((team) => team.members.map((member) => member.user_id));
  if (members.length > 0) {
    const [memberBusy, memberTimeOff, memberJobs] = await Promise.all([
      listBusyCells(members, cells, options),
      listTimeOff(members, dates, options.executor),
      options.travel ? listPlacedJobs(members, jobSpan, options) : null,
    ]);
    for (const [id, cellSet] of memberBusy) busy.set(id, cellSet);
    for (const [id, days] of memberTimeOff) timeOff.set(id, days);
    for (const [id, list] of memberJobs ?? []) jobs?.set(id, list);
  }
  return { teams, busy, timeOff, jobs };
}

/**
 * The engine's context of a service from the calendars read: the owner's alone, or, for a
 * business with a team, everyone who performs the service in the team's order (the owner
 * first when they take jobs).
 */
function contextOf(
  service: ServiceCalendar,
  provider: string,
  calendars: Calendars,
  base: Pick<SlotContext, "durationMinutes" | "now" | "windowDays">,
  member: string | null = null,
  place: LatLng | null = null,
): SlotContext {
  const { routes } = calendars;
  const jobPlace = place ?? service.place;
  const travel =
    (calendars.jobs || routes) && service.travel
      ? travelContext(service.travel, jobPlace, routes?.drivesOf(service.travel, jobPlace))
      : undefined;
  const routeOf = (userId: string, days: { dayStart: LatLng | null; dayEnd: LatLng | null }) => {
    if (!travel) return undefined;
    const { start, end } = dayPlacesOf(days, service.place);
    return routes
      ? { jobs: routes.jobsOf(userId), startPlace: start, endPlace: end, read: routes.spansOf(userId) }
      : { jobs: calendars.jobs?.get(userId) ?? [], startPlace: start, endPlace: end };
  };
  const context: SlotContext = {
    hours: service.hours,
    bufferMinutes: service.bufferMinutes,
    timeZone: service.timeZone,
    timeOff: calendars.timeOff.get(provider) ?? [],
    busyCells: calendars.busy.get(provider) ?? new Set(),
    travel,
    route: routeOf(provider, { dayStart: service.ownerStart, dayEnd: service.ownerEnd }),
    ...base,
  };
  const team = calendars.teams.get(provider);
  if (!team) return context;
  const performers: Performer[] = team.ownerTakesJobs
    ? [
        {
          userId: provider,
          hours: context.hours,
          bufferMinutes: context.bufferMinutes,
          timeOff: context.timeOff,
          busyCells: context.busyCells,
          route: context.route,
        },
      ]
    : [];
  for (const member of team.members) {
    if (!member.serviceIds.has(service.id)) continue;
    performers.push({
      userId: member.user_id,
      hours: scheduleHours(member.weekly_hours),
      bufferMinutes: member.buffer_minutes ?? 0,
      timeOff: calendars.timeOff.get(member.user_id) ?? [],
      busyCells: calendars.busy.get(member.user_id) ?? new Set(),
      route: routeOf(member.user_id, member),
    });
  }
  // A chosen member who does not perform the service (or is not on the team) leaves nobody.
  return { ...context, team: member && team.customersChoose ? performers.filter((person) => person.userId === member) : performers };
}

/** The centre of a customer's zip code, when it is one we know: where a job there is, before its address is typed. */
export async function customerPlace(zip: string | null | undefined): Promise<{ zip: string; place: LatLng } | null> {
  if (!zip || !/^\d{5}$/.test(zip)) return null;
  const found = await findZipCode(zip);
  return found ? { zip, place: { lat: found.lat, lng: found.lng } } : null;
}

/** Every place a route of these calendars may drive between: the job's, the services', the days' ends and the jobs'. */
function placesToDrive(calendars: Calendars, services: readonly ServiceCalendar[], place: LatLng | null | undefined): LatLng[] {
  const places: LatLng[] = place ? [place] : [];
  for (const service of services) places.push(service.place, ...[service.ownerStart, service.ownerEnd].filter((p) => p !== null));
  for (const team of calendars.teams.values())
    for (const member of team.members) places.push(...[member.dayStart, member.dayEnd].filter((p) => p !== null));
  for (const jobs of calendars.jobs?.values() ?? []) for (const job of jobs) if (job.place) places.push(job.place);
  return places;
}

/** The longest a job and its buffer can last (240 + 60 minutes): cells beyond a start to read. */
const LONGEST_CLAIM_MS = 300 * 60_000;

type Options = {
  /** The team member the customer chose (where the owner lets them): only their time counts. */
  member?: string | null;
  exceptBookingId?: string;
  exceptBookingIds?: readonly string[];
  executor?: Executor;
  durationMinutes?: number;
  windowDays?: number;
  /** Where the job is (the customer's address's, else their zip's centre); the service's own place when unknown. */
  place?: LatLng | null;
};

/**
 * The slot engine's view of one service over local dates: the provider's (or each performing
 * team member's) hours, buffer and days off, the job length (the service's, or a booking's own
 * when it moves), and the cells their other live bookings hold those days. Null when nobody can
 * be booked online.
 */
export async function slotContextOver(
  service: ServiceCalendar,
  dates: { fromDate: string; toDate: string },
  now: Date,
  options: Options = {},
): Promise<SlotContext | null> {
  const providerUserId = service.provider_user_id;
  if (!providerUserId) return null;
  const calendars = await calendarsOf([providerUserId], cellRangeOfDates(dates.fromDate, dates.toDate, service.timeZone), dates, now, {
    ...options,
    travel: Boolean(service.travel),
  });
  if (calendars.jobs) await learnDrives(placesToDrive(calendars, [service], options.place));
  return contextOf(
    service,
    providerUserId,
    calendars,
    { durationMinutes: options.durationMinutes ?? service.duration_minutes, now, windowDays: options.windowDays },
    options.member,
    options.place,
  );
}

/** The same for one local date (today's in the service's zone when the date is not one). */
export function slotContextFor(service: ServiceCalendar, date: string, now: Date, options: Options = {}): Promise<SlotContext | null> {
  const safeDate = isValidDate(date) ? date : localClock(now, service.timeZone).date;
  return slotContextOver(service, { fromDate: safeDate, toDate: safeDate }, now, options);
}

export type SlotsForDate = Pick<ReturnType<typeof slotsForDate>, "slots" | "message"> & { date: string };

/** The picker's times for a date (empty, with the reason, when the date cannot be booked). */
export async function slotsForService(service: ServiceCalendar, date: string, now: Date, options: Options = {}): Promise<SlotsForDate> {
  const context = await slotContextFor(service, date, now, options);
  if (!context) return { date, slots: [], message: BOOKING_REASONS.cannotBook };
  return { date, ...slotsForDate(date, context) };
}

/**
 * The same for the business's own scheduling: a start held for a waitlist offer is told apart
 * from a booked one ("held"), read from the holds' cells of everyone who could do the job.
 */
export async function slotsTellingHoldsForService(service: ServiceCalendar, date: string, now: Date): Promise<SlotsForDate> {
  const context = await slotContextFor(service, date, now);
  if (!context) return { date, slots: [], message: BOOKING_REASONS.cannotBook };
  const people = context.team ? context.team.map((person) => person.userId) : [service.provider_user_id!];
  const held = await listHeldCells(people, cellRangeOfDates(date, date, service.timeZone));
  if (held.size === 0) return { date, ...slotsForDate(date, context) };
  const without = (userId: string, cells: ReadonlySet<number>) => new Set([...cells].filter((cell) => !held.get(userId)?.has(cell)));
  const withoutHolds: SlotContext = {
    ...context,
    busyCells: without(service.provider_user_id!, context.busyCells),
    team: context.team?.map((person) => ({ ...person, busyCells: without(person.userId, person.busyCells) })),
  };
  return { date, ...slotsTellingHolds(date, context, withoutHolds) };
}

/**
 * The days of the next two weeks with free starts for a job of this service (of `durationMinutes`
 * when a quote says how long): one read of the provider's bookings and days off.
 */
export async function freeDaysForService(
  service: ServiceCalendar,
  now: Date,
  options: Pick<Options, "durationMinutes" | "executor" | "exceptBookingId" | "member" | "place"> = {},
): Promise<FreeDay[]> {
  const today = localClock(now, service.timeZone).date;
  const context = await slotContextOver(service, { fromDate: today, toDate: addDaysToDate(today, FREE_DAYS_AHEAD) }, now, options);
  return context ? freeDays(context) : [];
}

/**
 * Each service's first free start, looking `days` ahead (and no later than `until`): the
 * provider's bookings and days off are read for all services at once.
 */
export async function firstFreeStarts(
  services: readonly ServiceCalendar[],
  now: Date,
  options: { days?: number; until?: Date; place?: LatLng | null } = {},
): Promise<Map<string, BookableStart | null>> {
  const days = options.days ?? BADGE_HORIZON_DAYS;
  const starts = new Map<string, BookableStart | null>();
  let pending: ServiceCalendar[] = [];
  for (const service of services) {
    if (service.provider_user_id) pending.push(service);
    else starts.set(service.id, null);
  }
  // Most services have a free start within a day or two: their calendars are read that far
  // first, and only the rest's for the whole horizon (a team's 14 days are many cells).
  const horizons = options.until || days <= FIRST_LOOK_DAYS ? [days] : [FIRST_LOOK_DAYS, days];
  for (const horizon of horizons) {
    if (pending.length === 0) break;
    const last = horizon === days;
    const found = await firstFreeStartsWithin(pending, now, { days: horizon, until: options.until, place: options.place });
    pending = pending.filter((service) => {
      const start = found.get(service.id) ?? null;
      if (start || last) starts.set(service.id, start);
      return !start && !last;
    });
  }
  return starts;
}

/** How many days ahead the first look for a free start reads. */
const FIRST_LOOK_DAYS = 2;

async function firstFreeStartsWithin(
  services: readonly ServiceCalendar[],
  now: Date,
  options: { days: number; until?: Date; place?: LatLng | null },
): Promise<Map<string, BookableStart | null>> {
  const { days } = options;
  const providers = [...new Set(services.map((service) => service.provider_user_id!))];
  const todays = services.map((service) => localClock(now, service.timeZone).date).sort();
  const fromDate = todays[0] ?? localClock(now, "UTC").date;
  const toDate = addDaysToDate(todays[todays.length - 1] ?? fromDate, days);
  const cellsUntil = options.until ? options.until.getTime() + LONGEST_CLAIM_MS : now.getTime() + (days + 1) * 86_400_000;
  const cells = { from: Math.floor(now.getTime() / CELL_MS), to: Math.ceil(cellsUntil / CELL_MS) };
  const calendars = await calendarsOf(providers, cells, { fromDate, toDate }, now);
  const routes = services.some((service) => service.travel)
    ? await RoutesRead.of(() => ({ people: everyoneOf(services, calendars), places: placesToDrive(calendars, services, options.place) }))
    : undefined;
  // Built once: the routes in them are the ones each round's reading fills in.
  const contexts = new Map(
    services.map((service) => {
      const base = { durationMinutes: service.duration_minutes, now };
      return [service.id, contextOf(service, service.provider_user_id!, { ...calendars, routes }, base, null, options.place)];
    }),
  );
  const starts = new Map<string, BookableStart | null>();
  const stops = new Map<string, FirstStartSearch["stoppedAt"]>();
  const whole = jobSpanOf(cells);
  let pending = services;
  for (let round = 0; pending.length > 0; round++) {
    const unread: Array<UnreadDay & { userId: string }> = [];
    pending = pending.filter((service) => {
      const search = searchFirstStart(contexts.get(service.id)!, {
        days,
        until: options.until,
        resume: stops.get(service.id),
        // First the first two free (one of them can usually make it), then everyone free there.
        unreadAsked: round === 0 ? 2 : undefined,
      });
      stops.set(service.id, search.stoppedAt);
      if (search.unread.length === 0) starts.set(service.id, search.found);
      unread.push(...search.unread.map((day) => ({ ...day, userId: day.userId ?? service.provider_user_id! })));
      return search.unread.length > 0;
    });
    if (pending.length === 0 || !routes) break;
    // The days searches stopped at; after a few rounds, those people's whole span (searches far
    // from anyone's jobs go on day after day); at last everyone left, so the rounds end.
    if (round < ROUNDS_DAY_BY_DAY) await routes.read(unread);
    else if (round < ROUNDS_DAY_BY_DAY * 2) await routes.read(unread.map((day) => ({ ...day, toMs: Math.max(day.toMs, whole.toMs) })));
    else await routes.read([...unread, ...everyoneOf(pending, calendars).map((userId) => ({ userId, ...whole }))]);
  }
  return starts;
}

/** How many rounds a list reads only the days its searches stopped at. */
const ROUNDS_DAY_BY_DAY = 3;

/** Everyone whose time a business's services may take: the owner and the team's members. */
function everyoneOf(services: readonly ServiceCalendar[], calendars: Calendars): string[] {
  const people = new Set<string>();
  for (const service of services) {
    people.add(service.provider_user_id!);
    for (const member of calendars.teams.get(service.provider_user_id!)?.members ?? []) people.add(member.user_id);
  }
  return [...people];
}

/** The jobs to read around a range of cells: a job's neighbours may start the day before (a day's bounds are local). */
function jobSpanOf(cells: { from: number; to: number }): Span {
  return { fromMs: cells.from * CELL_MS - 86_400_000, toMs: cells.to * CELL_MS + 86_400_000 };
}

/** The availability badge of each service (cards, service pages). */
export async function availabilityBadges(
  services: readonly ServiceCalendar[],
  now: Date,
  words: BadgeWords,
  place: LatLng | null = null,
): Promise<Map<string, AvailabilityBadge>> {
  const starts = await firstFreeStarts(services, now, { place });
  return new Map(
    services.map((service) => [
      service.id,
      availabilityBadge(service.provider_user_id ? (starts.get(service.id) ?? null) : "not-online", now, service.timeZone, words),
    ]),
  );
}

/**
 * The services that are "Available Now": a free start within the next hour. The badge asks the
 * same engine with a longer horizon; a start inside the hour is found either way, so the filter
 * and the badge agree.
 */
export async function availableNow(
  services: readonly ServiceCalendar[],
  now: Date,
  place: LatLng | null = null,
): Promise<ServiceCalendar[]> {
  const until = availableNowUntil(now);
  const starts = await firstFreeStarts(services, now, { days: 2, until, place });
  return services.filter((service) => starts.get(service.id) != null);
}

/** Whom a customer may choose for a service (decision 0032): its performers by first name, when its business has a team that lets them; else none. */
export async function choosableMembers(
  service: ServiceCalendar & { owner_name?: string | null; business_name: string },
  now: Date,
): Promise<Array<{ id: string; name: string; photoUrl: string | null }>> {
  const provider = service.provider_user_id;
  const team = provider ? (await teamsOf([provider], now)).get(provider) : undefined;
  if (!provider || !team?.customersChoose) return [];
  const people = [
    ...(team.ownerTakesJobs ? [{ id: provider, name: service.owner_name || ownerFirstName(service), photoUrl: null }] : []),
    ...team.members
      .filter((member) => member.serviceIds.has(service.id))
      .map((member) => ({ id: member.user_id, name: member.name, photoUrl: member.photo_url })),
  ];
  return namesToChooseFrom(people).map((person) => ({ id: person.id, name: person.shown, photoUrl: person.photoUrl }));
}
