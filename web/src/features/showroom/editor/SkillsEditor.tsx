import "@mantine/core/styles/Pill.css";
import { SHOWROOM_LIMITS } from "@atelier/common/schemas/showroom";
import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { useList } from "../../../api/hooks.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { RemovableChip } from "../../profiles/editing/RemovableChip.tsx";
import { VocabularySelect } from "../../profiles/editing/VocabularySelect.tsx";
import { EditorSection } from "./EditorSection.tsx";
import type { ItemPaths } from "./editorApi.ts";
import type { AssignedSkill } from "./types.ts";

const ALIASES = { skill: "skillId" } as const;

/** The skills a showroom item shows, picked from the standardized skills by typing, removed by their chip. */
export function SkillsEditor({ paths }: { paths: ItemPaths }) {
  const { t } = useTranslation();
  const api = useApi();
  const errors = useFormErrors(["skillId"] as const, { aliases: ALIASES });
  const skills = useList<AssignedSkill>(paths.skills, { include: ["skill"], size: SHOWROOM_LIMITS.skillsPerItem });

  const change = async (run: () => Promise<unknown>) => {
    errors.reset();
    try {
      await run();
    } catch (error) {
      errors.refuse(error);
    }
    await skills.refetch();
  };

  return (
    <EditorSection title={t("showroom.editor.skills.heading")} hint={t("showroom.editor.skills.hint")}>
      {skills.items.length > 0 && (
        <Group gap={6} mb="sm">
          {skills.items.map((assigned) => (
            <RemovableChip
              key={assigned.id}
              label={assigned.skill?.name ?? ""}
              onRemove={() => void change(() => api.delete(paths.skill(assigned.id)))}
            />
          ))}
        </Group>
      )}
      <VocabularySelect
        path="/v1/standardized_skills"
        label={t("showroom.editor.skills.add")}
        placeholder={t("showroom.editor.skills.placeholder")}
        exclude={skills.items.map((assigned) => assigned.skillId)}
        disabled={skills.items.length >= SHOWROOM_LIMITS.skillsPerItem}
        error={errors.errorOf("skillId")}
        onPick={(skill) =>
          void change(() =>
            api.post(paths.skills, toResourceDocument("assigned_skills", { attributes: { skillId: skill.id } })),
          )
        }
      />
      <FormProblems problems={errors.general} />
    </EditorSection>
  );
}
