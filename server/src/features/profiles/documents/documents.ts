import { and, eq } from "drizzle-orm";
import type { Executor, Transaction } from "../../../db/connect.ts";
import { achievements, profiles, storedFiles } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import type { AppDeps } from "../../../platform/deps.ts";
import { newStorageKey } from "../../../platform/storage/storage.ts";
import { acceptDocument } from "../../../platform/uploads/documents.ts";
import { attachmentDisposition } from "../../../platform/uploads/file-names.ts";
import { FILE_TYPES } from "../../../platform/uploads/file-types.ts";
import type { Upload } from "../../../platform/uploads/multipart.ts";
import { discardObjects, insertStoredFile, storeThenRecord } from "../../../platform/uploads/store.ts";
import { ensureProfile } from "../../discovery/users/slugs.ts";
import { lockProfileOwner } from "../policy.ts";

type DocumentDeps = Pick<AppDeps, "db" | "storage" | "log">;

/** Where a profile keeps one document: the CV of a profile, the file of an achievement. */
export interface DocumentSlot {
  folder: string;
  /** The file the slot holds now (null: none); undefined when the user has no such slot (a 404). */
  current(tx: Transaction, userId: number): Promise<{ fileId: number | null } | undefined>;
  set(tx: Transaction, userId: number, fileId: number): Promise<void>;
}

/** The CV of a user's profile; the profile is made on first use. */
export const cvSlot: DocumentSlot = {
  folder: "cvs",
  current: async (tx, userId) => ({ fileId: (await ensureProfile(tx, userId)).cvFileId }),
  set: async (tx, userId, fileId) => {
    await tx.update(profiles).set({ cvFileId: fileId, updatedAt: new Date() }).where(eq(profiles.userId, userId));
  },
};

const myAchievement = (userId: number, id: number) => and(eq(achievements.id, id), eq(achievements.userId, userId));

/** The file of one of the user's achievements; someone else's achievement is no slot of theirs (404). */
export const achievementFileSlot = (id: number): DocumentSlot => ({
  folder: "achievements",
  current: async (tx, userId) => (await tx.select().from(achievements).where(myAchievement(userId, id)))[0],
  set: async (tx, userId, fileId) => {
    await tx.update(achievements).set({ fileId }).where(myAchievement(userId, id));
  },
});

/** The stored file of a user's CV: null when they have none, undefined when they have no profile yet. */
export async function findCvFileId(db: Executor, userId: number): Promise<number | null | undefined> {
  const [profile] = await db.select({ cvFileId: profiles.cvFileId }).from(profiles).where(eq(profiles.userId, userId));
  return profile?.cvFileId;
}

/** A stored file by id; no id, or one that names no file, is undefined. */
export async function findStoredFile(db: Executor, fileId: number | null | undefined) {
  if (!fileId) return undefined;
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return file;
}

async function dropFile(tx: Transaction, fileId: number | null): Promise<string[]> {
  if (fileId === null) return [];
  // The slot's reference is set to null by its foreign key.
  const removed = await tx.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning({ key: storedFiles.key });
  return removed.map((f) => f.key);
}

/**
 * Puts an uploaded document into a slot, replacing what it held. The bytes decide the type (a PNG
 * named cv.pdf is kept as cv.png); the file is stored under a random key, offered only as a
 * download under its sanitised name, and written before the row naming it.
 */
export async function attachDocument(deps: DocumentDeps, userId: number, slot: DocumentSlot, upload: Upload) {
  const accepted = await acceptDocument(upload);
  const object = {
    key: newStorageKey({ folder: slot.folder, extension: FILE_TYPES[accepted.kind].extension }),
    bytes: accepted.bytes,
    contentType: accepted.mime,
    contentDisposition: attachmentDisposition(accepted.fileName),
  };
  const replaced = await storeThenRecord(deps, [object], () =>
    deps.db.transaction(async (tx) => {
      await lockProfileOwner(tx, userId);
      const current = await slot.current(tx, userId);
      if (!current) throw errors.notFound();
      const file = await insertStoredFile(tx, { object, ownerId: userId, originalName: accepted.fileName });
      await slot.set(tx, userId, file.id);
      return dropFile(tx, current.fileId);
    }),
  );
  await discardObjects(deps, replaced);
}

/** Empties a slot and removes its file; false when it held none. */
export async function detachDocument(deps: DocumentDeps, userId: number, slot: DocumentSlot): Promise<boolean> {
  const keys = await deps.db.transaction(async (tx) => {
    await lockProfileOwner(tx, userId);
    const current = await slot.current(tx, userId);
    return current?.fileId ? dropFile(tx, current.fileId) : null;
  });
  if (!keys) return false;
  await discardObjects(deps, keys);
  return true;
}
