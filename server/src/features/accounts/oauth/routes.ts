import {
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  type OAuthStateAttributes,
  oauthStateResource,
  resourceBody,
  sessionResource,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contractRoutes, errorResponses } from "../../../jsonapi/contract.ts";
import { document, resource } from "../../../jsonapi/serialize.ts";
import { secureCookies, setSessionCookie } from "../../../platform/auth/plugin.ts";
import { presentSession } from "../session/present.ts";
import { signOut, startSession } from "../session/service.ts";
import { verifyFacebookToken } from "./facebook.ts";
import { verifyGoogleCode } from "./google.ts";
import type { ProviderProfile } from "./provider.ts";
import { facebookCallbackSchema, googleCallbackSchema } from "./schema.ts";
import { resolveProviderUser } from "./service.ts";
import { consumeState, issueState } from "./state.ts";

const tags = ["oauth"];
/** Each attempt costs calls to the provider; a page makes one per click. */
const CALLBACK_LIMIT = { name: "oauth-callback", limit: 30, windowMs: 15 * 60_000 };
/** A callback signs in: the new session, as a login answers it. */
const signedIn = { 201: documentSchema(sessionResource), ...errorResponses };

const callbackDescription =
  "Answers 201 `sessions` with `auth_token` and `is_new_user`, and sets the `authToken` cookie. The `state` " +
  "must be the one GET /oauth/state gave this browser (else 403). An identity linked to no account is a 404 " +
  "with code `oauthNotFound`, unless `registration_id` names an open sign-up of this provider, which then " +
  "creates the account. An e-mail that already has an account is a 409 `oauthEmailTaken`: sign in with the " +
  "password instead. A code or token the provider refuses is a 401 `oauthRefused`.";

/** Sign-in with Google and Facebook: the state handshake and one callback per provider. */
export async function oauthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, config } = app.deps;
  const secure = secureCookies(config);

  /** Everything after the provider vouched for the person: find or make the account, then sign in. */
  async function signIn(
    req: FastifyRequest,
    reply: FastifyReply,
    profile: ProviderProfile,
    registrationId: string | undefined,
  ) {
    const { user, isNewUser } = await resolveProviderUser(db, profile, registrationId);
    // As with a password login, the session the client held before is retired, not kept beside the new one.
    if (req.auth) await signOut(app.deps, req.auth, req.log);
    const session = await startSession(db, user, req.headers["user-agent"]);
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    return reply
      .code(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(document(presentSession(session, { isNewUser })));
  }

  app.get(
    "/oauth/state",
    {
      schema: {
        tags,
        summary: "Start a Google or Facebook sign-in",
        description:
          "Answers an `oauth_states` resource whose `state` the page passes to the callback, and sets it in the " +
          "HttpOnly `oauthState` cookie for 10 minutes.",
        response: { 200: documentSchema(oauthStateResource), ...errorResponses },
      },
    },
    async (_req, reply) => {
      const state = issueState(reply, secure);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(resource("oauth_states", "current", { state } satisfies OAuthStateAttributes)));
    },
  );

  app.post(
    "/oauth/google/callback",
    {
      schema: {
        tags,
        summary: "Sign in with the code of Google's popup code flow",
        description: `Takes an \`oauth\` resource with \`code\`, \`state\` and optionally \`registration_id\`. ${callbackDescription}`,
        body: resourceBody({ type: "oauth", attributes: googleCallbackSchema }),
        response: signedIn,
      },
      config: { rateLimit: CALLBACK_LIMIT },
    },
    async (req, reply) => {
      const input = req.body;
      consumeState(req, reply, input.state, secure);
      return signIn(req, reply, await verifyGoogleCode(config, input.code), input.registrationId);
    },
  );

  app.post(
    "/oauth/facebook/callback",
    {
      schema: {
        tags,
        summary: "Sign in with the access token of the Facebook SDK",
        description:
          "Takes an `oauth` resource with the SDK's `access_token` and `user_id`, `state` and optionally " +
          `\`registration_id\`. ${callbackDescription}`,
        body: resourceBody({ type: "oauth", attributes: facebookCallbackSchema }),
        response: signedIn,
      },
      config: { rateLimit: CALLBACK_LIMIT },
    },
    async (req, reply) => {
      const input = req.body;
      consumeState(req, reply, input.state, secure);
      return signIn(
        req,
        reply,
        await verifyFacebookToken(config, input.accessToken, input.userId),
        input.registrationId,
      );
    },
  );
}
