import type { Resource } from "@atelier/common";
import type { users } from "../../db/schema/index.ts";
import { resource } from "../../jsonapi/serialize.ts";

type UserRow = typeof users.$inferSelect;

/** The signed-in user as the client knows them; nothing else of the row leaves the server. */
export function presentMe(user: UserRow): Resource {
  return resource("me", user.id, {
    name: user.name,
    email: user.email,
    confirmed: user.confirmedAt !== null,
    complete: user.complete,
    isCreative: user.isCreative,
    isClient: user.isClient,
    isInsideCci: user.isInsideCci,
    kind: user.kind,
    // Registrations arrive with sign-up; until then no user has an open one.
    registrationId: null,
    locale: user.locale,
  });
}

/** A new session: the raw token leaves the server this once. */
export function presentSession(session: { sessionId: number; token: string; expiresAt: Date }): Resource {
  return resource("sessions", session.sessionId, {
    authToken: session.token,
    expiresAt: session.expiresAt.toISOString(),
  });
}
