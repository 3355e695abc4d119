import { OPPORTUNITY_LIMITS, VALIDATION_ERROR_CODES } from "@atelier/common";
import { and, asc, count, eq } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { opportunities, opportunityMaterials, storedFiles } from "../../../db/schema/index.ts";
import { ApiError } from "../../../jsonapi/errors.ts";
import type { AppDeps } from "../../../platform/deps.ts";
import { newStorageKey } from "../../../platform/storage/storage.ts";
import { acceptDocument } from "../../../platform/uploads/documents.ts";
import { FILE_POINTER } from "../../../platform/uploads/errors.ts";
import { attachmentDisposition } from "../../../platform/uploads/file-names.ts";
import { FILE_TYPES } from "../../../platform/uploads/file-types.ts";
import type { Upload } from "../../../platform/uploads/multipart.ts";
import {
  discardObjects,
  insertStoredFile,
  type NewObject,
  type StoredFile,
  storeThenRecord,
} from "../../../platform/uploads/store.ts";
import type { Viewer } from "../../discovery/users/visibility.ts";
import { lockOwnOpportunity, ownOpportunity, visibleOpportunitiesFilter } from "../policy.ts";
import type { MaterialView } from "./present.ts";

/** Where materials are kept; never named under /files, only read through the API's visibility check. */
const FOLDER = "opportunity-materials";

type MaterialDeps = Pick<AppDeps, "db" | "storage" | "log">;

const materialView = {
  id: opportunityMaterials.id,
  name: opportunityMaterials.name,
  createdAt: opportunityMaterials.createdAt,
  contentType: storedFiles.contentType,
  byteSize: storedFiles.byteSize,
};

const tooManyMaterials = () =>
  new ApiError(422, [
    {
      code: VALIDATION_ERROR_CODES.tooBig,
      title: "Invalid attribute",
      detail: `An opportunity holds at most ${OPPORTUNITY_LIMITS.materials} files.`,
      source: { pointer: FILE_POINTER },
      meta: { maximum: OPPORTUNITY_LIMITS.materials, origin: "array" },
    },
  ]);

async function materialCount(db: Executor, opportunityId: number): Promise<number> {
  const [{ materials }] = await db
    .select({ materials: count() })
    .from(opportunityMaterials)
    .where(eq(opportunityMaterials.opportunityId, opportunityId));
  return materials;
}

/**
 * Refuses an upload before its body is read: someone else's opportunity (404) or a full one (422)
 * costs neither the bytes nor the quota. The command checks again under the opportunity's lock.
 */
export async function checkRoomForMaterial(db: Executor, opportunityId: number, userId: number): Promise<void> {
  const opportunity = await ownOpportunity(db, opportunityId, userId);
  if ((await materialCount(db, opportunity.id)) >= OPPORTUNITY_LIMITS.materials) throw tooManyMaterials();
}

/**
 * Adds a file for applicants to one of the user's opportunities. The bytes decide the type (spec
 * 000's attachment types; a PNG named brief.pdf is kept as brief.png), images lose their metadata,
 * and the file is stored under a random key, offered only as a download under its sanitised name.
 */
export async function addMaterial(
  deps: MaterialDeps,
  opportunityId: number,
  userId: number,
  upload: Upload,
): Promise<MaterialView> {
  const accepted = await acceptDocument(upload);
  const object: NewObject = {
    key: newStorageKey({ folder: FOLDER, extension: FILE_TYPES[accepted.kind].extension }),
    bytes: accepted.bytes,
    contentType: accepted.mime,
    contentDisposition: attachmentDisposition(accepted.fileName),
  };
  return storeThenRecord(deps, [object], () =>
    deps.db.transaction(async (tx) => {
      const opportunity = await lockOwnOpportunity(tx, opportunityId, userId);
      if ((await materialCount(tx, opportunity.id)) >= OPPORTUNITY_LIMITS.materials) throw tooManyMaterials();
      const file = await insertStoredFile(tx, { object, ownerId: userId, originalName: accepted.fileName });
      const [row] = await tx
        .insert(opportunityMaterials)
        .values({ opportunityId: opportunity.id, fileId: file.id, name: accepted.fileName })
        .returning();
      return {
        id: row.id,
        name: row.name,
        createdAt: row.createdAt,
        contentType: file.contentType,
        byteSize: file.byteSize,
      };
    }),
  );
}

/** The materials of an opportunity, oldest first. */
export async function listMaterials(db: Executor, opportunityId: number): Promise<MaterialView[]> {
  return db
    .select(materialView)
    .from(opportunityMaterials)
    .innerJoin(storedFiles, eq(storedFiles.id, opportunityMaterials.fileId))
    .where(eq(opportunityMaterials.opportunityId, opportunityId))
    .orderBy(asc(opportunityMaterials.id));
}

/** Removes a material of one of the user's opportunities with its file; false when it has no such material. */
export async function removeMaterial(
  deps: MaterialDeps,
  opportunityId: number,
  materialId: number,
  userId: number,
): Promise<boolean> {
  const key = await deps.db.transaction(async (tx) => {
    const opportunity = await lockOwnOpportunity(tx, opportunityId, userId);
    const [material] = await tx
      .select({ fileId: opportunityMaterials.fileId })
      .from(opportunityMaterials)
      .where(and(eq(opportunityMaterials.id, materialId), eq(opportunityMaterials.opportunityId, opportunity.id)));
    if (!material) return null;
    // The material's row goes with its stored file (on delete cascade).
    const [file] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, material.fileId))
      .returning({ key: storedFiles.key });
    return file?.key ?? null;
  });
  if (key === null) return false;
  await discardObjects(deps, [key]);
  return true;
}

/** A material's stored file, when the viewer may see its opportunity. */
export async function findReadableMaterial(db: Executor, viewer: Viewer, id: number): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ file: storedFiles })
    .from(opportunityMaterials)
    .innerJoin(storedFiles, eq(storedFiles.id, opportunityMaterials.fileId))
    .innerJoin(opportunities, eq(opportunities.id, opportunityMaterials.opportunityId))
    .where(and(eq(opportunityMaterials.id, id), visibleOpportunitiesFilter(viewer)));
  return row?.file;
}
