import type { QueryClient } from "@tanstack/react-query";

// The addresses a page starts with, and keeps as long as it lives.

/** The signed-in user (spec 000 section 3, resource `me`). */
export const ME_PATH = "/v1/me";

export const CURRENT_LOCALE_PATH = "/locales/current";

/** The reference data the app loads at start (spec 000 section 4), by the paths of section 7; vocabularies whole. */
const WHOLE = { paging: "false" };
export const START_LISTS = {
  locales: { path: "/locales" },
  settings: { path: "/settings" },
  creativeFields: { path: "/v1/creative_fields", query: WHOLE },
  industries: { path: "/v1/industries", query: WHOLE },
  languages: { path: "/languages", query: WHOLE },
  locations: { path: "/locations" },
} as const;

/**
 * Start data and the session live as long as the page: nothing may garbage-collect them while no
 * component happens to watch them, and clearing a session keeps them.
 */
export function pinStartQueries(queryClient: QueryClient): void {
  const paths = [ME_PATH, CURRENT_LOCALE_PATH, ...Object.values(START_LISTS).map((l) => l.path)];
  for (const path of paths) {
    queryClient.setQueryDefaults(["api", path], { gcTime: Number.POSITIVE_INFINITY, meta: { start: true } });
  }
}
