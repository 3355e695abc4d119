import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../../app/theme/theme.ts";
import { useResendConfirmation } from "../hooks/useResendConfirmation.ts";

export interface ConfirmationNoticeProps {
  email: string;
  registrationId: string | null;
}

/** "We sent a confirmation link to …", with a button to send it again. */
export function ConfirmationNotice({ email, registrationId }: ConfirmationNoticeProps) {
  const { t } = useTranslation();
  const { resend, sending } = useResendConfirmation(registrationId);
  return (
    <Alert
      variant="light"
      radius="md"
      title={t("auth.confirmationNotice.title")}
      icon={<IconMailForward size={20} stroke={ICON_STROKE} aria-hidden="true" />}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("auth.confirmationNotice.body", { email })}</Text>
        {registrationId && (
          <Button size="compact-sm" variant="light" loading={sending} onClick={() => void resend()}>
            {t("auth.confirmationNotice.resend")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
