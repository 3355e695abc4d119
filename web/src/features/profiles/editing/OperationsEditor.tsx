import { SKILL_LEVELS } from "@atelier/common/enums";
import { PROFILE_LIMITS } from "@atelier/common/schemas/profiles";
import { ActionIcon, Group, Select, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useStartList } from "../../../app/start/start.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { MY, myPath } from "../api/profileApi.ts";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import type { Named, Operation } from "../types.ts";
import { DoneButton } from "./EditorActions.tsx";
import classes from "./editors.module.css";
import { RemovableChip } from "./RemovableChip.tsx";
import { useSectionRefusals } from "./sectionRefusals.ts";
import { VocabularySelect } from "./VocabularySelect.tsx";
import "./styles.ts";

const FIELDS = ["creativeFieldId", "level", "skillId"] as const;
const ALIASES = { creativeField: "creativeFieldId", creativeFieldIds: "creativeFieldId", skill: "skillId" } as const;

/**
 * The creative fields with their level and skills. Every change is saved at once; the profile keeps
 * at least one field (the server says so when the last would go).
 */
export function OperationsEditor({ operations }: { operations: Operation[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const editor = useProfileEditor();
  const errors = useFormErrors(FIELDS, { aliases: ALIASES, ...useSectionRefusals("operations") });
  const fields = useStartList<Named>("creativeFields");
  const used = new Set(operations.map((op) => op.creativeFieldId));
  const levels = SKILL_LEVELS.map((level) => ({ value: level, label: t(`profile.levels.skill.${level}`) }));
  const change = (run: () => Promise<unknown>, alsoUser = false) =>
    void editor.change("operations", run, { refresh: alsoUser ? ["operations", "user"] : ["operations"] });

  return (
    <Stack gap="md">
      {operations.map((op) => {
        const name = op.creativeField?.name ?? "";
        const skills = op.skills ?? [];
        return (
          <fieldset key={op.id} className={classes.group}>
            <legend className={classes.legend}>{name}</legend>
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <Select
                label={t("profile.operations.level")}
                data={levels}
                value={op.level}
                allowDeselect={false}
                onChange={(level) =>
                  level &&
                  change(() =>
                    api.patch(
                      myPath("operations", op.id),
                      toResourceDocument("creative_field_operations", { id: op.id, attributes: { level } }),
                    ),
                  )
                }
                className={classes.grow}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                onClick={() => change(() => api.delete(myPath("operations", op.id)), true)}
                aria-label={t("profile.operations.removeField", { field: name })}
                title={t("profile.operations.removeField", { field: name })}
              >
                <IconTrash size={18} stroke={ICON_STROKE} aria-hidden="true" />
              </ActionIcon>
            </Group>
            {skills.length > 0 && (
              <Group gap={6} mt="sm">
                {skills.map((skill) => (
                  <RemovableChip
                    key={skill.id}
                    label={skill.skill?.name ?? ""}
                    onRemove={() => change(() => api.delete(MY.skill(skill.id)))}
                  />
                ))}
              </Group>
            )}
            <div className={classes.spaced}>
              <VocabularySelect
                path="/v1/standardized_skills"
                label={t("profile.operations.addSkill", { field: name })}
                placeholder={t("profile.operations.skillPlaceholder")}
                exclude={skills.map((s) => s.skillId)}
                disabled={skills.length >= PROFILE_LIMITS.skillsPerOperation}
                onPick={(skill) =>
                  change(() =>
                    api.post(
                      MY.operationSkills(op.id),
                      toResourceDocument("skills", { attributes: { skillId: skill.id } }),
                    ),
                  )
                }
              />
            </div>
          </fieldset>
        );
      })}
      {operations.length < PROFILE_LIMITS.creativeFieldOperations && (
        <Select
          label={t("profile.operations.addField")}
          placeholder={t("profile.operations.addFieldPlaceholder")}
          data={fields.filter((f) => !used.has(f.id)).map((f) => ({ value: f.id, label: f.name }))}
          value={null}
          searchable
          error={errors.errorOf("creativeFieldId")}
          onChange={(creativeFieldId) =>
            creativeFieldId &&
            change(
              () =>
                api.post(
                  myPath("operations"),
                  toResourceDocument("creative_field_operations", { attributes: { creativeFieldId, level: "none" } }),
                ),
              true,
            )
          }
        />
      )}
      <Text size="xs" c="dimmed">
        {t("profile.operations.hint")}
      </Text>
      <FormProblems
        problems={[
          ...errors.general,
          ...[errors.errorOf("level"), errors.errorOf("skillId")].filter((e): e is string => Boolean(e)),
        ]}
      />
      <DoneButton />
    </Stack>
  );
}
