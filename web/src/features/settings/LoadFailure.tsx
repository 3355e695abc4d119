import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../app/theme.ts";

/** In place of settings that could not be loaded: say so and offer another try. */
export function LoadFailure({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={t("settings.loadFailed.title")}
      icon={<IconAlertTriangle size={20} stroke={ICON_STROKE} />}
    >
      {t("settings.loadFailed.body")}
      <div>
        <Button variant="light" color="red" size="compact-sm" mt="sm" onClick={onRetry}>
          {t("settings.loadFailed.retry")}
        </Button>
      </div>
    </Alert>
  );
}
