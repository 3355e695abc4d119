import type { FindFilterName } from "@atelier/common/find-lists";
import type { ComboboxItem, OptionsFilter } from "@mantine/core";
import type { TFunction } from "i18next";
import { useLocale } from "../../app/start/locale.ts";
import { useStartList } from "../../app/start/start.ts";
import { type LanguageOption, languageName } from "../profiles/editing/languageSearch.ts";
import type { Named } from "../showroom/types.ts";
import type { FindValue } from "./findSearch.ts";

type Language = LanguageOption & { code: string };

/** The catalog entries a filter picks from in the page (fields, industries, languages), by value id. */
export function useFindCatalog() {
  const fields = useStartList<Named>("creativeFields");
  const industries = useStartList<Named>("industries");
  const languages = useStartList<Language>("languages");
  const { locale } = useLocale();
  return {
    creativeFieldIds: fields.map((field) => ({ value: field.id, label: field.name })),
    industryIds: industries.map((industry) => ({ value: industry.id, label: industry.name })),
    languageCodes: languages.map((language) => ({ value: language.code, label: languageName(language, locale) })),
  } satisfies Partial<Record<FindFilterName, ComboboxItem[]>>;
}

export type FindCatalog = ReturnType<typeof useFindCatalog>;

/** What a chosen value is called on a chip: the catalog's name, a level's word, or its own name. */
export function valueLabel(filter: FindFilterName, value: FindValue, catalog: FindCatalog, t: TFunction): string {
  if (filter === "names") return `“${value.name}”`;
  if (filter === "levels") return t(`discovery.levels.${value.id}`);
  if (filter === "creativeFieldIds" || filter === "industryIds" || filter === "languageCodes") {
    return catalog[filter].find((entry) => entry.value === value.id)?.label ?? "…";
  }
  return value.name;
}

/** The pickers of catalog entries match what is typed at the start of a name, in any case. */
export const startOfName: OptionsFilter = ({ options, search }) => {
  const term = search.trim().toLocaleLowerCase();
  return options.filter(
    (option) => "label" in option && (term === "" || option.label.toLocaleLowerCase().startsWith(term)),
  );
};
