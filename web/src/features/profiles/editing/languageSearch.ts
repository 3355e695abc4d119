import type { SupportedLocale } from "@atelier/common/enums";
import { foldGroups, foldName, groupsRank } from "@atelier/common/search";

export interface LanguageOption {
  id: string;
  englishName: string;
  germanName: string;
}

/** A language's name in the interface language. */
export const languageName = (language: LanguageOption, locale: SupportedLocale): string =>
  locale === "de" ? language.germanName : language.englishName;

/**
 * The languages whose English or German name holds the search, as the server's pickers match:
 * any case or accents, anywhere in a name, a name's start before a later word's before inside a
 * word, the interface language's names first at each, then alphabetically. An empty search finds
 * nothing, so the list never shows all 180 at once.
 */
export function matchLanguages<T extends LanguageOption>(
  languages: readonly T[],
  search: string,
  locale: SupportedLocale,
): T[] {
  const term = foldName(search);
  if (term === "") return [];
  const own = locale === "de" ? 1 : 0;
  const collator = new Intl.Collator(locale);
  return languages
    .flatMap((language) => {
      const rank = groupsRank(foldGroups([[language.englishName], [language.germanName]]), [term], own);
      return rank === null ? [] : [{ language, rank }];
    })
    .sort(
      (a, b) => a.rank - b.rank || collator.compare(languageName(a.language, locale), languageName(b.language, locale)),
    )
    .map((found) => found.language);
}
