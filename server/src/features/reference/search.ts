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
