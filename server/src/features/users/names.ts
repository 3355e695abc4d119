import { type AnyColumn, and, eq, like, or, type SQL, sql } from "drizzle-orm";
import { profiles, users } from "../../db/schema/index.ts";
import { foldName, prefixPattern } from "../reference/search.ts";

/**
 * Case- and accent-insensitive form of a text column, the way foldName folds the search term:
 * decomposed, diacritics dropped, lower case, ß as ss. Letters that do not decompose (Ø, Ł, Æ)
 * are lowered by hand, since lower() knows only ASCII under the database's bytewise collation.
 */
const folded = (value: SQL | AnyColumn): SQL =>
  sql`replace(lower(translate(regexp_replace(normalize(${value}, NFKD), '[\\u0300-\\u036f]', '', 'g'), 'ØŁÆ', 'øłæ')), 'ß', 'ss')`;

/** The name a user shows (needs `profiles` left-joined): the display name when chosen, else the account name. */
export const shownNameSql: SQL = sql`case when ${eq(profiles.nameOption, "display")} and coalesce(trim(${profiles.displayName}), '') <> '' then ${profiles.displayName} else ${users.name} end`;

export const nameSortKey: SQL = folded(shownNameSql);

/**
 * Users whose shown name contains every word of one of the terms, anywhere, ignoring case and
 * accents: "muller" and "Müller" both find "Jana Müller", "jana mul" too.
 */
export function nameMatches(terms: readonly string[]): SQL | undefined {
  const matches = terms
    .map((term) => foldName(term).split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0)
    .map((words) => and(...words.map((word) => like(nameSortKey, `%${prefixPattern(word)}`))));
  return matches.length > 0 ? or(...matches) : undefined;
}
