import type { Resource, SessionAttributes } from "@atelier/common";
import { resource } from "../../../jsonapi/serialize.ts";

/** A new session: the raw token leaves the server this once. */
export function presentSession(
  session: { sessionId: number; token: string; expiresAt: Date },
  extras: { isNewUser?: boolean } = {},
): Resource {
  return resource("sessions", session.sessionId, {
    authToken: session.token,
    expiresAt: session.expiresAt.toISOString(),
    ...extras,
  } satisfies SessionAttributes);
}
