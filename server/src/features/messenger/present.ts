import type { Resource } from "@atelier/common";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { qualified } from "../../db/qualified.ts";
import { profileImages, profiles, userBlocks, users } from "../../db/schema/index.ts";
import { resource, toMany, toOne } from "../../jsonapi/serialize.ts";
import { storageUrl } from "../../platform/storage/storage.ts";
import { shownName } from "../discovery/users/present.ts";
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

/**
 * The people of conversations as the messenger shows them, in one statement: name, profile and
 * avatar while their account is active and they have not blocked the viewer, else only that they
 * are no longer available.
 */
export async function presentParticipants(db: Executor, viewerId: number, ids: readonly number[]): Promise<Resource[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      kind: users.kind,
      deactivatedAt: users.deactivatedAt,
      nameOption: profiles.nameOption,
      displayName: profiles.displayName,
      slug: profiles.slug,
      avatar: sql<string | null>`${profileImages.renditions}->>'small'`,
      blockedViewer: sql<boolean>`exists (select 1 from ${userBlocks} as "b"
        where "b"."blocker_id" = ${qualified(users.id)} and "b"."blocked_id" = ${viewerId})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(profileImages, and(eq(profileImages.userId, users.id), eq(profileImages.kind, "profile")))
    .where(inArray(users.id, unique));
  return rows.map((row) => {
    const available = row.deactivatedAt === null && !row.blockedViewer;
    return resource("users", row.id, {
      name: available
        ? shownName(row, row.nameOption ? { nameOption: row.nameOption, displayName: row.displayName } : null)
        : null,
      slug: available ? row.slug : null,
      kind: available ? row.kind : null,
      avatar: available && row.avatar ? storageUrl(row.avatar) : null,
      isAvailable: available,
    });
  });
}
