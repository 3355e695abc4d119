import { eq } from "drizzle-orm";
import type { Transaction } from "../../../db/connect.ts";
import { opportunities, storedFiles } from "../../../db/schema/index.ts";
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
import type { Upload } from "../../../platform/uploads/multipart.ts";
import { discardObjects, insertStoredFile, type NewObject, storeThenRecord } from "../../../platform/uploads/store.ts";
import { lockOwnOpportunity, type OpportunityRow } from "../policy.ts";

/** A logo sits in a small square beside a title: a list's card, the page's head, twice as dense. */
export const LOGO_WIDTHS = [96, 192, 384] as const;

const FOLDER = "opportunity-logos";
const WEBP = "image/webp";
/** Logos have no focal point to choose: the centre of most marks is the mark. */
const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };
const SQUARES: Record<string, Size> = Object.fromEntries(LOGO_WIDTHS.map((w) => [w, { width: w, height: w }]));

type LogoDeps = Pick<AppDeps, "db" | "storage" | "log">;

/**
 * Gives one of the user's opportunities a logo from an upload: recognised by its bytes (JPEG, PNG,
 * GIF, WebP, whatever its name says), refused past the pixel limit before decoding, kept as a cleaned
 * WebP original with square WebP renditions by width, cropped around the centre. The files are
 * written before the row names them; a replaced logo's files go once the new one is committed.
 * Answers the renditions by width.
 */
export async function replaceLogo(
  deps: LogoDeps,
  opportunityId: number,
  userId: number,
  upload: Upload,
): Promise<Record<string, string>> {
  await inspectImage(upload.bytes, IMAGE_KINDS, { maxPixels: IMAGE_LIMITS.maxPixels });
  const original = await normalizeImage(upload.bytes, IMAGE_LIMITS.maxPixels);
  const originalObject: NewObject = {
    key: newStorageKey({ folder: FOLDER, extension: "webp" }),
    bytes: original.bytes,
    contentType: WEBP,
  };
  const renditions: Record<string, string> = {};
  const objects = Object.entries(await renderRenditions(original, SQUARES, CENTRE)).map(([width, bytes]): NewObject => {
    const key = newStorageKey({ folder: FOLDER, extension: "webp" });
    renditions[width] = key;
    return { key, bytes, contentType: WEBP };
  });

  const replaced = await storeThenRecord(deps, [originalObject, ...objects], () =>
    deps.db.transaction(async (tx) => {
      const opportunity = await lockOwnOpportunity(tx, opportunityId, userId);
      const file = await insertStoredFile(tx, {
        object: originalObject,
        ownerId: userId,
        originalName: sanitizeFileName(upload.fileName, "webp"),
      });
      await tx
        .update(opportunities)
        .set({ logoFileId: file.id, logoRenditions: renditions, updatedAt: new Date() })
        .where(eq(opportunities.id, opportunity.id));
      return dropLogoFile(tx, opportunity);
    }),
  );
  await discardObjects(deps, replaced);
  return renditions;
}

/** Deletes the stored original of the logo an opportunity had, and answers every key it used. */
export async function dropLogoFile(tx: Transaction, opportunity: OpportunityRow): Promise<string[]> {
  const files = opportunity.logoFileId
    ? await tx.delete(storedFiles).where(eq(storedFiles.id, opportunity.logoFileId)).returning({ key: storedFiles.key })
    : [];
  return [...files.map((f) => f.key), ...Object.values(opportunity.logoRenditions ?? {})];
}

/** Takes the logo off one of the user's opportunities and removes its files; false when it had none. */
export async function removeLogo(deps: LogoDeps, opportunityId: number, userId: number): Promise<boolean> {
  const keys = await deps.db.transaction(async (tx) => {
    const opportunity = await lockOwnOpportunity(tx, opportunityId, userId);
    if (!opportunity.logoRenditions && !opportunity.logoFileId) return null;
    await tx
      .update(opportunities)
      .set({ logoFileId: null, logoRenditions: null, updatedAt: new Date() })
      .where(eq(opportunities.id, opportunity.id));
    return dropLogoFile(tx, opportunity);
  });
  if (!keys) return false;
  await discardObjects(deps, keys);
  return true;
}
