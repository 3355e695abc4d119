import type { UserKind } from "@atelier/common";
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, type Subquery, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/connect.ts";
import {
  connections,
  locations,
  operationSkills,
  profileImages,
  profiles,
  userCreativeFields,
  userProfessions,
  users,
} from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import { nameMatches } from "./names.ts";
import type { UserRow } from "./present.ts";
import { ensureProfile } from "./slugs.ts";
import { samePair, type Viewer, visibleUsersFilter } from "./visibility.ts";

export interface UserFilter {
  names?: string[];
  kinds?: UserKind[];
  creativeFieldIds?: number[];
}

export type UserOrder = "rank" | "newest" | "oldest" | "name" | "nameDesc";

/** Which users a list holds, and how it is ordered by default and by rank. */
export interface UserScope {
  where?: SQL;
  /** The list's own order when the client asks for none (followers: the latest follow first). */
  defaultOrder?: SQL[];
  /** What "rank" means in this list; profile completeness unless the scope knows better. */
  rank?: SQL;
  /**
   * The users the list is drawn from, with what its rank reads, joined on `on` (recommendations:
   * the scored candidates). A name search reaches everyone instead, the candidates joined where they
   * are: it is narrow and indexed by itself, and finding someone by name must not depend on what
   * the two share.
   */
  candidates?: { table: Subquery; on: SQL };
}

export interface Page {
  size: number;
  offset: number;
}

/** 0..7: how much of the profile is filled in; fuller profiles come first in plain lists. */
const completeness: SQL = sql`(
  (case when coalesce(${profiles.headline}, '') <> '' then 1 else 0 end)
  + (case when coalesce(${profiles.about}, '') <> '' then 1 else 0 end)
  + (case when ${profiles.cvFileId} is not null then 1 else 0 end)
  + (select count(*) from ${profileImages} where ${profileImages.userId} = ${users.id})
  + (case when exists (select 1 from ${userProfessions} where ${userProfessions.userId} = ${users.id}) then 1 else 0 end)
  + (case when exists (select 1 from ${operationSkills} inner join ${userCreativeFields} on ${userCreativeFields.id} = ${operationSkills.operationId} where ${userCreativeFields.userId} = ${users.id}) then 1 else 0 end)
)`;

function orderOf(order: UserOrder | undefined, scope: UserScope): SQL[] {
  const newest = [desc(users.createdAt), desc(users.id)];
  switch (order) {
    case "newest":
      return newest;
    case "oldest":
      return [asc(users.createdAt), asc(users.id)];
    case "name":
      return [asc(users.searchName), asc(users.id)];
    case "nameDesc":
      return [desc(users.searchName), desc(users.id)];
    case "rank":
      return [desc(scope.rank ?? completeness), ...newest];
    default:
      return scope.defaultOrder ?? orderOf("rank", scope);
  }
}

function filterOf(filter: UserFilter): SQL | undefined {
  return and(
    filter.names?.length ? nameMatches(filter.names) : undefined,
    filter.kinds?.length ? inArray(users.kind, filter.kinds) : undefined,
    filter.creativeFieldIds?.length
      ? sql`exists (select 1 from ${userCreativeFields} where ${userCreativeFields.userId} = ${users.id} and ${inArray(userCreativeFields.creativeFieldId, filter.creativeFieldIds)})`
      : undefined,
  );
}

/** One page of the users a viewer may see within a scope, and how many there are in all. */
export async function listUsers(
  db: Executor,
  viewer: Viewer,
  scope: UserScope,
  filter: UserFilter,
  order: UserOrder | undefined,
  page: Page,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(visibleUsersFilter(viewer), scope.where, filterOf(filter));
  // The selections are explicit, so joining the candidates leaves the row types as they are.
  const drawn = <Q extends PgSelect>(query: Q): Q => {
    const { candidates } = scope;
    if (!candidates) return query;
    const joined = filter.names?.length
      ? query.leftJoin(candidates.table, candidates.on)
      : query.innerJoin(candidates.table, candidates.on);
    return joined as unknown as Q;
  };
  const pageQuery = db.select({ user: users }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).$dynamic();
  const totalQuery = db
    .select({ total: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .$dynamic();
  const [rows, [{ total }]] = await Promise.all([
    drawn(pageQuery)
      .where(where)
      .orderBy(...orderOf(order, scope))
      .limit(page.size)
      .offset(page.offset),
    drawn(totalQuery).where(where),
  ]);
  return { rows: rows.map((r) => r.user), total };
}

/**
 * A user the viewer may see, by id (digits) or by profile slug (any case). Seeing a complete user
 * by id for the first time gives them their profile and its slug.
 */
export async function findVisibleUser(db: Executor, viewer: Viewer, idOrSlug: string): Promise<UserRow | null> {
  if (/^\d{1,15}$/.test(idOrSlug)) {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, Number(idOrSlug)), visibleUsersFilter(viewer)));
    if (user) await ensureProfile(db, user.id);
    return user ?? null;
  }
  if (!/^[A-Za-z0-9-]{1,100}$/.test(idOrSlug)) return null;
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(sql`lower(${profiles.slug})`, idOrSlug.toLowerCase()), visibleUsersFilter(viewer)));
  return row?.user ?? null;
}

/** A user the actor may see, else 404: acting on someone hidden must not reveal that they exist. */
export async function requireVisibleUser(db: Executor, actorId: number, userId: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), visibleUsersFilter({ id: actorId })));
  if (!user) throw errors.notFound("There is no such user.");
  return user;
}

/** How many of the newest members follow the scored candidates, for someone who shares little with anyone yet. */
export const NEWEST_SUGGESTIONS = 100;

/**
 * People the user might connect with: not the user, not connected or asked either way (blocked
 * ones are hidden anyway). Ranked by shared creative fields (3 each), shared skills (2 each),
 * mutual connections (3 each), the same place (2) and the same country (1); then the newest.
 *
 * Only candidates are scored: users who share a creative field, a skill, the place or a connection,
 * each found through an index from the user's own fields, skills, place and connections (read
 * first), and the NEWEST_SUGGESTIONS newest members, so that nobody is left without suggestions.
 */
export async function connectableScope(db: Executor, userId: number): Promise<UserScope> {
  const [fields, skills, connected, [place]] = await Promise.all([
    db
      .select({ id: userCreativeFields.creativeFieldId })
      .from(userCreativeFields)
      .where(eq(userCreativeFields.userId, userId)),
    db
      .selectDistinct({ id: operationSkills.skillId })
      .from(operationSkills)
      .innerJoin(userCreativeFields, eq(userCreativeFields.id, operationSkills.operationId))
      .where(eq(userCreativeFields.userId, userId)),
    db
      .select({ requesterId: connections.requesterId, connecteeId: connections.connecteeId })
      .from(connections)
      .where(
        and(
          eq(connections.status, "confirmed"),
          or(eq(connections.requesterId, userId), eq(connections.connecteeId, userId)),
        ),
      ),
    db
      .select({ locationId: users.locationId, countryCode: locations.countryCode })
      .from(users)
      .leftJoin(locations, eq(locations.id, users.locationId))
      .where(eq(users.id, userId)),
  ]);
  const fieldIds = fields.map((f) => f.id);
  const skillIds = skills.map((s) => s.id);
  const partnerIds = connected.map((c) => (c.requesterId === userId ? c.connecteeId : c.requesterId));

  // Each source lists (user_id, points); a candidate's score is the sum over all of them.
  const sources: SQL[] = [
    sql`(select ${users.id} as user_id, 0 as points from ${users} where ${users.complete} and ${users.deactivatedAt} is null order by ${users.createdAt} desc, ${users.id} desc limit ${NEWEST_SUGGESTIONS})`,
  ];
  if (fieldIds.length > 0) {
    sources.push(
      sql`select ${userCreativeFields.userId}, 3 from ${userCreativeFields} where ${inArray(userCreativeFields.creativeFieldId, fieldIds)}`,
    );
  }
  if (skillIds.length > 0) {
    sources.push(
      sql`select ${userCreativeFields.userId}, 2 * count(distinct ${operationSkills.skillId}) from ${operationSkills} inner join ${userCreativeFields} on ${userCreativeFields.id} = ${operationSkills.operationId} where ${inArray(operationSkills.skillId, skillIds)} group by ${userCreativeFields.userId}`,
    );
  }
  if (partnerIds.length > 0) {
    // One look-up per side of the pair, so each uses its own index.
    sources.push(
      sql`select ${connections.connecteeId}, 3 from ${connections} where ${connections.status} = 'confirmed' and ${inArray(connections.requesterId, partnerIds)}`,
      sql`select ${connections.requesterId}, 3 from ${connections} where ${connections.status} = 'confirmed' and ${inArray(connections.connecteeId, partnerIds)}`,
    );
  }
  if (place?.locationId != null) {
    sources.push(sql`select ${users.id}, 2 from ${users} where ${users.locationId} = ${place.locationId}`);
  }
  const candidates = db
    .select({
      // Outside the subquery these are referred to by alias alone: names no other table has.
      userId: sql<number>`shared.user_id`.as("candidate_id"),
      score: sql<number>`sum(shared.points)::int`.as("candidate_score"),
    })
    .from(sql`(${sql.join(sources, sql` union all `)}) as shared`)
    .groupBy(sql`shared.user_id`)
    .as("candidates");

  const sameCountry =
    place?.countryCode == null
      ? sql`0`
      : sql`(case when (select ${locations.countryCode} from ${locations} where ${locations.id} = ${users.locationId}) = ${place.countryCode} then 1 else 0 end)`;
  return {
    where: and(
      ne(users.id, userId),
      sql`not exists (select 1 from ${connections} where ${samePair(users.id, userId)})`,
    ),
    rank: sql`(coalesce(${candidates.score}, 0) + ${sameCountry})`,
    candidates: { table: candidates, on: eq(candidates.userId, users.id) },
  };
}
