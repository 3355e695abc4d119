import { useSyncExternalStore } from "react";

/** Mantine's `md` breakpoint, where a page's side column appears. */
const WIDE = "(min-width: 62em)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(WIDE);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Whether the screen is wide enough for a side column: false on the server and while the page
 * hydrates, then the browser's answer, kept as the window changes. What only the side column shows
 * is not built at all on a phone.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
