/** The member's home feed: new work of the people they follow and are connected with. */
export const FEED_LIMITS = {
  pageSize: 12,
  maxPageSize: 24,
  /** People to follow beside the feed, and in the start of a member who follows nobody yet. */
  suggestions: 6,
  maxSuggestions: 24,
} as const;

/** The feed's cursor parameter: the opaque `page[after]` of its `links.next`. */
export const FEED_CURSOR_PARAM = "page[after]";
