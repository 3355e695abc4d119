import { documentSchema, JSONAPI_MEDIA_TYPE, loginSchema, resourceBody, sessionResource } from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses, noContent } from "../../../jsonapi/contract.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { clearSessionCookie, secureCookies, setSessionCookie } from "../../../platform/auth/plugin.ts";
import { actingAccount } from "../policy.ts";
import { presentSession } from "./present.ts";
import { authenticate, signOut, startSession } from "./service.ts";
import { ACCOUNT_AT_ADDRESS_FAILURES, ACCOUNT_FAILURES, ADDRESS_FAILURES, beginLoginAttempt } from "./throttle.ts";

const minutes = (ms: number) => ms / 60_000;

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
          "and sets the `authToken` cookie. Wrong credentials are a 401 on `/data/attributes/password`. After " +
          `${ACCOUNT_AT_ADDRESS_FAILURES.limit} failures for an e-mail from one address in ` +
          `${minutes(ACCOUNT_AT_ADDRESS_FAILURES.windowMs)} minutes, or ${ACCOUNT_FAILURES.limit} from anywhere in ` +
          `${minutes(ACCOUNT_FAILURES.windowMs)} minutes, the login also needs a captcha (\`POST /api/captchas\`, ` +
          "purpose `login`) as `captcha_id` and `captcha`: without one it is a 422 `captcha_required`, with a wrong " +
          "one a 422 `captcha_wrong`, both on `/data/attributes/captcha`. After " +
          `${ADDRESS_FAILURES.limit} failures from one address in ${minutes(ADDRESS_FAILURES.windowMs)} minutes ` +
          "every login from it is a 429 with `Retry-After`.",
        body: resourceBody({ type: ["sessions", "login"], attributes: loginSchema }),
        response: { 201: documentSchema(sessionResource), ...errorResponses },
      },
    },
    async (req, reply) => {
      // Counted once the body is read: the account's counters need its e-mail.
      const input = req.body;
      const attempt = await beginLoginAttempt(req, input);
      const user = await authenticate(db, input);
      await attempt.succeeded();
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
