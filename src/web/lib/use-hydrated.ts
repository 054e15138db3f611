import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the prerendered HTML is being hydrated (and when prerendering), true afterwards and
 * on every render of a page reached by client navigation. A prerendered page renders what depends
 * on the address's query or on the browser only once this is true, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
