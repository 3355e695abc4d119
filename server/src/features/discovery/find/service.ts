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
import { creations, users } from "../../../db/schema/index.ts";
import type { CreationRow } from "../../showroom/policy.ts";
import { NAME_CANDIDATES, nameMatches, nameRank } from "../users/names.ts";
import { type UserRow, userColumns } from "../users/present.ts";
import { type Viewer, visibleUsersFilter } from "../users/visibility.ts";
import type { FindQuery } from "./query.ts";

/** Creatives and clients are users in that role. */
const ROLE: Record<FindScope, SQL> = {
  creatives: eq(users.isCreative, true),
  clients: eq(users.isClient, true),
};

/**
 * The filters as conditions on the user's own row: each facet is an array the triggers keep
 * (routines.sql), so every filter is one GIN-indexed overlap or a btree look-up, however many
 * are combined. Levels with creative fields mean one field at one of the levels (the
 * "fieldId:level" keys); levels alone any field at one of them.
 */
function filterWhere(query: FindQuery): SQL | undefined {
  const f = query.filter;
  const levels = f.levels ?? [];
  const fields = f.creativeFieldIds ?? [];
  let operations: SQL | undefined;
  if (levels.length > 0) {
    const keys = fields.length > 0 ? fields.flatMap((field) => levels.map((level) => `${field}:${level}`)) : levels;
    operations = arrayOverlaps(users.operationKeys, keys);
  } else if (fields.length > 0) {
    operations = arrayOverlaps(users.creativeFieldIds, fields);
  }
  return and(
    query.userKinds.length > 0 ? inArray(users.kind, query.userKinds) : undefined,
    query.insideCci === undefined ? undefined : eq(users.isInsideCci, query.insideCci),
    f.names?.length ? nameMatches(f.names) : undefined,
    operations,
    f.skills?.length ? arrayOverlaps(users.skillIds, f.skills) : undefined,
    f.locationIds?.length ? inArray(users.locationId, f.locationIds) : undefined,
    f.languageCodes?.length ? arrayOverlaps(users.languageCodes, f.languageCodes) : undefined,
    f.industryIds?.length ? arrayOverlaps(users.industryIds, f.industryIds) : undefined,
  );
}

/**
 * One page of the creatives or clients a viewer may see, and how many match in all, both from
 * one statement (one snapshot: a user added meanwhile is in both or in neither). The matches are
 * read once as keys alone, counted, and only the page's rows are joined to their users. A name
 * search ranks at most NAME_CANDIDATES of the names it finds, by relevance unless newest first
 * is asked for; otherwise the order is the seed order, stable across pages.
 */
export async function findUsers(
  db: Executor,
  viewer: Viewer,
  scope: FindScope,
  query: FindQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const names = query.filter.names ?? [];
  const byRank = names.length > 0 && query.sort === 0;
  const rank = byRank ? nameRank(names) : { tier: sql`0`, closeness: sql`0` };
  const matchedKeys = db
    .select({
      id: users.id,
      seedRank: users.seedRank,
      createdAt: users.createdAt,
      tier: sql<number>`${rank.tier}`.as("tier"),
      closeness: sql<number>`${rank.closeness}`.as("closeness"),
    })
    .from(users)
    .where(and(visibleUsersFilter(viewer), ROLE[scope], filterWhere(query)));
  const matched = db.$with("matched").as(names.length > 0 ? matchedKeys.limit(NAME_CANDIDATES) : matchedKeys);
  const orderOn = (t: Record<"id" | "seedRank" | "createdAt" | "tier" | "closeness", AnyColumn | SQLWrapper>) =>
    query.sort === 1
      ? [desc(t.createdAt), desc(t.id)]
      : [...(byRank ? [desc(t.tier), desc(t.closeness)] : []), asc(t.seedRank), asc(t.id)];
  const { size, offset } = query.list.page;
  const page = db.$with("page").as(
    db
      .select({
        id: matched.id,
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
    .with(matched, page)
    .select({ user: userColumns, total: sql<number>`(select count(*) from ${matched})`.mapWith(Number) })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(...orderOn(page));
  if (rows.length > 0) return { rows: rows.map((row) => row.user), total: rows[0].total };
  if (offset === 0) return { rows: [], total: 0 };
  // Past the last page: the count alone, for the paging links.
  const [{ total }] = await db.with(matched).select({ total: count() }).from(matched);
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
