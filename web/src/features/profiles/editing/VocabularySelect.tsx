import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import type { Named } from "../types.ts";

const SUGGESTIONS = 12;
const TYPING_PAUSE_MS = 250;

/** An entry as a vocabulary sends it; places add the name that tells them apart ("Frankfurt (Oder), Brandenburg, Germany"). */
export type VocabularyEntry = Named & { longName?: string };

/** What a picker and the chips of what it picked call an entry. */
export const entryLabel = (entry: VocabularyEntry): string => entry.longName ?? entry.name;

export interface VocabularySelectProps {
  /** The vocabulary's path, searched with filter[with_name]: /v1/standardized_skills... */
  path: string;
  label: string;
  placeholder?: string;
  /** Entries already chosen, left out of the suggestions. */
  exclude: readonly string[];
  disabled?: boolean;
  error?: string;
  onPick(entry: VocabularyEntry): void;
}

/**
 * Finds an entry of a vocabulary by typing its name and picks it at once: the field empties for the
 * next one. An empty search asks nothing (spec 001 section 5).
 */
export function VocabularySelect({
  path,
  label,
  placeholder,
  exclude,
  disabled,
  error,
  onPick,
}: VocabularySelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const found = useList<VocabularyEntry>(
    path,
    { filter: { with_name: query }, size: SUGGESTIONS },
    { enabled: query !== "" },
  );
  const options = query === "" ? [] : found.items.filter((entry) => !exclude.includes(entry.id));

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      disabled={disabled}
      error={error}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      data={options.map((entry) => ({ value: entry.id, label: entryLabel(entry) }))}
      // The server has matched the names already; every suggestion it sends is shown.
      filter={({ options: all }) => all}
      onChange={(id) => {
        const entry = options.find((o) => o.id === id);
        if (!entry) return;
        setSearch("");
        onPick(entry);
      }}
      nothingFoundMessage={query !== "" && !found.isFetching ? t("profile.edit.nothingFound") : undefined}
    />
  );
}
