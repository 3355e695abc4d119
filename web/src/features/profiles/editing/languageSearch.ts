export interface LanguageOption {
  id: string;
  localizedName: string;
  englishName: string;
}

/**
 * The languages whose localized or English name starts with the search, any case (spec 001
 * section 5); an empty search finds nothing, so the list never shows all 180 at once.
 */
export function matchLanguages<T extends LanguageOption>(languages: readonly T[], search: string): T[] {
  const term = search.trim().toLocaleLowerCase();
  if (term === "") return [];
  return languages.filter(
    (l) => l.localizedName.toLocaleLowerCase().startsWith(term) || l.englishName.toLocaleLowerCase().startsWith(term),
  );
}
