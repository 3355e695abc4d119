import { ThemeIcon } from "@mantine/core";
import { IconFileDescription } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { fileSize, messageTime } from "../format.ts";
import type { Message } from "../types.ts";
import classes from "./ConversationView.module.css";

/** One message: its text with its line breaks, its pictures shown, its other files as cards. */
export function MessageItem({ message, author, seen }: { message: Message; author: string; seen: string | null }) {
  const { t, i18n } = useTranslation();
  const files = message.files ?? [];
  return (
    <div className={`${classes.message} ${message.isMine ? classes.mine : ""}`} data-message-id={message.id}>
      {message.content && <div className={classes.bubble}>{message.content}</div>}
      {files.map((file) =>
        file.isImage ? (
          <a key={file.id} href={file.url} target="_blank" rel="noopener">
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
          <a key={file.id} href={file.url} download={file.filename} className={classes.fileCard}>
            <ThemeIcon variant="light" size="lg" aria-hidden="true">
              <IconFileDescription size={20} stroke={ICON_STROKE} />
            </ThemeIcon>
            <span>
              <span>{file.filename}</span>
              <br />
              <span className={classes.meta}>{fileSize(i18n.language, file.byteSize)}</span>
            </span>
          </a>
        ),
      )}
      <span className={classes.meta}>
        {message.isMine ? t("messenger.you") : author} ·{" "}
        <time dateTime={message.messageAt}>{messageTime(i18n.language, message.messageAt)}</time>
        {seen && ` · ${seen}`}
      </span>
    </div>
  );
}
