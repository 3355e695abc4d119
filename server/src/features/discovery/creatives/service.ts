import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { connections, creations, follows, profileImages, userFacets, users } from "../../../db/schema/index.ts";
import { NEWEST_SUGGESTIONS, sharedWith, type UserScope } from "../users/service.ts";
import { samePair, type Viewer, visibleUsersFilter } from "../users/visibility.ts";

/** A profile shows a handful of related creatives; more pages are there for whoever wants them. */
export const RELATED_PAGE_SIZE = { defaultSize: 6, maxSize: 24 };

/** A member's home offers a handful of people to follow beside the feed. */
export const TO_FOLLOW_PAGE_SIZE = { defaultSize: 6, maxSize: 24 };

/** Spec 001: the home page's shelf of creatives shows eight. */
export const EXPLORE_PAGE_SIZE = { defaultSize: 8, maxSize: 24 };

const hasPublishedWork: SQL = sql`exists (select 1 from ${creations} where ${creations.ownerId} = ${users.id} and ${creations.type} = 'showroom' and ${creations.status} = 'published')`;
const hasProfileImage: SQL = sql`exists (select 1 from ${profileImages} where ${profileImages.userId} = ${users.id} and ${profileImages.kind} = 'profile')`;
/**
 * A shuffle that holds for one day (UTC): pages of the same day never overlap, and the next day
 * brings others to the front.
 */
const dailyShuffle: SQL = sql`md5(${users.id}::text || ':' || to_char(now() at time zone 'utc', 'YYYY-MM-DD'))`;

const isPremium: SQL = sql`(select ${userFacets.premium} from ${userFacets} where ${userFacets.userId} = ${users.id})`;

/**
 * Creatives to discover (the home page's shelf): those with published showroom work first, premium
 * members first among them (their boost), then those with a face, as they make the shelf worth a
 * look, shuffled anew each day within each of those tiers. The viewer is left out; everyone else
 * the viewer may see is there.
 */
export function exploreCreativesScope(viewer: Viewer): UserScope {
  return {
    where: and(eq(users.isCreative, true), viewer ? ne(users.id, viewer.id) : undefined),
    defaultOrder: [desc(hasPublishedWork), desc(isPremium), desc(hasProfileImage), dailyShuffle, desc(users.id)],
  };
}

/** Whether the viewer may see this user; anything else is answered as if they did not exist. */
export async function isVisibleUser(db: Executor, viewer: Viewer, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), visibleUsersFilter(viewer)));
  return user !== undefined;
}

/**
 * Creatives related to a user: those sharing a creative field, a skill or the place with them, the
 * user and the viewer left out. Ranked by shared creative fields, then shared skills, then the same
 * place, then the same country; the newest first among equals.
 *
 * A client's profile lists them too, the same way: a client's creative fields are the fields they
 * hire in, so the creatives working there are who someone looking at a client wants to see next,
 * and an empty box beside every client would hide that.
 */
export async function relatedCreativesScope(db: Executor, userId: number, viewer: Viewer): Promise<UserScope> {
  const { candidates, shared } = await sharedWith(db, userId);
  return {
    where: and(eq(users.isCreative, true), ne(users.id, userId), viewer ? ne(users.id, viewer.id) : undefined),
    defaultOrder: [
      desc(shared.creativeFields),
      desc(shared.skills),
      desc(shared.samePlace),
      desc(shared.sameCountry),
      desc(users.createdAt),
      desc(users.id),
    ],
    candidates,
  };
}

/**
 * Creatives a member might follow, for their home: creatives they neither follow nor are connected
 * with, ranked by shared creative fields (3 each), shared skills (2 each), mutual connections (2
 * each), the same place (2) and the same country (1), those with published work first, since
 * following them fills the feed. Drawn as recommendations are, so a member with no fields yet still
 * gets the newest creatives.
 */
export async function toFollowScope(db: Executor, userId: number): Promise<UserScope> {
  const { candidates, shared } = await sharedWith(db, userId, { mutualConnections: true, newest: NEWEST_SUGGESTIONS });
  return {
    where: and(
      eq(users.isCreative, true),
      ne(users.id, userId),
      sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${userId} and ${follows.followeeId} = ${users.id})`,
      sql`not exists (select 1 from ${connections} where ${samePair(users.id, userId)} and ${connections.status} = 'confirmed')`,
    ),
    defaultOrder: [
      desc(hasPublishedWork),
      desc(
        sql`(3 * ${shared.creativeFields} + 2 * ${shared.skills} + 2 * ${shared.mutualConnections} + 2 * ${shared.samePlace} + ${shared.sameCountry})`,
      ),
      desc(hasProfileImage),
      desc(users.createdAt),
      desc(users.id),
    ],
    candidates,
  };
}
