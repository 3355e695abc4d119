import { PROFILE_LIMITS } from "@atelier/common/schemas/profiles";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { myPath } from "../api/profileApi.ts";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import type { UserProfession } from "../types.ts";
import { DoneButton } from "./EditorActions.tsx";
import { RemovableChip } from "./RemovableChip.tsx";
import { useSectionRefusals } from "./sectionRefusals.ts";
import { VocabularySelect } from "./VocabularySelect.tsx";
import "./styles.ts";

/** Professions change one at a time: picking one adds it, a chip's cross removes it. */
export function ProfessionsEditor({ professions }: { professions: UserProfession[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const editor = useProfileEditor();
  const errors = useFormErrors(["professionId"], {
    aliases: { profession: "professionId" },
    ...useSectionRefusals("professions"),
  });
  const full = professions.length >= PROFILE_LIMITS.professions;
  const refresh = ["professions", "user"] as const;

  return (
    <Stack gap="md">
      {professions.length > 0 && (
        <Group gap={6}>
          {professions.map((p) => (
            <RemovableChip
              key={p.id}
              label={p.profession?.name ?? ""}
              onRemove={() =>
                void editor.change("professions", () => api.delete(myPath("professions", p.id)), { refresh })
              }
            />
          ))}
        </Group>
      )}
      <VocabularySelect
        path="/v1/standardized_professions"
        label={t("profile.professions.search")}
        placeholder={t("profile.professions.searchPlaceholder")}
        exclude={professions.flatMap((p) => (p.profession ? [p.profession.id] : []))}
        disabled={full}
        error={errors.errorOf("professionId")}
        onPick={(profession) =>
          void editor.change(
            "professions",
            () =>
              api.post(
                myPath("professions"),
                toResourceDocument("user_professions", { attributes: { professionId: profession.id } }),
              ),
            { refresh },
          )
        }
      />
      <Text size="xs" c="dimmed">
        {full
          ? t("profile.professions.full", { count: PROFILE_LIMITS.professions })
          : t("profile.professions.limit", { count: PROFILE_LIMITS.professions })}
      </Text>
      <FormProblems problems={errors.general} />
      <DoneButton />
    </Stack>
  );
}
