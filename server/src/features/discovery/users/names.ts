import { foldName } from "@atelier/common";
import { and, or, type SQL, sql } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";

/**
 * "Contains this word" as a LIKE pattern, the word folded by the database's fold_name() like the
 * stored search names; `%`, `_` and `\` in it (also those folding yields) match themselves.
 */
export const containing = (word: string): SQL => sql`'%' || ${escapedLike(sql`fold_name(${word})`)} || '%'`;

const escapedLike = (value: SQL): SQL => sql`replace(replace(replace(${value}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * Words shorter than this are only found inside names: their trigrams are too few to tell a typo
 * from another name.
 */
const TYPO_MIN_LENGTH = 4;

const wordsOf = (term: string) => term.split(/\s+/).filter(Boolean);

/**
 * One word of a term found in a name: inside it, or (from TYPO_MIN_LENGTH letters on) close
 * enough to a whole word of it to be a typo, by pg_trgm's strict word similarity (at least 0.5:
 * one letter wrong in a word of eight). Both read the stored folded spellings through their
 * trigram index.
 */
function wordMatches(word: string): SQL {
  const inside = sql`${users.searchSpellings} like ${containing(word)}`;
  if ([...foldName(word)].length < TYPO_MIN_LENGTH) return inside;
  return sql`(${inside} or fold_name(${word}) <<% ${users.searchSpellings})`;
}

/**
 * Users whose shown name holds every word of one of the terms, ignoring case and accents, an
 * umlaut also written out, a typo forgiven: "muller", "Mueller" and "Mülller" find "Jana Müller",
 * "jana mul" too.
 */
export function nameMatches(terms: readonly string[]): SQL | undefined {
  const matches = terms
    .map(wordsOf)
    .filter((words) => words.length > 0)
    .map((words) => and(...words.map(wordMatches)));
  return matches.length > 0 ? or(...matches) : undefined;
}

/**
 * The stored name with its umlauts written out: the second half of search_spellings when the
 * name has umlauts, else the search name itself.
 */
const writtenOut = sql`(case when ${users.searchSpellings} = ${users.searchName} then ${users.searchName} else substr(${users.searchSpellings}, length(${users.searchName}) + 2) end)`;

/** A prefix query on the words of a name: each word of the term starts one of them. */
function wordStartQuery(words: readonly string[]): string | null {
  const tokens = words.flatMap((word) => foldName(word).match(/[\p{L}\p{N}]+/gu) ?? []);
  return tokens.length > 0 ? tokens.map((token) => `${token}:*`).join(" & ") : null;
}

/**
 * How well a name matches one term, higher first: 4 the whole name, 3 the name starts with the
 * term, 2 every word starts a word of the name, 1 found inside words, 0 a typo.
 */
function termTier(term: string): SQL {
  const folded = sql`fold_name(${term})`;
  const startsWith = sql`${escapedLike(folded)} || '%'`;
  const words = wordsOf(term);
  const wordStarts = wordStartQuery(words);
  const inside = and(...words.map((word) => sql`${users.searchSpellings} like ${containing(word)}`));
  return sql`(case
    when ${folded} in (${users.searchName}, ${writtenOut}) then 4
    when ${users.searchName} like ${startsWith} or ${writtenOut} like ${startsWith} then 3
    when ${wordStarts ? sql`to_tsvector('simple', ${users.searchSpellings}) @@ to_tsquery('simple', ${wordStarts})` : sql`false`} then 2
    when ${inside} then 1
    else 0 end)`;
}

const best = (ranks: SQL[]): SQL =>
  ranks.length === 0 ? sql`0` : ranks.length === 1 ? ranks[0] : sql`greatest(${sql.join(ranks, sql`, `)})`;
const searched = (terms: readonly string[]) => terms.filter((term) => wordsOf(term).length > 0);

/**
 * The relevance of a name to a name search, the best of its terms: `tier` as termTier grades it,
 * and within a tier `closeness`, the trigram similarity of the whole name and the term, so that
 * "Anna Berg" leads "Annabel Bergmann-Schulz" for "anna berg".
 */
export function nameRank(terms: readonly string[]): { tier: SQL; closeness: SQL } {
  const given = searched(terms);
  return {
    tier: best(given.map(termTier)),
    closeness: best(given.map((term) => sql`similarity(${users.searchSpellings}, fold_name(${term}))`)),
  };
}

/**
 * A name search ranks at most this many of the names it finds: enough for any person someone
 * looks for, few enough that a common name costs no more than a rare one.
 */
export const NAME_CANDIDATES = 500;
