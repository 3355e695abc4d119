import { ActionIcon, Select, Stack, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStartList } from "../../../app/start.ts";
import { ICON_STROKE } from "../../../app/theme.ts";
import { VocabularySelect } from "../../profiles/editing/VocabularySelect.tsx";
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

const added = (list: readonly Chosen[], entry: Named) => [...list, { id: entry.id, name: entry.name }];

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
        <KeywordField key={search.keyword} keyword={search.keyword} onKeyword={(keyword) => change({ keyword })} />
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

/** A keyword searched once it is sent (Enter or the button), not at every key. */
function KeywordField({ keyword, onKeyword }: { keyword: string; onKeyword(keyword: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== keyword) onKeyword(text.trim());
  };
  return (
    <form onSubmit={submit}>
      <TextInput
        type="search"
        label={t("showroom.filters.keyword")}
        placeholder={t("showroom.filters.keywordPlaceholder")}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={
          <ActionIcon type="submit" variant="subtle" color="gray" aria-label={t("showroom.filters.searchAction")}>
            <IconSearch size={16} stroke={ICON_STROKE} />
          </ActionIcon>
        }
      />
    </form>
  );
}
