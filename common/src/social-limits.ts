/** Sizes of the social area, apart from zod so pages read them without it. */
export const SOCIAL_LIMITS = {
  /** Characters of the note a connection request may carry. */
  connectionNote: 300,
} as const;
