import {
  accountDeleteSchema,
  checksumSchema,
  deactivateSchema,
  emailChangeSchema,
  JSONAPI_MEDIA_TYPE,
  passwordChangeSchema,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parseBody } from "../../../jsonapi/body.ts";
import { SIGNED_IN } from "../../../jsonapi/contract.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { clearSessionCookie, requireAuth, secureCookies, setSessionCookie } from "../../../platform/auth/plugin.ts";
import { enforceRateLimit } from "../../../platform/rate-limit/enforce.ts";
import { presentSession } from "../session/present.ts";
import { signOut } from "../session/service.ts";
import { announceEndedSessions } from "./ended-sessions.ts";
import {
  changePassword,
  confirmEmailChange,
  deactivateAccount,
  deleteAccount,
  type EndedSessions,
  requestEmailChange,
} from "./service.ts";

/**
 * Each of these checks a password: guessing it through a stolen session is bounded like login. They
 * are signed-in actions, so the account is counted, not the address it shares with others.
 */
const CHANGES_PER_ACCOUNT = { limit: 10, windowMs: 10 * 60_000 };
const CONFIRMS_PER_ADDRESS = { limit: 20, windowMs: 15 * 60_000 };

const tags = ["credentials"];

/** E-mail address, password, deletion and deactivation of the signed-in account. */
export async function credentialRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, bus } = app.deps;

  /** The signed-in user, counted against the per-account budget for credential changes. */
  const guardedAuth = async (req: FastifyRequest) => {
    const auth = requireAuth(req);
    await enforceRateLimit(req, "credentials", { ...CHANGES_PER_ACCOUNT, key: auth.user.id, keyOnly: true });
    return auth;
  };

  const announce = (req: FastifyRequest, ended: EndedSessions) =>
    announceEndedSessions(bus, ended.userId, ended.sessionIds, req.log);

  const signedOut = (reply: FastifyReply) => {
    clearSessionCookie(reply, secureCookies(config));
    return reply.code(204).send();
  };

  const done = (reply: FastifyReply, code: number, meta: Record<string, unknown>) =>
    reply.code(code).type(JSONAPI_MEDIA_TYPE).send({ meta });

  app.patch(
    "/v1/me/email",
    {
      schema: {
        tags,
        summary: "Change the e-mail address",
        security: SIGNED_IN,
        description:
          "Takes `email` and `current_password` (omitted for accounts without a password). Answers 202: a link " +
          "goes to the new address and a notice to the old one; the address changes when the link is opened. 422 " +
          "on `current_password` (wrong) or `email` (taken, or unchanged).",
      },
    },
    async (req, reply) => {
      const auth = await guardedAuth(req);
      const input = parseBody(req.body, emailChangeSchema, { type: ["me", "emails"], id: String(auth.user.id) });
      await requestEmailChange(db, config.appUrl, auth.user.id, input);
      return done(reply, 202, { pending_email: input.email });
    },
  );

  app.patch(
    "/v1/me/email/confirm",
    {
      schema: {
        tags,
        summary: "Confirm a new e-mail address",
        description:
          "Takes the `checksum` from the link sent to the new address; no sign-in needed. The address changes, " +
          "every session of the account ends and a new one starts: 200 `sessions` with `auth_token` and the " +
          "cookie. 422 on `checksum` (wrong, used or expired) or `email` (taken meanwhile).",
      },
    },
    async (req, reply) => {
      await enforceRateLimit(req, "email-confirm", CONFIRMS_PER_ADDRESS);
      const { checksum } = parseBody(req.body, checksumSchema, { type: ["me", "emails"] });
      const confirmed = await confirmEmailChange(db, checksum, req.headers["user-agent"]);
      await announce(req, confirmed);
      // A browser signed in as someone else gives way to the account just confirmed.
      if (req.auth && req.auth.user.id !== confirmed.userId) await signOut(app.deps, req.auth, req.log);
      const { session } = confirmed;
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies(config));
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentSession(session)));
    },
  );

  app.patch(
    "/v1/me/password",
    {
      schema: {
        tags,
        summary: "Change the password",
        security: SIGNED_IN,
        description:
          "Takes `current_password` (omitted for accounts without a password) and `password`. Answers 200; every " +
          "other session ends and its live sockets close, e-mailed links stop working, and a mail tells the owner. " +
          "422 on `current_password` (wrong) or `password` (too weak).",
      },
    },
    async (req, reply) => {
      const auth = await guardedAuth(req);
      const input = parseBody(req.body, passwordChangeSchema, { type: ["me", "passwords"], id: String(auth.user.id) });
      const session = { sessionId: auth.sessionId, userId: auth.user.id };
      await announce(req, await changePassword(db, config.appUrl, session, input));
      return done(reply, 200, { detail: "Your password has been changed." });
    },
  );

  app.post(
    "/v1/me/delete",
    {
      schema: {
        tags,
        summary: "Delete the account",
        security: SIGNED_IN,
        description:
          "Takes `password`, or for accounts without one `confirmation` (the account's e-mail address). Deletes the " +
          "account and everything it owns, signs out everywhere and sends a goodbye mail: 204. 422 on `password` or " +
          "`confirmation` when they do not match.",
      },
    },
    async (req, reply) => {
      const auth = await guardedAuth(req);
      const input = parseBody(req.body, accountDeleteSchema, { type: ["me", "users"], id: String(auth.user.id) });
      await announce(req, await deleteAccount(app.deps, config.appUrl, auth.user.id, input));
      return signedOut(reply);
    },
  );

  app.post(
    "/v1/me/deactivate",
    {
      schema: {
        tags,
        summary: "Deactivate the account",
        security: SIGNED_IN,
        description:
          "Takes `password` or `confirmation` as for deletion. The account is hidden everywhere and every session " +
          "ends: 204. Signing in again reactivates it.",
      },
    },
    async (req, reply) => {
      const auth = await guardedAuth(req);
      const input = parseBody(req.body, deactivateSchema, { type: ["me", "users"], id: String(auth.user.id) });
      await announce(req, await deactivateAccount(db, auth.user.id, input));
      return signedOut(reply);
    },
  );
}
