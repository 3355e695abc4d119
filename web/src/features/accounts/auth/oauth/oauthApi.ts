import type { OAuthProvider } from "@atelier/common/enums";
import type { Document, Resource } from "@atelier/common/jsonapi";
import { toResourceDocument } from "../../../../api/store.ts";
import type { AppRuntime } from "../../../../app/runtime/runtime.ts";

type Runtime = Pick<AppRuntime, "api">;

// A 403 from these calls is a stale or foreign state, not a lost session: it must not send the
// visitor to the login page they are already on.
const QUIET = { redirectOnForbidden: false } as const;

/** GET /oauth/state: a fresh state, also set as the `oauthState` cookie the callback compares it with. */
export async function fetchOAuthState(runtime: Runtime): Promise<string> {
  const reply = await runtime.api.get<Document<Resource>>("/oauth/state", QUIET);
  const state = reply.data?.attributes.state;
  if (typeof state !== "string" || state === "") throw new Error("The server returned no OAuth state.");
  return state;
}

export interface GoogleCallback {
  code: string;
  state: string;
  registrationId?: string;
}

export interface FacebookCallback {
  accessToken: string;
  userId: string;
  state: string;
  registrationId?: string;
}

/** POST /oauth/{provider}/callback: signs in (or, with a registration, signs up) with the provider's answer. */
export function postOAuthCallback(
  runtime: Runtime,
  provider: OAuthProvider,
  attributes: GoogleCallback | FacebookCallback,
): Promise<Document> {
  return runtime.api.post<Document>(
    `/oauth/${provider}/callback`,
    toResourceDocument("oauth", { attributes: { ...attributes } }),
    QUIET,
  );
}
