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

const foldedNames = new WeakMap<object, string[][]>();

function foldedOf<R extends object>(row: R, names: (row: R) => RowNames): string[][] {
  let folded = foldedNames.get(row);
  if (!folded) {
    const { en, de, other = [] } = names(row);
    folded = foldGroups([en, de, other]);
    foldedNames.set(row, folded);
  }
  return folded;
}

/**
 * The rows a search finds, best match first: a name's start before a later word's, before inside a
 * word, and at each of those the reader's own language before the others; each rank in the rows'
 * own order. Every name's spellings are folded once per row and kept while the row lives.
 */
export function searchRows<R extends object>(
  rows: readonly R[],
  filter: NameFilter,
  locale: SupportedLocale,
  names: (row: R) => RowNames,
): readonly R[] {
  const terms = filter.terms?.length ? filter.terms.map(foldName) : null;
  const exact = filter.names?.length ? new Set(filter.names.map(foldName)) : null;
  if (!terms && !exact) return rows;
  const own = locale === "en" ? 0 : 1;
  const found: { row: R; rank: number; index: number }[] = [];
  rows.forEach((row, index) => {
    const groups = foldedOf(row, names);
    if (exact && !groups.some((group) => group.some((key) => exact.has(key)))) return;
    const rank = terms ? groupsRank(groups, terms, own) : 0;
    if (rank !== null) found.push({ row, rank, index });
  });
  return found.sort((a, b) => a.rank - b.rank || a.index - b.index).map((f) => f.row);
}
