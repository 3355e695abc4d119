import { type Resource, SKILL_LEVELS, type SupportedLocale, snakeKeys, type UserMatch } from "@atelier/common";
import { arrayOverlaps, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { operationSkills, userCreativeFields, userFacets, userProfessions, users } from "../../../db/schema/index.ts";
import { type NamedCrafts, namedCrafts } from "../../reference/crafts.ts";
import { localized } from "../../reference/present.ts";
import { nameMatches, nameRank } from "./names.ts";

/** A search for people by a keyword: their name, or the professions, creative fields and skills it names. */
export interface KeywordSearch {
  /** The words, single spaced. */
  term: string;
  crafts: NamedCrafts;
  locale: SupportedLocale;
}

/** The search a keyword asks for; none for a keyword of blanks alone, which finds everyone, as a blank name does. */
export async function keywordSearch(
  db: Executor,
  keyword: string,
  locale: SupportedLocale,
): Promise<KeywordSearch | undefined> {
  const term = keyword.split(/\s+/).filter(Boolean).join(" ");
  if (term === "") return undefined;
  return { term, crafts: await namedCrafts(db, term, locale), locale };
}

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/**
 * The users holding one of the crafts named, each source through its own index: professions by
 * user_professions' profession index, creative fields and skills by the GIN indexes of user_facets.
 */
function craftHolders({ professions, creativeFields, skills }: NamedCrafts): SQL[] {
  const sources: SQL[] = [];
  if (professions.length > 0) {
    sources.push(
      sql`select ${userProfessions.userId} from ${userProfessions} where ${inArray(userProfessions.professionId, idsOf(professions))}`,
    );
  }
  if (creativeFields.length > 0) {
    sources.push(
      sql`select ${userFacets.userId} from ${userFacets} where ${arrayOverlaps(userFacets.creativeFieldIds, idsOf(creativeFields))}`,
    );
  }
  if (skills.length > 0) {
    sources.push(
      sql`select ${userFacets.userId} from ${userFacets} where ${arrayOverlaps(userFacets.skillIds, idsOf(skills))}`,
    );
  }
  return sources;
}

/**
 * Users whose name matches the keyword (as nameMatches: inside, or a typo) or who hold a craft it
 * names. One semi-join on the union of the sources, so that each is read through its own index
 * rather than every user tested against each.
 */
export function keywordMatches(search: KeywordSearch): SQL {
  const byName = nameMatches([search.term]) as SQL;
  const holders = craftHolders(search.crafts);
  if (holders.length === 0) return byName;
  // The inner `users` is the subquery's own: the name test reads its row, not the outer one.
  return sql`${users.id} in (select ${users.id} from ${users} where ${byName} union all ${sql.join(holders, sql` union all `)})`;
}

/** The crafts a user holds among those named, per row of `users`: one query of their ids per kind named. */
function heldCrafts({ professions, creativeFields, skills }: NamedCrafts) {
  return {
    professions:
      professions.length > 0
        ? sql`select ${userProfessions.professionId} from ${userProfessions} where ${userProfessions.userId} = ${users.id} and ${inArray(userProfessions.professionId, idsOf(professions))}`
        : null,
    creativeFields:
      creativeFields.length > 0
        ? sql`select ${userCreativeFields.creativeFieldId} from ${userCreativeFields} where ${userCreativeFields.userId} = ${users.id} and ${inArray(userCreativeFields.creativeFieldId, idsOf(creativeFields))}`
        : null,
    skills:
      skills.length > 0
        ? sql`select ${operationSkills.skillId} from ${operationSkills} inner join ${userCreativeFields} on ${userCreativeFields.id} = ${operationSkills.operationId} where ${userCreativeFields.userId} = ${users.id} and ${inArray(operationSkills.skillId, idsOf(skills))}`
        : null,
  };
}

/** Whether a user holds any of the crafts given, per row of `users`. */
function holdsAny(held: readonly (SQL | null)[]): SQL {
  const queries = held.filter((query) => query !== null);
  return queries.length > 0
    ? sql`(${sql.join(
        queries.map((query) => sql`exists (${query})`),
        sql` or `,
      )})`
    : sql`false`;
}

/**
 * How far along a user is in the crafts named, per row of `users`: the highest level (none 0 …
 * expert 3) of their creative fields that the keyword names, or that hold a skill it names, or
 * that a profession it names belongs to.
 */
function craftLevel({ professions, creativeFields, skills }: NamedCrafts): SQL {
  const fieldIds = [
    ...new Set([
      ...idsOf(creativeFields),
      ...professions.flatMap((p) => (p.creativeFieldId === null ? [] : [p.creativeFieldId])),
    ]),
  ];
  const named = [
    fieldIds.length > 0 ? inArray(userCreativeFields.creativeFieldId, fieldIds) : undefined,
    skills.length > 0
      ? sql`exists (select 1 from ${operationSkills} where ${operationSkills.operationId} = ${userCreativeFields.id} and ${inArray(operationSkills.skillId, idsOf(skills))})`
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (named.length === 0) return sql`0`;
  const levels = sql.join(
    SKILL_LEVELS.map((level) => sql`${level}`),
    sql`, `,
  );
  return sql`(select coalesce(max(array_position(array[${levels}]::text[], ${userCreativeFields.level}::text)), 1) - 1 from ${userCreativeFields} where ${userCreativeFields.userId} = ${users.id} and (${sql.join(named, sql` or `)}))`;
}

/**
 * A name match at least this good (every word starts a word of the name) ranks above every craft
 * match; weaker ones (inside a word, a typo) below them.
 */
const STRONG_NAME_TIER = 2;

/**
 * What a keyword search orders by, per row of `users`: `tier` and `closeness` of the name (see
 * nameRank) and whether the user holds a named profession, or else another named craft, computed
 * once a row in a lateral subquery (`offset 0` keeps PostgreSQL from copying its expressions into
 * every place that reads them), and `order`, the keys: strong name matches first by tier and
 * closeness, then craft matches by their level, a profession before a creative field or skill at
 * the same level (it says what someone does, a field or skill only what they know), and then
 * `completeness`, then weak name matches; each read only for the rows it orders.
 */
export function keywordRanking(db: Executor, search: KeywordSearch, completeness: SQL) {
  const rank = nameRank([search.term]);
  const held = heldCrafts(search.crafts);
  const match = db
    .select({
      tier: sql<number>`${rank.tier}`.as("match_tier"),
      closeness: sql<number>`${rank.closeness}`.as("match_closeness"),
      profession: sql<boolean>`${holdsAny([held.professions])}`.as("match_profession"),
      otherCraft: sql<boolean>`${holdsAny([held.creativeFields, held.skills])}`.as("match_other_craft"),
    })
    .from(sql`(values (1)) as one(x)`)
    .offset(0)
    .as("match");
  const craft = sql`(${match.profession} or ${match.otherCraft})`;
  const byName = sql`(${match.tier} >= ${STRONG_NAME_TIER} or not ${craft})`;
  const byCraft = sql`(${match.tier} < ${STRONG_NAME_TIER} and ${craft})`;
  return {
    match,
    order: [
      sql`(case when ${match.tier} >= ${STRONG_NAME_TIER} then 2 when ${craft} then 1 else 0 end) desc`,
      sql`(case when ${byName} then ${match.tier} else 0 end) desc`,
      sql`(case when ${byName} then ${match.closeness} else 0 end) desc`,
      sql`(case when ${byCraft} then ${craftLevel(search.crafts)} else 0 end) desc`,
      sql`(${byCraft} and ${match.profession}) desc`,
      sql`(case when ${byCraft} then ${completeness} else 0 end) desc`,
    ],
  };
}

/** What a page's rows of a keyword search select to tell what each was found by. */
export function keywordMatchColumns(search: KeywordSearch, tier: SQL.Aliased<number>) {
  const held = heldCrafts(search.crafts);
  const ids = (query: SQL | null) => (query ? sql<string[]>`array(${query})` : sql<string[]>`'{}'::bigint[]`);
  return {
    tier: sql<number>`${tier}`,
    professions: ids(held.professions),
    creativeFields: ids(held.creativeFields),
    skills: ids(held.skills),
  };
}

export type KeywordMatchRow = {
  tier: number;
  professions: readonly (string | number)[];
  creativeFields: readonly (string | number)[];
  skills: readonly (string | number)[];
};

/**
 * What a row was found by, as the ranking sees it: a strong name match by its name, else the best
 * named craft it holds (a profession before a creative field before a skill, each the craft the
 * keyword names best), else its name (inside a word, or a typo).
 */
function keywordMatch(search: KeywordSearch, row: KeywordMatchRow, shownName: string): UserMatch {
  const nameMatch: UserMatch = { matchedBy: "name", matchedLabel: shownName };
  if (row.tier >= STRONG_NAME_TIER) return nameMatch;
  const best = <R extends { id: number; nameEn: string; nameDe: string }>(
    named: readonly R[],
    held: KeywordMatchRow["professions"],
  ) => {
    const ids = new Set(held.map(Number));
    return named.find((craft) => ids.has(craft.id));
  };
  const { crafts, locale } = search;
  const found = [
    { matchedBy: "profession", craft: best(crafts.professions, row.professions) },
    { matchedBy: "creative_field", craft: best(crafts.creativeFields, row.creativeFields) },
    { matchedBy: "skill", craft: best(crafts.skills, row.skills) },
  ] as const;
  const first = found.find((candidate) => candidate.craft !== undefined);
  return first?.craft ? { matchedBy: first.matchedBy, matchedLabel: localized(first.craft, locale) } : nameMatch;
}

/** Sets on each user of a page what the keyword found them by, as its `meta`; `found` in the page's order. */
export const foundBy =
  (search: KeywordSearch, found: readonly KeywordMatchRow[]) =>
  async (_rows: readonly unknown[], data: Resource[]): Promise<Resource[]> => {
    for (const [index, user] of data.entries()) {
      user.meta = snakeKeys(keywordMatch(search, found[index], String(user.attributes.name)));
    }
    return [];
  };
