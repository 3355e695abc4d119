import { ActionIcon, ThemeIcon } from "@mantine/core";
import { IconFileDescription, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../../api/context.tsx";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { MESSENGER_API } from "../api/messengerApi.ts";
import { fileSize, messageTime } from "../format.ts";
import { applyLiveFrame } from "../liveStore.ts";
import type { Message, MessageFile } from "../types.ts";
import classes from "./ConversationView.module.css";

/** The sender takes a file back: gone here at once, and from the others' screens by its live frame. */
function TakeBack({ file, participationId }: { file: MessageFile; participationId: string }) {
  const { t } = useTranslation();
  const store = useStore();
  const alerts = useAlerts();
  const remove = useWrite({
    send: (api) => api.delete(MESSENGER_API.file(file.id)),
    onSuccess: () =>
      applyLiveFrame(store, {
        type: "message_file_removed",
        participation_id: participationId,
        message_id: file.messageId,
        file_id: file.id,
      }),
    onError: () => alerts.add({ type: "error", text: "messenger.takeBackFailed" }),
  });
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      loading={remove.busy}
      aria-label={t("messenger.takeBack", { name: file.filename })}
      title={t("messenger.takeBack", { name: file.filename })}
      onClick={() => void remove.run()}
    >
      <IconX size={14} stroke={ICON_STROKE} />
    </ActionIcon>
  );
}

/** One message: its text with its line breaks, its pictures shown, its other files as cards. */
export function MessageItem({
  message,
  author,
  seen,
  participationId,
}: {
  message: Message;
  author: string;
  seen: string | null;
  participationId: string;
}) {
  const { t, i18n } = useTranslation();
  const files = message.files ?? [];
  return (
    <div className={`${classes.message} ${message.isMine ? classes.mine : ""}`} data-message-id={message.id}>
      {message.content && <div className={classes.bubble}>{message.content}</div>}
      {files.map((file) => (
        <div key={file.id} className={classes.fileRow}>
          {message.isMine && <TakeBack file={file} participationId={participationId} />}
          {file.isImage ? (
            <a href={file.url} target="_blank" rel="noopener">
              <img
                src={file.url}
                alt={file.filename}
                width={file.width ?? undefined}
                height={file.height ?? undefined}
                loading="lazy"
                className={classes.image}
              />
            </a>
          ) : (
            <a href={file.url} download={file.filename} className={classes.fileCard}>
              <ThemeIcon variant="light" size="lg" aria-hidden="true">
                <IconFileDescription size={20} stroke={ICON_STROKE} />
              </ThemeIcon>
              <span>
                <span>{file.filename}</span>
                <br />
                <span className={classes.meta}>{fileSize(i18n.language, file.byteSize)}</span>
              </span>
            </a>
          )}
        </div>
      ))}
      <span className={classes.meta}>
        {message.isMine ? t("messenger.you") : author} ·{" "}
        <time dateTime={message.messageAt}>{messageTime(i18n.language, message.messageAt)}</time>
        {seen && ` · ${seen}`}
      </span>
    </div>
  );
}
