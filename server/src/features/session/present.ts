import type { Resource } from "@atelier/common";
import type { users } from "../../db/schema/index.ts";
import { resource, toMany, toOne } from "../../jsonapi/serialize.ts";

type UserRow = typeof users.$inferSelect;

/** What the user row alone does not hold. */
export interface MeExtras {
  /** The user's creative fields, in their chosen order. */
  creativeFieldIds: number[];
  /** The sign-up the user came through, while their e-mail is unconfirmed. */
  registrationId: string | null;
}

/** The signed-in user as the client knows them; nothing else of the row leaves the server. */
export function presentMe(user: UserRow, extras: MeExtras): Resource {
  return resource(
    "me",
    user.id,
    {
      name: user.name,
      email: user.email,
      confirmed: user.confirmedAt !== null,
      complete: user.complete,
      isCreative: user.isCreative,
      isClient: user.isClient,
      isInsideCci: user.isInsideCci,
      kind: user.kind,
      registrationId: extras.registrationId,
      locale: user.locale,
      hasPassword: user.passwordHash !== null,
      acceptedTerms: user.acceptedTermsAt !== null,
      locationId: user.locationId === null ? null : String(user.locationId),
      creativeFieldIds: extras.creativeFieldIds.map(String),
      theme: user.theme,
      gridColumns: user.gridColumns,
      profileVisibility: user.profileVisibility,
      messagePermission: user.messagePermission,
      deactivated: user.deactivatedAt !== null,
    },
    {
      location: toOne("locations", user.locationId),
      creative_fields: toMany("creative_fields", extras.creativeFieldIds),
    },
  );
}

/** A new session: the raw token leaves the server this once. */
export function presentSession(
  session: { sessionId: number; token: string; expiresAt: Date },
  extras: { isNewUser?: boolean } = {},
): Resource {
  return resource("sessions", session.sessionId, {
    authToken: session.token,
    expiresAt: session.expiresAt.toISOString(),
    ...extras,
  });
}
