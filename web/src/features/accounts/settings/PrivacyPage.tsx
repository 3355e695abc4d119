import type { PrivacySettingsAttributes } from "@atelier/common";
import { MESSAGE_PERMISSIONS, PROFILE_VISIBILITIES } from "@atelier/common/enums";
import { Button, Group, Radio, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useSaveForm } from "../../../app/forms/useSaveForm.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { ACCOUNT_API } from "./api/accountApi.ts";
import { FormActions } from "./components/FormActions.tsx";
import { SettingsPanel } from "./components/SettingsPanel.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import { useSettingsResource } from "./hooks/useSettingsResource.ts";
import { SettingsPage } from "./SettingsPage.tsx";

export const DELETE_CONFIRMATION_PATH = "/settings/privacy/delete-confirmation";

/** The form's values: the privacy_settings attributes, as a record the form hook takes. */
type PrivacyValues = PrivacySettingsAttributes & Record<string, unknown>;

export function PrivacyPage() {
  const { t } = useTranslation();
  const privacy = useSettingsResource<PrivacyValues>(ACCOUNT_API.privacy.path, ACCOUNT_API.privacy.type);
  return (
    <SettingsPage title={t("settings.privacy.title")} lead={t("settings.privacy.lead")}>
      {privacy.isError ? (
        <LoadFailure title={t("settings.loadFailed.title")} onRetry={() => void privacy.refetch()} />
      ) : privacy.data ? (
        <PrivacyForm
          initial={{
            profileVisibility: privacy.data.profileVisibility,
            messagePermission: privacy.data.messagePermission,
          }}
          save={privacy.save}
        />
      ) : (
        <SettingsSkeleton rows={2} />
      )}
      <SettingsPanel
        title={t("settings.privacy.delete.title")}
        description={t("settings.privacy.delete.description")}
        tone="danger"
      >
        <Group justify="flex-end">
          <Button
            component={Link}
            to={DELETE_CONFIRMATION_PATH}
            color="red"
            variant="light"
            leftSection={<IconTrash size={18} stroke={ICON_STROKE} aria-hidden="true" />}
          >
            {t("settings.privacy.delete.open")}
          </Button>
        </Group>
      </SettingsPanel>
    </SettingsPage>
  );
}

interface PrivacyFormProps {
  initial: PrivacyValues;
  save(attributes: PrivacyValues): Promise<unknown>;
}

function PrivacyForm({ initial, save }: PrivacyFormProps) {
  const { t } = useTranslation();
  const { form, handleSubmit, problems } = useSaveForm<PrivacyValues>({
    initialValues: initial,
    send: (_, values) => save(values),
    savedText: "settings.privacy.saved",
    onSaved: (values) => form.setInitialValues(values),
  });

  return (
    <SettingsPanel>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="xl">
          <Radio.Group
            label={t("settings.privacy.visibility.label")}
            description={t("settings.privacy.visibility.description")}
            {...form.getInputProps("profileVisibility")}
          >
            <Stack gap="sm" mt="sm">
              {PROFILE_VISIBILITIES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`settings.privacy.visibility.${value}`)}
                  description={t(`settings.privacy.visibility.${value}Hint`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Radio.Group
            label={t("settings.privacy.messages.label")}
            description={t("settings.privacy.messages.description")}
            {...form.getInputProps("messagePermission")}
          >
            <Stack gap="sm" mt="sm">
              {MESSAGE_PERMISSIONS.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`settings.privacy.messages.${value}`)}
                  description={t(`settings.privacy.messages.${value}Hint`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            {t("settings.privacy.blockedNote")}
          </Text>
          <FormProblems problems={problems} />
          <FormActions label={t("settings.save")} saving={form.submitting} disabled={!form.isDirty()} />
        </Stack>
      </form>
    </SettingsPanel>
  );
}
