import { type CreationType, SHOWROOM_SOCIAL_ERROR_CODES } from "@atelier/common";
import { type AnyColumn, and, eq, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../db/connect.ts";
import { creationCoCreators, creations, users } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import { type Viewer, viewerOf, visibleUsersFilter } from "../discovery/users/visibility.ts";
import { isPremiumNow } from "../membership/memberships.ts";

/**
 * Who may read and write showroom and gallery items and their parts (media, co-creators, skills,
 * links, likes).
 *
 * Read: a published item by whoever may see its owner (visibleUsersFilter); a draft by its owner
 * alone. To anyone else the item does not exist (404), drafts included (B1).
 *
 * Write: only the owner; someone else's item is a 404 like a missing one, never a 403. Every write
 * locks the item's row for its transaction, so limits, order and publish checks hold under races (L5).
 * A co-creator's naming is also the co-creator's own: they confirm it, and they may take it back as
 * the owner may.
 *
 * Likes: everyone who sees an item sees its count; who liked it is its owner's to see, with premium
 * (one of the things premium opens).
 */

export type CreationRow = typeof creations.$inferSelect;

/** The resource type of each kind of item, as the API names it. */
export const CREATION_RESOURCE_TYPES = { showroom: "showroom_items", gallery: "gallery_items" } as const;

/** What a request's key names: digits an item id, anything else its slug (any case); null for neither. */
export function creationKeyOf(idOrSlug: string): SQL | null {
  if (/^\d{1,15}$/.test(idOrSlug)) return eq(creations.id, Number(idOrSlug));
  if (/^[A-Za-z0-9-]{1,200}$/.test(idOrSlug)) return sql`lower(${creations.slug}) = ${idOrSlug.toLowerCase()}`;
  return null;
}

/**
 * The items a viewer may see, as a condition on `creations`: published ones of owners the viewer
 * may see, and the viewer's own in any state. Lists, pages, likes and related items all go through it.
 */
export function visibleCreationsFilter(viewer: Viewer | { id: Placeholder | AnyColumn }): SQL {
  const ownerVisible = sql`exists (select 1 from ${users} where ${users.id} = ${creations.ownerId} and ${visibleUsersFilter(viewer)})`;
  const published = and(eq(creations.status, "published"), ownerVisible) as SQL;
  return viewer ? (or(eq(creations.ownerId, viewer.id), published) as SQL) : published;
}

/**
 * Whether the viewer may see this co-creator of the item. A confirmed one is shown to whoever may see
 * the item and the person; an invitation not yet confirmed stays between the owner and the one invited.
 */
export function showsCoCreator(
  item: Pick<CreationRow, "ownerId">,
  coCreator: { userId: number; confirmedAt: Date | null },
  viewer: Viewer,
): boolean {
  if (coCreator.confirmedAt !== null) return true;
  return viewer !== null && (viewer.id === item.ownerId || viewer.id === coCreator.userId);
}

/**
 * An item of the given type the request's viewer may see, by id or slug; anything else is a 404.
 * `viewer` null reads as a visitor would (what a public cache may keep).
 */
export async function readableCreation(
  req: FastifyRequest,
  type: CreationType,
  idOrSlug: string,
  viewer: Viewer = viewerOf(req),
): Promise<CreationRow> {
  const key = creationKeyOf(idOrSlug);
  if (!key) throw errors.notFound();
  const [row] = await req.server.deps.db
    .select()
    .from(creations)
    .where(and(key, eq(creations.type, type), visibleCreationsFilter(viewer)));
  if (!row) throw errors.notFound();
  return row;
}

/** Who liked the item: its owner reads it, when premium; anyone else is refused, saying why. */
export async function requireLikersReader(db: Executor, userId: number, item: CreationRow): Promise<void> {
  if (item.ownerId !== userId)
    throw errors.forbidden("Who liked an item is shown to its owner.", {
      code: SHOWROOM_SOCIAL_ERROR_CODES.likersOwnerOnly,
    });
  if (!(await isPremiumNow(db, userId)))
    throw errors.forbidden("Who liked your work is shown with premium.", {
      code: SHOWROOM_SOCIAL_ERROR_CODES.likersPremium,
    });
}

/**
 * The caller's own item of the given type, locked for the rest of the transaction; missing or
 * someone else's, it is a 404.
 */
export async function lockOwnCreation(
  tx: Executor,
  type: CreationType,
  id: number,
  userId: number,
): Promise<CreationRow> {
  const [row] = await tx
    .select()
    .from(creations)
    .where(and(eq(creations.id, id), eq(creations.type, type), eq(creations.ownerId, userId)))
    .for("update");
  if (!row) throw errors.notFound();
  return row;
}

type CoCreatorRow = typeof creationCoCreators.$inferSelect;

/**
 * A co-creator's naming on an item of the given type, with the item, locked for the transaction,
 * when `caller` holds for it; missing, on another item, or not the caller's to act on, it is a 404.
 */
async function lockCoCreator(
  tx: Executor,
  item: { type: CreationType; id: number },
  coCreatorId: number,
  caller: SQL | undefined,
): Promise<{ coCreator: CoCreatorRow; item: CreationRow }> {
  const [row] = await tx
    .select({ coCreator: creationCoCreators, item: creations })
    .from(creationCoCreators)
    .innerJoin(creations, eq(creations.id, creationCoCreators.creationId))
    .where(
      and(eq(creationCoCreators.id, coCreatorId), eq(creations.id, item.id), eq(creations.type, item.type), caller),
    )
    .for("update");
  if (!row) throw errors.notFound();
  return row;
}

/** A naming the caller may take back: as the item's owner, or as the one named, to decline or to leave. */
export const lockCoCreatorForOwnerOrNamed = (
  tx: Executor,
  item: { type: CreationType; id: number },
  coCreatorId: number,
  callerId: number,
) => lockCoCreator(tx, item, coCreatorId, or(eq(creations.ownerId, callerId), eq(creationCoCreators.userId, callerId)));

/** A naming of the caller: only the one named confirms it, not even the owner. */
export const lockCoCreatorForNamed = (
  tx: Executor,
  item: { type: CreationType; id: number },
  coCreatorId: number,
  callerId: number,
) => lockCoCreator(tx, item, coCreatorId, eq(creationCoCreators.userId, callerId));
