import { OAuth2Client, OAuth2RequestError, type OAuth2Tokens, UnexpectedErrorResponseBodyError } from "arctic";
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from "jose";
import { z } from "zod";
import type { Config } from "../../../config.ts";
import { oauthErrors } from "./errors.ts";
import { type ProviderProfile, withProviderTimeout } from "./provider.ts";

/** Google Identity Services' popup code flow hands the code to the page, not to a redirect URI. */
const POPUP_REDIRECT_URI = "postmessage";

const idTokenClaims = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // Older tokens carried the flag as a string.
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
  name: z.string().optional(),
});

/** Google rotates its keys; jose keeps the set and fetches it again when a token names an unknown key. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url));
    keySets.set(url, keys);
  }
  return keys;
}

/** The token endpoint said no (a used, expired or foreign code), as opposed to not answering. */
const isRefusal = (err: unknown) =>
  err instanceof OAuth2RequestError || err instanceof UnexpectedErrorResponseBodyError;

/** A token that does not verify, as opposed to keys that could not be fetched. */
const isInvalidToken = (err: unknown) =>
  err instanceof joseErrors.JOSEError &&
  !(err instanceof joseErrors.JWKSTimeout) &&
  err.code !== joseErrors.JOSEError.code;

/**
 * Exchanges the authorization code at Google's token endpoint and verifies the id token it returns:
 * signature by Google's published keys, issuer, audience (this app's client id) and expiry.
 */
export async function verifyGoogleCode(config: Config, code: string): Promise<ProviderProfile> {
  const { googleClientId, googleClientSecret } = config.oauth;
  if (!googleClientId || !googleClientSecret) throw oauthErrors.notConfigured("Google");
  const endpoints = config.oauthEndpoints;

  const client = new OAuth2Client(googleClientId, googleClientSecret, POPUP_REDIRECT_URI);
  let tokens: OAuth2Tokens;
  try {
    tokens = await withProviderTimeout(client.validateAuthorizationCode(endpoints.googleTokenUrl, code, null));
  } catch (err) {
    throw isRefusal(err) ? oauthErrors.refused("Google") : oauthErrors.unavailable("Google");
  }
  const idToken = (tokens.data as { id_token?: unknown }).id_token;
  if (typeof idToken !== "string") throw oauthErrors.refused("Google");

  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(endpoints.googleJwksUrl), {
      issuer: endpoints.googleIssuers,
      audience: googleClientId,
    }));
  } catch (err) {
    if (isInvalidToken(err)) throw oauthErrors.refused("Google");
    throw oauthErrors.unavailable("Google");
  }
  const claims = idTokenClaims.safeParse(payload);
  if (!claims.success) throw oauthErrors.refused("Google");
  return {
    provider: "google",
    subject: claims.data.sub,
    email: claims.data.email ?? null,
    emailVerified: claims.data.email_verified === true,
    name: claims.data.name ?? null,
  };
}
