import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import { log } from "~/lib/logger.server";
import { prometheus } from "~/lib/metrics.server";

/**
 * GET /metrics on its own port (METRICS_PORT): Prometheus text of every process. With
 * METRICS_TOKEN set, a request without `Authorization: Bearer <token>` is refused.
 */
export function serveMetrics(options: { port: number; host: string; token?: string; gather: () => Promise<string> }) {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  const authorized = (header: string | undefined) => {
    if (!expected) return true;
    const given = Buffer.from(header ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const server = http.createServer((req, res) => {
    const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(text);
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics")
      return answer(404, "Not found: the metrics are at /metrics.\n");
    if (!authorized(req.headers.authorization))
      return answer(401, "This needs the metrics token (Authorization: Bearer …).\n", { "WWW-Authenticate": 'Bearer realm="metrics"' });
    options.gather().then(
      (text) => res.writeHead(200, { "Content-Type": prometheus.register.contentType }).end(text),
      (error: unknown) => {
        log.warn("metrics could not be gathered", { error });
        answer(503, "The metrics could not be gathered just now; try again.\n");
      },
    );
  });
  server.listen(options.port, options.host, () => log.info("metrics are served", { port: options.port, host: options.host }));
  server.on("error", (error) => log.error("the metrics port could not be opened", { error, port: options.port }));
  return server;
}
