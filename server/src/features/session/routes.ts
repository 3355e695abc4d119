import { JSONAPI_MEDIA_TYPE, loginSchema } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import { users } from "../../db/schema/index.ts";
import { parseBody } from "../../jsonapi/body.ts";
import { errors } from "../../jsonapi/errors.ts";
import { document } from "../../jsonapi/serialize.ts";
import { clearSessionCookie, requireAuth, setSessionCookie } from "../../platform/auth/plugin.ts";
import { SIGNED_IN } from "../docs/routes.ts";
import { presentMe, presentSession } from "./present.ts";
import { authenticate, signOut, startSession } from "./service.ts";

const secureCookies = (config: Config) => config.isProduction || config.appUrl.startsWith("https:");

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  app.post(
    "/v1/login",
    {
      schema: {
        tags: ["session"],
        summary: "Sign in with e-mail and password",
        description:
          "Takes a `sessions` (or `login`) resource with `email` and `password`; answers 201 with the `auth_token` " +
          "and sets the `authToken` cookie. Wrong credentials are a 401 on `/data/attributes/password`.",
      },
    },
    async (req, reply) => {
      const input = parseBody(req.body, loginSchema, { type: ["sessions", "login"] });
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
        security: SIGNED_IN,
        description: "Ends only the session making the request, clears the cookie and closes its live sockets.",
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      await signOut(app.deps, auth, req.log);
      clearSessionCookie(reply, secureCookies(config));
      return reply.code(204).send();
    },
  );

  app.get(
    "/v1/me",
    {
      schema: {
        tags: ["session"],
        summary: "The signed-in user",
        description: "403 when not signed in.",
        security: SIGNED_IN,
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const [user] = await db.select().from(users).where(eq(users.id, auth.user.id));
      if (!user) throw errors.forbidden();
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentMe(user)));
    },
  );
}
