import { startTransition, useEffect, useState } from "react";

/** Whether this page has hydrated: what mounts from then on knows it at once. */
let hydrated = false;

/**
 * False on the server and while the page hydrates, true from then on (and at once on a page the
 * browser draws itself): for what only works with the page's code (a form's submit button), and for
 * what the server leaves to the browser so that hydrating never waits for it (a list's filters).
 * The change after hydrating is drawn as a transition, in slices between the browser's own work, not
 * in one long task while the page is starting.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!value) startTransition(() => setValue(true));
  }, [value]);
  return value;
}
