/**
 * What a member's standing is read for (GET /v1/me/standing): the types whose standing a member may
 * ask for, each as `filter[type]` with comma-separated ids, and how many ids of each one read takes
 * (more than any page shows).
 */
export const STANDING_TYPES = ["users", "showroom_items", "gallery_items", "opportunities"] as const;
export type StandingType = (typeof STANDING_TYPES)[number];

export const STANDING_MAX_IDS = 200;

export const STANDING_PATH = "/v1/me/standing";
