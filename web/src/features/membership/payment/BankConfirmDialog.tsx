import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface BankConfirmDialogProps {
  opened: boolean;
  /** The amount to confirm, written out. */
  amount: string;
  /** The answer under way, if any. */
  answering: boolean | undefined;
  onAnswer(approve: boolean): void;
}

/**
 * The bank's question of a card that must be confirmed (3-D Secure), as the sandbox plays it:
 * approve pays, cancel refuses. Closing the dialog is cancelling.
 */
export function BankConfirmDialog({ opened, amount, answering, onAnswer }: BankConfirmDialogProps) {
  const { t } = useTranslation();
  const busy = answering !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onAnswer(false)}
      title={t("membership.payment.bank.title")}
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="lg">
        <Text size="sm">{t("membership.payment.bank.body", { amount })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onAnswer(false)} loading={answering === false} disabled={busy}>
            {t("membership.payment.bank.cancel")}
          </Button>
          <Button onClick={() => onAnswer(true)} loading={answering === true} disabled={busy} data-autofocus>
            {t("membership.payment.bank.approve")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
