import type { GridColumns, MeAttributes, Resource, SupportedLocale } from "@atelier/common";
import type { users } from "../../../db/schema/index.ts";
import { resource, toMany, toOne } from "../../../jsonapi/serialize.ts";

type UserRow = typeof users.$inferSelect;

/** What the user row alone does not hold. */
export interface MeExtras {
  /** The user's creative fields, in their chosen order. */
  creativeFieldIds: number[];
  /** The sign-up the user came through, while their e-mail is unconfirmed. */
  registrationId: string | null;
  /** The smallest rendition of the profile image, for the header's avatar; null without one. */
  avatarUrl: string | null;
  /** Connection requests made to the user and not yet answered (the header's badge). */
  incomingConnectionRequestsCount: number;
  /** Unread messages in the inbox's conversations (the header's Messages badge). */
  unreadMessagesCount: number;
  /** Message requests waiting for an answer (the messenger's Requests tab). */
  messageRequestsCount: number;
  /** Notifications not yet read (the header's bell). */
  unreadNotificationsCount: number;
  /** Whether the membership in force is premium. */
  isPremium: boolean;
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
      // Both are only ever stored from validated input (a supported language, 2 or 4 columns).
      locale: user.locale as SupportedLocale,
      hasPassword: user.passwordHash !== null,
      acceptedTerms: user.acceptedTermsAt !== null,
      locationId: user.locationId === null ? null : String(user.locationId),
      creativeFieldIds: extras.creativeFieldIds.map(String),
      theme: user.theme,
      gridColumns: user.gridColumns as GridColumns,
      profileVisibility: user.profileVisibility,
      messagePermission: user.messagePermission,
      deactivated: user.deactivatedAt !== null,
      avatarUrl: extras.avatarUrl,
      incomingConnectionRequestsCount: extras.incomingConnectionRequestsCount,
      unreadMessagesCount: extras.unreadMessagesCount,
      messageRequestsCount: extras.messageRequestsCount,
      unreadNotificationsCount: extras.unreadNotificationsCount,
      isPremium: extras.isPremium,
    } satisfies MeAttributes,
    {
      location: toOne("locations", user.locationId),
      creative_fields: toMany("creative_fields", extras.creativeFieldIds),
    },
  );
}
