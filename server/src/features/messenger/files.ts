import { MESSENGER_ERROR_CODES, MESSENGER_LIMITS } from "@atelier/common";
import { and, count, eq } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { messageFiles, messages, participations, storedFiles } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { emit } from "../../platform/events/emit.ts";
import { newStorageKey } from "../../platform/storage/storage.ts";
import { acceptDocument } from "../../platform/uploads/documents.ts";
import { attachmentDisposition } from "../../platform/uploads/file-names.ts";
import { FILE_TYPES } from "../../platform/uploads/file-types.ts";
import { IMAGE_LIMITS, inspectImage } from "../../platform/uploads/images.ts";
import type { Upload } from "../../platform/uploads/multipart.ts";
import {
  discardObjects,
  insertStoredFile,
  type NewObject,
  type StoredFile,
  storeThenRecord,
} from "../../platform/uploads/store.ts";
import type { MessageFileRow } from "./messages.ts";
import { requireParticipation } from "./participations.ts";
import { visibleParticipation } from "./policy.ts";

/** Where message files are kept; never served under /files, only to the conversation's people. */
export const MESSAGE_FILES_FOLDER = "messages";

/** How long after sending a message its files may still join it: the composer sends them right after the text. */
export const FILES_WINDOW_MS = 15 * 60_000;

type FileDeps = Pick<AppDeps, "db" | "storage" | "log">;

/** Images of these kinds are shown inline in the conversation; other files as cards. */
const INLINE_KINDS = new Set(["jpeg", "png", "gif"]);

/** An uploaded file accepted for a message: its bytes as they will be kept, and an image's size. */
export interface MessageFileUpload {
  object: NewObject;
  fileName: string;
  size: { width: number; height: number } | null;
}

/** Checks an upload by its content (spec 000's document types) and readies it to be stored. */
export async function acceptMessageFile(upload: Upload): Promise<MessageFileUpload> {
  const accepted = await acceptDocument(upload);
  const size = INLINE_KINDS.has(accepted.kind)
    ? await inspectImage(accepted.bytes, [accepted.kind], { maxPixels: IMAGE_LIMITS.maxPixels, frames: true })
    : null;
  return {
    object: {
      key: newStorageKey({ folder: MESSAGE_FILES_FOLDER, extension: FILE_TYPES[accepted.kind].extension }),
      bytes: accepted.bytes,
      contentType: accepted.mime,
      contentDisposition: attachmentDisposition(accepted.fileName),
    },
    fileName: accepted.fileName,
    size: size && { width: size.width, height: size.height },
  };
}

/** The rows of a stored message file: the stored file and its place on the message. */
export async function recordMessageFile(
  tx: Executor,
  file: MessageFileUpload,
  message: { id: number; senderId: number },
): Promise<MessageFileRow> {
  const stored = await insertStoredFile(tx, {
    object: file.object,
    ownerId: message.senderId,
    originalName: file.fileName,
  });
  const [row] = await tx
    .insert(messageFiles)
    .values({
      messageId: message.id,
      fileId: stored.id,
      width: file.size?.width ?? null,
      height: file.size?.height ?? null,
    })
    .returning();
  return presentableFile(row, stored);
}

/**
 * Attaches an uploaded file to one of the user's own messages, in a conversation they still see,
 * while the message is fresh and has room. The bytes decide the type (spec 000's document types).
 */
export async function attachFile(
  deps: FileDeps,
  userId: number,
  participationId: number,
  messageId: number,
  upload: Upload,
): Promise<MessageFileRow> {
  const file = await acceptMessageFile(upload);
  return storeThenRecord(deps, [file.object], () =>
    deps.db.transaction(async (tx) => {
      const participation = await requireParticipation(tx, userId, participationId);
      const [message] = await tx
        .select({ id: messages.id, senderId: messages.senderId, createdAt: messages.createdAt })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.conversationId, participation.conversationId)))
        .for("update");
      if (!message || message.senderId !== userId) throw errors.notFound("There is no such message.");
      if (Date.now() - message.createdAt.getTime() > FILES_WINDOW_MS) {
        throw errors.invalid(
          "file",
          "Files join a message only right after it is sent.",
          MESSENGER_ERROR_CODES.filesClosed,
        );
      }
      const [{ files }] = await tx
        .select({ files: count() })
        .from(messageFiles)
        .where(eq(messageFiles.messageId, messageId));
      if (files >= MESSENGER_LIMITS.filesPerMessage) {
        throw errors.invalid(
          "file",
          `A message takes at most ${MESSENGER_LIMITS.filesPerMessage} files.`,
          MESSENGER_ERROR_CODES.tooManyFiles,
          { max: MESSENGER_LIMITS.filesPerMessage },
        );
      }
      const row = await recordMessageFile(tx, file, message);
      await emit(tx, {
        type: "message_file_added",
        messageFileId: row.id,
        messageId,
        conversationId: participation.conversationId,
        senderId: userId,
      });
      return row;
    }),
  );
}

const presentableFile = (row: typeof messageFiles.$inferSelect, stored: StoredFile): MessageFileRow => ({
  id: row.id,
  messageId: row.messageId,
  filename: stored.originalName ?? "file",
  contentType: stored.contentType,
  byteSize: stored.byteSize,
  width: row.width,
  height: row.height,
});

/** A message file and its stored file, when the user sees the conversation it was sent in. */
export async function findReadableFile(db: Executor, userId: number, id: number): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ file: storedFiles })
    .from(messageFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, messageFiles.fileId))
    .innerJoin(messages, eq(messages.id, messageFiles.messageId))
    .innerJoin(
      participations,
      and(eq(participations.conversationId, messages.conversationId), eq(participations.userId, userId)),
    )
    .where(and(eq(messageFiles.id, id), visibleParticipation));
  return row?.file;
}

/** Takes a file back from one of the user's messages; false when there is no such file of theirs. */
export async function removeFile(deps: FileDeps, userId: number, id: number): Promise<boolean> {
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fileId: messageFiles.fileId, messageId: messages.id, conversationId: messages.conversationId })
      .from(messageFiles)
      .innerJoin(messages, eq(messages.id, messageFiles.messageId))
      .where(and(eq(messageFiles.id, id), eq(messages.senderId, userId)));
    if (!row) return null;
    // The message_files row goes with its stored file (on delete cascade).
    const [file] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, row.fileId))
      .returning({ key: storedFiles.key });
    await emit(tx, {
      type: "message_file_removed",
      messageFileId: id,
      messageId: row.messageId,
      conversationId: row.conversationId,
      senderId: userId,
    });
    return file?.key ?? null;
  });
  if (removed === null) return false;
  await discardObjects(deps, [removed]);
  return true;
}
