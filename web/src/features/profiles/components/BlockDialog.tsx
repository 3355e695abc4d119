import "@mantine/core/styles/Modal.css";
import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type BlockAction, useBlockActions } from "../hooks/useBlockActions.ts";
import type { ProfileUser } from "../types.ts";

export interface BlockDialogProps {
  user: ProfileUser;
  userKey: string;
  action: BlockAction;
  opened: boolean;
  onClose(): void;
}

/** What the dialog tells of each action, in this order. */
const EFFECTS: Record<BlockAction, readonly string[]> = {
  block: ["hidden", "tiesEnd", "undo"],
  unblock: ["visible", "tiesStay"],
};

/** Asks before blocking or unblocking, saying what either does; confirming does it and closes. */
export function BlockDialog({ user, userKey, action, opened, onClose }: BlockDialogProps) {
  const { t } = useTranslation();
  const run = useBlockActions(user, userKey);
  const [busy, setBusy] = useState(false);
  const name = { name: user.name };

  const confirm = async () => {
    setBusy(true);
    const done = await run(action);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t(`profile.block.confirm.${action}.title`, name)} centered>
      <Stack gap="md">
        <Text size="sm">{t(`profile.block.confirm.${action}.lead`, name)}</Text>
        <List size="sm" spacing={4}>
          {EFFECTS[action].map((effect) => (
            <List.Item key={effect}>{t(`profile.block.confirm.${action}.effects.${effect}`, name)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t("profile.block.cancel")}
          </Button>
          <Button
            color={action === "block" ? "red" : undefined}
            loading={busy}
            onClick={() => void confirm()}
            data-autofocus
          >
            {t(`profile.block.confirm.${action}.action`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
