import { log } from "~/lib/logger.server";

/**
 * Time a use case freed (a cancellation, a move, a job ended early, an offer passed on) is
 * offered to the waitlist at once, after the commit (decision 0033). The waitlist listens here,
 * so the booking use cases need not know the features that use freed time; the minute's sweep
 * finds whatever no listener was told of (hours widened, a day off removed, a member added).
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
