import { Button, Stack, Text } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../runtime/runtime-context.tsx";
import type { Alert, AlertType } from "./alerts-store.ts";

const COLORS: Record<AlertType, string> = { success: "teal", info: "blue", warning: "yellow", error: "red" };

/**
 * Shows the alert list as Mantine notifications, top right. The list decides what is shown and for
 * how long; this only mirrors it, and a notification closed by hand leaves the list.
 */
export function AlertsNotifications() {
  const { alerts } = useRuntime();
  const { t } = useTranslation();
  const shown = useRef(new Set<string>());
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    const sync = () => {
      const current = alerts.list();
      const ids = new Set(current.map((a) => a.id));
      for (const id of shown.current) {
        if (ids.has(id)) continue;
        shown.current.delete(id);
        notifications.hide(id);
      }
      for (const alert of current) {
        if (shown.current.has(alert.id)) continue;
        shown.current.add(alert.id);
        notifications.show(toNotification(alert, translate.current, () => alerts.remove(alert.id)));
      }
    };
    sync();
    return alerts.subscribe(sync);
  }, [alerts]);

  return <Notifications position="top-right" zIndex={1000} />;
}

function toNotification(alert: Alert, t: (key: string, values?: Record<string, unknown>) => string, close: () => void) {
  const text = t(alert.text, alert.values);
  const { buttonText, buttonAction } = alert;
  return {
    id: alert.id,
    color: COLORS[alert.type],
    autoClose: false as const,
    withCloseButton: true,
    closeButtonProps: { "aria-label": t("alerts.close") },
    onClose: close,
    message:
      buttonText && buttonAction ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{text}</Text>
          <Button
            size="compact-sm"
            variant="light"
            color={COLORS[alert.type]}
            onClick={() => {
              buttonAction();
              close();
            }}
          >
            {t(buttonText)}
          </Button>
        </Stack>
      ) : (
        text
      ),
  };
}
