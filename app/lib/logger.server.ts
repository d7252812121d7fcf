import { AsyncLocalStorage } from "node:async_hooks";
import { processRole } from "./process-role.server";
import { singleton } from "./singleton.server";

type Level = "debug" | "info" | "warn" | "error";
type Fields = Record<string, unknown>;

/**
 * The request being served, so every log line of a request carries its id; and when its asks of
 * OSRM must be done by, so they share one budget (issue 58).
 */
export const requestContext = singleton("requestContext", () => new AsyncLocalStorage<{ requestId: string; osrmUntil?: number }>());

// Field names whose values never reach a log line.
const SECRET_FIELD = /pass(word)?|secret|token|authorization|cookie|card|cvv|api[_-]?key/i;

function redact(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, SECRET_FIELD.test(key) ? "[redacted]" : value]));
}

function serializeError(error: unknown) {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}

/** Which process wrote a line, where there are several (decision 0048). */
const role = processRole();
const PROCESS_FIELD = role === "single" ? {} : { process: `${role}:${process.pid}` };

const LEVELS: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 50 };

/** LOG_LEVEL (debug, info, warn, error, silent) is read on each line so tests can change it. */
function enabled(level: Level): boolean {
  const threshold = LEVELS[(process.env.LOG_LEVEL as Level | "silent") ?? "info"] ?? LEVELS.info;
  return LEVELS[level] >= threshold;
}

function write(level: Level, message: string, fields: Fields = {}) {
  if (!enabled(level)) return;
  const { error, ...rest } = fields;
  const line = {
    time: new Date().toISOString(),
    level,
    msg: message,
    requestId: requestContext.getStore()?.requestId,
    ...PROCESS_FIELD,
    ...redact(rest),
    ...(error === undefined ? {} : { error: serializeError(error) }),
  };
  const text = JSON.stringify(line);
  if (level === "error" || level === "warn") process.stderr.write(`${text}\n`);
  else process.stdout.write(`${text}\n`);
}

/** One JSON line per event: machine-readable on Fly.io and in `docker logs`. */
export const log = {
  debug: (message: string, fields?: Fields) => write("debug", message, fields),
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, fields?: Fields) => write("warn", message, fields),
  error: (message: string, fields?: Fields) => write("error", message, fields),
};
