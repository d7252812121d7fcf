import type { LatLng } from "~/domain/places/geo";
import type { PlacedJob, Span, TravelProfile } from "~/domain/schedule/travel";
import { getEnv } from "~/lib/env.server";
import { listPlacedJobs } from "~/models/booking.server";
import { publicDataVersion } from "~/models/public-data.server";
import { asksOsrm, learnDrives, newDrivesOfPlace, type DrivesOfPlace } from "./travel.server";

/**
 * Each person's jobs read so far and the stretches of time they cover; and, without OSRM, the
 * estimated drives to and from the places customers asked from, by profile and place.
 */
type RoutesKnown = {
  version: number;
  jobs: Map<string, PlacedJob[]>;
  spans: Map<string, Span[]>;
  /** Jobs and spans kept, which bound it. */
  size: number;
  drives: Map<string, DrivesOfPlace>;
};

/**
 * The routes this process has read at the public data's version (every booking, claim and move
 * raises it, in the writing transaction): the lists of every request share them until it moves,
 * so a list read again before anything changed reads no jobs at all.
 */
let known: RoutesKnown = fresh(-1);

/** Past this many jobs and spans kept, the routes known start again (a few MB at most). */
const MAX_KEPT = 50_000;
/** Past this many places (by profile) asked from, their drives are worked out per request again. */
const MAX_PLACES_KNOWN = 200;

function fresh(version: number): RoutesKnown {
  return { version, jobs: new Map(), spans: new Map(), size: 0, drives: new Map() };
}

/** The routes known at this version: the shared ones, new ones when it moved on, private ones for a request that read an older one. */
function knownAt(version: number): RoutesKnown {
  if (version === known.version && known.size < MAX_KEPT) return known;
  if (version < known.version) return fresh(version);
  return (known = fresh(version));
}

/**
 * The routes a list's searches read as they look (issue 58): each round reads the days they
 * stopped at (a query per stretch, most often one) into each person's one list of jobs and spans
 * read (the routes of the contexts share them), and asks OSRM about the new places (within the
 * request's one budget). Most searches end at their first free start, so a list reads the
 * few jobs around it and not everyone's for the horizon; what it reads stays known to the next
 * list until the public data changes.
 */
export class RoutesRead {
  private constructor(
    private readonly routes: RoutesKnown,
    private readonly fixedPlaces: readonly LatLng[],
  ) {}

  /**
   * The routes as known now, to be read further as the searches ask. With OSRM, the drives
   * between `places` (the job's, the days' ends) and the jobs of `people` already known are
   * asked about first; both are worked out only then.
   */
  static async of(whom: () => { people: readonly string[]; places: readonly LatLng[] }): Promise<RoutesRead> {
    const routes = knownAt(await publicDataVersion());
    if (!asksOsrm()) return new RoutesRead(routes, []);
    const { people, places } = whom();
    const jobPlaces = people.flatMap((person) => routes.jobs.get(person) ?? []).flatMap((job) => (job.place ? [job.place] : []));
    if (jobPlaces.length > 0) await learnDrives([...places, ...jobPlaces]);
    return new RoutesRead(routes, places);
  }

  /**
   * The drives to and from a customer's place worked out by earlier lists, to be added to. Only
   * without OSRM: then a drive is the estimate, a function of the two places and the profile
   * alone; OSRM's answers come and go, and are looked up afresh for every request.
   */
  drivesOf(profile: TravelProfile, place: LatLng): DrivesOfPlace | undefined {
    if (getEnv().OSRM_URL) return undefined;
    const key = `${profile.mode} ${profile.minutesPerMile} ${profile.parkingMinutes} ${place.lat} ${place.lng}`;
    let drives = this.routes.drives.get(key);
    if (!drives && this.routes.drives.size < MAX_PLACES_KNOWN) this.routes.drives.set(key, (drives = newDrivesOfPlace()));
    return drives;
  }

  /** A person's jobs: the one list their routes hold, filled in as days are read. */
  jobsOf(person: string): readonly PlacedJob[] {
    return this.listOf(person);
  }

  private listOf(person: string): PlacedJob[] {
    let jobs = this.routes.jobs.get(person);
    if (!jobs) {
      this.routes.jobs.set(person, (jobs = []));
      this.routes.spans.set(person, []);
    }
    return jobs;
  }

  /** The stretches of time of a person's jobs read. */
  spansOf(person: string): readonly Span[] {
    this.listOf(person);
    return this.routes.spans.get(person)!;
  }

  /** Reads the jobs of these people's stretches of time. */
  async read(days: ReadonlyArray<Span & { userId: string }>): Promise<void> {
    const bySpan = new Map<string, { span: Span; people: Set<string> }>();
    for (const day of days) {
      const key = `${day.fromMs} ${day.toMs}`;
      const group = bySpan.get(key) ?? { span: { fromMs: day.fromMs, toMs: day.toMs }, people: new Set<string>() };
      group.people.add(day.userId);
      bySpan.set(key, group);
    }
    const places: LatLng[] = [];
    for (const { span, people } of bySpan.values()) {
      const found = await listPlacedJobs([...people], span);
      for (const person of people) {
        const jobs = this.listOf(person);
        const fresh = found.get(person) ?? [];
        const kept = jobs.filter((job) => job.startMs < span.fromMs || job.startMs >= span.toMs);
        this.routes.size += fresh.length + kept.length - jobs.length + 1;
        jobs.splice(0, jobs.length, ...[...kept, ...fresh].sort((a, b) => a.startMs - b.startMs));
        this.routes.spans.get(person)!.push(span);
        for (const job of fresh) if (job.place) places.push(job.place);
      }
    }
    if (places.length > 0) await learnDrives([...this.fixedPlaces, ...places]);
  }
}
