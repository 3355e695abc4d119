import { z } from "zod";
import { USER_KINDS } from "../enums.ts";
import { SOCIAL_LIMITS } from "../social-limits.ts";
import { optional, paragraphs } from "./text.ts";

export { SOCIAL_LIMITS } from "../social-limits.ts";

/** A user id as the wire carries it: a string of digits, or a number; never `true` or "1e3". */
const userId = (what: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,15}$/, `Choose ${what}.`)], `Choose ${what}.`)
    .transform(Number)
    .pipe(z.number().int(`Choose ${what}.`).positive(`Choose ${what}.`));
/** Ids in query parameters: digits only. */
const idText = z
  .string()
  .regex(/^\d{1,15}$/, "Use ids made of digits.")
  .transform(Number)
  .pipe(z.number().positive("Use ids from 1 up."));

/** POST /v1/followings: follow a user. */
export const followCreateSchema = z.object({ targetId: userId("a user to follow") });
export type FollowCreateInput = z.infer<typeof followCreateSchema>;

/**
 * POST /v1/connections: ask a user to connect (or accept when they asked first), with a short note
 * for them; an empty note is none.
 */
export const connectionCreateSchema = z.object({
  connecteeId: userId("a user to connect with"),
  note: optional(paragraphs(SOCIAL_LIMITS.connectionNote)),
});
export type ConnectionCreateInput = z.infer<typeof connectionCreateSchema>;

/** Orders of GET /v1/users; `rank` is the default (for recommendations: what the two users share). */
export const USER_LIST_ORDERS = ["rank", "newest", "name"] as const;
export type UserListOrder = (typeof USER_LIST_ORDERS)[number];

/** The filters of the users lists, as comma-separated query values (already split). */
export const userListFilterSchema = z
  .object({
    withUserNames: z.array(z.string().max(100, "Use at most 100 characters.")).max(10),
    withUserKeyword: z.array(z.string().max(100, "Use at most 100 characters.")).max(1, "Search for one term."),
    kind: z.array(z.enum(USER_KINDS)).max(USER_KINDS.length),
    creativeFieldIds: z.array(idText).max(30),
    withUserConnectableTo: z.array(idText).length(1, "Name one user."),
  })
  .partial();
export type UserListFilter = z.infer<typeof userListFilterSchema>;
