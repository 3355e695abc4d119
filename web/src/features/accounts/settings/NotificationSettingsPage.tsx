import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@atelier/common/enums";
import { Alert, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiClientError } from "../../../api/client.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { loginPath } from "../../../app/session/guards.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { PlainButton } from "../../../app/ui/PlainButton.tsx";
import { FormActions } from "./components/FormActions.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import { useNotificationSettings } from "./hooks/useNotificationSettings.ts";
import classes from "./NotificationSettingsPage.module.css";
import {
  channelState,
  NOTIFICATION_GROUPS,
  type NotificationMatrix,
  sameMatrix,
  withChannel,
  withSetting,
} from "./notificationMatrix.ts";
import { SettingsPage } from "./SettingsPage.tsx";

export interface NotificationSettingsPageProps {
  /** The settings token of an e-mail link; null when signed in. */
  token: string | null;
}

/** Which notifications arrive by e-mail and which inside Atelier, one switch per notification and channel. */
export function NotificationSettingsPage({ token }: NotificationSettingsPageProps) {
  const { t } = useTranslation();
  const settings = useNotificationSettings(token);
  const linkRefused = token !== null && settings.error instanceof ApiClientError && settings.error.kind === "forbidden";

  return (
    <SettingsPage
      title={t("settings.notifications.title")}
      lead={t(token ? "settings.notifications.leadFromLink" : "settings.notifications.lead")}
    >
      {linkRefused ? (
        <LinkRefused />
      ) : settings.isError ? (
        <LoadFailure title={t("settings.loadFailed.title")} onRetry={() => void settings.refetch()} />
      ) : settings.matrix ? (
        <NotificationTable initial={settings.matrix} save={settings.save} />
      ) : (
        <SettingsSkeleton rows={5} />
      )}
    </SettingsPage>
  );
}

function LinkRefused() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLinkOff size={20} stroke={ICON_STROKE} />}
      title={t("settings.notifications.linkRefused.title")}
    >
      <Text size="sm">{t("settings.notifications.linkRefused.body")}</Text>
      <PlainButton
        to={loginPath({ pathname: "/settings/notifications", search: "" })}
        variant="light"
        className={classes.login}
      >
        {t("settings.notifications.linkRefused.login")}
      </PlainButton>
    </Alert>
  );
}

interface NotificationTableProps {
  initial: NotificationMatrix;
  save(matrix: NotificationMatrix): Promise<void>;
}

function NotificationTable({ initial, save }: NotificationTableProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [saved, setSaved] = useState(initial);
  const [matrix, setMatrix] = useState(initial);
  const errors = useFormErrors([]);
  const dirty = !sameMatrix(saved, matrix);
  const saving = useWrite<NotificationMatrix>({
    send: (_, next) => save(next),
    errors,
    onSuccess: (_, next) => {
      setSaved(next);
      alerts.add({ type: "success", text: "settings.notifications.saved" });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.run(matrix);
  };

  const channelLabel = (channel: NotificationChannel) => t(`settings.notifications.channels.${channel}`);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="xs" className={classes.bulk}>
          {NOTIFICATION_CHANNELS.map((channel) => {
            const state = channelState(matrix, channel);
            const turnOn = state === "none";
            return (
              <Button
                key={channel}
                variant="default"
                size="compact-sm"
                onClick={() => setMatrix((m) => withChannel(m, channel, turnOn))}
              >
                {t(`settings.notifications.${turnOn ? "allOn" : "allOff"}.${channel}`)}
              </Button>
            );
          })}
        </Group>
        <div className={classes.frame}>
          <table className={classes.table}>
            <caption className={classes.caption}>{t("settings.notifications.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("settings.notifications.notification")}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className={classes.channel}>
                    {channelLabel(channel)}
                  </th>
                ))}
              </tr>
            </thead>
            {NOTIFICATION_GROUPS.map((group) => (
              <tbody key={group.id}>
                <tr>
                  <th scope="colgroup" colSpan={1 + NOTIFICATION_CHANNELS.length} className={classes.group}>
                    {t(`settings.notifications.groups.${group.id}`)}
                  </th>
                </tr>
                {group.keys.map((key) => (
                  <tr key={key}>
                    <th scope="row" className={classes.label}>
                      <span className={classes.name}>{t(`settings.notifications.keys.${key}.label`)}</span>
                      <span className={classes.hint}>{t(`settings.notifications.keys.${key}.hint`)}</span>
                    </th>
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <td key={channel} className={classes.channel}>
                        <Checkbox
                          checked={matrix[key][channel]}
                          onChange={(event) =>
                            setMatrix((m) => withSetting(m, key, channel, event.currentTarget.checked))
                          }
                          aria-label={t("settings.notifications.switchLabel", {
                            notification: t(`settings.notifications.keys.${key}.label`),
                            channel: channelLabel(channel),
                          })}
                          classNames={{ body: classes.checkbox }}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
        <FormProblems problems={errors.general} />
        <FormActions label={t("settings.save")} saving={saving.busy} disabled={!dirty} />
      </Stack>
    </form>
  );
}
