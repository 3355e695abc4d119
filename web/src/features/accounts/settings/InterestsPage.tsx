import type { InterestsSettingsAttributes } from "@atelier/common";
import { OPPORTUNITY_DIGESTS, type OpportunityDigest } from "@atelier/common/enums";
import { Radio, Stack } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useSaveForm } from "../../../app/forms/useSaveForm.ts";
import { useStartList } from "../../../app/start/start.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { ACCOUNT_API } from "./api/accountApi.ts";
import { ChoiceChips } from "./components/ChoiceChips.tsx";
import { FormActions } from "./components/FormActions.tsx";
import { SettingsPanel } from "./components/SettingsPanel.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import { useSettingsResource } from "./hooks/useSettingsResource.ts";
import { SettingsPage } from "./SettingsPage.tsx";

type StoredInterests = InterestsSettingsAttributes;

interface InterestValues extends Record<string, unknown> {
  creativeFieldIds: string[];
  industryIds: string[];
  opportunityDigest: OpportunityDigest;
}

const MAX_FIELDS = 30;
const MAX_INDUSTRIES = 40;
const ids = (list: readonly (string | number)[] | undefined) => (list ?? []).map(String);

/** What opportunities the user wants to hear about, and how often the digest of them comes. */
export function InterestsPage() {
  const { t } = useTranslation();
  const interests = useSettingsResource<StoredInterests>(ACCOUNT_API.interests.path, ACCOUNT_API.interests.type);
  const fields = useStartList<{ id: string; name: string }>("creativeFields");
  const industries = useStartList<{ id: string; name: string }>("industries");
  const ready = interests.data && fields.length > 0 && industries.length > 0;

  return (
    <SettingsPage title={t("settings.interests.title")} lead={t("settings.interests.lead")}>
      {interests.isError ? (
        <LoadFailure title={t("settings.loadFailed.title")} onRetry={() => void interests.refetch()} />
      ) : ready ? (
        <InterestsForm
          initial={{
            creativeFieldIds: ids(interests.data?.creativeFieldIds),
            industryIds: ids(interests.data?.industryIds),
            opportunityDigest: interests.data?.opportunityDigest ?? "weekly",
          }}
          fields={fields}
          industries={industries}
          save={interests.save}
        />
      ) : (
        <SettingsSkeleton rows={3} />
      )}
    </SettingsPage>
  );
}

interface InterestsFormProps {
  initial: InterestValues;
  fields: readonly { id: string; name: string }[];
  industries: readonly { id: string; name: string }[];
  save(attributes: InterestValues): Promise<unknown>;
}

function InterestsForm({ initial, fields, industries, save }: InterestsFormProps) {
  const { t } = useTranslation();
  const fieldOptions = useMemo(() => fields.map((f) => ({ value: String(f.id), label: f.name })), [fields]);
  const industryOptions = useMemo(() => industries.map((i) => ({ value: String(i.id), label: i.name })), [industries]);
  const { form, handleSubmit, problems } = useSaveForm<InterestValues>({
    initialValues: initial,
    validate: {
      creativeFieldIds: (value) =>
        value.length > MAX_FIELDS ? t("settings.interests.tooMany", { count: MAX_FIELDS }) : null,
      industryIds: (value) =>
        value.length > MAX_INDUSTRIES ? t("settings.interests.tooMany", { count: MAX_INDUSTRIES }) : null,
    },
    send: (_, values) => save(values),
    savedText: "settings.interests.saved",
    onSaved: (values) => form.setInitialValues(values),
  });
  const values = form.getValues();

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <SettingsPanel>
          <Stack gap="xl">
            <ChoiceChips
              legend={t("settings.interests.fields")}
              description={t("settings.interests.fieldsHint")}
              options={fieldOptions}
              value={values.creativeFieldIds}
              onChange={(next) => form.setFieldValue("creativeFieldIds", next)}
              error={form.errors.creativeFieldIds as string | undefined}
            />
            <ChoiceChips
              legend={t("settings.interests.industries")}
              description={t("settings.interests.industriesHint")}
              options={industryOptions}
              value={values.industryIds}
              onChange={(next) => form.setFieldValue("industryIds", next)}
              error={form.errors.industryIds as string | undefined}
            />
          </Stack>
        </SettingsPanel>
        <SettingsPanel>
          <Radio.Group
            label={t("settings.interests.digest.label")}
            description={t("settings.interests.digest.description")}
            {...form.getInputProps("opportunityDigest")}
          >
            <Stack gap="sm" mt="sm">
              {OPPORTUNITY_DIGESTS.map((value) => (
                <Radio key={value} value={value} label={t(`settings.interests.digest.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
        </SettingsPanel>
        <FormProblems problems={problems} />
        <FormActions label={t("settings.save")} saving={form.submitting} disabled={!form.isDirty()} />
      </Stack>
    </form>
  );
}
