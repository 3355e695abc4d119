import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../app/theme.ts";

/** In place of a part of the profile that could not be loaded: say so and offer another try. */
export function LoadFailure({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} stroke={ICON_STROKE} />}>
      {t("profile.loadFailed")}{" "}
      <Button variant="subtle" color="red" size="compact-sm" onClick={onRetry}>
        {t("profile.retry")}
      </Button>
    </Alert>
  );
}
