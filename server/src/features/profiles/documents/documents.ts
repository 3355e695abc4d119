import { eq } from "drizzle-orm";
import type { Transaction } from "../../../db/connect.ts";
import { storedFiles } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import type { AppDeps } from "../../../platform/deps.ts";
import { newStorageKey } from "../../../platform/storage/storage.ts";
import { acceptDocument } from "../../../platform/uploads/documents.ts";
import { attachmentDisposition } from "../../../platform/uploads/file-names.ts";
import { FILE_TYPES } from "../../../platform/uploads/file-types.ts";
import type { Upload } from "../../../platform/uploads/multipart.ts";
import { discardObjects, insertStoredFile, storeThenRecord } from "../../../platform/uploads/store.ts";
import { lockProfileOwner } from "../owner.ts";

type DocumentDeps = Pick<AppDeps, "db" | "storage" | "log">;

/** Where a profile keeps one document: the CV of a profile, the file of an achievement. */
export interface DocumentSlot {
  folder: string;
  /** The file the slot holds now (null: none); undefined when the user has no such slot (a 404). */
  current(tx: Transaction, userId: number): Promise<{ fileId: number | null } | undefined>;
  set(tx: Transaction, userId: number, fileId: number): Promise<void>;
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
