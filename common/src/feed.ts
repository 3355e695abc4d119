/** The member's home feed: new work of the people they follow and are connected with. */
export const FEED_LIMITS = {
  pageSize: 12,
  maxPageSize: 24,
} as const;

/**
 * A member's home is kept for all members with an empty place for the feed's first cards; the
 * server fills it for each member as it sends the page, and brings the feed's first page beside it
 * (a JSON script of this id), so the browser draws the rest without asking again.
 */
export const FEED_SLOT = { attribute: "data-feed-slot" } as const;
export const BROUGHT_FEED_ID = "brought-feed";
/** How many of the feed's first cards the server draws: what a first screen shows, on a desktop two rows. */
export const FEED_CARDS_DRAWN = 4;
