/**
 * How names are searched, the same on the server and in the web app: case and accents do not
 * matter, ß reads as ss, an umlaut may be written out ("muenchen" finds "München") and a British
 * word spelled the American way ("color" finds "Colour"); a term is found anywhere in a name, a
 * name's start first.
 */

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

/** Folded British spellings of the vocabularies' words, and how they are written in American English. */
const AMERICAN: readonly [british: string, american: string][] = [
  ["colour", "color"],
  ["jewellery", "jewelry"],
  ["theatre", "theater"],
  ["analogue", "analog"],
  ["modelling", "modeling"],
  ["enamelling", "enameling"],
  ["isation", "ization"],
];

/**
 * The folded spellings of a name that people type: as written, with its umlauts written out as on
 * a keyboard without them ("muenchen" finds "München" as "munchen" does), and British words in
 * their American spelling ("color" finds "Watercolour").
 */
export function spellings(name: string): string[] {
  const folded = foldName(name);
  const found = [folded];
  if (/[äöüÄÖÜ]/.test(name)) found.push(foldName(name.replace(/[äöüÄÖÜ]/g, (c) => WRITTEN_OUT[c])));
  for (const spelling of [...found]) {
    const american = AMERICAN.reduce((text, [british, us]) => text.replaceAll(british, us), spelling);
    if (american !== spelling) found.push(american);
  }
  return found;
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

/**
 * The rank of a row for folded terms, lower first, or null when no term matches: the kind of match
 * (start, word, inside) first, and for each kind the `own` group of names (the reader's language)
 * before the other groups. `groups` are the row's folded spellings, one list per group.
 */
export function groupsRank(
  groups: readonly (readonly string[])[],
  terms: readonly string[],
  own: number,
): number | null {
  let best: number | null = null;
  groups.forEach((group, g) => {
    for (const term of terms) {
      const match = matchRank(group, term);
      if (match === Match.none) continue;
      const rank = match * 2 + (g === own ? 0 : 1);
      if (best === null || rank < best) best = rank;
    }
  });
  return best;
}

/** The folded spellings of each group of names, duplicates dropped; a name in several groups is folded once. */
export function foldGroups(groups: readonly (readonly string[])[]): string[][] {
  const folded = new Map<string, string[]>();
  const spell = (name: string) => {
    let found = folded.get(name);
    if (!found) {
      found = spellings(name);
      folded.set(name, found);
    }
    return found;
  };
  return groups.map((names) => [...new Set(names.flatMap(spell))]);
}
