import type { SupportedLocale } from "@atelier/common";
import countries from "i18n-iso-countries";
import de from "i18n-iso-countries/langs/de.json" with { type: "json" };
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };

countries.registerLocale(en);
countries.registerLocale(de);

/**
 * The names people use where the package leads with a formal one ("United States of America",
 * "Russische Föderation"); each is one of the package's own aliases.
 */
const COMMON_NAMES: Record<SupportedLocale, Record<string, string>> = {
  en: {
    CN: "China",
    CZ: "Czechia",
    GM: "The Gambia",
    IR: "Iran",
    MK: "North Macedonia",
    PS: "Palestine",
    RU: "Russia",
    TW: "Taiwan",
    TZ: "Tanzania",
    US: "United States",
  },
  de: { CZ: "Tschechien", RU: "Russland", TZ: "Tansania", US: "Vereinigte Staaten" },
};

/** A country's name in the interface language, from its ISO 3166-1 alpha-2 code. */
export function countryName(code: string, locale: SupportedLocale): string {
  return COMMON_NAMES[locale][code] ?? countries.getName(code, locale) ?? code;
}
