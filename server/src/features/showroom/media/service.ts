import {
  type CreationType,
  type EmbedType,
  type EmbedUpdateInput,
  embedCode,
  MEDIA_ERROR_CODES,
  SHOWROOM_LIMITS,
} from "@atelier/common";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../../db/connect.ts";
import { creationMedia, creations, storedFiles } from "../../../db/schema/index.ts";
import { ApiError, attributePointer, errors } from "../../../jsonapi/errors.ts";
import type { AppDeps } from "../../../platform/deps.ts";
import { newStorageKey } from "../../../platform/storage/storage.ts";
import { FILE_POINTER } from "../../../platform/uploads/errors.ts";
import { sanitizeFileName } from "../../../platform/uploads/file-names.ts";
import {
  IMAGE_KINDS,
  IMAGE_LIMITS,
  inspectImage,
  normalizeImage,
  renderWidths,
} from "../../../platform/uploads/images.ts";
import type { Upload } from "../../../platform/uploads/multipart.ts";
import { discardObjects, insertStoredFile, type NewObject, storeThenRecord } from "../../../platform/uploads/store.ts";
import { lockOwnCreation } from "../policy.ts";
import { MEDIA_WIDTHS, type MediaRow } from "./present.ts";

/**
 * The media of showroom and gallery items: images uploaded and kept as WebP renditions, and players
 * of YouTube, Vimeo and SoundCloud named by the provider's id. Every write locks the item (its
 * owner's alone, else a 404), so the limit and the order hold when requests race (SECURITY L5). The
 * item's own version (`updated_at`, its ETag) stays: media are changed on their own, and a trigger
 * tells the visitor cache of the owner's pages (db/sql/routines.sql).
 */

export type MediaDeps = Pick<AppDeps, "db" | "storage" | "log">;

/** A medium with the storage key of its kept original (images only). */
export type MediumWithFile = MediaRow & { originalKey: string | null };

const FOLDER = "showroom-media";
const WEBP = "image/webp";

/** Where a refusal of an embed points: the attribute the provider's link arrives in. */
const embedAttribute = (type: EmbedType) => (type === "soundcloud" ? "trackUrl" : "code");

const byOrder = [asc(creationMedia.position), asc(creationMedia.id)];

const withFile = {
  medium: creationMedia,
  originalKey: storedFiles.key,
};

function selectWithFile(db: Executor, where: SQL | undefined) {
  return db
    .select(withFile)
    .from(creationMedia)
    .leftJoin(storedFiles, eq(storedFiles.id, creationMedia.fileId))
    .where(where)
    .orderBy(...byOrder);
}

const flatten = (rows: { medium: MediaRow; originalKey: string | null }[]): MediumWithFile[] =>
  rows.map(({ medium, originalKey }) => ({ ...medium, originalKey }));

/** A page of an item's media in the owner's order, and how many there are. */
export async function listMedia(
  db: Executor,
  creationId: number,
  page: { size: number; offset: number },
): Promise<{ rows: MediumWithFile[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    selectWithFile(db, eq(creationMedia.creationId, creationId)).limit(page.size).offset(page.offset),
    db.select({ total: count() }).from(creationMedia).where(eq(creationMedia.creationId, creationId)),
  ]);
  return { rows: flatten(rows), total };
}

/** Every medium of an item, in order. */
async function allMedia(db: Executor, creationId: number): Promise<MediumWithFile[]> {
  return flatten(await selectWithFile(db, eq(creationMedia.creationId, creationId)));
}

/** One medium of the item; a medium of another item is as missing as none (404). */
export async function findMedium(db: Executor, creationId: number, mediumId: number): Promise<MediumWithFile> {
  const [row] = await selectWithFile(db, and(eq(creationMedia.id, mediumId), eq(creationMedia.creationId, creationId)));
  if (!row) throw errors.notFound();
  return { ...row.medium, originalKey: row.originalKey };
}

/** The item is one of the caller's own, without locking it: a cheap 404 or 422 before an upload is read. */
export async function checkRoomForMedium(
  db: Executor,
  type: CreationType,
  creationId: number,
  userId: number,
): Promise<void> {
  const [item] = await db
    .select({
      media: sql<number>`(select count(*) from ${creationMedia} where ${creationMedia.creationId} = ${creations.id})::int`,
    })
    .from(creations)
    .where(and(eq(creations.id, creationId), eq(creations.type, type), eq(creations.ownerId, userId)));
  if (!item) throw errors.notFound();
  if (item.media >= SHOWROOM_LIMITS.mediaPerItem) throw tooManyMedia(FILE_POINTER);
}

const tooManyMedia = (pointer: string) =>
  new ApiError(422, [
    {
      code: MEDIA_ERROR_CODES.tooManyMedia,
      title: "Invalid attribute",
      detail: `An item holds at most ${SHOWROOM_LIMITS.mediaPerItem} images and players.`,
      source: { pointer },
      meta: { max: SHOWROOM_LIMITS.mediaPerItem },
    },
  ]);

/**
 * The position after the item's last medium, under the item's lock; past the limit, a 422 at
 * `pointer` (the attribute that brought the new medium).
 */
async function nextPosition(tx: Transaction, creationId: number, pointer: string): Promise<number> {
  const [{ media, last }] = await tx
    .select({ media: count(), last: sql<number | null>`max(${creationMedia.position})` })
    .from(creationMedia)
    .where(eq(creationMedia.creationId, creationId));
  if (media >= SHOWROOM_LIMITS.mediaPerItem) throw tooManyMedia(pointer);
  return last === null ? 0 : Number(last) + 1;
}

/**
 * Adds an uploaded image at the end of the item's media: recognised by its bytes (JPEG, PNG, GIF,
 * WebP), refused past the pixel limit before decoding, kept as a cleaned WebP original (upright,
 * without metadata) with WebP renditions at MEDIA_WIDTHS. The files are written before the rows that
 * name them and removed again when the item turns out full or gone meanwhile.
 */
export async function addImage(
  deps: MediaDeps,
  type: CreationType,
  creationId: number,
  userId: number,
  upload: Upload,
): Promise<MediumWithFile> {
  await inspectImage(upload.bytes, IMAGE_KINDS, { maxPixels: IMAGE_LIMITS.maxPixels });
  const original = await normalizeImage(upload.bytes, IMAGE_LIMITS.maxPixels);
  const originalObject: NewObject = {
    key: newStorageKey({ folder: FOLDER, extension: "webp" }),
    bytes: original.bytes,
    contentType: WEBP,
  };
  const renditions: Record<string, string> = {};
  const objects = (await renderWidths(original, MEDIA_WIDTHS)).map((rendition): NewObject => {
    const key = newStorageKey({ folder: FOLDER, extension: "webp" });
    renditions[rendition.width] = key;
    return { key, bytes: rendition.bytes, contentType: WEBP };
  });

  return storeThenRecord(deps, [originalObject, ...objects], () =>
    deps.db.transaction(async (tx) => {
      const item = await lockOwnCreation(tx, type, creationId, userId);
      const position = await nextPosition(tx, item.id, FILE_POINTER);
      const file = await insertStoredFile(tx, {
        object: originalObject,
        ownerId: userId,
        originalName: sanitizeFileName(upload.fileName, "webp"),
      });
      const [row] = await tx
        .insert(creationMedia)
        .values({
          creationId: item.id,
          type: "image",
          position,
          fileId: file.id,
          renditions,
          width: original.width,
          height: original.height,
        })
        .returning();
      return { ...row, originalKey: file.key };
    }),
  );
}

/** The provider's code from what was pasted; a 422 at the attribute it came in when it is none. */
function codeOf(type: EmbedType, input: string): string {
  const code = embedCode(type, input);
  if (code) return code;
  const what = { youtube: "a YouTube video", vimeo: "a Vimeo video", soundcloud: "a track on soundcloud.com" }[type];
  throw errors.invalid(embedAttribute(type), `Paste a link to ${what}.`, MEDIA_ERROR_CODES.invalidEmbed);
}

/** Adds a YouTube, Vimeo or SoundCloud player at the end of the item's media. Nothing is fetched. */
export async function addEmbed(
  deps: MediaDeps,
  type: CreationType,
  creationId: number,
  userId: number,
  embed: { type: EmbedType; input: string },
): Promise<MediumWithFile> {
  const code = codeOf(embed.type, embed.input);
  return deps.db.transaction(async (tx) => {
    const item = await lockOwnCreation(tx, type, creationId, userId);
    const position = await nextPosition(tx, item.id, attributePointer(embedAttribute(embed.type)));
    const [row] = await tx
      .insert(creationMedia)
      .values({ creationId: item.id, type: embed.type, position, code })
      .returning();
    return { ...row, originalKey: null };
  });
}

/**
 * Points an embed at another video or track of the same provider. An image has nothing to change
 * (a 422: upload another and remove it); a change missing the provider's attribute is a 422 there.
 */
export async function changeEmbed(
  deps: MediaDeps,
  type: CreationType,
  creationId: number,
  mediumId: number,
  userId: number,
  change: EmbedUpdateInput,
): Promise<MediumWithFile> {
  return deps.db.transaction(async (tx) => {
    const item = await lockOwnCreation(tx, type, creationId, userId);
    const medium = await findMedium(tx, item.id, mediumId);
    if (medium.type === "image") {
      throw new ApiError(422, [
        {
          code: MEDIA_ERROR_CODES.imageUnchangeable,
          title: "Invalid attribute",
          detail: "An image has nothing to change: upload another one and remove this one.",
          source: { pointer: "/data" },
        },
      ]);
    }
    const attribute = embedAttribute(medium.type);
    const input = change[attribute];
    if (!input) {
      throw errors.invalid(attribute, "Paste the link to show instead.", MEDIA_ERROR_CODES.invalidEmbed);
    }
    const [row] = await tx
      .update(creationMedia)
      .set({ code: codeOf(medium.type, input) })
      .where(eq(creationMedia.id, medium.id))
      .returning();
    return { ...row, originalKey: null };
  });
}

/** Deletes media rows with their stored originals and answers every storage key they used. */
async function dropMedia(tx: Transaction, rows: MediaRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  await tx.delete(creationMedia).where(
    inArray(
      creationMedia.id,
      rows.map((r) => r.id),
    ),
  );
  const fileIds = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
  const files =
    fileIds.length > 0
      ? await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds)).returning({ key: storedFiles.key })
      : [];
  return [...files.map((f) => f.key), ...rows.flatMap((r) => Object.values(r.renditions ?? {}))];
}

/** Removes a medium; its files go once the removal has committed. */
export async function removeMedium(
  deps: MediaDeps,
  type: CreationType,
  creationId: number,
  mediumId: number,
  userId: number,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const item = await lockOwnCreation(tx, type, creationId, userId);
    const medium = await findMedium(tx, item.id, mediumId);
    const dropped = await dropMedia(tx, [medium]);
    return dropped;
  });
  await discardObjects(deps, keys);
}

/**
 * Puts the item's media in the order named: exactly every medium of the item, each once (else a 422
 * at `ordered_media_ids`, as when a medium was added or removed since the list was read).
 */
export async function orderMedia(
  deps: MediaDeps,
  type: CreationType,
  creationId: number,
  userId: number,
  orderedIds: number[],
): Promise<MediumWithFile[]> {
  return deps.db.transaction(async (tx) => {
    const item = await lockOwnCreation(tx, type, creationId, userId);
    const media = await allMedia(tx, item.id);
    const known = new Set(media.map((m) => m.id));
    const exact =
      orderedIds.length === media.length &&
      new Set(orderedIds).size === orderedIds.length &&
      orderedIds.every((id) => known.has(id));
    if (!exact) {
      throw errors.invalid(
        "orderedMediaIds",
        "Name every image and player of the item once. Reload the item to see its media as they are now.",
        MEDIA_ERROR_CODES.mediaOrderMismatch,
      );
    }
    if (orderedIds.length > 0) {
      const positions = sql.join(
        orderedIds.map((id, position) => sql`when ${id} then ${position}`),
        sql` `,
      );
      await tx
        .update(creationMedia)
        .set({ position: sql`(case ${creationMedia.id} ${positions} end)::int` })
        .where(eq(creationMedia.creationId, item.id));
    }
    return allMedia(tx, item.id);
  });
}
