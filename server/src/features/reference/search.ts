import type { SupportedLocale } from "@atelier/common";

/**
 * Folds a name for matching and ordering: case and accents do not matter and ß reads as ss, so "koln"
 * finds "Köln" and "Ölmalerei" sorts among the O's (the database compares bytes).
 */
export function foldName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .trim();
}

const WRITTEN_OUT: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

/**
 * The folded spellings of a name that people type: as written, and with its umlauts written out
 * as on a keyboard without them, so "muenchen" finds "München" as "munchen" does.
 */
export function spellings(name: string): string[] {
  const folded = foldName(name);
  const writtenOut = foldName(name.replace(/[äöüÄÖÜ]/g, (c) => WRITTEN_OUT[c]));
  return writtenOut === folded ? [folded] : [folded, writtenOut];
}

/** How well a folded term matches: at a name's start, at a later word's start, inside a word. */
export const Match = { start: 0, word: 1, inside: 2, none: 3 } as const;

const isWordChar = (c: string) => /[\p{L}\p{N}]/u.test(c);

/**
 * The best match of a folded term in any of the folded names. A single character only matches at
 * the start of a word: inside words it would match nearly every name.
 */
export function matchRank(names: readonly string[], term: string): number {
  let best: number = Match.none;
  for (const name of names) {
    for (let at = name.indexOf(term); at !== -1 && best > Match.start; at = name.indexOf(term, at + 1)) {
      const rank = at === 0 ? Match.start : isWordChar(name[at - 1]) ? Match.inside : Match.word;
      if (rank < best && (rank !== Match.inside || term.length > 1)) best = rank;
    }
  }
  return best;
}

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

type Folded = readonly [en: readonly string[], de: readonly string[], other: readonly string[]];

const foldedNames = new WeakMap<object, Folded>();

function foldedOf<R extends object>(row: R, names: (row: R) => RowNames): Folded {
  let folded = foldedNames.get(row);
  if (!folded) {
    const { en, de, other = [] } = names(row);
    const fold = (list: readonly string[]) => [...new Set(list.flatMap(spellings))];
    folded = [fold(en), fold(de), fold(other)];
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
    let rank = 0;
    if (terms) {
      rank = Number.POSITIVE_INFINITY;
      groups.forEach((group, g) => {
        for (const term of terms) {
          const match = matchRank(group, term);
          if (match !== Match.none) rank = Math.min(rank, match * 2 + (g === own ? 0 : 1));
        }
      });
    }
    if (rank !== Number.POSITIVE_INFINITY) found.push({ row, rank, index });
  });
  return found.sort((a, b) => a.rank - b.rank || a.index - b.index).map((f) => f.row);
}
