import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useStartList } from "../../../app/start/start.ts";
import { RemovableChip } from "../../profiles/editing/RemovableChip.tsx";
import { activeFilterCount, changeSearch, EMPTY_SEARCH, type ShowroomSearch } from "../showroomSearch.ts";
import type { Named } from "../types.ts";

export interface FilterChipsProps {
  search: ShowroomSearch;
  onSearch(next: ShowroomSearch): void;
}

/** The filters in force as chips, each removable, and one button that removes them all. */
export function FilterChips(props: FilterChipsProps) {
  // The creative fields name the chips: without a filter in force, the page does not ask for them.
  return activeFilterCount(props.search) === 0 ? null : <ActiveChips {...props} />;
}

function ActiveChips({ search, onSearch }: FilterChipsProps) {
  const { t } = useTranslation();
  const fields = useStartList<Named>("creativeFields");
  const change = (next: Partial<Omit<ShowroomSearch, "page">>) => onSearch(changeSearch(search, next));
  const fieldName = (id: string) => fields.find((field) => field.id === id)?.name ?? "…";
  return (
    <Group gap={6} aria-label={t("showroom.filters.active")} role="group">
      {search.keyword && <RemovableChip label={`“${search.keyword}”`} onRemove={() => change({ keyword: "" })} />}
      {search.fieldIds.map((id) => (
        <RemovableChip
          key={`f${id}`}
          label={fieldName(id)}
          onRemove={() => change({ fieldIds: search.fieldIds.filter((other) => other !== id) })}
        />
      ))}
      {search.skills.map((skill) => (
        <RemovableChip
          key={`s${skill.id}`}
          label={skill.name}
          onRemove={() => change({ skills: search.skills.filter((other) => other.id !== skill.id) })}
        />
      ))}
      {search.locations.map((location) => (
        <RemovableChip
          key={`l${location.id}`}
          label={location.name}
          onRemove={() => change({ locations: search.locations.filter((other) => other.id !== location.id) })}
        />
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => onSearch({ ...EMPTY_SEARCH, sort: search.sort })}>
        {t("showroom.filters.clear")}
      </Button>
    </Group>
  );
}
