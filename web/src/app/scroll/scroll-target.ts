/** Where a page scrolls after a navigation (spec 000 section 2). */
export type ScrollTarget = { kind: "position"; top: number } | { kind: "hash"; id: string } | { kind: "top" };

export interface ScrollSituation {
  /** POP is back/forward or a reload: the only navigations that restore a saved position. */
  navigationType: "POP" | "PUSH" | "REPLACE";
  saved: number | undefined;
  hash: string;
}

/** The saved position (back/forward), else the hash target, else the top. */
export function scrollTarget({ navigationType, saved, hash }: ScrollSituation): ScrollTarget {
  if (navigationType === "POP" && saved !== undefined) return { kind: "position", top: saved };
  const id = decodeHash(hash);
  if (id) return { kind: "hash", id };
  return { kind: "top" };
}

function decodeHash(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
