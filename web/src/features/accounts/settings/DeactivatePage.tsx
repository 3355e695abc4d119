import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useMe } from "../../../app/session/session.ts";
import { ACCOUNT_API } from "./api/accountApi.ts";
import { CloseAccountForm } from "./components/CloseAccountForm.tsx";
import { SettingsPanel } from "./components/SettingsPanel.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import { SettingsPage } from "./SettingsPage.tsx";

/** A pause instead of a goodbye: the account disappears until its owner signs in again. */
export function DeactivatePage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  return (
    <SettingsPage title={t("settings.deactivate.title")} lead={t("settings.deactivate.lead")}>
      <SettingsPanel title={t("settings.deactivate.whatHappens")}>
        <Text size="sm" mb="xs">
          {t("settings.deactivate.hidden")}
        </Text>
        <Text size="sm" mb="lg">
          {t("settings.deactivate.comeBack")}
        </Text>
        {me ? (
          <CloseAccountForm
            me={me}
            endpoint={ACCOUNT_API.deactivate}
            submitLabel={t("settings.deactivate.submit")}
            doneText="settings.deactivate.done"
            onClosed={() => void navigate("/", { replace: true })}
          />
        ) : (
          <SettingsSkeleton rows={1} />
        )}
      </SettingsPanel>
    </SettingsPage>
  );
}
