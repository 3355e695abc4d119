import { paths } from "@atelier/common/paths";
import { Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useMe } from "../../../app/session/session.ts";
import { TextLink } from "../../../app/ui/TextLink.tsx";
import { ACCOUNT_API } from "./api/accountApi.ts";
import { CloseAccountForm } from "./components/CloseAccountForm.tsx";
import { SettingsPanel } from "./components/SettingsPanel.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import classes from "./DeleteAccountPage.module.css";
import { SettingsPage } from "./SettingsPage.tsx";
import { settingsPath } from "./sections.ts";

const LOST = ["profile", "work", "messages", "connections", "membership"] as const;

/** The deletion step of the privacy settings: what goes, and the confirmation. */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  return (
    <SettingsPage title={t("settings.delete.title")} lead={t("settings.delete.lead")}>
      <SettingsPanel tone="danger" title={t("settings.delete.lostTitle")}>
        <ul className={classes.lost}>
          {LOST.map((item) => (
            <li key={item}>{t(`settings.delete.lost.${item}`)}</li>
          ))}
        </ul>
        <Text size="sm" c="dimmed" mb="lg">
          {t("settings.delete.alternative")}{" "}
          <TextLink to={settingsPath("deactivate")}>{t("settings.delete.deactivateInstead")}</TextLink>
        </Text>
        {me ? (
          <CloseAccountForm
            me={me}
            endpoint={ACCOUNT_API.delete}
            submitLabel={t("settings.delete.submit")}
            doneText="settings.delete.done"
            onClosed={() => void navigate(paths.deleteConfirmation, { replace: true })}
          >
            <Button component={Link} to={settingsPath("privacy")} variant="default">
              {t("settings.cancel")}
            </Button>
          </CloseAccountForm>
        ) : (
          <SettingsSkeleton rows={1} />
        )}
      </SettingsPanel>
    </SettingsPage>
  );
}
