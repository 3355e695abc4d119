import { SOCIAL_ERROR_CODES } from "@atelier/common";
import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { connections, users } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import type { UserRow } from "../discovery/users/present.ts";
import { requestedVisibleUser, requireVisibleUser } from "../discovery/users/service.ts";
import { visibleUsersFilter } from "../discovery/users/visibility.ts";

/**
 * Who may follow, connect with and block whom, and who may read which of these lists.
 *
 * Read: a user's followers, followings and connections are read by whoever may see that user
 * (findVisibleUser); to anyone else the user does not exist (404). Each list holds only the users
 * the caller may see (listUsers applies visibleUsersFilter). The open requests (incoming, outgoing)
 * and the blocks are read by their user alone, under /v1/my/...; a request shows only while its
 * other party is visible to that user.
 *
 * Act: every action needs a session (403 without one) and acts on the caller's own rows; a row of
 * someone else is a 404 like a missing one, never a 403, so ids reveal nothing.
 * - Follow, connect: never oneself (422 at target_id, connectee_id), and only a user the actor may
 *   see (requireVisibleUser; 404 otherwise, as for a missing user).
 * - Confirm, deny: only the connectee of the request; confirming needs the requester still visible.
 * - Withdraw or remove a connection: either of its two users.
 * - Unfollow, unblock: follows and blocks are named by the caller and the other user, so one only
 *   ever reaches one's own, whoever the other has become.
 * - Block: never oneself (422 at user_id); any user whose account is not deactivated, even one
 *   hidden from the blocker otherwise (404 for the rest). A block hides the two from each other
 *   everywhere, with one exception: the blocker still opens the profile of whom they blocked
 *   (findUserBlockedBy, marked is_blocked, its sections hidden), to lift the block there.
 */

/**
 * The user whose followers, followings or connections are read, by id or slug, when the request's
 * viewer may see them; hidden users are a 404.
 */
export const visibleCircleOwner = requestedVisibleUser;

/** What one may not do to oneself, and where the refusal points. */
const SELF_REFUSALS = {
  follow: { attribute: "targetId", detail: "You cannot follow yourself.", code: SOCIAL_ERROR_CODES.selfFollow },
  connect: {
    attribute: "connecteeId",
    detail: "You cannot connect with yourself.",
    code: SOCIAL_ERROR_CODES.selfConnection,
  },
  block: { attribute: "userId", detail: "You cannot block yourself.", code: undefined },
} as const;

/** Following, connecting and blocking take another user: oneself is a 422 at the attribute naming them. */
export function refuseSelf(action: keyof typeof SELF_REFUSALS, actorId: number, userId: number): void {
  if (userId !== actorId) return;
  const { attribute, detail, code } = SELF_REFUSALS[action];
  throw errors.invalid(attribute, detail, code);
}

/**
 * The user being followed, asked to connect, or whose request is confirmed, when the actor may see
 * them; hidden, blocked either way or missing, it is a 404 ("There is no such user.").
 */
export function reachableUser(tx: Executor, actorId: number, userId: number): Promise<UserRow> {
  return requireVisibleUser(tx, actorId, userId);
}

/**
 * The user being blocked: anyone whose account is not deactivated, though hidden otherwise (a
 * private profile may still be blocked); deactivated or missing, it is a 404.
 */
export async function blockableUser(tx: Executor, userId: number): Promise<{ id: number; name: string | null }> {
  const [user] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  if (!user) throw errors.notFound("There is no such user.");
  return user;
}

/** The connections a user may answer (confirm or deny): those they were asked. */
export const answerableBy = (userId: number): SQL => eq(connections.connecteeId, userId);

/** The connections a user may withdraw or remove: those of which they are either party. */
export const removableBy = (userId: number): SQL =>
  or(eq(connections.requesterId, userId), eq(connections.connecteeId, userId)) as SQL;

export type RequestDirection = "incoming" | "outgoing";

/**
 * The open requests a user's lists may show, as a join of the other party and a condition: those
 * made to the user (incoming) or by the user (outgoing), and only while the user may see the other.
 * Given several users, the requests of each of them, told apart by `mine`, the column naming whose
 * list holds a request.
 */
export function listableRequests(
  userIds: number | readonly number[],
  direction: RequestDirection,
): { on: SQL; where: SQL; mine: typeof connections.connecteeId } {
  const mine = direction === "incoming" ? connections.connecteeId : connections.requesterId;
  const theirs = direction === "incoming" ? connections.requesterId : connections.connecteeId;
  const [ofMine, viewer] =
    typeof userIds === "number" ? [eq(mine, userIds), { id: userIds }] : [inArray(mine, [...userIds]), { id: mine }];
  const where = and(ofMine, eq(connections.status, "requested"), visibleUsersFilter(viewer)) as SQL;
  return { on: eq(users.id, theirs), where, mine };
}
