import { SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common/enums";
import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useLocale } from "../../../app/start/locale.ts";
import { SettingsPanel } from "./components/SettingsPanel.tsx";
import { SettingsPage } from "./SettingsPage.tsx";
import { useUpdateMe } from "./settingsMe.ts";

/**
 * The interface language, kept on the account (so e-mails follow it) and switched at once: the
 * page, its title and the lists named in the language all change without a reload.
 */
export function LanguagePage() {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  const updateMe = useUpdateMe();
  const alerts = useAlerts();
  const [saving, setSaving] = useState(false);
  const errors = useFormErrors([]);

  const choose = async (code: SupportedLocale) => {
    if (code === locale || saving) return;
    setSaving(true);
    errors.reset();
    try {
      await updateMe({ locale: code });
      await setLocale(code);
      alerts.add({ type: "success", text: "settings.language.saved" });
    } catch (error) {
      errors.refuse(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsPage title={t("settings.language.title")} lead={t("settings.language.lead")}>
      <SettingsPanel title={t("settings.language.label")} description={t("settings.language.description")}>
        <Stack gap="md" align="flex-start">
          <SegmentedControl
            value={locale}
            onChange={(value) => void choose(value as SupportedLocale)}
            disabled={saving}
            aria-label={t("settings.language.label")}
            data={SUPPORTED_LOCALES.map((code) => ({
              value: code,
              label: (
                <Text span lang={code} size="sm" fw={560} px="md">
                  {t(`layout.language.${code}`)}
                </Text>
              ),
            }))}
          />
          <FormProblems problems={errors.general} />
        </Stack>
      </SettingsPanel>
    </SettingsPage>
  );
}
