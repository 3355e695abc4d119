import { documentSchema, JSONAPI_MEDIA_TYPE, loginSchema, resourceBody, sessionResource } from "@atelier/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contractRoutes, errorResponses, noContent } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { clearSessionCookie, secureCookies, setSessionCookie } from "../../../platform/auth/plugin.ts";
import { hashToken } from "../../../platform/auth/tokens.ts";
import { enforceRateLimit } from "../../../platform/rate-limit/enforce.ts";
import { actingAccount } from "../policy.ts";
import { presentSession } from "./present.ts";
import { authenticate, signOut, startSession } from "./service.ts";

/** Password guessing: per client address as Mastodon counts it, and per account whatever the address. */
const LOGIN_PER_ADDRESS = { limit: 25, windowMs: 5 * 60_000 };
const LOGIN_PER_ACCOUNT = { limit: 25, windowMs: 60 * 60_000 };

/**
 * Counts a sign-in attempt. The account counter has its own, longer window and is keyed by the
 * e-mail's hash, so rotating addresses (or a forged X-Forwarded-For) never resets it.
 */
async function limitLoginAttempts(req: FastifyRequest, email: string): Promise<void> {
  await enforceRateLimit(req, "login", LOGIN_PER_ADDRESS);
  const account = await req.server.deps.rateLimit.hit(
    `login:account:${hashToken(email.toLowerCase())}`,
    LOGIN_PER_ACCOUNT,
  );
  if (!account.allowed) throw errors.tooManyRequests(account.retryAfterSeconds);
}

export async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, config } = app.deps;

  app.post(
    "/v1/login",
    {
      schema: {
        tags: ["session"],
        summary: "Sign in with e-mail and password",
        description:
          "Takes a `sessions` (or `login`) resource with `email` and `password`; answers 201 with the `auth_token` " +
          "and sets the `authToken` cookie. Wrong credentials are a 401 on `/data/attributes/password`. More than 25 " +
          "attempts in 5 minutes from one address, or 25 in an hour for one e-mail, are a 429 with `Retry-After`.",
        body: resourceBody({ type: ["sessions", "login"], attributes: loginSchema }),
        response: { 201: documentSchema(sessionResource), ...errorResponses },
      },
    },
    async (req, reply) => {
      // Counted once the body is read: the account's counter needs its e-mail.
      const input = req.body;
      await limitLoginAttempts(req, input.email);
      const user = await authenticate(db, input);
      // Signing in again retires the session the client held, rather than leaving it alive beside the new one.
      if (req.auth) await signOut(app.deps, req.auth, req.log);
      const session = await startSession(db, user, req.headers["user-agent"]);
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies(config));
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentSession(session)));
    },
  );

  app.delete(
    "/v1/logout",
    {
      schema: {
        tags: ["session"],
        summary: "Sign out of this session",
        description: "Ends only the session making the request, clears the cookie and closes its live sockets.",
        response: { 204: noContent, ...errorResponses },
      },
      config: { auth: "user" },
    },
    async (req, reply) => {
      const auth = actingAccount(req);
      await signOut(app.deps, auth, req.log);
      clearSessionCookie(reply, secureCookies(config));
      return reply.code(204).send();
    },
  );
}
