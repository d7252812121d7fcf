import { refuse, type Outcome, type Refusal } from "~/domain/outcome";
import { log, requestContext } from "~/lib/logger.server";

/**
 * A use case's step whose unexpected failure (the database gone, a bug) a person should meet as
 * a plain message rather than a broken page: the error goes to the log with its stack, the
 * person reads `message` with the request's id to quote, and what they typed comes back. The
 * use case's own refusals pass through untouched.
 */
export async function orFailure<T extends object>(
  failure: { message: string; log: string; details?: Record<string, unknown> },
  work: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    return await work();
  } catch (error) {
    log.error(failure.log, { error, ...failure.details });
    return unexpectedFailure(failure.message);
  }
}

/** The words of a failure on our side, with the request id when there is one. */
export function unexpectedFailure(message: string): Refusal {
  const requestId = requestContext.getStore()?.requestId;
  return refuse(500, requestId ? `${message} (Request ${requestId})` : message);
}
