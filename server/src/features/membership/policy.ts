import type { FastifyRequest } from "fastify";
import { requireAuth } from "../../platform/auth/plugin.ts";
import type { ActiveSession, SessionUser } from "../../platform/auth/sessions.ts";

/**
 * Who may read and change memberships.
 *
 * Read: one's own memberships only, under /v1/my/memberships (`auth: "user"`: a visitor gets 403);
 * nobody lists another user's. What others learn is the profile's premium mark, which the users
 * resource shows to whoever may see the user.
 *
 * Write: a membership starts only when an order's payment succeeded, as the payment provider reports
 * it (checkout or its webhook), never on a browser's word; its holder alone cancels or resumes its
 * renewal.
 *
 * The cart, its orders and invoices are their buyer's alone, read and written by the session's
 * user; another buyer's item, order or invoice is a 404. Prices are the server's; no request names
 * an amount.
 */

/** The user whose memberships a request reads: the session's. */
export const membershipHolder = (req: FastifyRequest): ActiveSession => requireAuth(req);

/** Who pays: the session's user. */
export const buyerOf = (req: FastifyRequest): SessionUser => requireAuth(req).user;
