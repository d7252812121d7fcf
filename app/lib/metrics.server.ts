import client from "prom-client";

/**
 * What operators watch (decision 0048; docs/operations.md): Prometheus metrics in each process,
 * gathered across the web processes and the background process by the primary (prom-client's
 * cluster aggregation: counters and histograms add up, so do memory gauges) and served on a
 * private port (server/metrics-server.ts), never on the public one.
 */
const PREFIX = "porchlight_";

/**
 * A metric made once per process: the app's code can be loaded twice in one process (a test's
 * source beside the built Remix bundle), and prom-client refuses a second metric of one name.
 */
function once<T extends client.Metric>(name: string, make: (name: string) => T): T {
  return (client.register.getSingleMetric(`${PREFIX}${name}`) as T | undefined) ?? make(`${PREFIX}${name}`);
}

export const httpRequests = once(
  "http_requests_total",
  (name) =>
    new client.Counter({
      name,
      help: "Requests answered, by method, route and status.",
      labelNames: ["method", "route", "status"] as const,
    }),
);

export const httpRequestSeconds = once(
  "http_request_duration_seconds",
  (name) =>
    new client.Histogram({
      name,
      help: "Time to answer a request, by route.",
      labelNames: ["route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const pageCacheAnswers = once(
  "page_cache_total",
  (name) =>
    new client.Counter({
      name,
      help: "Public pages asked for, by how the page cache answered (hit, miss, ...).",
      labelNames: ["result"] as const,
    }),
);

export const jobRoundSeconds = once(
  "job_round_duration_seconds",
  (name) =>
    new client.Histogram({
      name,
      help: "Background rounds run (the scheduler's minute, its hourly housekeeping), by job, with their durations.",
      labelNames: ["job", "outcome"] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60, 120],
    }),
);

export const outsideReads = once(
  "outside_reads_total",
  (name) =>
    new client.Counter({
      name,
      help: "Reads of outside data in a bounded worker thread, by task and result (ok, error, timeout, memory, crashed, busy).",
      labelNames: ["task", "result"] as const,
    }),
);

export const databaseBusyRetries = once(
  "database_busy_retries_total",
  (name) =>
    new client.Counter({
      name,
      help: "Transactions begun again because another process held SQLite's write lock past busy_timeout.",
    }),
);

let processMetricsStarted = false;

/** Memory, CPU and event-loop lag of this process, and its answers to the primary's requests for metrics. */
export function startProcessMetrics() {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  client.collectDefaultMetrics({ prefix: PREFIX });
  // Constructing it makes a cluster child answer the primary's requests for its metrics.
  new client.AggregatorRegistry();
}

/** A gauge read when metrics are asked for (registered by the one process that can answer it). */
export function gaugeOnRead<Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  read: (gauge: client.Gauge<Label>) => Promise<void>,
) {
  return once(
    name,
    (fullName) =>
      new client.Gauge<Label>({
        name: fullName,
        help,
        labelNames,
        async collect() {
          await read(this);
        },
      }),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WORD = /^[a-z][a-z0-9.-]{0,31}$/;
const MAX_ROUTES = 300;
const routes = new Set<string>();

/**
 * A request's route as a label of few values: ids, numbers and tokens become placeholders, at
 * most three segments are kept, anything not found is one label, and past 300 routes the rest
 * share one, so a scanner cannot grow the metrics without bound.
 */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return "(not found)";
  const segments = path
    .split("/")
    .filter(Boolean)
    .slice(0, 3)
    .map((segment) => (UUID.test(segment) ? ":id" : /^\d+$/.test(segment) ? ":n" : WORD.test(segment) ? segment : ":x"));
  const route = `/${segments.join("/")}`;
  if (routes.has(route)) return route;
  if (routes.size >= MAX_ROUTES) return "(other)";
  routes.add(route);
  return route;
}

/** This process's metrics, as Prometheus text. */
export const processMetricsText = () => client.register.metrics();

/** Every child's metrics added up, and the primary's own beside them (its restarts). */
export function clusterMetricsGatherer(primaryOwn: client.Registry) {
  const aggregator = new client.AggregatorRegistry();
  return async () => `${await aggregator.clusterMetrics()}\n${await primaryOwn.metrics()}`;
}

export { client as prometheus };
