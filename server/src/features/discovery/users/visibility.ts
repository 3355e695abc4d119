import { type AnyColumn, and, eq, isNotNull, isNull, ne, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { connections, userBlocks, userFacets, users } from "../../../db/schema/index.ts";

/** Who is looking: the signed-in user, or null for a visitor. */
export type Viewer = { id: number } | null;

/**
 * The connection row of two users, whichever asked, as a condition the unordered-pair index
 * (least, greatest) answers; a plain "a asked b or b asked a" would scan both user columns.
 */
export const samePair = (a: SQL | AnyColumn | number | Placeholder, b: SQL | AnyColumn | number | Placeholder): SQL =>
  sql`least(${connections.requesterId}, ${connections.connecteeId}) = least(${a}::bigint, ${b}::bigint) and greatest(${connections.requesterId}, ${connections.connecteeId}) = greatest(${a}::bigint, ${b}::bigint)`;

/**
 * Who any member is, as far as a list or a page is concerned: a signed-in viewer who blocked
 * nobody, is blocked by nobody and knows no "connections only" profile (a plain member). Such a
 * member sees exactly the people and counts this viewer sees (no user has id 0), so one copy of a
 * list or a page serves them all.
 */
export const ANY_MEMBER = { id: 0 } as const satisfies Viewer;

/** The viewer of a request: from its session, or any member for the server's own render of a kept member page. */
export const viewerOf = (req: { auth: { user: { id: number } } | null; anyMember: boolean }): Viewer =>
  req.auth ? { id: req.auth.user.id } : req.anyMember ? ANY_MEMBER : null;

/** Complete, active accounts: the others are hidden from everyone, their owners too. */
const shown = and(isNull(users.deactivatedAt), eq(users.complete, true)) as SQL;

/**
 * The accounts that may be listed anywhere others look for people (search, member lists,
 * recommendations, related creatives, the sitemap): shown, and with a confirmed e-mail address, so
 * that nobody appears under an address that is not theirs. Every such list goes through it, by
 * itself or within visibleUsersFilter; what visitors may list is visibleUsersFilter(null).
 */
export const listedUsers = and(shown, isNotNull(users.confirmedAt)) as SQL;

/**
 * The one rule for which users a viewer may see, as a condition on `users`; every read of another
 * user (lists, profiles, follows, connections, recommendations, counts) goes through it.
 * Only listed accounts are seen by others; an unconfirmed one is seen by its owner alone, who
 * builds the profile before confirming. A block in either direction hides the two users from each
 * other. "members" profiles need a signed-in viewer; "connections" profiles need a confirmed
 * connection, or a request the profile's owner sent to the viewer: whoever asks to connect shows
 * themselves to the one they ask, who could not answer otherwise.
 *
 * The viewer's id may be a column of the statement, for a rule asked of many viewers at once (who
 * may hear of a new opportunity).
 *
 * `pastOwnBlock` looks past the viewer's own blocks (never past one against the viewer): what the
 * blocker would see of someone without the block, for the one read that lets them lift it there.
 */
export function visibleUsersFilter(
  viewer: Viewer | { id: Placeholder | AnyColumn },
  { pastOwnBlock = false } = {},
): SQL {
  if (!viewer) return and(listedUsers, eq(users.profileVisibility, "everyone")) as SQL;
  const blockedByThem = sql`(${userBlocks.blockerId} = ${users.id} and ${userBlocks.blockedId} = ${viewer.id})`;
  const notBlocked = pastOwnBlock
    ? sql`not exists (select 1 from ${userBlocks} where ${blockedByThem})`
    : sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${viewer.id} and ${userBlocks.blockedId} = ${users.id}) or ${blockedByThem})`;
  const connected = sql`exists (select 1 from ${connections} where ${samePair(users.id, viewer.id)} and (${connections.requesterId} = ${users.id} or ${connections.status} = 'confirmed'))`;
  return and(
    shown,
    or(
      eq(users.id, viewer.id),
      and(isNotNull(users.confirmedAt), notBlocked, or(ne(users.profileVisibility, "connections"), connected)),
    ),
  ) as SQL;
}

/**
 * visibleUsersFilter as a condition on a listed user's `user_facets` row, the copy the find lists
 * filter on: the copied visibility and `listed` stand for the users row, and the viewer's blocks
 * and connections are read once for the whole statement (uncorrelated subqueries) instead of per
 * row. It is the same rule, for the users that user_facets.listed admits; find.test.ts holds the
 * two to the same people. Another copy of a user's visibility (an opportunity's owner on the
 * board) names its own columns.
 */
export function visibleFacetsFilter(
  viewer: Viewer,
  columns: { userId: AnyColumn; profileVisibility: AnyColumn } = userFacets,
): SQL {
  const { userId, profileVisibility } = columns;
  if (!viewer) return eq(profileVisibility, "everyone");
  const blocks = sql`array(select ${userBlocks.blockedId} from ${userBlocks} where ${userBlocks.blockerId} = ${viewer.id} union all select ${userBlocks.blockerId} from ${userBlocks} where ${userBlocks.blockedId} = ${viewer.id})`;
  // Whom a "connections" profile shows itself to: its confirmed connections, and whom it asked.
  const shownTo = sql`array(select ${connections.connecteeId} from ${connections} where ${connections.requesterId} = ${viewer.id} and ${connections.status} = 'confirmed' union all select ${connections.requesterId} from ${connections} where ${connections.connecteeId} = ${viewer.id})`;
  return sql`(${userId} <> all(${blocks}) and (${profileVisibility} <> 'connections' or ${userId} = ${viewer.id} or ${userId} = any(${shownTo})))`;
}
