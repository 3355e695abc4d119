import { JOB_TYPES, type JobType, OPPORTUNITY_KINDS, type OpportunityKind } from "@atelier/common/enums";
import { Checkbox, NativeSelect, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useStartList } from "../../../app/start/start.ts";
import { SendSearchField } from "../../../app/ui/SendSearchField.tsx";
import { entryLabel, VocabularySelect } from "../../profiles/editing/VocabularySelect.tsx";
import type { Named } from "../../showroom/types.ts";
import { BOARD_DISTANCES, type BoardDistance, type BoardSearch, changeBoard } from "./boardSearch.ts";

export interface BoardFiltersProps {
  search: BoardSearch;
  onSearch(next: BoardSearch): void;
  /** The field a category's page shows: not offered again. */
  pathFieldId?: string;
}

/** The vocabularies found by typing, asked of the server. */
const VOCABULARIES = { skills: "/v1/standardized_skills", places: "/locations" } as const;
const ALL = "all";

/**
 * The board's filters: words, the kind (and a job's type), creative fields, skills and places
 * found by typing as in the profile's pickers, a distance around the places, remote work, and the
 * expired ones instead of the open ones. Every change goes back to the first page.
 */
export function BoardFilters({ search, onSearch, pathFieldId }: BoardFiltersProps) {
  const { t } = useTranslation();
  const kindLabel = useId();
  const fields = useStartList<Named>("creativeFields");
  const taken = new Set([...search.fieldIds, ...(pathFieldId ? [pathFieldId] : [])]);
  const change = (next: Partial<Omit<BoardSearch, "page">>) => onSearch(changeBoard(search, next));

  return (
    <Stack gap="md">
      <SendSearchField
        key={search.keyword}
        label={t("jobs.filters.keyword")}
        placeholder={t("jobs.filters.keywordPlaceholder")}
        action={t("jobs.filters.keywordAction")}
        current={search.keyword}
        onSend={(keyword) => change({ keyword })}
      />
      <div>
        <Text id={kindLabel} size="sm" fw={500} mb={4}>
          {t("jobs.filters.kind")}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={kindLabel}
          value={search.kind ?? ALL}
          onChange={(value) => change({ kind: value === ALL ? null : (value as OpportunityKind) })}
          data={[ALL, ...OPPORTUNITY_KINDS].map((kind) => ({ value: kind, label: t(`jobs.filters.kinds.${kind}`) }))}
        />
      </div>
      {search.kind !== "project" && (
        <Checkbox.Group
          label={t("jobs.filters.jobTypes")}
          value={search.jobTypes}
          onChange={(jobTypes) => change({ jobTypes: jobTypes as JobType[] })}
        >
          <Stack gap={6} mt={6}>
            {JOB_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(`jobs.jobType.${type}`)} size="sm" />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Select
        label={t("jobs.filters.fields")}
        placeholder={t("jobs.filters.fieldsPlaceholder")}
        data={fields.flatMap((field) => (taken.has(field.id) ? [] : [{ value: field.id, label: field.name }]))}
        value={null}
        searchable
        nothingFoundMessage={t("showroom.filters.nothingFound")}
        onChange={(id) => id && change({ fieldIds: [...search.fieldIds, id] })}
      />
      {(["skills", "places"] as const).map((filter) => (
        <VocabularySelect
          key={filter}
          path={VOCABULARIES[filter]}
          label={t(`jobs.filters.${filter}`)}
          placeholder={t(`jobs.filters.${filter}Placeholder`)}
          exclude={search[filter].map((entry) => entry.id)}
          onPick={(entry) => change({ [filter]: [...search[filter], { id: entry.id, name: entryLabel(entry) }] })}
        />
      ))}
      {search.places.length > 0 && (
        <NativeSelect
          label={t("jobs.filters.distance")}
          value={String(search.withinKm ?? "")}
          data={[
            { value: "", label: t("jobs.filters.distanceNone") },
            ...BOARD_DISTANCES.map((km) => ({ value: String(km), label: t("jobs.filters.withinKm", { km }) })),
          ]}
          onChange={(event) =>
            change({ withinKm: (Number(event.currentTarget.value) || null) as BoardDistance | null })
          }
        />
      )}
      <Checkbox
        label={t(search.places.length > 0 ? "jobs.filters.remoteToo" : "jobs.filters.remoteOnly")}
        checked={search.remote}
        onChange={(event) => change({ remote: event.currentTarget.checked })}
      />
      <Checkbox
        label={t("jobs.filters.expired")}
        description={t("jobs.filters.expiredHint")}
        checked={search.expired}
        onChange={(event) => change({ expired: event.currentTarget.checked })}
      />
    </Stack>
  );
}
