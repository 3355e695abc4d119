import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { noteCount } from "../connectNote.ts";
import classes from "./ConnectDialog.module.css";

export interface ConnectDialogProps {
  /** Whom the request goes to. */
  name: string;
  /** Sends the request with what was typed; true once it went through, and the dialog closes. */
  onSend(note: string): Promise<boolean>;
  onClose(): void;
}

/**
 * Asking someone to connect, with a short note for them if one likes. Ctrl or Cmd with Enter sends
 * from the note as well; a refused request keeps the dialog and its note open for another try.
 */
export function ConnectDialog({ name, onSend, onClose }: ConnectDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);
  const count = noteCount(note);

  const send = async () => {
    if (sending) return;
    setSending(true);
    const sent = await onSend(note);
    setSending(false);
    if (sent) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t("connections.connectDialog.title", { name })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t("connections.connectDialog.lead", { name })}
          </Text>
          <Textarea
            label={t("connections.connectDialog.note")}
            description={
              <span className={count.near ? classes.near : undefined}>
                {t("connections.connectDialog.count", { used: String(count.used), max: String(count.max) })}
              </span>
            }
            inputWrapperOrder={["label", "input", "description", "error"]}
            classNames={{ description: classes.count }}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void send();
              }
            }}
            maxLength={count.max}
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("connections.connectDialog.cancel")}
            </Button>
            <Button type="submit" loading={sending}>
              {t("connections.connectDialog.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
