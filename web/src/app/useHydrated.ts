import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (and at once on a page the
 * browser draws itself): for what only works with the page's code (a form's submit button), and for
 * what the server leaves to the browser so that hydrating never waits for it (a list's filters).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
