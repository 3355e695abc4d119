import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { LIST_SECTIONS, myPath } from "../api/profileApi.ts";
import { type Refresh, useProfileEditor } from "../components/ProfileEditorContext.tsx";
import type { Named } from "../types.ts";
import { DoneButton } from "./EditorActions.tsx";
import { RemovableChip } from "./RemovableChip.tsx";
import { useSectionRefusals } from "./sectionRefusals.ts";
import { VocabularySelect } from "./VocabularySelect.tsx";
import "./styles.ts";

/** The sections that list entries of a vocabulary, and what each entry names. */
const CHOSEN = {
  professions: { relationship: "profession", vocabulary: "/v1/standardized_professions" },
  industries: { relationship: "industry", vocabulary: "/v1/industries" },
} as const;

export interface VocabularyChipsEditorProps {
  section: keyof typeof CHOSEN;
  /** The entries listed, each with the vocabulary's entry it names. */
  chosen: { id: string; entry: Named | null | undefined }[];
  limit: number;
  /** What else shows the entries, to read again after a change. */
  alsoRefresh?: readonly Refresh[];
}

/**
 * Entries of a vocabulary change one at a time: picking one adds it, a chip's cross removes it.
 * The words are the section's own (`profile.<section>.search`, `limit`, `full`).
 */
export function VocabularyChipsEditor({ section, chosen, limit, alsoRefresh = [] }: VocabularyChipsEditorProps) {
  const { t } = useTranslation();
  const api = useApi();
  const editor = useProfileEditor();
  const { relationship, vocabulary } = CHOSEN[section];
  const attribute = `${relationship}Id` as const;
  const errors = useFormErrors([attribute], {
    aliases: { [relationship]: attribute },
    ...useSectionRefusals(section),
  });
  const full = chosen.length >= limit;
  const refresh = [section, ...alsoRefresh];

  return (
    <Stack gap="md">
      {chosen.length > 0 && (
        <Group gap={6}>
          {chosen.map((row) => (
            <RemovableChip
              key={row.id}
              label={row.entry?.name ?? ""}
              onRemove={() => void editor.change(section, () => api.delete(myPath(section, row.id)), { refresh })}
            />
          ))}
        </Group>
      )}
      <VocabularySelect
        path={vocabulary}
        label={t(`profile.${section}.search`)}
        placeholder={t(`profile.${section}.searchPlaceholder`)}
        exclude={chosen.flatMap((row) => (row.entry ? [row.entry.id] : []))}
        disabled={full}
        error={errors.errorOf(attribute)}
        onPick={(entry) =>
          void editor.change(
            section,
            () =>
              api.post(
                myPath(section),
                toResourceDocument(LIST_SECTIONS[section].type, { attributes: { [attribute]: entry.id } }),
              ),
            { refresh },
          )
        }
      />
      <Text size="xs" c="dimmed">
        {full ? t(`profile.${section}.full`, { count: limit }) : t(`profile.${section}.limit`, { count: limit })}
      </Text>
      <FormProblems problems={errors.general} />
      <DoneButton />
    </Stack>
  );
}
