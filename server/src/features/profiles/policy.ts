import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../db/connect.ts";
import { users } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import type { OwnedResourcePolicy } from "../../platform/owned/resources.ts";
import type { UserRow } from "../discovery/users/present.ts";
import { requestedVisibleUser } from "../discovery/users/service.ts";

/**
 * Who may read and write a profile and its parts.
 *
 * Read: a profile and every section of it are read by whoever may see its owner (findVisibleUser:
 * not deactivated or incomplete, no block either way, and the owner's profile visibility lets the
 * caller in); to anyone else the owner does not exist (404).
 *
 * Write: only the owner, through /v1/my/...; a row of another user is a 404 like a missing one,
 * never a 403, so ids reveal nothing (B1). Every write holds the owner's lock for its transaction.
 */

/**
 * The owner of a profile part being read, by id or slug, when the request's viewer may see them;
 * hidden users (deactivated, incomplete, blocked, private to members or connections) are a 404.
 */
export const visibleOwner = requestedVisibleUser;

/** A row of a profile part being read, when the viewer may see its owner; missing or hidden, it is a 404. */
export async function readableRow<R extends { userId: number }>(req: FastifyRequest, row: R | undefined): Promise<R> {
  if (!row) throw errors.notFound();
  await visibleOwner(req, String(row.userId));
  return row;
}

/**
 * Locks the user's row for the rest of the transaction. Every write to a profile takes this lock
 * first, so the section limits and duplicate checks hold when two requests of one user race.
 */
export async function lockProfileOwner(tx: Executor, userId: number): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw errors.forbidden();
}

/** The row when the caller owns it; missing or someone else's, it is a 404. */
export function ownRow<R extends { userId: number }>(row: R | undefined, userId: number): R {
  if (!row || row.userId !== userId) throw errors.notFound();
  return row;
}

/** Only companies have a contact block; for anyone else it does not exist (404). */
export function requireCompany(user: Pick<UserRow, "kind"> | undefined): void {
  if (user?.kind !== "company") throw errors.notFound("Only company profiles have a contact block.");
}

/** Only clients list the industries they work in; for anyone else the list does not exist (404). */
export function requireClient(user: Pick<UserRow, "isClient"> | undefined): void {
  if (!user?.isClient) throw errors.notFound("Only client profiles list industries.");
}

/** The policy of the profile sections, as the owned-resources kit asks for it. */
export const profileSectionPolicy: OwnedResourcePolicy = {
  readableOwner: visibleOwner,
  async mayRead(req, ownerId) {
    await visibleOwner(req, String(ownerId));
  },
  lockOwner: lockProfileOwner,
  writable: ownRow,
};

/**
 * The policy of the sections only clients have (their industries): read like every section, but
 * of an owner who is no client there is nothing to read.
 */
export const clientSectionPolicy: OwnedResourcePolicy = {
  ...profileSectionPolicy,
  async readableOwner(req, ref) {
    const owner = await visibleOwner(req, ref);
    requireClient(owner);
    return owner;
  },
  async mayRead(req, ownerId) {
    await clientSectionPolicy.readableOwner(req, String(ownerId));
  },
};
