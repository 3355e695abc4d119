import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../../api/hooks.ts";
import type { Location } from "../../../../app/session/session.ts";

const SUGGESTIONS = 10;
const TYPING_PAUSE_MS = 250;

export interface LocationSelectProps extends Omit<SelectProps, "data" | "value" | "onChange" | "searchValue"> {
  value: Location | null;
  onChange: (location: Location | null) => void;
}

/**
 * A city, found by typing any part of its name: the cities come from GET /locations with the name
 * filter, those of the reader's language's countries first, then the most populous, each named with
 * its country (and its region where another place of the country has the same name). An empty
 * search asks nothing (spec 000 section 5).
 */
export function LocationSelect({ value, onChange, ...props }: LocationSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.longName ?? "");
  const [query] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  // The chosen city's own label is shown in the field; it is no search.
  const searching = query !== "" && query !== value?.longName;
  const found = useList<Location>(
    "/locations",
    { filter: { with_name: query }, size: SUGGESTIONS },
    { enabled: searching },
  );

  const options = useMemo(() => {
    const byId = new Map<string, Location>();
    if (value) byId.set(value.id, value);
    if (searching) for (const location of found.items) byId.set(location.id, location);
    return byId;
  }, [value, searching, found.items]);

  return (
    <Select
      {...props}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      value={value?.id ?? null}
      onChange={(id) => onChange(id === null ? null : (options.get(id) ?? null))}
      data={[...options.values()].map((l) => ({ value: l.id, label: l.longName }))}
      // The server has already matched the names; every suggestion it sends is shown.
      filter={({ options: all }) => all}
      nothingFoundMessage={searching && !found.isFetching ? t("auth.signupInfo.locationNothingFound") : undefined}
      loading={searching && found.isFetching}
    />
  );
}
