import { FILE_TYPE_LABELS } from "@atelier/common/enums";
import { MESSENGER_LIMITS } from "@atelier/common/messenger-limits";
import { ActionIcon, Alert, Progress, Text, Textarea } from "@mantine/core";
import { IconPaperclip, IconSend, IconX } from "@tabler/icons-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { fileSize } from "../format.ts";
import type { Attachment, Sending } from "../hooks/useSendMessage.ts";
import classes from "./Composer.module.css";

export interface ComposerProps {
  /** Sends the text and the files; resolves true once sent, so the composer empties. */
  onSend(content: string, files: readonly Attachment[]): Promise<boolean>;
  busy: boolean;
  sending: readonly Sending[];
  failed: readonly string[];
  /** Where the server's refusal of the text is shown. */
  error?: string | null;
  label: string;
  autoFocus?: boolean;
}

let nextKey = 0;

/**
 * Text and files for a message: Enter sends, Shift+Enter starts a new line; files are chosen
 * first, each can be taken out again before sending, and show their progress while they go.
 */
export function Composer({ onSend, busy, sending, failed, error, label, autoFocus }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const [content, setContent] = useState("");
  const [files, setFiles] = useState<Attachment[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const empty = content.trim() === "" && files.length === 0;

  const send = async () => {
    if (empty || busy) return;
    if (await onSend(content, files)) {
      setContent("");
      setFiles([]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const choose = (chosen: FileList | null) => {
    setRefused(null);
    const picked = Array.from(chosen ?? []);
    const tooLarge = picked.filter((f) => f.size > MESSENGER_LIMITS.fileBytes);
    const fitting = picked.filter((f) => f.size <= MESSENGER_LIMITS.fileBytes);
    const room = MESSENGER_LIMITS.filesPerMessage - files.length;
    if (tooLarge.length > 0) {
      setRefused(
        t("messenger.composer.tooLarge", {
          name: tooLarge[0].name,
          size: fileSize(i18n.language, MESSENGER_LIMITS.fileBytes),
        }),
      );
    } else if (fitting.length > room) {
      setRefused(t("messenger.composer.tooMany", { max: MESSENGER_LIMITS.filesPerMessage }));
    }
    setFiles((all) => [...all, ...fitting.slice(0, room).map((file) => ({ key: `f${++nextKey}`, file }))]);
    if (input.current) input.current.value = "";
  };

  return (
    <div className={classes.root}>
      {sending.length > 0 && (
        <ul className={classes.files} aria-label={t("messenger.composer.sending")}>
          {sending.map((s) => (
            <li key={s.key} className={classes.file}>
              <Text size="sm" truncate>
                {s.name}
              </Text>
              <Progress
                value={s.percent}
                className={classes.progress}
                aria-label={t("messenger.composer.progress", { name: s.name, percent: s.percent })}
              />
            </li>
          ))}
        </ul>
      )}
      {!busy && files.length > 0 && (
        <ul className={classes.files} aria-label={t("messenger.composer.attached")}>
          {files.map(({ key, file }) => (
            <li key={key} className={classes.file}>
              <Text size="sm" truncate>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {fileSize(i18n.language, file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                size="sm"
                color="gray"
                aria-label={t("messenger.composer.remove", { name: file.name })}
                onClick={() => setFiles((all) => all.filter((f) => f.key !== key))}
              >
                <IconX size={14} stroke={ICON_STROKE} />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      {(refused || failed.length > 0) && (
        <Alert color="red" variant="light" mb="xs" py={6}>
          {refused ?? t("messenger.composer.failed", { names: failed.join(", ") })}
        </Alert>
      )}
      <div className={classes.row}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t("messenger.composer.attachShort")}
          title={t("messenger.composer.attach", { types: FILE_TYPE_LABELS.join(", ") })}
          onClick={() => input.current?.click()}
          disabled={busy || files.length >= MESSENGER_LIMITS.filesPerMessage}
        >
          <IconPaperclip size={20} stroke={ICON_STROKE} />
        </ActionIcon>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept=".pdf,.bmp,.gif,.png,.jpg,.jpeg,.rtf,.doc,.docx,.zip"
          onChange={(event) => choose(event.currentTarget.files)}
        />
        <Textarea
          className={classes.text}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={t("messenger.composer.placeholder")}
          aria-label={label}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MESSENGER_LIMITS.content}
          error={error}
          autoFocus={autoFocus}
          description={t("messenger.composer.hint")}
          inputWrapperOrder={["input", "error", "description"]}
        />
        <ActionIcon
          size="lg"
          aria-label={t("messenger.composer.send")}
          onClick={() => void send()}
          loading={busy}
          disabled={empty}
        >
          <IconSend size={18} stroke={ICON_STROKE} />
        </ActionIcon>
      </div>
    </div>
  );
}
