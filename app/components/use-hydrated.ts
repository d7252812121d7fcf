import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** True once React runs in the browser: for extras that need JavaScript (never for the core flow). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
