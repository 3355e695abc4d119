/** The member's home feed: new work of the people they follow and are connected with. */
export const FEED_LIMITS = {
  pageSize: 12,
  maxPageSize: 24,
} as const;
