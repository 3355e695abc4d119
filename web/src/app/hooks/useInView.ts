import { type RefObject, useEffect, useState } from "react";

/**
 * What waits for the screen (a picture, a list further down the page) starts this far before it
 * scrolls into view, once a tenth of it would show.
 */
export const LAZY_ROOT_MARGIN = "200px";
export const LAZY_THRESHOLD = 0.1;

/**
 * Whether an element has come near the viewport; once true it stays true. Where the browser has
 * no IntersectionObserver everything counts as seen.
 */
export function useInView(ref: RefObject<Element | null>, { skip = false }: { skip?: boolean } = {}): boolean {
  const [seen, setSeen] = useState(skip);
  useEffect(() => {
    if (seen) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN, threshold: LAZY_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
