/**
 * Code that a page's server HTML already shows but that loads on its own (a lazy component
 * inside Suspense). React 18 hydrates such a boundary later, in slices, once its code arrives,
 * and an input typed into it between two slices forces a synchronous hydration that fails
 * ("Root did not complete", error #345; react#25494): the page then never gets its script.
 * Hydration waits for what is registered here, so the boundary hydrates with the rest of the
 * page (docs/decisions/0050).
 */
const pending: Array<Promise<unknown>> = [];

/** Registers code to load before the page hydrates; call it as the page's modules load. */
export function hydrateAfter(loading: Promise<unknown>): void {
  pending.push(loading);
}

/** Settles once everything registered has loaded or failed (a failure hydrates without it, as before). */
export function beforeHydration(): Promise<unknown> {
  return Promise.allSettled(pending);
}
