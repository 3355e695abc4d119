import {
  APPLY_TYPES,
  CURRENCIES,
  JOB_TYPES,
  OPPORTUNITY_KINDS,
  PROJECT_PERIODS,
  SALARY_INTERVALS,
} from "@atelier/common/enums";
import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import {
  Checkbox,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useStartList } from "../../../app/start/start.ts";
import { LocationSelect } from "../../accounts/auth/components/LocationSelect.tsx";
import { RemovableChip } from "../../profiles/editing/RemovableChip.tsx";
import { VocabularySelect } from "../../profiles/editing/VocabularySelect.tsx";
import { EditorSection } from "../../showroom/editor/EditorSection.tsx";
import type { Named } from "../../showroom/types.ts";
import classes from "./JobEditor.module.css";
import type { JobField, JobValues } from "./jobForm.ts";

export interface JobFieldsProps {
  values: JobValues;
  set<K extends keyof JobValues>(name: K, value: JobValues[K], field?: JobField): void;
  errorOf(field: JobField): string | undefined;
  /** A published opportunity keeps its kind. */
  kindFixed: boolean;
}

/** The thousands separator each language writes amounts with. */
const THOUSANDS: Record<string, string> = { de: ".", en: "," };

/**
 * The opportunity's own fields in four parts: what it is, where it belongs (creative fields and
 * skills), where and for what pay, and how people apply.
 */
export function JobFields({ values, set, errorOf, kindFixed }: JobFieldsProps) {
  const { t, i18n } = useTranslation();
  const fields = useStartList<Named>("creativeFields");
  const description = values.description.trim().length;
  const options = <T extends string>(names: readonly T[], prefix: string) =>
    names.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <>
      <EditorSection title={t("jobForm.basics.heading")}>
        <Stack gap="md">
          <Input.Wrapper
            label={t("jobForm.kind.label")}
            description={kindFixed ? t("jobForm.kind.fixed") : undefined}
            error={errorOf("kind")}
          >
            <SegmentedControl
              value={values.kind}
              onChange={(kind) => set("kind", kind as JobValues["kind"])}
              data={options(OPPORTUNITY_KINDS, "jobForm.kind")}
              disabled={kindFixed}
              fullWidth
              aria-label={t("jobForm.kind.label")}
            />
          </Input.Wrapper>
          <TextInput
            label={t("jobForm.title.label")}
            placeholder={t(`jobForm.title.placeholder.${values.kind}`)}
            required
            maxLength={OPPORTUNITY_LIMITS.title}
            value={values.title}
            onChange={(event) => set("title", event.currentTarget.value)}
            error={errorOf("title")}
          />
          <Textarea
            label={t("jobForm.description.label")}
            placeholder={t(`jobForm.description.placeholder.${values.kind}`)}
            autosize
            minRows={6}
            maxRows={18}
            maxLength={OPPORTUNITY_LIMITS.description}
            value={values.description}
            onChange={(event) => set("description", event.currentTarget.value)}
            error={errorOf("description")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            description={
              <span className={classes.counter}>
                <span>
                  {description < OPPORTUNITY_LIMITS.descriptionToPublish && !errorOf("description")
                    ? t("jobForm.description.toPublish", { min: OPPORTUNITY_LIMITS.descriptionToPublish })
                    : ""}
                </span>
                <span className={classes.count}>
                  {t("jobForm.description.counter", { length: description, max: OPPORTUNITY_LIMITS.description })}
                </span>
              </span>
            }
          />
          {values.kind === "job" ? (
            <Select
              label={t("jobForm.jobType.label")}
              placeholder={t("jobForm.choose")}
              data={options(JOB_TYPES, "jobForm.jobType")}
              value={values.jobType}
              onChange={(value) => set("jobType", value as JobValues["jobType"])}
              error={errorOf("jobType")}
              allowDeselect={false}
            />
          ) : (
            <Select
              label={t("jobForm.projectPeriod.label")}
              placeholder={t("jobForm.choose")}
              data={options(PROJECT_PERIODS, "jobForm.projectPeriod")}
              value={values.projectPeriod}
              onChange={(value) => set("projectPeriod", value as JobValues["projectPeriod"])}
              error={errorOf("projectPeriod")}
              allowDeselect={false}
            />
          )}
        </Stack>
      </EditorSection>

      <EditorSection title={t("jobForm.fields.heading")} hint={t("jobForm.fields.hint")}>
        <Stack gap="md">
          <MultiSelect
            label={t("jobForm.fields.label")}
            description={t("jobForm.fields.limit", { max: OPPORTUNITY_LIMITS.creativeFields })}
            placeholder={values.creativeFieldIds.length === 0 ? t("jobForm.fields.placeholder") : undefined}
            data={fields.map((field) => ({ value: field.id, label: field.name }))}
            maxValues={OPPORTUNITY_LIMITS.creativeFields}
            searchable
            hidePickedOptions
            nothingFoundMessage={t("jobForm.nothingFound")}
            value={values.creativeFieldIds}
            onChange={(ids) => set("creativeFieldIds", ids)}
            error={errorOf("creativeFieldIds")}
          />
          <div>
            {values.skills.length > 0 && (
              <Group gap={6} mb="xs">
                {values.skills.map((skill) => (
                  <RemovableChip
                    key={skill.id}
                    label={skill.name}
                    onRemove={() =>
                      set(
                        "skills",
                        values.skills.filter((other) => other.id !== skill.id),
                        "skillIds",
                      )
                    }
                  />
                ))}
              </Group>
            )}
            <VocabularySelect
              path="/v1/standardized_skills"
              label={t("jobForm.skills.label")}
              placeholder={t("jobForm.skills.placeholder")}
              exclude={values.skills.map((skill) => skill.id)}
              disabled={values.skills.length >= OPPORTUNITY_LIMITS.skills}
              error={errorOf("skillIds")}
              onPick={(skill) => set("skills", [...values.skills, skill], "skillIds")}
            />
            <Text size="xs" c="dimmed" mt={6}>
              {t("jobForm.skills.limit", { max: OPPORTUNITY_LIMITS.skills })}
            </Text>
          </div>
        </Stack>
      </EditorSection>

      <EditorSection title={t("jobForm.place.heading")}>
        <Stack gap="md">
          <LocationSelect
            label={t("jobForm.place.label")}
            placeholder={t("jobForm.place.placeholder")}
            value={values.location}
            onChange={(location) => set("location", location, "locationId")}
            error={errorOf("locationId")}
          />
          <Checkbox
            label={t("jobForm.place.remote")}
            description={t("jobForm.place.remoteHint")}
            checked={values.remote}
            onChange={(event) => set("remote", event.currentTarget.checked, "locationId")}
          />
        </Stack>
      </EditorSection>

      <EditorSection title={t("jobForm.salary.heading")} hint={t("jobForm.salary.hint")}>
        <div className={classes.salary}>
          <NumberInput
            label={t("jobForm.salary.amount")}
            value={values.salary}
            onChange={(value) => set("salary", typeof value === "number" ? value : "")}
            error={errorOf("salary")}
            min={0}
            max={OPPORTUNITY_LIMITS.salaryMax}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={THOUSANDS[i18n.language] ?? ","}
            decimalSeparator={i18n.language === "de" ? "," : "."}
            hideControls
            inputMode="numeric"
          />
          <Select
            label={t("jobForm.salary.currency")}
            placeholder={t("jobForm.choose")}
            data={CURRENCIES.map((value) => ({ value, label: value }))}
            value={values.currency}
            onChange={(value) => set("currency", value as JobValues["currency"])}
            error={errorOf("currency")}
            clearable
          />
          <Select
            label={t("jobForm.salary.interval")}
            placeholder={t("jobForm.choose")}
            data={options(SALARY_INTERVALS, "jobForm.salary.intervals")}
            value={values.salaryInterval}
            onChange={(value) => set("salaryInterval", value as JobValues["salaryInterval"])}
            error={errorOf("salaryInterval")}
            clearable
          />
        </div>
      </EditorSection>

      <EditorSection title={t("jobForm.apply.heading")}>
        <Stack gap="md">
          <Input.Wrapper label={t("jobForm.apply.label")} error={errorOf("applyType")}>
            <SegmentedControl
              value={values.applyType}
              onChange={(type) => set("applyType", type as JobValues["applyType"], "applyTarget")}
              data={options(APPLY_TYPES, "jobForm.apply.types")}
              fullWidth
              aria-label={t("jobForm.apply.label")}
            />
          </Input.Wrapper>
          {values.applyType === "messenger" ? (
            <Text size="sm" c="dimmed">
              {t("jobForm.apply.messengerHint")}
            </Text>
          ) : (
            <TextInput
              label={t(`jobForm.apply.target.${values.applyType}`)}
              placeholder={t(`jobForm.apply.targetPlaceholder.${values.applyType}`)}
              type={values.applyType === "email" ? "email" : "url"}
              inputMode={values.applyType === "email" ? "email" : "url"}
              maxLength={OPPORTUNITY_LIMITS.applyTarget}
              value={values.applyTarget}
              onChange={(event) => set("applyTarget", event.currentTarget.value)}
              error={errorOf("applyTarget")}
            />
          )}
        </Stack>
      </EditorSection>
    </>
  );
}
