/**
 * Requests arriving at random as independent visitors send them (a Poisson process): each at its
 * own moment, never waiting for an earlier answer, unlike a load generator's connections, which
 * send in bursts. A latency runs from when the request was due, so a late client counts against the
 * server.
 */
import http from "node:http";
import { percentile, seededRandom } from "./support";

export type PoissonResult = { p50: number; p99: number; max: number; count: number; failures: number };

export async function poissonLoad(
  base: string,
  nextPath: () => string,
  options: { perSecond: number; seconds: number; seed?: number },
): Promise<PoissonResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const random = seededRandom(options.seed ?? 20261127);
  const began = performance.now();
  const end = began + options.seconds * 1000;
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let failures = 0;
  let due = began;

  const send = (dueAt: number) => {
    const done = new Promise<void>((resolve) => {
      const request = http.get(`${base}${nextPath()}`, { agent, headers: { "Accept-Encoding": "gzip" } }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode !== 200) failures += 1;
          latencies.push(performance.now() - dueAt);
          resolve();
        });
      });
      request.on("error", () => {
        failures += 1;
        resolve();
      });
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  while (due < end) {
    due += (-Math.log(1 - random()) / options.perSecond) * 1000;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (due < end) send(due);
  }
  await Promise.all(inFlight);
  agent.destroy();
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    count: latencies.length,
    failures,
  };
}
