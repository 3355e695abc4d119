import { createHash } from "node:crypto";
import type { Executor } from "../../db/connect.ts";
import { storedFiles } from "../../db/schema/index.ts";
import type { AppDeps } from "../deps.ts";

export type StoredFile = typeof storedFiles.$inferSelect;

export interface NewObject {
  key: string;
  bytes: Buffer;
  contentType: string;
  contentDisposition?: string;
}

type StoreDeps = Pick<AppDeps, "storage" | "log">;

/**
 * Removes objects that no row names any more. A failure only leaves an orphan behind, which costs
 * space but never breaks a page, so it is logged rather than reported to the client.
 */
export async function discardObjects(deps: StoreDeps, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      deps.storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, "could not remove a stored file")),
    ),
  );
}

/**
 * Writes the objects first and then runs `record`, the database change that names them, so a row
 * never points at a missing file. When writing or recording fails, the objects written are removed.
 */
export async function storeThenRecord<T>(
  deps: StoreDeps,
  objects: readonly NewObject[],
  record: () => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    for (const o of objects) {
      await deps.storage.put(o.key, o.bytes, { contentType: o.contentType, contentDisposition: o.contentDisposition });
      written.push(o.key);
    }
    return await record();
  } catch (err) {
    await discardObjects(deps, written);
    throw err;
  }
}

/** The bytes of a stored object; null when it is gone. */
export async function readObject(deps: Pick<AppDeps, "storage">, key: string): Promise<Buffer | null> {
  const stored = await deps.storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The stored_files row of an object written by storeThenRecord. */
export async function insertStoredFile(
  db: Executor,
  file: { object: NewObject; ownerId: number; originalName: string },
): Promise<StoredFile> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      key: file.object.key,
      ownerId: file.ownerId,
      contentType: file.object.contentType,
      byteSize: file.object.bytes.length,
      originalName: file.originalName,
      sha256: createHash("sha256").update(file.object.bytes).digest("hex"),
    })
    .returning();
  return row;
}
