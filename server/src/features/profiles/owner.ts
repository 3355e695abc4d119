import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Executor } from "../../db/connect.ts";
import { users } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import type { UserRow } from "../discovery/users/present.ts";
import { findVisibleUser } from "../discovery/users/service.ts";
import { viewerOf } from "../discovery/users/visibility.ts";

/**
 * Locks the user's row for the rest of the transaction. Every write to a profile takes this lock
 * first, so the section limits and duplicate checks hold when two requests of one user race.
 */
export async function lockProfileOwner(tx: Executor, userId: number): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw errors.forbidden();
}

/**
 * The owner of a profile part being read, by id or slug, when the request's viewer may see them;
 * hidden users (deactivated, incomplete, blocked, private to members or connections) are a 404.
 */
export async function visibleOwner(req: FastifyRequest, idOrSlug: string): Promise<UserRow> {
  const user = await findVisibleUser(req.server.deps.db, viewerOf(req), idOrSlug);
  if (!user) throw errors.notFound();
  return user;
}
