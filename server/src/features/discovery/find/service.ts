import { FIND_CARD_THUMBNAILS, type FindScope } from "@atelier/common";
import {
  type AnyColumn,
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { creations, userFacets, users } from "../../../db/schema/index.ts";
import { withValuePlans } from "../../../db/value-plans.ts";
import type { CreationRow } from "../../showroom/policy.ts";
import { NAME_CANDIDATES, nameHolds, nameMatches, nameRank } from "../users/names.ts";
import { type UserRow, userColumns } from "../users/present.ts";
import { type Viewer, visibleFacetsFilter } from "../users/visibility.ts";
import { countKey, EXACT_COUNT_UP_TO, type LongCounts } from "./counts.ts";
import type { FindQuery } from "./query.ts";

/**
 * Listed creatives and clients: users in that role whose account may be listed where others look
 * for people (listedUsers, copied to user_facets.listed), as the partial seed and newest indexes hold them.
 */
const ROLE: Record<FindScope, SQL> = {
  creatives: sql`${userFacets.isCreative} and ${userFacets.listed}`,
  clients: sql`${userFacets.isClient} and ${userFacets.listed}`,
};

/**
 * The filters as conditions on the user's narrow user_facets row: each facet is an array the
 * triggers keep (routines.sql), so every filter is one GIN-indexed overlap or a btree look-up,
 * however many are combined (names are matched apart, on the users row). Levels with creative
 * fields mean one field at one of the levels (the "fieldId:level" keys); levels alone any field at
 * one of them.
 */
function filterWhere(query: FindQuery): SQL | undefined {
  const f = query.filter;
  const levels = f.levels ?? [];
  const fields = f.creativeFieldIds ?? [];
  let operations: SQL | undefined;
  if (levels.length > 0) {
    const keys = fields.length > 0 ? fields.flatMap((field) => levels.map((level) => `${field}:${level}`)) : levels;
    operations = arrayOverlaps(userFacets.operationKeys, keys);
  } else if (fields.length > 0) {
    operations = arrayOverlaps(userFacets.creativeFieldIds, fields);
  }
  return and(
    query.userKinds.length > 0 ? inArray(userFacets.kind, query.userKinds) : undefined,
    query.insideCci === undefined ? undefined : eq(userFacets.isInsideCci, query.insideCci),
    operations,
    f.skills?.length ? arrayOverlaps(userFacets.skillIds, f.skills) : undefined,
    f.locationIds?.length ? inArray(userFacets.locationId, f.locationIds) : undefined,
    f.languageCodes?.length ? arrayOverlaps(userFacets.languageCodes, f.languageCodes) : undefined,
    f.industryIds?.length ? arrayOverlaps(userFacets.industryIds, f.industryIds) : undefined,
  );
}

/** Each narrow row's user, joined by primary key. */
const onUser = eq(users.id, userFacets.userId);

type Found = { rows: UserRow[]; total: number };

/**
 * One page of the creatives or clients a viewer may see, and how many match in all. Up to
 * EXACT_COUNT_UP_TO matches both come from one statement (one snapshot: a user added meanwhile is
 * in both or in neither); a longer list's count is the one `counts` keeps. A name search ranks at
 * most NAME_CANDIDATES of the names it finds, by relevance unless newest first is asked for;
 * otherwise the order is the seed order, stable across pages.
 */
export async function findUsers(
  db: Executor,
  counts: LongCounts,
  viewer: Viewer,
  scope: FindScope,
  query: FindQuery,
): Promise<Found> {
  const filters = filterWhere(query);
  // Every condition is on the narrow row; the users row is read for the page's people alone.
  const where = and(ROLE[scope], filters, visibleFacetsFilter(viewer)) as SQL;
  const names = query.filter.names ?? [];
  return withValuePlans(db, async (tx) => {
    if (names.length > 0 && nameHolds(names)) return rankedPage(tx, where, names, query);
    const found = await plainPage(tx, where, query);
    if (found.total <= EXACT_COUNT_UP_TO) return found;
    const key = countKey(scope, [query.userKinds, query.insideCci, query.filter]);
    return { rows: found.rows, total: await counts.read(tx, key, viewer, { role: ROLE[scope], filters }) };
  });
}

/**
 * Premium members first in the recommended order (their boost), as the role's ranked index holds
 * them: descending with nulls last, which the column never is, so that the index serves the order.
 */
const premiumFirst = (column: AnyColumn | SQLWrapper) => sql`${column} desc nulls last`;

/**
 * Without a name the page walks the seed (or newest) index of the role, the filters checked on
 * each row; beside it, how many match, counted no further than one past EXACT_COUNT_UP_TO.
 */
async function plainPage(db: Executor, where: SQL, query: FindQuery): Promise<Found> {
  const { size, offset } = query.list.page;
  const upTo = db
    .select({ one: sql`1` })
    .from(userFacets)
    .where(where)
    .limit(EXACT_COUNT_UP_TO + 1)
    .as("up_to");
  const counted = db.select({ total: count() }).from(upTo);
  const newest = query.sort === 1;
  const page = db.$with("page").as(
    db
      .select({
        id: userFacets.userId,
        premium: userFacets.premium,
        seedRank: userFacets.seedRank,
        createdAt: userFacets.createdAt,
      })
      .from(userFacets)
      .where(where)
      .orderBy(
        ...(newest
          ? [desc(userFacets.createdAt), desc(userFacets.userId)]
          : [premiumFirst(userFacets.premium), asc(userFacets.seedRank), asc(userFacets.userId)]),
      )
      .limit(size)
      .offset(offset),
  );
  const rows = await db
    .with(page)
    .select({ user: userColumns, total: sql<number>`(${counted})`.mapWith(Number) })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(
      ...(newest
        ? [desc(page.createdAt), desc(page.id)]
        : [premiumFirst(page.premium), asc(page.seedRank), asc(page.id)]),
    );
  if (rows.length > 0) return { rows: rows.map((row) => row.user), total: rows[0].total };
  if (offset === 0) return { rows: [], total: 0 };
  // Past the last page: the count alone, for the paging links.
  const [{ total }] = await counted;
  return { rows: [], total };
}

/**
 * A name search draws its candidates in two steps through the trigram and word indexes: the names
 * holding every word, best first (the whole name, its start, word starts, inside) so that the cap
 * never drops an exact match; and only when those are fewer than a page, the typos. It keeps
 * their keys and rank once (a CTE read twice is computed once), counts them and joins the page's
 * alone to users.
 */
async function rankedPage(db: Executor, where: SQL, names: string[], query: FindQuery): Promise<Found> {
  const { size, offset } = query.list.page;
  const rank = nameRank(names);
  const candidates = (name: string, match: SQL) =>
    db.$with(name).as(
      db
        .select({
          id: userFacets.userId,
          premium: userFacets.premium,
          seedRank: userFacets.seedRank,
          createdAt: userFacets.createdAt,
          tier: sql<number>`${rank.tier}`.as("tier"),
          closeness: sql<number>`${rank.closeness}`.as("closeness"),
        })
        .from(userFacets)
        .innerJoin(users, onUser)
        .where(and(where, match))
        .orderBy(
          sql`"tier" desc`,
          sql`"closeness" desc`,
          premiumFirst(userFacets.premium),
          asc(userFacets.seedRank),
          asc(userFacets.userId),
        )
        .limit(NAME_CANDIDATES),
    );
  const holding = candidates("holding", nameHolds(names) as SQL);
  // An uncorrelated condition: PostgreSQL checks it once, and reads no typo unless it holds.
  const typos = candidates(
    "typos",
    sql`not (${nameHolds(names)}) and ${nameMatches(names)} and (select count(*) from ${holding}) < ${size}`,
  );
  const matched = db.$with("matched").as(db.select().from(holding).unionAll(db.select().from(typos)));
  const orderOn = (
    t: Record<"id" | "premium" | "seedRank" | "createdAt" | "tier" | "closeness", AnyColumn | SQLWrapper>,
  ) =>
    query.sort === 0
      ? [desc(t.tier), desc(t.closeness), premiumFirst(t.premium), asc(t.seedRank), asc(t.id)]
      : [desc(t.createdAt), desc(t.id)];
  const page = db.$with("page").as(
    db
      .select({
        id: matched.id,
        premium: matched.premium,
        seedRank: matched.seedRank,
        createdAt: matched.createdAt,
        tier: matched.tier,
        closeness: matched.closeness,
      })
      .from(matched)
      .orderBy(...orderOn(matched))
      .limit(size)
      .offset(offset),
  );
  const rows = await db
    .with(holding, typos, matched, page)
    .select({ user: userColumns, total: sql<number>`(select count(*) from ${matched})`.mapWith(Number) })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(...orderOn(page));
  if (rows.length > 0) return { rows: rows.map((row) => row.user), total: rows[0].total };
  if (offset === 0) return { rows: [], total: 0 };
  const [{ total }] = await db.with(holding, typos, matched).select({ total: count() }).from(matched);
  return { rows: [], total };
}

/**
 * The first FIND_CARD_THUMBNAILS published showroom items of each user, in the owner's order, in
 * one statement for the whole page.
 */
export async function firstShowroomItems(db: Executor, userIds: readonly number[]): Promise<CreationRow[]> {
  if (userIds.length === 0) return [];
  const numbered = db
    .select({
      id: creations.id,
      place:
        sql<number>`row_number() over (partition by ${creations.ownerId} order by ${creations.position}, ${creations.id})`.as(
          "place",
        ),
    })
    .from(creations)
    .where(
      and(inArray(creations.ownerId, [...userIds]), eq(creations.type, "showroom"), eq(creations.status, "published")),
    )
    .as("numbered");
  const rows = await db
    .select({ item: creations })
    .from(numbered)
    .innerJoin(creations, eq(creations.id, numbered.id))
    .where(sql`${numbered.place} <= ${FIND_CARD_THUMBNAILS}`)
    .orderBy(creations.ownerId, creations.position, creations.id);
  return rows.map((row) => row.item);
}

/** Where the find lists' facets stand: moved on by every change to them (routines.sql). */
export async function facetsVersion(db: Executor): Promise<string> {
  const [row] = await db.select({ version: sql<string>`last_value::text` }).from(sql`user_facets_version`);
  return row.version;
}
