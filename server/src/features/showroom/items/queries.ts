import {
  type CreationType,
  type ItemMatch,
  SHOWROOM_LIMITS,
  type ShowroomSort,
  type SupportedLocale,
} from "@atelier/common";
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
import type { NamedCrafts } from "../../reference/crafts.ts";
import { localized } from "../../reference/present.ts";
import { type CreationRow, visibleCreationsFilter } from "../policy.ts";

export interface Page {
  size: number;
  offset: number;
}

export interface ItemsPage {
  rows: CreationRow[];
  total: number;
  /** What a keyword found each row by, in the order of `rows`. */
  found?: ItemMatch[];
}

/** The showroom list's filters, read from the query (see showroomFilterSchema). */
export interface ShowroomFilter {
  creativeFieldIds?: number[];
  skillIds?: number[];
  keyword?: string;
  ownerIds?: number[];
  locationIds?: number[];
}

/** A keyword search of the showroom: the words, and the creative fields and skills they name (namedCrafts). */
export interface ItemKeywordSearch {
  crafts: Pick<NamedCrafts, "creativeFields" | "skills">;
  locale: SupportedLocale;
}

/** Published items of one type the viewer may see: what every list but one's own shows. */
const publishedFor = (type: CreationType, viewer: Viewer): SQL =>
  and(eq(creations.type, type), eq(creations.status, "published"), visibleCreationsFilter(viewer)) as SQL;

const inFields = (ids: readonly number[]) =>
  sql`exists (select 1 from ${creationFields} where ${creationFields.creationId} = ${creations.id} and ${inArray(creationFields.creativeFieldId, [...ids])})`;
const withSkills = (ids: readonly number[]) =>
  sql`exists (select 1 from ${creationSkills} where ${creationSkills.creationId} = ${creations.id} and ${inArray(creationSkills.skillId, [...ids])})`;

const wordsOf = (keyword: string | undefined) => keyword?.split(/\s+/).filter(Boolean) ?? [];

/** Whether an item's own words (its title and description) hold every word of the keyword. */
const holdsWords = (words: readonly string[]) =>
  and(...words.map((word) => sql`${creations.searchText} like ${containing(word)}`)) as SQL;

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/**
 * Items whose own words hold every word of the keyword, or tagged with a creative field or skill
 * it names: one semi-join on the union of the three, each read through its own index.
 */
function keywordMatches(words: readonly string[], search: ItemKeywordSearch | undefined): SQL {
  const fields = idsOf(search?.crafts.creativeFields ?? []);
  const skills = idsOf(search?.crafts.skills ?? []);
  if (fields.length === 0 && skills.length === 0) return holdsWords(words);
  const sources = [
    // The inner `creations` is the subquery's own.
    sql`select ${creations.id} from ${creations} where ${holdsWords(words)}`,
    ...(fields.length > 0
      ? [
          sql`select ${creationFields.creationId} from ${creationFields} where ${inArray(creationFields.creativeFieldId, fields)}`,
        ]
      : []),
    ...(skills.length > 0
      ? [
          sql`select ${creationSkills.creationId} from ${creationSkills} where ${inArray(creationSkills.skillId, skills)}`,
        ]
      : []),
  ];
  return sql`${creations.id} in (${sql.join(sources, sql` union all `)})`;
}

function filterOf(filter: ShowroomFilter, search?: ItemKeywordSearch): SQL | undefined {
  const words = wordsOf(filter.keyword);
  return and(
    filter.creativeFieldIds?.length ? inFields(filter.creativeFieldIds) : undefined,
    filter.skillIds?.length ? withSkills(filter.skillIds) : undefined,
    words.length > 0 ? keywordMatches(words, search) : undefined,
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
 * The creative fields and skills of an item among those named, per row of a one-table select of
 * `creations`, whose columns drizzle writes unqualified: the item's id is named with its table.
 */
function heldCrafts({ crafts }: ItemKeywordSearch) {
  const itemId = sql`${creations}."id"`;
  const none = sql<string[]>`'{}'::bigint[]`;
  const fields = idsOf(crafts.creativeFields);
  const skills = idsOf(crafts.skills);
  return {
    creativeFields:
      fields.length > 0
        ? sql<
            string[]
          >`array(select ${creationFields.creativeFieldId} from ${creationFields} where ${creationFields.creationId} = ${itemId} and ${inArray(creationFields.creativeFieldId, fields)})`
        : none,
    skills:
      skills.length > 0
        ? sql<
            string[]
          >`array(select ${creationSkills.skillId} from ${creationSkills} where ${creationSkills.creationId} = ${itemId} and ${inArray(creationSkills.skillId, skills)})`
        : none,
  };
}

/**
 * What an item was found by: its own words, else the creative field, else the skill the keyword
 * names best among those it is tagged with.
 */
function itemMatch(
  search: ItemKeywordSearch,
  row: CreationRow,
  found: { words: boolean; creativeFields: readonly (string | number)[]; skills: readonly (string | number)[] },
): ItemMatch {
  const best = <R extends { id: number; nameEn: string; nameDe: string }>(
    named: readonly R[],
    held: readonly (string | number)[],
  ) => {
    const ids = new Set(held.map(Number));
    return named.find((craft) => ids.has(craft.id));
  };
  const field = found.words ? undefined : best(search.crafts.creativeFields, found.creativeFields);
  if (field) return { matchedBy: "creative_field", matchedLabel: localized(field, search.locale) };
  const skill = found.words ? undefined : best(search.crafts.skills, found.skills);
  if (skill) return { matchedBy: "skill", matchedLabel: localized(skill, search.locale) };
  return { matchedBy: "title", matchedLabel: row.title };
}

/**
 * The showroom: published showroom items of owners the viewer may see, filtered. Sort 0 is the
 * seed order (a random key drawn once per item, then the id), which looks shuffled yet pages
 * consistently; 1 is newest first. A keyword finds items by their own words or by the creative
 * fields and skills it names (`search`); in the seed order the items holding its words come
 * first, and each row says what found it.
 */
export async function listShowroom(
  db: Executor,
  viewer: Viewer,
  filter: ShowroomFilter,
  sort: ShowroomSort,
  page: Page,
  search?: ItemKeywordSearch,
): Promise<ItemsPage> {
  const where = and(publishedFor("showroom", viewer), filterOf(filter, search));
  const words = wordsOf(filter.keyword);
  if (!search || words.length === 0) {
    const order =
      sort === 1 ? [desc(creations.createdAt), desc(creations.id)] : [asc(creations.seedRank), asc(creations.id)];
    return paged(db, where, order, page);
  }
  const own = holdsWords(words);
  const order =
    sort === 1
      ? [desc(creations.createdAt), desc(creations.id)]
      : [desc(own), asc(creations.seedRank), asc(creations.id)];
  const held = heldCrafts(search);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: creations, words: sql<boolean>`${own}`, ...held })
      .from(creations)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(creations).where(where),
  ]);
  return {
    rows: rows.map((r) => r.row),
    total,
    found: rows.map((r) => itemMatch(search, r.row, r)),
  };
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
 * reading their own list, who sees their drafts too: after their published work, in their order.
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
    eq(creations.status, "draft"),
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
