import "@mantine/core/styles/Pill.css";
import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { RemovableChip } from "../../profiles/editing/RemovableChip.tsx";
import { VocabularySelect } from "../../profiles/editing/VocabularySelect.tsx";
import type { AssignedSkill } from "../types.ts";
import { EditorSection } from "./EditorSection.tsx";
import type { ItemPaths } from "./editorApi.ts";

const ALIASES = { skill: "skillId" } as const;

export interface SkillsEditorProps {
  skills: AssignedSkill[];
  paths: ItemPaths;
  onChanged(): void;
}

/** The skills a showroom item shows, picked from the standardized skills by typing, removed by their chip. */
export function SkillsEditor({ skills, paths, onChanged }: SkillsEditorProps) {
  const { t } = useTranslation();
  const errors = useFormErrors(["skillId"] as const, { aliases: ALIASES, word: useRefusalText() });
  // The item is read again whatever the answer: a refused skill may have been taken meanwhile.
  const change = useWrite<{ add: string } | { remove: string }>({
    send: (api, skill) =>
      "add" in skill
        ? api.post(paths.skills, toResourceDocument("assigned_skills", { attributes: { skillId: skill.add } }))
        : api.delete(paths.skill(skill.remove)),
    errors,
    onSuccess: onChanged,
    onError: onChanged,
  });

  return (
    <EditorSection title={t("showroom.editor.skills.heading")} hint={t("showroom.editor.skills.hint")}>
      {skills.length > 0 && (
        <Group gap={6} mb="sm">
          {skills.map((assigned) => (
            <RemovableChip
              key={assigned.id}
              label={assigned.skill?.name ?? ""}
              onRemove={() => void change.run({ remove: assigned.id })}
            />
          ))}
        </Group>
      )}
      <VocabularySelect
        path="/v1/standardized_skills"
        label={t("showroom.editor.skills.add")}
        placeholder={t("showroom.editor.skills.placeholder")}
        exclude={skills.map((assigned) => assigned.skillId)}
        disabled={skills.length >= SHOWROOM_LIMITS.skillsPerItem}
        error={errors.errorOf("skillId")}
        onPick={(skill) => void change.run({ add: skill.id })}
      />
      <FormProblems problems={errors.general} />
    </EditorSection>
  );
}
