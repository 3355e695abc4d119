import { randomInt } from "node:crypto";
import {
  type CreationType,
  creationVersionTag,
  type GalleryItemUpdateInput,
  PROFILE_ERROR_CODES,
  SHOWROOM_ERROR_CODES,
  type ShowroomItemCreateInput,
  type ShowroomItemUpdateInput,
} from "@atelier/common";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../../db/connect.ts";
import { creationFields, creationMedia, creations, storedFiles } from "../../../db/schema/index.ts";
import { ApiError, errors } from "../../../jsonapi/errors.ts";
import { emit } from "../../../platform/events/emit.ts";
import { freeSlug, slugify } from "../../discovery/users/slugs.ts";
import { lockProfileOwner } from "../../profiles/policy.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import type { CreationRow } from "../policy.ts";

type ItemInput = ShowroomItemCreateInput | GalleryItemUpdateInput;

/** A change's new `updated_at`: always later than the version it replaces, so that an If-Match on that one never matches again. */
const nextVersion = sql`greatest(now(), ${creations.updatedAt} + interval '1 millisecond')`;

/**
 * Words an item's slug may not be: they are the addresses of screens and API routes beside the
 * items' own (/showroom/new, /v1/showroom/items/explore), which a slug would shadow.
 */
const RESERVED_SLUGS = new Set(["new", "explore", "order", "edit", "field"]);

function slugBase(title: string): string {
  const base = slugify(title, "item");
  return RESERVED_SLUGS.has(base) ? `${base}-item` : base;
}

/**
 * A free slug for a title. Those choosing from one base take turns until they commit, so an item
 * renamed and one created at the same moment never reach for the same slug.
 */
async function itemSlug(tx: Executor, title: string): Promise<string> {
  const base = slugBase(title);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`creation_slug:${base}`}))`);
  return freeSlug(tx, creations.slug, base);
}

/**
 * The slug of a draft never published, for its new title: until the first publication no one but its
 * owner has its address, so the slug follows the title (its placeholder or the first words typed
 * give way to the real title). A slug the title would make already stays.
 */
async function followingSlug(tx: Executor, row: CreationRow, title: string): Promise<string | undefined> {
  if (row.publishedAt !== null || title === row.title) return undefined;
  const base = slugBase(title);
  const suffix = row.slug.startsWith(`${base}-`) ? row.slug.slice(base.length + 1) : null;
  if (row.slug === base || (suffix !== null && /^\d+$/.test(suffix))) return undefined;
  return itemSlug(tx, title);
}

/** Refuses creative field ids the reference catalog does not know, at the attribute that named them. */
async function requireCreativeFields(db: Executor, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const known = new Set((await referenceCatalog(db).creativeFields(wanted)).map((field) => field.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw errors.invalid(
      "creativeFieldIds",
      `There is no creative field with the id ${unknown.join(", ")}.`,
      PROFILE_ERROR_CODES.unknownId,
    );
  }
  return wanted;
}

async function replaceFields(tx: Transaction, creationId: number, fieldIds: number[]): Promise<void> {
  await tx.delete(creationFields).where(eq(creationFields.creationId, creationId));
  if (fieldIds.length > 0) {
    await tx.insert(creationFields).values(fieldIds.map((creativeFieldId) => ({ creationId, creativeFieldId })));
  }
}

/**
 * A new draft first in the owner's items of its type: a place before the first, so the others keep
 * theirs. Its slug comes from its title. Two items taking the same slug at once: the unique index
 * turns the later one away, which takes the next. The owner's lock makes items created at once, or
 * while the owner reorders, take places of their own.
 */
export async function createItem(
  tx: Transaction,
  type: CreationType,
  ownerId: number,
  input: ItemInput,
): Promise<CreationRow> {
  await lockProfileOwner(tx, ownerId);
  const fieldIds = "creativeFieldIds" in input ? await requireCreativeFields(tx, input.creativeFieldIds ?? []) : [];
  const [{ first }] = await tx
    .select({ first: sql<number>`coalesce(min(${creations.position}) - 1, 0)`.mapWith(Number) })
    .from(creations)
    .where(and(eq(creations.ownerId, ownerId), eq(creations.type, type)));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(creations)
      .values({
        type,
        ownerId,
        slug: await itemSlug(tx, input.title ?? ""),
        title: input.title ?? "",
        description: input.description ?? null,
        position: first,
        seedRank: randomInt(2 ** 31 - 1),
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await replaceFields(tx, row.id, fieldIds);
      return row;
    }
  }
  throw errors.conflict("The item's address could not be reserved. Please try again.");
}

/**
 * Changes the text of an item, and a showroom item's creative fields when named (the whole set).
 * Once the item was published its slug stays, so shared links keep working after a rename; before,
 * it follows the title (followingSlug).
 */
export async function updateItem(
  tx: Transaction,
  row: CreationRow,
  input: ShowroomItemUpdateInput | GalleryItemUpdateInput,
): Promise<CreationRow> {
  if ("creativeFieldIds" in input && input.creativeFieldIds !== undefined) {
    await replaceFields(tx, row.id, await requireCreativeFields(tx, input.creativeFieldIds));
  }
  const slug = input.title === undefined ? undefined : await followingSlug(tx, row, input.title);
  const [updated] = await tx
    .update(creations)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(slug !== undefined ? { slug } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      updatedAt: nextVersion,
    })
    .where(eq(creations.id, row.id))
    .returning();
  return updated;
}

/** An item's version as an entity tag: what If-Match names to change only the version it read. */
export const itemTag = (row: Pick<CreationRow, "id" | "updatedAt">): string =>
  creationVersionTag(row.id, row.updatedAt);

/** Refuses a write made on another version of the item than the one the client read (L5). */
export function requireVersion(row: CreationRow, ifMatch: string | undefined): void {
  if (ifMatch === undefined || ifMatch === "*") return;
  const tags = ifMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (!tags.includes(itemTag(row))) {
    throw new ApiError(412, [
      {
        code: SHOWROOM_ERROR_CODES.itemChanged,
        title: "Precondition failed",
        detail: "The item was changed meanwhile. Load it again and repeat your change.",
      },
    ]);
  }
}

/**
 * Removes an item with its parts, and the stored files of its images; answers their keys, which
 * the caller discards once the removal is committed (a rollback keeps them).
 */
export async function removeItem(tx: Transaction, row: CreationRow): Promise<string[]> {
  const media = await tx
    .select({ fileId: creationMedia.fileId, renditions: creationMedia.renditions, key: storedFiles.key })
    .from(creationMedia)
    .leftJoin(storedFiles, eq(storedFiles.id, creationMedia.fileId))
    .where(eq(creationMedia.creationId, row.id));
  await tx.delete(creations).where(eq(creations.id, row.id));
  const fileIds = media.flatMap((m) => (m.fileId === null ? [] : [m.fileId]));
  if (fileIds.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
  return media.flatMap((m) => [...(m.key ? [m.key] : []), ...Object.values(m.renditions ?? {})]);
}

/**
 * Publishes an item: it needs a medium. The first publication stamps `published_at` and is
 * announced (the owner's followers hear of it); publishing again after a draft spell is not.
 */
export async function publishItem(tx: Transaction, row: CreationRow): Promise<CreationRow> {
  if (row.status === "published") return row;
  const [{ media }] = await tx
    .select({ media: count() })
    .from(creationMedia)
    .where(eq(creationMedia.creationId, row.id));
  if (media === 0) {
    throw new ApiError(422, [
      {
        code: SHOWROOM_ERROR_CODES.mediaRequired,
        title: "Invalid relationship",
        detail: "Add an image, a video or a track before publishing.",
        source: { pointer: "/data/relationships/media" },
      },
    ]);
  }
  const first = row.publishedAt === null;
  const [published] = await tx
    .update(creations)
    .set({ status: "published", publishedAt: row.publishedAt ?? sql`now()`, updatedAt: nextVersion })
    .where(eq(creations.id, row.id))
    .returning();
  await emit(tx, {
    type: first ? "creation_published" : "creation_republished",
    creationId: row.id,
    ownerId: row.ownerId,
    itemType: row.type,
  });
  return published;
}

/** Takes an item back to draft: only its owner sees it then. */
export async function draftItem(tx: Transaction, row: CreationRow): Promise<CreationRow> {
  if (row.status === "draft") return row;
  const [drafted] = await tx
    .update(creations)
    .set({ status: "draft", updatedAt: nextVersion })
    .where(eq(creations.id, row.id))
    .returning();
  return drafted;
}

/** Every item of the owner of one type, in the owner's order, locked for the rest of the transaction. */
function lockOwnItems(tx: Executor, type: CreationType, ownerId: number): Promise<CreationRow[]> {
  return tx
    .select()
    .from(creations)
    .where(and(eq(creations.ownerId, ownerId), eq(creations.type, type)))
    .orderBy(asc(creations.position), asc(creations.id))
    .for("update");
}

/**
 * Puts the owner's items of one type in the order named: exactly their items, each once, else a
 * 422 at the attribute that named them. Answers the items in their new order.
 */
export async function orderItems(
  tx: Transaction,
  type: CreationType,
  ownerId: number,
  ids: number[],
  attribute: string,
): Promise<CreationRow[]> {
  await lockProfileOwner(tx, ownerId);
  const mine = await lockOwnItems(tx, type, ownerId);
  const byId = new Map(mine.map((row) => [row.id, row]));
  if (new Set(ids).size !== ids.length || ids.length !== mine.length || ids.some((id) => !byId.has(id))) {
    throw errors.invalid(attribute, "Name each of your items once, and no other.", SHOWROOM_ERROR_CODES.itemsMismatch);
  }
  if (ids.length > 0) {
    const cases = sql.join(
      ids.map((id, position) => sql`when ${id}::bigint then ${position}::int`),
      sql` `,
    );
    await tx
      .update(creations)
      .set({ position: sql`case ${creations.id} ${cases} end` })
      .where(inArray(creations.id, ids));
  }
  return ids.map((id, position) => ({ ...(byId.get(id) as CreationRow), position }));
}
