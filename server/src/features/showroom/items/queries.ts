import { type CreationType, SHOWROOM_LIMITS, type ShowroomSort } from "@atelier/common";
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import {
  creationCoCreators,
  creationFields,
  creationMedia,
  creationSkills,
  creations,
  users,
} from "../../../db/schema/index.ts";
import { containing } from "../../discovery/users/names.ts";
import type { Viewer } from "../../discovery/users/visibility.ts";
import { type CreationRow, visibleCreationsFilter } from "../policy.ts";

export interface Page {
  size: number;
  offset: number;
}

export interface ItemsPage {
  rows: CreationRow[];
  total: number;
}

/** The showroom list's filters, read from the query (see showroomFilterSchema). */
export interface ShowroomFilter {
  creativeFieldIds?: number[];
  skillIds?: number[];
  keyword?: string;
  ownerIds?: number[];
  locationIds?: number[];
}

/** Published items of one type the viewer may see: what every list but one's own shows. */
const publishedFor = (type: CreationType, viewer: Viewer): SQL =>
  and(eq(creations.type, type), eq(creations.status, "published"), visibleCreationsFilter(viewer)) as SQL;

const inFields = (ids: readonly number[]) =>
  sql`exists (select 1 from ${creationFields} where ${creationFields.creationId} = ${creations.id} and ${inArray(creationFields.creativeFieldId, [...ids])})`;
const withSkills = (ids: readonly number[]) =>
  sql`exists (select 1 from ${creationSkills} where ${creationSkills.creationId} = ${creations.id} and ${inArray(creationSkills.skillId, [...ids])})`;

function filterOf(filter: ShowroomFilter): SQL | undefined {
  const words = filter.keyword?.split(/\s+/).filter(Boolean) ?? [];
  return and(
    filter.creativeFieldIds?.length ? inFields(filter.creativeFieldIds) : undefined,
    filter.skillIds?.length ? withSkills(filter.skillIds) : undefined,
    ...words.map((word) => sql`${creations.searchText} like ${containing(word)}`),
    filter.ownerIds?.length ? inArray(creations.ownerId, filter.ownerIds) : undefined,
    filter.locationIds?.length
      ? sql`exists (select 1 from ${users} where ${users.id} = ${creations.ownerId} and ${inArray(users.locationId, filter.locationIds)})`
      : undefined,
  );
}

/** A page of rows and how many there are in all, the two read side by side. */
async function paged(db: Executor, where: SQL | undefined, order: SQL[], page: Page): Promise<ItemsPage> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(creations)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(creations).where(where),
  ]);
  return { rows, total };
}

/**
 * The showroom: published showroom items of owners the viewer may see, filtered. Sort 0 is the
 * seed order (a random key drawn once per item, then the id), which looks shuffled yet pages
 * consistently; 1 is newest first.
 */
export function listShowroom(
  db: Executor,
  viewer: Viewer,
  filter: ShowroomFilter,
  sort: ShowroomSort,
  page: Page,
): Promise<ItemsPage> {
  const order =
    sort === 1 ? [desc(creations.createdAt), desc(creations.id)] : [asc(creations.seedRank), asc(creations.id)];
  return paged(db, and(publishedFor("showroom", viewer), filterOf(filter)), order, page);
}

/** A whole number that changes once a day (UTC): what the explore shelf rotates by. */
const daySalt = (now: Date) => {
  const day = Math.floor(now.getTime() / 86_400_000);
  // Spread consecutive days over the bits, so that one day's order is no shift of the last's.
  return Math.imul(day, 0x9e3779b1) & 0x7fffffff;
};

/**
 * Eight showroom items for the home page and the explore shelf: a different set each day, at most
 * one per owner, items with a picture first and liked ones more often. One statement over the
 * published items: each owner's item of the day, then the day's pick among the owners.
 */
export async function exploreItems(
  db: Executor,
  viewer: Viewer,
  size: number = SHOWROOM_LIMITS.explorePageSize,
  now = new Date(),
): Promise<CreationRow[]> {
  const salt = daySalt(now);
  // Named with their table: drizzle writes the columns of a one-table select unqualified.
  const pictured = sql<boolean>`exists (select 1 from ${creationMedia} media where media.creation_id = ${creations}."id" and media.type in ('image', 'youtube'))`;
  const dayRank = sql<number>`((${creations}."seed_rank" # ${salt}::int) & 1023) + 64 * least(${creations}."likes_count", 16)`;
  const perOwner = db
    .selectDistinctOn([creations.ownerId], {
      id: creations.id,
      pictured: pictured.as("pictured"),
      rank: dayRank.as("rank"),
    })
    .from(creations)
    .where(publishedFor("showroom", viewer))
    .orderBy(creations.ownerId, desc(pictured), desc(dayRank))
    .as("per_owner");
  const picked = await db
    .select({ id: perOwner.id })
    .from(perOwner)
    .orderBy(desc(perOwner.pictured), desc(perOwner.rank), asc(perOwner.id))
    .limit(size);
  return inOrder(
    db,
    picked.map((p) => p.id),
  );
}

/** Rows by id, in the order of `ids`. */
async function inOrder(db: Executor, ids: number[]): Promise<CreationRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(creations).where(inArray(creations.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Items like this one: published showroom items sharing a creative field or a skill with it, other
 * owners' first, then those sharing the most.
 */
export function relatedItems(
  db: Executor,
  viewer: Viewer,
  item: CreationRow,
  size: number = SHOWROOM_LIMITS.relatedCount,
): Promise<CreationRow[]> {
  const fieldsOfItem = sql`select ${creationFields.creativeFieldId} from ${creationFields} where ${creationFields.creationId} = ${item.id}`;
  const skillsOfItem = sql`select ${creationSkills.skillId} from ${creationSkills} where ${creationSkills.creationId} = ${item.id}`;
  const sharedFields = sql`(select count(*) from ${creationFields} where ${creationFields.creationId} = ${creations.id} and ${creationFields.creativeFieldId} in (${fieldsOfItem}))`;
  const sharedSkills = sql`(select count(*) from ${creationSkills} where ${creationSkills.creationId} = ${creations.id} and ${creationSkills.skillId} in (${skillsOfItem}))`;
  return db
    .select()
    .from(creations)
    .where(
      and(
        publishedFor("showroom", viewer),
        ne(creations.id, item.id),
        or(
          sql`exists (select 1 from ${creationFields} where ${creationFields.creationId} = ${creations.id} and ${creationFields.creativeFieldId} in (${fieldsOfItem}))`,
          sql`exists (select 1 from ${creationSkills} where ${creationSkills.creationId} = ${creations.id} and ${creationSkills.skillId} in (${skillsOfItem}))`,
        ),
      ),
    )
    .orderBy(
      sql`${creations.ownerId} = ${item.ownerId}`,
      sql`${sharedFields} + ${sharedSkills} desc`,
      asc(creations.seedRank),
      asc(creations.id),
    )
    .limit(size);
}

/** What a user's list of items may narrow to: one creative field, one skill. */
export interface UserItemsScope {
  creativeFieldId?: number;
  skillId?: number;
}

/**
 * A user's items of one type as their profile shows them: their own in their order, then those
 * they are a confirmed co-creator of, the latest first. Only published ones, but for the owner
 * reading their own list, who sees their drafts too.
 */
export function listUserItems(
  db: Executor,
  viewer: Viewer,
  type: CreationType,
  userId: number,
  scope: UserItemsScope,
  page: Page,
): Promise<ItemsPage> {
  const own = eq(creations.ownerId, userId);
  const coCreated = sql`exists (select 1 from ${creationCoCreators} where ${creationCoCreators.creationId} = ${creations.id} and ${creationCoCreators.userId} = ${userId} and ${creationCoCreators.confirmedAt} is not null)`;
  const mine = viewer?.id === userId;
  const where = and(
    eq(creations.type, type),
    visibleCreationsFilter(viewer),
    or(mine ? own : and(own, eq(creations.status, "published")), and(eq(creations.status, "published"), coCreated)),
    scope.creativeFieldId !== undefined ? inFields([scope.creativeFieldId]) : undefined,
    scope.skillId !== undefined ? withSkills([scope.skillId]) : undefined,
  );
  const order = [
    sql`${creations.ownerId} <> ${userId}`,
    sql`case when ${own} then ${creations.position} end`,
    sql`${creations.publishedAt} desc nulls last`,
    asc(creations.id),
  ];
  return paged(db, where, order, page);
}

/** The owner's published items of the same type just before and after this one, in the owner's order. */
export async function neighboursOf(
  db: Executor,
  row: CreationRow,
): Promise<{ prev: string | null; next: string | null }> {
  const sameShelf = and(
    eq(creations.ownerId, row.ownerId),
    eq(creations.type, row.type),
    eq(creations.status, "published"),
  );
  const before = sql`(${creations.position}, ${creations.id}) < (${row.position}::int, ${row.id}::bigint)`;
  const after = sql`(${creations.position}, ${creations.id}) > (${row.position}::int, ${row.id}::bigint)`;
  const [found] = await db
    .select({
      prev: sql<
        string | null
      >`(select ${creations.slug} from ${creations} where ${and(sameShelf, before)} order by ${creations.position} desc, ${creations.id} desc limit 1)`,
      next: sql<
        string | null
      >`(select ${creations.slug} from ${creations} where ${and(sameShelf, after)} order by ${creations.position}, ${creations.id} limit 1)`,
    })
    .from(sql`(values (1)) as one(x)`);
  return { prev: found?.prev ?? null, next: found?.next ?? null };
}
