import { type IMAGE_RENDITIONS, PROFILE_ERROR_CODES } from "@atelier/common";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../../db/connect.ts";
import { profileImages, storedFiles } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import type { AppDeps } from "../../../platform/deps.ts";
import { newStorageKey } from "../../../platform/storage/storage.ts";
import { sanitizeFileName } from "../../../platform/uploads/file-names.ts";
import {
  type FocalPoint,
  IMAGE_KINDS,
  IMAGE_LIMITS,
  inspectImage,
  normalizeImage,
  renderRenditions,
  type Size,
} from "../../../platform/uploads/images.ts";
import {
  discardObjects,
  insertStoredFile,
  type NewObject,
  readObject,
  storeThenRecord,
} from "../../../platform/uploads/store.ts";
import { lockProfileOwner } from "../policy.ts";

export type ImageKind = "profile" | "title";

interface ImageSpec<Rendition extends string> {
  /** The path segment: /v1/my/<path>, /v1/users/{id}/<path>. */
  path: string;
  folder: string;
  renditions: Record<Rendition, Size>;
  defaultSize: Rendition;
}

/**
 * Profile images are square crops; title images are wide banners. Renditions are WebP, named as the
 * users resource names them.
 */
export const IMAGE_SPECS: { [K in ImageKind]: ImageSpec<(typeof IMAGE_RENDITIONS)[K][number]> } = {
  profile: {
    path: "profile_image",
    folder: "profile-images",
    renditions: {
      small: { width: 96, height: 96 },
      medium: { width: 256, height: 256 },
      large: { width: 512, height: 512 },
    },
    defaultSize: "medium",
  },
  title: {
    path: "title_image",
    folder: "title-images",
    renditions: { medium: { width: 1200, height: 300 }, large: { width: 2400, height: 600 } },
    defaultSize: "large",
  },
};

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };
const WEBP = "image/webp";

export type ImageDeps = Pick<AppDeps, "db" | "storage" | "log">;

export type ImageRow = typeof profileImages.$inferSelect;

const mine = (userId: number, kind: ImageKind) => and(eq(profileImages.userId, userId), eq(profileImages.kind, kind));

async function renditionObjects(
  kind: ImageKind,
  original: { bytes: Buffer } & Size,
  focal: FocalPoint,
): Promise<{ objects: NewObject[]; keys: Record<string, string> }> {
  const spec = IMAGE_SPECS[kind];
  const rendered = await renderRenditions(original, spec.renditions, focal);
  const objects: NewObject[] = [];
  const keys: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(rendered)) {
    const key = newStorageKey({ folder: spec.folder, extension: "webp" });
    objects.push({ key, bytes, contentType: WEBP });
    keys[name] = key;
  }
  return { objects, keys };
}

/**
 * Replaces the user's profile or title image with an upload: recognised by its bytes, refused past
 * the pixel limit before decoding, then kept as a cleaned WebP original with its renditions,
 * cropped around the centre. The files are written before the rows that name them; the replaced
 * image's files are removed once the new rows are committed.
 */
export async function replaceImage(
  deps: ImageDeps,
  userId: number,
  kind: ImageKind,
  upload: { bytes: Buffer; fileName: string | undefined },
): Promise<void> {
  await inspectImage(upload.bytes, IMAGE_KINDS, { maxPixels: IMAGE_LIMITS.maxPixels });
  const original = await normalizeImage(upload.bytes, IMAGE_LIMITS.maxPixels);
  const originalObject: NewObject = {
    key: newStorageKey({ folder: IMAGE_SPECS[kind].folder, extension: "webp" }),
    bytes: original.bytes,
    contentType: WEBP,
  };
  const { objects, keys } = await renditionObjects(kind, original, CENTRE);

  const replaced = await storeThenRecord(deps, [originalObject, ...objects], () =>
    deps.db.transaction(async (tx) => {
      await lockProfileOwner(tx, userId);
      const [previous] = await tx.select().from(profileImages).where(mine(userId, kind));
      const file = await insertStoredFile(tx, {
        object: originalObject,
        ownerId: userId,
        originalName: sanitizeFileName(upload.fileName, "webp"),
      });
      const values = {
        fileId: file.id,
        renditions: keys,
        width: original.width,
        height: original.height,
        focalX: CENTRE.x,
        focalY: CENTRE.y,
        updatedAt: new Date(),
      };
      await tx
        .insert(profileImages)
        .values({ userId, kind, ...values })
        .onConflictDoUpdate({ target: [profileImages.userId, profileImages.kind], set: values });
      return previous ? dropFile(tx, previous) : [];
    }),
  );
  await discardObjects(deps, replaced);
}

/** Deletes an image's stored original (its row goes with it) and answers every key it used. */
async function dropFile(tx: Transaction, image: ImageRow): Promise<string[]> {
  const [file] = await tx.delete(storedFiles).where(eq(storedFiles.id, image.fileId)).returning();
  return [...(file ? [file.key] : []), ...Object.values(image.renditions)];
}

/** The stored original of an image, with its size; null when its file is gone. */
export async function readOriginal(deps: ImageDeps, image: ImageRow): Promise<({ bytes: Buffer } & Size) | null> {
  const [file] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, image.fileId));
  const bytes = file && (await readObject(deps, file.key));
  return bytes ? { bytes, width: image.width, height: image.height } : null;
}

/**
 * Moves the focal point and crops the renditions anew around it, from the stored original. A focal
 * point arriving while another upload replaces the image is a 409: it was chosen on the old one.
 */
export async function moveFocalPoint(
  deps: ImageDeps,
  userId: number,
  kind: ImageKind,
  change: { focalX?: number; focalY?: number },
): Promise<void> {
  const [image] = await deps.db.select().from(profileImages).where(mine(userId, kind));
  if (!image) throw errors.notFound(`There is no ${kind} image to change.`);
  const focal = { x: change.focalX ?? image.focalX, y: change.focalY ?? image.focalY };
  const original = await readOriginal(deps, image);
  if (!original) throw errors.notFound(`There is no ${kind} image to change.`);
  const { objects, keys } = await renditionObjects(kind, original, focal);

  await storeThenRecord(deps, objects, async () => {
    const updated = await deps.db
      .update(profileImages)
      .set({ renditions: keys, focalX: focal.x, focalY: focal.y, updatedAt: new Date() })
      .where(and(mine(userId, kind), eq(profileImages.fileId, image.fileId)))
      .returning({ userId: profileImages.userId });
    if (updated.length === 0) {
      throw errors.conflict("The image was replaced meanwhile. Please try again.", {
        code: PROFILE_ERROR_CODES.imageReplaced,
      });
    }
  });
  await discardObjects(deps, Object.values(image.renditions));
}

/** Removes the user's image and its files; false when there was none. */
export async function removeImage(deps: ImageDeps, userId: number, kind: ImageKind): Promise<boolean> {
  const keys = await deps.db.transaction(async (tx) => {
    await lockProfileOwner(tx, userId);
    const [image] = await tx.select().from(profileImages).where(mine(userId, kind));
    return image ? dropFile(tx, image) : null;
  });
  if (!keys) return false;
  await discardObjects(deps, keys);
  return true;
}

/** The rendition of a user's image to serve, or undefined when there is no image. */
export async function findRendition(deps: ImageDeps, userId: number, kind: ImageKind, size: string) {
  const [image] = await deps.db.select().from(profileImages).where(mine(userId, kind));
  return image?.renditions[size];
}
