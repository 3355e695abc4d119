import type { FastifyRequest } from "fastify";
import { requireAuth } from "../../platform/auth/plugin.ts";
import type { ActiveSession } from "../../platform/auth/sessions.ts";

/**
 * Who may read and change memberships.
 *
 * Read: one's own memberships only, under /v1/my/memberships (`auth: "user"`: a visitor gets 403);
 * nobody lists another user's. What others learn is the profile's premium mark, which the users
 * resource shows to whoever may see the user.
 *
 * Write: no route writes a membership yet; checkout will, for the signed-in buyer alone, once the
 * payment provider has confirmed it.
 *
 * The cart is its buyer's alone, read and written under /v1/cart by the session's user; an item of
 * another buyer's cart is a 404.
 */

/** The user whose memberships a request reads: the session's. */
export const membershipHolder = (req: FastifyRequest): ActiveSession => requireAuth(req);
