import { SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common/enums";
import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useWrite } from "../../../api/useWrite.ts";
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
  const errors = useFormErrors([]);
  // The interface switches once the account took the language, so the alert speaks it.
  const write = useWrite<SupportedLocale>({
    send: async (_, code) => {
      await updateMe({ locale: code });
      await setLocale(code);
    },
    errors,
    onSuccess: () => alerts.add({ type: "success", text: "settings.language.saved" }),
  });
  const saving = write.busy;

  const choose = (code: SupportedLocale) => {
    if (code === locale || saving) return;
    void write.run(code);
  };

  return (
    <SettingsPage title={t("settings.language.title")} lead={t("settings.language.lead")}>
      <SettingsPanel title={t("settings.language.label")} description={t("settings.language.description")}>
        <Stack gap="md" align="flex-start">
          <SegmentedControl
            value={locale}
            onChange={(value) => choose(value as SupportedLocale)}
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
