import { FIND_FILTERS } from "@atelier/common/find-lists";
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RemovableChip } from "../../profiles/editing/RemovableChip.tsx";
import { useFindCatalog, valueLabel } from "../catalog.ts";
import { activeFilterCount, clearFilters, type FindSearch, removeValue } from "../findSearch.ts";

export interface FindChipsProps {
  search: FindSearch;
  onSearch(next: FindSearch): void;
}

/** The filters in force as chips, each removable, and one button that removes them all. */
export function FindChips(props: FindChipsProps) {
  // The catalog names the chips: without a filter in force, the page does not ask for it.
  return activeFilterCount(props.search) === 0 ? null : <ActiveChips {...props} />;
}

function ActiveChips({ search, onSearch }: FindChipsProps) {
  const { t } = useTranslation();
  const catalog = useFindCatalog();
  return (
    <Group gap={6} aria-label={t("showroom.filters.active")} role="group">
      {FIND_FILTERS.flatMap((filter) =>
        (search.filters[filter] ?? []).map((value) => (
          <RemovableChip
            key={`${filter}:${value.id}`}
            label={valueLabel(filter, value, catalog, t)}
            onRemove={() => onSearch(removeValue(search, filter, value.id))}
          />
        )),
      )}
      <Button variant="subtle" size="compact-sm" onClick={() => onSearch(clearFilters(search))}>
        {t("showroom.filters.clear")}
      </Button>
    </Group>
  );
}
