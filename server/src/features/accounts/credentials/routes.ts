import {
  accountDeleteSchema,
  checksumSchema,
  deactivateSchema,
  detailMeta,
  documentSchema,
  emailChangeSchema,
  JSONAPI_MEDIA_TYPE,
  metaDocumentSchema,
  passwordChangeSchema,
  pendingEmailMeta,
  resourceBody,
  sessionResource,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contractRoutes, errorResponses, matchBodyId, noContent } from "../../../jsonapi/contract.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { clearSessionCookie, secureCookies, setSessionCookie } from "../../../platform/auth/plugin.ts";
import { enforceRateLimit } from "../../../platform/rate-limit/enforce.ts";
import { actingAccount } from "../policy.ts";
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
const CONFIRMS_PER_ADDRESS = { name: "email-confirm", limit: 20, windowMs: 15 * 60_000 };

const tags = ["credentials"];

/**
 * A signed-in user's credential change counts against the account's budget before its body is
 * read, so that malformed attempts count too. Anyone else gets the 403 of a signed-in route.
 */
async function countChange(req: FastifyRequest): Promise<void> {
  const auth = actingAccount(req);
  await enforceRateLimit(req, "credentials", { ...CHANGES_PER_ACCOUNT, key: auth.user.id, keyOnly: true });
}

/** The options of a route that changes the signed-in account's credentials. */
const change = { config: { auth: "user" as const }, preValidation: countChange };

/** The body of a credential change: a resource of one of these types, which may name the account. */
const changeBody = <A extends Parameters<typeof resourceBody>[0]["attributes"]>(
  type: readonly string[],
  attributes: A,
) => resourceBody({ type, id: true, attributes });

/** E-mail address, password, deletion and deactivation of the signed-in account. */
export async function credentialRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, config } = app.deps;

  const announce = (req: FastifyRequest, ended: EndedSessions) =>
    announceEndedSessions(app.deps, ended.userId, ended.sessionIds, req.log);

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
        description:
          "Takes `email` and `current_password` (omitted for accounts without a password). Answers 202: a link " +
          "goes to the new address and a notice to the old one; the address changes when the link is opened. 422 " +
          "on `current_password` (wrong) or `email` (taken, or unchanged).",
        body: changeBody(["me", "emails"], emailChangeSchema),
        response: { 202: metaDocumentSchema(pendingEmailMeta), ...errorResponses },
      },
      ...change,
    },
    async (req, reply) => {
      const auth = actingAccount(req);
      matchBodyId(req, auth.user.id);
      const input = req.body;
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
        body: resourceBody({ type: ["me", "emails"], attributes: checksumSchema }),
        response: { 200: documentSchema(sessionResource), ...errorResponses },
      },
      config: { rateLimit: CONFIRMS_PER_ADDRESS },
    },
    async (req, reply) => {
      const confirmed = await confirmEmailChange(db, req.body.checksum, req.headers["user-agent"]);
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
        description:
          "Takes `current_password` (omitted for accounts without a password) and `password`. Answers 200; every " +
          "other session ends and its live sockets close, e-mailed links stop working, and a mail tells the owner. " +
          "422 on `current_password` (wrong) or `password` (too weak).",
        body: changeBody(["me", "passwords"], passwordChangeSchema),
        response: { 200: metaDocumentSchema(detailMeta), ...errorResponses },
      },
      ...change,
    },
    async (req, reply) => {
      const auth = actingAccount(req);
      matchBodyId(req, auth.user.id);
      const session = { sessionId: auth.sessionId, userId: auth.user.id };
      await announce(req, await changePassword(db, config.appUrl, session, req.body));
      return done(reply, 200, { detail: "Your password has been changed." });
    },
  );

  app.post(
    "/v1/me/delete",
    {
      schema: {
        tags,
        summary: "Delete the account",
        description:
          "Takes `password`, or for accounts without one `confirmation` (the account's e-mail address). Deletes the " +
          "account and everything it owns, signs out everywhere and sends a goodbye mail: 204. 422 on `password` or " +
          "`confirmation` when they do not match.",
        body: changeBody(["me", "users"], accountDeleteSchema),
        response: { 204: noContent, ...errorResponses },
      },
      ...change,
    },
    async (req, reply) => {
      const auth = actingAccount(req);
      matchBodyId(req, auth.user.id);
      await announce(req, await deleteAccount(app.deps, config.appUrl, auth.user.id, req.body));
      return signedOut(reply);
    },
  );

  app.post(
    "/v1/me/deactivate",
    {
      schema: {
        tags,
        summary: "Deactivate the account",
        description:
          "Takes `password` or `confirmation` as for deletion. The account is hidden everywhere and every session " +
          "ends: 204. Signing in again reactivates it.",
        body: changeBody(["me", "users"], deactivateSchema),
        response: { 204: noContent, ...errorResponses },
      },
      ...change,
    },
    async (req, reply) => {
      const auth = actingAccount(req);
      matchBodyId(req, auth.user.id);
      await announce(req, await deactivateAccount(db, auth.user.id, req.body));
      return signedOut(reply);
    },
  );
}
