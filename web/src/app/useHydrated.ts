import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (and at once on a page the
 * browser draws itself): for what only the browser should draw, such that hydrating never waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
