import http from "node:http";
import type { AddressInfo } from "node:net";
import { haversineMiles } from "~/domain/places/geo";

/**
 * A fake OSRM server (its Table service) on 127.0.0.1, for the travel tests: it answers drive
 * times of `secondsPerMile` over the straight line, or fails, or is slow, as the test sets it.
 */
export type FakeOsrmMode = "answer" | "fail" | "slow" | "garbage";

export async function startFakeOsrm(options: { secondsPerMile: number; slowMs?: number }) {
  /** `delayMs`: how long an answer takes in "answer" mode (slow, but maybe within a budget). */
  const state = { mode: "answer" as FakeOsrmMode, requests: 0, delayMs: 0 };
  const server = http.createServer((request, response) => {
    state.requests += 1;
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const match = /^\/table\/v1\/driving\/(.+)$/.exec(url.pathname);
    if (!match) return void response.writeHead(404).end();
    if (state.mode === "fail") return void response.writeHead(500, { "content-type": "application/json" }).end('{"code":"Error"}');
    if (state.mode === "garbage")
      return void response.writeHead(200, { "content-type": "application/json" }).end('{"code":"Ok","durations":[[1');
    const places = decodeURIComponent(match[1])
      .split(";")
      .map((pair) => {
        const [lng, lat] = pair.split(",").map(Number);
        return { lat, lng };
      });
    const indexes = (name: string) => (url.searchParams.get(name) ?? "").split(";").map(Number);
    const sources = indexes("sources");
    const destinations = indexes("destinations");
    const miles = sources.map((i) => destinations.map((j) => haversineMiles(places[i], places[j])));
    const body = JSON.stringify({
      code: "Ok",
      durations: miles.map((row) => row.map((m) => m * options.secondsPerMile)),
      distances: miles.map((row) => row.map((m) => m * 1609.344)),
    });
    const send = () => response.writeHead(200, { "content-type": "application/json" }).end(body);
    if (state.mode === "slow") setTimeout(send, options.slowMs ?? 2000);
    else if (state.delayMs > 0) setTimeout(send, state.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
