import type { FastifyRequest } from "fastify";
import type { Executor } from "../../db/connect.ts";
import { errors } from "../../jsonapi/errors.ts";
import { findAccountToken } from "../../platform/auth/account-tokens.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import type { ActiveSession } from "../../platform/auth/sessions.ts";

/**
 * Who may read and change an account.
 *
 * Own account only: every route of the area that needs a session acts on the session's account and
 * never on one a request names (/v1/me, /v1/my/settings/..., credentials, signing out). These routes
 * declare `auth: "user"`, so a visitor gets 403 before the body is read; the handler takes the
 * account from `actingAccount`.
 * - Changing the e-mail address or the password asks for the current password (accounts made with
 *   Google or Facebook have none); deleting or deactivating the account asks for the password, or the
 *   account's e-mail address when it has none. Each credential change counts against the account's
 *   budget before its body is read.
 * - The notification settings also open to the settings token of an e-mail's footer link, for that
 *   account and that resource alone (`notificationSettingsOwner`); an unknown or spent token is a 403.
 * - Without a session an account is reached only by the one-time tokens its e-mails carry (confirming
 *   a registration or a new e-mail address, resetting a password), each naming its account and its
 *   purpose, and by signing in.
 */

/** The account a request acts on: the session's; a visitor gets the 403 that sends them to login. */
export const actingAccount = (req: FastifyRequest): ActiveSession => requireAuth(req);

const SETTINGS_TOKEN_HEADER = "x-settings-token";

/**
 * Whose notification settings a request may read or change: the owner of the settings token from
 * an e-mail's footer link, else the signed-in user. The token is read here and nowhere else, so it
 * opens this one resource only. On GET the token may also come as the `token` query parameter, for
 * a page loaded straight from the link.
 */
export async function notificationSettingsOwner(db: Executor, req: FastifyRequest): Promise<number> {
  const header = req.headers[SETTINGS_TOKEN_HEADER];
  const query = req.method === "GET" ? (req.query as { token?: unknown }).token : undefined;
  const token = header !== undefined && header !== "" ? header : query;
  if (token === undefined) return actingAccount(req).user.id;
  const row = await findAccountToken(db, "notification_settings", token);
  if (!row) throw errors.forbidden("This settings link is no longer valid. Please sign in.");
  return row.userId;
}
