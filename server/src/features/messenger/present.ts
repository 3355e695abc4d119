import type { Resource } from "@atelier/common";
import { resource, toMany, toOne } from "../../jsonapi/serialize.ts";
import type { MessageFileRow, MessageRow } from "./messages.ts";
import type { LastMessage, ParticipationRow } from "./participations.ts";
import { writeRefusal } from "./policy.ts";

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The URL a message file is read from: the API checks the reader is in its conversation. */
export const messageFileUrl = (id: number) => `/api/v1/messenger/files/${id}`;

export function presentParticipation(row: ParticipationRow): Resource {
  return resource(
    "participations",
    row.id,
    {
      status: row.status,
      unreadCount: row.unreadCount,
      lastMessageAt: row.lastMessageAt.toISOString(),
      lastReadAt: iso(row.lastReadAt),
      readMarks: row.others.map((o) => ({ userId: String(o.userId), readAt: iso(o.lastReadAt) })),
      writeRefusal: writeRefusal(row.others),
      createdAt: row.createdAt.toISOString(),
    },
    {
      participants: toMany(
        "users",
        row.others.map((o) => o.userId),
      ),
      last_message: toOne("messages", row.lastMessage?.id),
    },
  );
}

export function presentMessageFile(file: MessageFileRow): Resource {
  return resource(
    "message_files",
    file.id,
    {
      filename: file.filename,
      contentType: file.contentType,
      byteSize: file.byteSize,
      url: messageFileUrl(file.id),
      isImage: file.width !== null,
      width: file.width,
      height: file.height,
      messageId: String(file.messageId),
    },
    { message: toOne("messages", file.messageId) },
  );
}

type PresentableMessage = Pick<MessageRow, "id" | "content" | "senderId"> & {
  createdAt: Date | string;
  fileIds: number[];
};

export function presentMessage(message: PresentableMessage, viewerId: number): Resource {
  return resource(
    "messages",
    message.id,
    {
      content: message.content,
      messageAt: iso(message.createdAt),
      participantId: String(message.senderId),
      isMine: message.senderId === viewerId,
    },
    { participant: toOne("users", message.senderId), files: toMany("message_files", message.fileIds) },
  );
}

/** A message with its files, as a conversation shows it. */
export const presentFullMessage = (message: MessageRow, viewerId: number): Resource[] => [
  presentMessage({ ...message, fileIds: message.files.map((f) => f.id) }, viewerId),
  ...message.files.map(presentMessageFile),
];

/** The newest message of a listed conversation; its files are counted, not shown, in a list. */
export const presentLastMessage = (last: LastMessage, viewerId: number): Resource =>
  presentMessage({ ...last, fileIds: [] }, viewerId);
