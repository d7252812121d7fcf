import { useWords } from "~/components/use-words";
import { travelWords } from "~/locales/travel";
import { fill } from "~/locales/words";
import type { RouteMap } from "~/domain/schedule/route";

type Leg = { drive: string | null; directions: string | null };

/** The drive into one job of the day and its directions link (a standard maps URL). */
export function RouteLeg({ leg, place }: { leg: Leg | undefined; place: string }) {
  const words = useWords(travelWords);
  if (!leg || (!leg.drive && !leg.directions)) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {leg.drive ? <span className="font-medium">{fill(words.driveInto, { drive: leg.drive })}</span> : null}
      {leg.directions ? (
        <a href={leg.directions} className="font-medium text-primary underline" target="_blank" rel="noreferrer">
          {words.directions}
          <span className="sr-only"> · {place}</span>
        </a>
      ) : null}
    </p>
  );
}

/** The day's drive home, its total and its map: drawn as SVG from the coordinates, no tiles or script needed. */
export function RouteSummary({ route }: { route: { home: string | null; total: string; map: RouteMap | null } }) {
  const words = useWords(travelWords);
  const map = route.map;
  return (
    <div className="space-y-3">
      {route.home ? <p className="text-sm">{fill(words.driveHome, { drive: route.home })}</p> : null}
      <p className="font-semibold">{fill(words.totalDriving, { drive: route.total })}</p>
      {map ? (
        <svg
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="img"
          aria-labelledby="route-map-title route-map-desc"
          className="h-auto w-full max-w-md rounded-lg border border-border bg-muted text-foreground"
          data-testid="route-map"
        >
          <title id="route-map-title">{words.mapTitle}</title>
          <desc id="route-map-desc">{words.mapDescription}</desc>
          <path d={map.path} fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="6 4" className="text-primary" />
          {map.start ? <rect x={map.start.x - 6} y={map.start.y - 6} width="12" height="12" fill="currentColor" /> : null}
          {map.end ? (
            <path
              d={`M${map.end.x} ${map.end.y - 8} L${map.end.x + 8} ${map.end.y} L${map.end.x} ${map.end.y + 8} L${map.end.x - 8} ${map.end.y} Z`}
              fill="currentColor"
            />
          ) : null}
          {map.stops.map((stop) => (
            <g key={stop.label}>
              <circle cx={stop.x} cy={stop.y} r="11" className="fill-primary" />
              <text x={stop.x} y={stop.y + 4} textAnchor="middle" fontSize="12" fontWeight="700" className="fill-primary-foreground">
                {stop.label}
              </text>
            </g>
          ))}
        </svg>
      ) : null}
    </div>
  );
}
