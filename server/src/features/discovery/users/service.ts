import type { UserKind } from "@atelier/common";
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, type Subquery, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../../db/connect.ts";
import { preparedStatement } from "../../../db/prepared.ts";
import {
  connections,
  creations,
  locations,
  operationSkills,
  profileImages,
  profiles,
  userBlocks,
  userCreativeFields,
  userProfessions,
  users,
} from "../../../db/schema/index.ts";
import { withValuePlans } from "../../../db/value-plans.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { scopedLoader, showsUser } from "../../../platform/reads/request-scope.ts";
import {
  type KeywordMatchRow,
  type KeywordSearch,
  keywordMatchColumns,
  keywordMatches,
  keywordRanking,
} from "./keyword.ts";
import { nameMatches, nameRank } from "./names.ts";
import { type UserRow, userColumns } from "./present.ts";
import { ensureProfile } from "./slugs.ts";
import { listedUsers, samePair, type Viewer, viewerOf, visibleUsersFilter } from "./visibility.ts";

export interface UserFilter {
  names?: string[];
  /** A name or a craft: the keyword with the crafts it names (keywordSearch). */
  keyword?: KeywordSearch;
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

/**
 * 0..8: how much of the profile is filled in, published work (showroom or gallery) included; fuller profiles
 * come first in plain lists.
 */
const completeness: SQL = sql`(
  (case when coalesce(${profiles.headline}, '') <> '' then 1 else 0 end)
  + (case when exists (select 1 from ${creations} where ${creations.ownerId} = ${users.id} and ${creations.status} = 'published') then 1 else 0 end)
  + (case when coalesce(${profiles.about}, '') <> '' then 1 else 0 end)
  + (case when ${profiles.cvFileId} is not null then 1 else 0 end)
  + (select count(*) from ${profileImages} where ${profileImages.userId} = ${users.id})
  + (case when exists (select 1 from ${userProfessions} where ${userProfessions.userId} = ${users.id}) then 1 else 0 end)
  + (case when exists (select 1 from ${operationSkills} inner join ${userCreativeFields} on ${userCreativeFields.id} = ${operationSkills.operationId} where ${userCreativeFields.userId} = ${users.id}) then 1 else 0 end)
)`;

function orderOf(order: UserOrder | undefined, scope: UserScope, filter: UserFilter, keywordOrder?: SQL[]): SQL[] {
  const newest = [desc(users.createdAt), desc(users.id)];
  if (order === undefined && keywordOrder && !scope.rank) return [...keywordOrder, ...(scope.defaultOrder ?? newest)];
  // A name search is ordered by relevance as the find lists are: the better kinds of match first
  // (the whole name, its start, a word's start, inside, a typo), the closer names among them, unless
  // the list ranks by something of its own (recommendations: what is shared); the list's own
  // order holds among equal matches. Completeness is asked for by name (sorted_by=rank): read per
  // matching row, it would cost a common name's every match.
  if (order === undefined && filter.names?.length && !scope.rank) {
    const rank = nameRank(filter.names);
    return [desc(rank.tier), desc(rank.closeness), ...(scope.defaultOrder ?? [desc(users.createdAt), desc(users.id)])];
  }
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
      return scope.defaultOrder ?? orderOf("rank", scope, filter);
  }
}

function filterOf(filter: UserFilter): SQL | undefined {
  return and(
    filter.names?.length ? nameMatches(filter.names) : undefined,
    filter.keyword ? keywordMatches(filter.keyword) : undefined,
    filter.kinds?.length ? inArray(users.kind, filter.kinds) : undefined,
    filter.creativeFieldIds?.length
      ? sql`exists (select 1 from ${userCreativeFields} where ${userCreativeFields.userId} = ${users.id} and ${inArray(userCreativeFields.creativeFieldId, filter.creativeFieldIds)})`
      : undefined,
  );
}

/**
 * One page of the users a viewer may see within a scope, and how many there are in all; for a
 * keyword search, what each row was found by (`found`, in the order of `rows`).
 */
export async function listUsers(
  db: Executor,
  viewer: Viewer,
  scope: UserScope,
  filter: UserFilter,
  order: UserOrder | undefined,
  page: Page,
): Promise<{ rows: UserRow[]; total: number; found?: KeywordMatchRow[] }> {
  const where = and(visibleUsersFilter(viewer), scope.where, filterOf(filter));
  const searched = Boolean(filter.names?.length || filter.keyword);
  // The selections are explicit, so joining the candidates leaves the row types as they are.
  const drawn = <Q extends PgSelect>(query: Q): Q => {
    const { candidates } = scope;
    if (!candidates) return query;
    const joined = searched
      ? query.leftJoin(candidates.table, candidates.on)
      : query.innerJoin(candidates.table, candidates.on);
    return joined as unknown as Q;
  };
  const { keyword } = filter;
  const read = async (tx: Executor) => {
    const ranking = keyword && keywordRanking(tx, keyword, completeness);
    const columns = {
      user: userColumns,
      match: ranking ? keywordMatchColumns(keyword, ranking.match.tier) : sql<null>`null`,
    };
    const selected = drawn(tx.select(columns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).$dynamic());
    const [rows, [{ total }]] = await Promise.all([
      (ranking ? selected.crossJoinLateral(ranking.match) : selected)
        .where(where)
        .orderBy(...orderOf(order, scope, filter, ranking ? ranking.order : undefined))
        .limit(page.size)
        .offset(page.offset),
      drawn(
        tx.select({ total: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).$dynamic(),
      ).where(where),
    ]);
    return {
      rows: rows.map((r) => r.user),
      total,
      ...(ranking ? { found: rows.map((r) => r.match as KeywordMatchRow) } : {}),
    };
  };
  // How common a searched name or craft is decides how to find it: a search is planned for its words.
  return searched ? withValuePlans(db, read) : read(db);
}

/**
 * Users by id as one viewer may see them, each read once per page: the sections of a profile
 * page each look up the same owner, and those lookups become one statement. Seeing a complete user
 * by id for the first time gives them their profile and its slug.
 */
const visibleUsersById = (db: Executor, viewer: Viewer) =>
  scopedLoader<number, UserRow | null>(`visible-users:${viewer?.id ?? "anyone"}`, async (ids) => {
    const rows = await db
      .select({ user: userColumns, hasProfile: sql<boolean>`${profiles.userId} is not null` })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(inArray(users.id, [...ids]), visibleUsersFilter(viewer)));
    for (const row of rows) if (!row.hasProfile) await ensureProfile(db, row.user.id);
    const byId = new Map(rows.map((row) => [row.user.id, row.user]));
    return ids.map((id) => byId.get(id) ?? null);
  });

/** Every profile page starts here: prepared, once for visitors and once for signed-in viewers. */
const userBySlugStatement = (signedIn: boolean) =>
  preparedStatement(`user-by-slug-${signedIn ? "viewer" : "visitor"}`, (db, name) =>
    db
      .select({ user: userColumns })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(
        and(
          eq(sql`lower(${profiles.slug})`, sql.placeholder("slug")),
          visibleUsersFilter(signedIn ? { id: sql.placeholder("viewer") } : null),
        ),
      )
      .prepare(name),
  );
const visitorUserBySlug = userBySlugStatement(false);
const viewerUserBySlug = userBySlugStatement(true);

/**
 * A user the viewer may see, by id (digits) or by profile slug (any case). A page being rendered
 * notes that it shows them.
 */
export async function findVisibleUser(db: Executor, viewer: Viewer, idOrSlug: string): Promise<UserRow | null> {
  const user = await lookUpVisibleUser(db, viewer, idOrSlug);
  if (user) showsUser(user.id);
  return user;
}

/** What a request's key names: digits a user id, anything else a profile slug (any case); null for neither. */
function userKeyOf(idOrSlug: string): { id: number } | { slug: string } | null {
  if (/^\d{1,15}$/.test(idOrSlug)) return { id: Number(idOrSlug) };
  if (/^[A-Za-z0-9-]{1,100}$/.test(idOrSlug)) return { slug: idOrSlug.toLowerCase() };
  return null;
}

async function lookUpVisibleUser(db: Executor, viewer: Viewer, idOrSlug: string): Promise<UserRow | null> {
  const key = userKeyOf(idOrSlug);
  if (!key) return null;
  if ("id" in key) return visibleUsersById(db, viewer).load(key.id);
  const { slug } = key;
  const [row] = viewer
    ? await viewerUserBySlug(db).execute({ slug, viewer: viewer.id })
    : await visitorUserBySlug(db).execute({ slug });
  if (!row) return null;
  // The page found by its slug goes on by id (its sections): they find the user read already.
  visibleUsersById(db, viewer).prime(row.user.id, row.user);
  return row.user;
}

/**
 * A user the viewer blocked, by id or slug, as far as the viewer would see them without the
 * block: their profile page is where the block is lifted. Nothing else reads past a block.
 */
export async function findUserBlockedBy(
  db: Executor,
  viewer: { id: number },
  idOrSlug: string,
): Promise<UserRow | null> {
  const key = userKeyOf(idOrSlug);
  if (!key) return null;
  const named = "id" in key ? eq(users.id, key.id) : eq(sql`lower(${profiles.slug})`, key.slug);
  const [row] = await db
    .select({ user: userColumns })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(userBlocks, and(eq(userBlocks.blockerId, viewer.id), eq(userBlocks.blockedId, users.id)))
    .where(and(named, visibleUsersFilter(viewer, { pastOwnBlock: true })))
    .limit(1);
  if (!row) return null;
  showsUser(row.user.id);
  return row.user;
}

/** The user a request names by id or slug, when its viewer may see them; anyone else is a 404. */
export async function requestedVisibleUser(req: FastifyRequest, idOrSlug: string): Promise<UserRow> {
  const user = await findVisibleUser(req.server.deps.db, viewerOf(req), idOrSlug);
  if (!user) throw errors.notFound();
  return user;
}

/** Users by id, in the order of `ids`; ids that name nobody are left out. */
export async function usersByIds(db: Executor, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A user the actor may see, else 404: acting on someone hidden must not reveal that they exist. */
export async function requireVisibleUser(db: Executor, actorId: number, userId: number): Promise<UserRow> {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), visibleUsersFilter({ id: actorId })));
  if (!user) throw errors.notFound("There is no such user.");
  return user;
}

/** How many of the newest members follow the scored candidates, for someone who shares little with anyone yet. */
export const NEWEST_SUGGESTIONS = 100;

/** Nothing shared; cast, so that an ORDER BY reads a value, not the position of an output column. */
const NONE = sql`0::int`;

/** What a candidate shares with a user, per row of `users`; 0 for users who are no candidate. */
export interface SharedCounts {
  creativeFields: SQL;
  /** Each shared skill once, however many fields the two list it in. */
  skills: SQL;
  /** Confirmed connections of both; 0 unless asked for. */
  mutualConnections: SQL;
  /** 1 when both live in the same place. */
  samePlace: SQL;
  /** 1 when both live in the same country. */
  sameCountry: SQL;
}

/** The users who share something with a user, and what each shares. */
export interface Commonality {
  /** One row per candidate, joined on `users` by `on`. */
  candidates: { table: Subquery; on: SQL };
  shared: SharedCounts;
}

/**
 * Scores only candidates: users who share a creative field, a skill, the place or (when asked) a
 * connection with the user, each found through an index from the user's own fields, skills, place
 * and connections (read first), never by scoring everyone. `newest` adds that many of the newest
 * members as candidates sharing nothing (yet).
 */
export async function sharedWith(
  db: Executor,
  userId: number,
  opts: { mutualConnections?: boolean; newest?: number } = {},
): Promise<Commonality> {
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
    opts.mutualConnections
      ? db
          .select({ requesterId: connections.requesterId, connecteeId: connections.connecteeId })
          .from(connections)
          .where(
            and(
              eq(connections.status, "confirmed"),
              or(eq(connections.requesterId, userId), eq(connections.connecteeId, userId)),
            ),
          )
      : [],
    db
      .select({ locationId: users.locationId, countryCode: locations.countryCode })
      .from(users)
      .leftJoin(locations, eq(locations.id, users.locationId))
      .where(eq(users.id, userId)),
  ]);
  const fieldIds = fields.map((f) => f.id);
  const skillIds = skills.map((s) => s.id);
  const partnerIds = connected.map((c) => (c.requesterId === userId ? c.connecteeId : c.requesterId));

  // Each source lists (user_id, creative_fields, skills, mutual_connections, same_place); a
  // candidate's counts are the sums over all of them.
  const sources: SQL[] = [];
  if (opts.newest) {
    sources.push(
      sql`(select ${users.id}, 0, 0, 0, 0 from ${users} where ${listedUsers} order by ${users.createdAt} desc, ${users.id} desc limit ${opts.newest})`,
    );
  }
  if (fieldIds.length > 0) {
    sources.push(
      sql`select ${userCreativeFields.userId}, 1, 0, 0, 0 from ${userCreativeFields} where ${inArray(userCreativeFields.creativeFieldId, fieldIds)}`,
    );
  }
  if (skillIds.length > 0) {
    sources.push(
      sql`select ${userCreativeFields.userId}, 0, count(distinct ${operationSkills.skillId}), 0, 0 from ${operationSkills} inner join ${userCreativeFields} on ${userCreativeFields.id} = ${operationSkills.operationId} where ${inArray(operationSkills.skillId, skillIds)} group by ${userCreativeFields.userId}`,
    );
  }
  if (partnerIds.length > 0) {
    // One look-up per side of the pair, so each uses its own index.
    sources.push(
      sql`select ${connections.connecteeId}, 0, 0, 1, 0 from ${connections} where ${connections.status} = 'confirmed' and ${inArray(connections.requesterId, partnerIds)}`,
      sql`select ${connections.requesterId}, 0, 0, 1, 0 from ${connections} where ${connections.status} = 'confirmed' and ${inArray(connections.connecteeId, partnerIds)}`,
    );
  }
  if (place?.locationId != null) {
    sources.push(sql`select ${users.id}, 0, 0, 0, 1 from ${users} where ${users.locationId} = ${place.locationId}`);
  }
  // Someone with no fields, skills, place or connections has nobody in common with them.
  if (sources.length === 0) sources.push(sql`select null::bigint, 0, 0, 0, 0 where false`);
  const candidates = db
    .select({
      // Outside the subquery these are referred to by alias alone: names no other table has.
      userId: sql<number>`shared.user_id`.as("candidate_id"),
      creativeFields: sql<number>`sum(shared.creative_fields)::int`.as("candidate_creative_fields"),
      skills: sql<number>`sum(shared.skills)::int`.as("candidate_skills"),
      mutualConnections: sql<number>`sum(shared.mutual_connections)::int`.as("candidate_mutual_connections"),
      samePlace: sql<number>`max(shared.same_place)::int`.as("candidate_same_place"),
    })
    .from(
      sql`(${sql.join(sources, sql` union all `)}) as shared(user_id, creative_fields, skills, mutual_connections, same_place)`,
    )
    .groupBy(sql`shared.user_id`)
    .as("candidates");

  // Users joined without being candidates (a name search reaches everyone) share nothing.
  const count = (column: SQL.Aliased<number>) => sql`coalesce(${column}, 0)`;
  return {
    candidates: { table: candidates, on: eq(candidates.userId, users.id) },
    shared: {
      creativeFields: count(candidates.creativeFields),
      skills: count(candidates.skills),
      mutualConnections: count(candidates.mutualConnections),
      samePlace: count(candidates.samePlace),
      sameCountry:
        place?.countryCode == null
          ? NONE
          : sql`(case when (select ${locations.countryCode} from ${locations} where ${locations.id} = ${users.locationId}) = ${place.countryCode} then 1 else 0 end)`,
    },
  };
}

/**
 * People the user might connect with: not the user, not connected or asked either way (blocked
 * ones are hidden anyway). Ranked by shared creative fields (3 each), shared skills (2 each),
 * mutual connections (3 each), the same place (2) and the same country (1); then the newest.
 * Drawn from the people who share any of these and the NEWEST_SUGGESTIONS newest members, so that
 * nobody is left without suggestions.
 */
export async function connectableScope(db: Executor, userId: number): Promise<UserScope> {
  const { candidates, shared } = await sharedWith(db, userId, {
    mutualConnections: true,
    newest: NEWEST_SUGGESTIONS,
  });
  return {
    where: and(
      ne(users.id, userId),
      sql`not exists (select 1 from ${connections} where ${samePair(users.id, userId)})`,
    ),
    rank: sql`(3 * ${shared.creativeFields} + 2 * ${shared.skills} + 3 * ${shared.mutualConnections} + 2 * ${shared.samePlace} + ${shared.sameCountry})`,
    candidates,
  };
}
