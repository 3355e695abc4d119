import { Button, Group } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useStartList } from "../../../app/start/start.ts";
import { RemovableChip } from "../../profiles/editing/RemovableChip.tsx";
import type { Named } from "../../showroom/types.ts";
import { type BoardChip, type BoardSearch, boardChips, clearBoard } from "./boardSearch.ts";

export interface BoardChipsProps {
  search: BoardSearch;
  onSearch(next: BoardSearch): void;
}

/** The filters in force as chips, each removable, and one button that removes them all. */
export function BoardChips(props: BoardChipsProps) {
  // The creative fields name their chips: without a filter in force, the page does not ask for them.
  return boardChips(props.search).length === 0 ? null : <ActiveChips {...props} />;
}

function chipLabel(chip: BoardChip, fields: readonly Named[], t: TFunction): string {
  switch (chip.filter) {
    case "keyword":
      return t("jobs.filters.keywordChip", { keyword: chip.value });
    case "kind":
      return t(`jobs.filters.kinds.${chip.value}`);
    case "jobType":
      return t(`jobs.jobType.${chip.value}`);
    case "field":
      return fields.find((field) => field.id === chip.value)?.name ?? "…";
    case "distance":
      return t("jobs.filters.withinKm", { km: chip.value });
    case "remote":
      return t("jobs.place.remote");
    case "expired":
      return t("jobs.filters.expiredChip");
    default:
      return chip.value;
  }
}

function ActiveChips({ search, onSearch }: BoardChipsProps) {
  const { t } = useTranslation();
  const fields = useStartList<Named>("creativeFields");
  return (
    <Group gap={6} aria-label={t("showroom.filters.active")} role="group">
      {boardChips(search).map((chip) => (
        <RemovableChip key={chip.key} label={chipLabel(chip, fields, t)} onRemove={() => onSearch(chip.without)} />
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => onSearch(clearBoard(search))}>
        {t("showroom.filters.clear")}
      </Button>
    </Group>
  );
}
