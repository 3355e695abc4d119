import type { Document } from "@atelier/common/jsonapi";
import { toResourceDocument } from "../../../../api/store.ts";
import type { AppRuntime } from "../../../../app/runtime.ts";
import { type Me, signIn } from "../../../../app/session.ts";
import { sessionToken } from "../sessionToken.ts";

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in with a reply that carries a session token; a reply without one is a failure. */
export async function signInWith(runtime: AppRuntime, reply: Document): Promise<Me | null> {
  const token = sessionToken(reply);
  if (!token) throw new Error("The sign-in reply carried no session token.");
  return signIn(runtime, token);
}

/** POST /v1/login, then the current user is loaded (spec 000 section 4). */
export async function logIn(runtime: AppRuntime, credentials: Credentials): Promise<Me | null> {
  const reply = await runtime.api.post<Document>(
    "/v1/login",
    toResourceDocument("sessions", { attributes: { email: credentials.email.trim(), password: credentials.password } }),
  );
  return signInWith(runtime, reply);
}
