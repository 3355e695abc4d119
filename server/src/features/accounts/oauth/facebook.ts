import { createHmac } from "node:crypto";
import { z } from "zod";
import type { Config } from "../../../config.ts";
import { oauthErrors } from "./errors.ts";
import { PROVIDER_TIMEOUT_MS, type ProviderProfile } from "./provider.ts";

const graphId = z.union([z.string(), z.number()]).transform(String);

/** The Graph API's inspection of a user access token. */
const debugTokenAnswer = z.object({
  data: z.object({ is_valid: z.boolean(), app_id: graphId.optional(), user_id: graphId.optional() }),
});

const meAnswer = z.object({ id: graphId, name: z.string().optional(), email: z.string().optional() });

/** Graph answers with 4xx for a bad token and 5xx when it is in trouble; only the latter is "unavailable". */
async function graphGet(url: string, params: Record<string, string>): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${url}?${new URLSearchParams(params)}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw oauthErrors.unavailable("Facebook");
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status >= 500) throw oauthErrors.unavailable("Facebook");
  if (!res.ok || body === null) throw oauthErrors.refused("Facebook");
  return body;
}

/**
 * Verifies the access token the Facebook SDK gave the page: it must be valid, issued to this app
 * and belong to the user the page named. Then reads the person's id, name and e-mail with it.
 */
export async function verifyFacebookToken(
  config: Config,
  accessToken: string,
  userId: string,
): Promise<ProviderProfile> {
  const { facebookAppId, facebookAppSecret } = config.oauth;
  if (!facebookAppId || !facebookAppSecret) throw oauthErrors.notConfigured("Facebook");
  const graph = config.oauthEndpoints.facebookGraphUrl;

  const inspected = debugTokenAnswer.safeParse(
    await graphGet(`${graph}/debug_token`, {
      input_token: accessToken,
      access_token: `${facebookAppId}|${facebookAppSecret}`,
    }),
  );
  if (
    !inspected.success ||
    !inspected.data.data.is_valid ||
    inspected.data.data.app_id !== facebookAppId ||
    inspected.data.data.user_id !== userId
  ) {
    throw oauthErrors.refused("Facebook");
  }

  const me = meAnswer.safeParse(
    await graphGet(`${graph}/me`, {
      fields: "id,name,email",
      access_token: accessToken,
      // Proves the call comes from the app's server, so a leaked token alone cannot make it.
      appsecret_proof: createHmac("sha256", facebookAppSecret).update(accessToken).digest("hex"),
    }),
  );
  if (!me.success || me.data.id !== userId) throw oauthErrors.refused("Facebook");
  return {
    provider: "facebook",
    subject: me.data.id,
    email: me.data.email ?? null,
    // Facebook returns only a confirmed primary address, and none when the person has no such address.
    emailVerified: me.data.email !== undefined,
    name: me.data.name ?? null,
  };
}
