import { and, or, type SQL, sql } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";

/**
 * "Contains this word" as a LIKE pattern, the word folded by the database's fold_name() like the
 * stored search names; `%`, `_` and `\` in it (also those folding yields) match themselves.
 */
export const containing = (word: string): SQL =>
  sql`'%' || replace(replace(replace(fold_name(${word}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * Users whose shown name contains every word of one of the terms, anywhere, ignoring case and
 * accents: "muller" and "Müller" both find "Jana Müller", "jana mul" too. Reads the stored folded
 * name, which a trigram index answers.
 */
export function nameMatches(terms: readonly string[]): SQL | undefined {
  const matches = terms
    .map((term) => term.split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0)
    .map((words) => and(...words.map((word) => sql`${users.searchName} like ${containing(word)}`)));
  return matches.length > 0 ? or(...matches) : undefined;
}
