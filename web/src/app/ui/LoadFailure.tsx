import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../theme/theme.ts";

export interface LoadFailureProps {
  /** What could not be loaded, in the caller's words ("This list could not be loaded"). */
  title: string;
  onRetry(): void;
}

/** In place of something that could not be loaded: say so and offer another try. */
export function LoadFailure({ title, onRetry }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={20} stroke={ICON_STROKE} />}>
      {t("app.loadFailed.body")}
      <div>
        <Button variant="light" color="red" size="compact-sm" mt="sm" onClick={onRetry}>
          {t("app.loadFailed.retry")}
        </Button>
      </div>
    </Alert>
  );
}
