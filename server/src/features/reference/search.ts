import { foldGroups, foldName, groupsRank, type SupportedLocale } from "@atelier/common";

/** What a search asks for: any of `terms` anywhere in a name, or a name equal to one of `names`. */
export interface NameFilter {
  terms?: string[];
  names?: string[];
}

/** A row's names: the English ones, the German ones, and any others people know it by. */
export interface RowNames {
  en: readonly string[];
  de: readonly string[];
  other?: readonly string[];
}

/** A row's folded spellings by group, and all of them in one text that most rows are ruled out by. */
interface Folded {
  groups: string[][];
  all: string;
}

/** The folded names of each list searched, row by row, kept while the list lives (one catalog load). */
const foldedLists = new WeakMap<readonly object[], Folded[]>();

function foldedOf<R extends object>(rows: readonly R[], names: (row: R) => RowNames): Folded[] {
  let folded = foldedLists.get(rows);
  if (!folded) {
    folded = rows.map((row) => {
      const { en, de, other = [] } = names(row);
      const groups = foldGroups([en, de, other]);
      return { groups, all: groups.flat().join("\n") };
    });
    foldedLists.set(rows, folded);
  }
  return folded;
}

/** A row a search found: how well (see groupsRank), and its place in the list searched. */
export interface FoundRow<R> {
  row: R;
  rank: number;
  index: number;
}

/**
 * The rows a search finds, in the rows' own order. `rows` is a list the catalog keeps (one of its
 * orders): its names are folded once.
 */
export function findRows<R extends object>(
  rows: readonly R[],
  filter: NameFilter,
  locale: SupportedLocale,
  names: (row: R) => RowNames,
): FoundRow<R>[] {
  const terms = filter.terms?.length ? filter.terms.map(foldName) : null;
  const exact = filter.names?.length ? new Set(filter.names.map(foldName)) : null;
  const own = locale === "en" ? 0 : 1;
  const found: FoundRow<R>[] = [];
  const folded = foldedOf(rows, names);
  rows.forEach((row, index) => {
    const { groups, all } = folded[index];
    if (terms && !terms.some((term) => all.includes(term))) return;
    if (exact && !groups.some((group) => group.some((key) => exact.has(key)))) return;
    const rank = terms ? groupsRank(groups, terms, own) : 0;
    if (rank !== null) found.push({ row, rank, index });
  });
  return found;
}

/**
 * The rows a search finds, best match first: a name's start before a later word's, before inside a
 * word, and at each of those the reader's own language before the others; each rank in the rows'
 * own order.
 */
export function searchRows<R extends object>(
  rows: readonly R[],
  filter: NameFilter,
  locale: SupportedLocale,
  names: (row: R) => RowNames,
): readonly R[] {
  if (!filter.terms?.length && !filter.names?.length) return rows;
  return findRows(rows, filter, locale, names)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((f) => f.row);
}
