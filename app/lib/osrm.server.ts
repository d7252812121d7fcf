import type { LatLng } from "~/domain/places/geo";

/**
 * OSRM's Table service (https://project-osrm.org/docs/v5.24.0/api/#table-service): the drive
 * times and distances from some places to others in one request. The server is the operator's
 * (OSRM_URL), but its answer is still outside input: bounded in time and bytes, and checked
 * number by number, so a slow or broken OSRM costs a request its budget and no more.
 */

/** Seconds and metres from each source to each destination; null where OSRM found no route. */
export type OsrmTable = { durations: Array<Array<number | null>>; distances: Array<Array<number | null>> };

/** A table of up to this many places is asked in one request (OSRM's default max-table-size is 100). */
export const OSRM_MAX_PLACES = 100;
const MAX_ANSWER_BYTES = 512 * 1024;

const coordinate = (place: LatLng) => `${place.lng.toFixed(5)},${place.lat.toFixed(5)}`;

/**
 * The table from `sources` to `destinations` (indexes into `places`), or null when OSRM did not
 * answer well within `timeoutMs`: the caller then estimates.
 */
export async function osrmTable(
  baseUrl: string,
  places: readonly LatLng[],
  pairs: { sources: readonly number[]; destinations: readonly number[] },
  timeoutMs: number,
): Promise<OsrmTable | null> {
  if (places.length < 2 || places.length > OSRM_MAX_PLACES) return null;
  const url = new URL(`table/v1/driving/${places.map(coordinate).join(";")}`, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  url.searchParams.set("sources", pairs.sources.join(";"));
  url.searchParams.set("destinations", pairs.destinations.join(";"));
  url.searchParams.set("annotations", "duration,distance");
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
    if (!response.ok || !response.body) return null;
    const text = await readBounded(response.body, MAX_ANSWER_BYTES);
    return text === null ? null : tableOf(JSON.parse(text), pairs.sources.length, pairs.destinations.length);
  } catch {
    // A timeout, a refused connection or a body that is not JSON: the estimate stands in.
    return null;
  }
}

async function readBounded(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<string | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The answer's two matrices when they are what was asked for: rows × columns of finite numbers or null. */
function tableOf(answer: unknown, rows: number, columns: number): OsrmTable | null {
  if (!answer || typeof answer !== "object" || (answer as { code?: unknown }).code !== "Ok") return null;
  const { durations, distances } = answer as { durations?: unknown; distances?: unknown };
  const matrix = (value: unknown) =>
    Array.isArray(value) &&
    value.length === rows &&
    value.every(
      (row) =>
        Array.isArray(row) &&
        row.length === columns &&
        row.every((cell) => cell === null || (typeof cell === "number" && Number.isFinite(cell) && cell >= 0)),
    );
  if (!matrix(durations) || !matrix(distances)) return null;
  return { durations: durations as OsrmTable["durations"], distances: distances as OsrmTable["distances"] };
}
