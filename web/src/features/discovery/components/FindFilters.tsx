import { FIND_LEVELS, type FindFilterName, type FindScope } from "@atelier/common/find-lists";
import { Select, type SelectProps, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SendSearchField } from "../../../app/ui/SendSearchField.tsx";
import { entryLabel, VocabularySelect } from "../../profiles/editing/VocabularySelect.tsx";
import { startOfName, useFindCatalog } from "../catalog.ts";
import { addValue, type FindSearch, findFiltersOf, nameValue } from "../findSearch.ts";

export interface FindFiltersProps {
  scope: FindScope;
  search: FindSearch;
  onSearch(next: FindSearch): void;
  /** The field a field's page shows: not offered again. */
  pathFieldId?: string;
}

/** The vocabularies found by typing, asked of the server (an empty search asks nothing). */
const SEARCHED: Partial<Record<FindFilterName, string>> = {
  skills: "/v1/standardized_skills",
  locationIds: "/locations",
};

/**
 * A list to pick one more entry from: what was typed goes once an entry is picked, so the field is
 * ready for the next (the drawer stays open while filters are chosen).
 */
function PickSelect({
  onPick,
  ...props
}: Omit<SelectProps, "value" | "searchValue" | "onChange"> & { onPick(id: string): void }) {
  const [search, setSearch] = useState("");
  return (
    <Select
      {...props}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        if (!id) return;
        setSearch("");
        onPick(id);
      }}
    />
  );
}

/**
 * The filters the chosen kind offers, in the contract's order and no other: names typed and sent,
 * catalog entries and levels chosen from a list, skills and places found by any part of their name
 * (a place named with its country, as its chip then is).
 * Every change goes back to the first page.
 */
export function FindFilters({ scope, search, onSearch, pathFieldId }: FindFiltersProps) {
  const { t } = useTranslation();
  const catalog = useFindCatalog();
  const taken = (filter: FindFilterName) =>
    new Set([
      ...(search.filters[filter] ?? []).map((value) => value.id),
      ...(filter === "creativeFieldIds" && pathFieldId ? [pathFieldId] : []),
    ]);
  const add = (filter: FindFilterName, id: string, name = id) => onSearch(addValue(search, filter, { id, name }));
  const label = (filter: FindFilterName) => t(`discovery.filters.${filter}`);
  const placeholder = (filter: FindFilterName) => t(`discovery.filters.${filter}Placeholder`);

  return (
    <Stack gap="md">
      {findFiltersOf(scope, search.kind).map((filter) => {
        if (filter === "names") {
          return (
            <SendSearchField
              key={filter}
              label={label(filter)}
              placeholder={placeholder(filter)}
              action={t("discovery.filters.namesAction")}
              clearOnSend
              onSend={(text) => {
                const value = nameValue(text);
                if (value) onSearch(addValue(search, "names", value));
              }}
            />
          );
        }
        const path = SEARCHED[filter];
        if (path) {
          return (
            <VocabularySelect
              key={filter}
              path={path}
              label={label(filter)}
              placeholder={placeholder(filter)}
              exclude={[...taken(filter)]}
              onPick={(entry) => add(filter, entry.id, entryLabel(entry))}
            />
          );
        }
        const options =
          filter === "levels"
            ? FIND_LEVELS.map((level) => ({ value: level, label: t(`discovery.levels.${level}`) }))
            : catalog[filter as keyof typeof catalog];
        const chosen = taken(filter);
        return (
          <PickSelect
            key={filter}
            label={label(filter)}
            placeholder={placeholder(filter)}
            data={options.filter((option) => !chosen.has(option.value))}
            searchable={filter !== "levels"}
            filter={startOfName}
            // Languages are too many to list before something is typed.
            limit={filter === "languageCodes" ? 12 : undefined}
            nothingFoundMessage={t("showroom.filters.nothingFound")}
            onPick={(id) => add(filter, id)}
          />
        );
      })}
    </Stack>
  );
}
