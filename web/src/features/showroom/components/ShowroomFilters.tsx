import { Select, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useStartList } from "../../../app/start/start.ts";
import { SendSearchField } from "../../../app/ui/SendSearchField.tsx";
import { entryLabel, type VocabularyEntry, VocabularySelect } from "../../profiles/editing/VocabularySelect.tsx";
import { type Chosen, changeSearch, type ShowroomSearch } from "../showroomSearch.ts";
import type { Named } from "../types.ts";

export interface ShowroomFiltersProps {
  search: ShowroomSearch;
  onSearch(next: ShowroomSearch): void;
  /** The field a field's page shows: no filter to add. */
  pathFieldId?: string;
  /** Which filters the list takes: my likes filter by field and skill only. */
  only?: readonly ("keyword" | "location")[];
}

const SKILLS = "/v1/standardized_skills";
const LOCATIONS = "/locations";

// A place is named as its options name it, with its region and country ("Frankfurt (Oder), Brandenburg, Germany").
const added = (list: readonly Chosen[], entry: VocabularyEntry) => [...list, { id: entry.id, name: entryLabel(entry) }];

/**
 * The showroom's filters: a keyword, creative fields, skills and places, each found by typing its
 * name as in the profile's pickers. Every change goes back to the first page.
 */
export function ShowroomFilters({
  search,
  onSearch,
  pathFieldId,
  only = ["keyword", "location"],
}: ShowroomFiltersProps) {
  const { t } = useTranslation();
  const fields = useStartList<Named>("creativeFields");
  const taken = new Set([...search.fieldIds, ...(pathFieldId ? [pathFieldId] : [])]);
  const change = (next: Partial<Omit<ShowroomSearch, "page">>) => onSearch(changeSearch(search, next));

  return (
    <Stack gap="md">
      {only.includes("keyword") && (
        <SendSearchField
          key={search.keyword}
          label={t("showroom.filters.keyword")}
          placeholder={t("showroom.filters.keywordPlaceholder")}
          action={t("showroom.filters.searchAction")}
          current={search.keyword}
          onSend={(keyword) => change({ keyword })}
        />
      )}
      <Select
        label={t("showroom.filters.fields")}
        placeholder={t("showroom.filters.fieldsPlaceholder")}
        data={fields.filter((field) => !taken.has(field.id)).map((field) => ({ value: field.id, label: field.name }))}
        value={null}
        searchable
        nothingFoundMessage={t("showroom.filters.nothingFound")}
        onChange={(id) => id && change({ fieldIds: [...search.fieldIds, id] })}
      />
      <VocabularySelect
        path={SKILLS}
        label={t("showroom.filters.skills")}
        placeholder={t("showroom.filters.skillsPlaceholder")}
        exclude={search.skills.map((skill) => skill.id)}
        onPick={(skill) => change({ skills: added(search.skills, skill) })}
      />
      {only.includes("location") && (
        <VocabularySelect
          path={LOCATIONS}
          label={t("showroom.filters.location")}
          placeholder={t("showroom.filters.locationPlaceholder")}
          exclude={search.locations.map((location) => location.id)}
          onPick={(location) => change({ locations: added(search.locations, location) })}
        />
      )}
    </Stack>
  );
}
