import type { UserKind } from "@atelier/common";
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
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
import { nameMatches, nameSortKey } from "./names.ts";
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
      return [asc(nameSortKey), asc(users.id)];
    case "nameDesc":
      return [desc(nameSortKey), desc(users.id)];
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
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ user: users })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(...orderOf(order, scope))
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(where),
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

/**
 * People the user might connect with: not the user, not connected or asked either way (blocked
 * ones are hidden anyway). Ranked by shared creative fields (3 each), shared skills (2 each),
 * mutual connections (3 each), the same place (2) and the same country (1). The user's own fields,
 * skills and connections are read first, so each candidate costs only index look-ups.
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
  const terms: SQL[] = [sql`0`];
  if (fieldIds.length > 0) {
    terms.push(
      sql`3 * (select count(*) from ${userCreativeFields} where ${userCreativeFields.userId} = ${users.id} and ${inArray(userCreativeFields.creativeFieldId, fieldIds)})`,
    );
  }
  if (skillIds.length > 0) {
    terms.push(
      sql`2 * (select count(distinct ${operationSkills.skillId}) from ${operationSkills} inner join ${userCreativeFields} on ${userCreativeFields.id} = ${operationSkills.operationId} where ${userCreativeFields.userId} = ${users.id} and ${inArray(operationSkills.skillId, skillIds)})`,
    );
  }
  if (partnerIds.length > 0) {
    // Two look-ups, one per side of the pair, so each uses its own index.
    terms.push(
      sql`3 * (select count(*) from ${connections} where ${connections.requesterId} = ${users.id} and ${connections.status} = 'confirmed' and ${inArray(connections.connecteeId, partnerIds)})`,
      sql`3 * (select count(*) from ${connections} where ${connections.connecteeId} = ${users.id} and ${connections.status} = 'confirmed' and ${inArray(connections.requesterId, partnerIds)})`,
    );
  }
  if (place?.locationId != null) {
    terms.push(sql`(case when ${users.locationId} = ${place.locationId} then 2 else 0 end)`);
  }
  if (place?.countryCode != null) {
    terms.push(
      sql`(case when (select ${locations.countryCode} from ${locations} where ${locations.id} = ${users.locationId}) = ${place.countryCode} then 1 else 0 end)`,
    );
  }
  return {
    where: and(
      ne(users.id, userId),
      sql`not exists (select 1 from ${connections} where ${samePair(users.id, userId)})`,
    ),
    rank: sql`(${sql.join(terms, sql` + `)})`,
  };
}
