import { log } from "~/lib/logger.server";

/**
 * Time a use case freed is offered to the waitlist after the commit (decision 0033): the waitlist
 * listens here, so booking needs no knowledge of who uses freed time, and the minute's sweep finds
 * whatever no listener was told of.
 */
type Listener = (providerUserId: string, now: Date) => Promise<unknown>;

const listeners = new Set<Listener>();

export function whenTimeFrees(listener: Listener): void {
  listeners.add(listener);
}

/** Tells the listeners; a listener's failure is logged, never the caller's (its change has committed). */
export async function timeFreed(providerUserId: string | null | undefined, now: Date): Promise<void> {
  if (!providerUserId) return;
  for (const listener of listeners) {
    await listener(providerUserId, now).catch((error) => log.error("offering freed time failed", { error, providerUserId }));
  }
}
