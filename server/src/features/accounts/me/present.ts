import type { Resource } from "@atelier/common";
import type { users } from "../../../db/schema/index.ts";
import { resource, toMany, toOne } from "../../../jsonapi/serialize.ts";
import type { Block } from "./blocks.ts";
import type { Membership } from "./memberships.ts";
import type { NotificationSetting } from "./notification-settings.ts";
import type { AddressRow, Interests } from "./settings.ts";

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
      avatarUrl: extras.avatarUrl,
      incomingConnectionRequestsCount: extras.incomingConnectionRequestsCount,
    },
    {
      location: toOne("locations", user.locationId),
      creative_fields: toMany("creative_fields", extras.creativeFieldIds),
    },
  );
}

/** The user's address; one per user, so it shares the user's id. Empty until first saved. */
export function presentAddress(userId: number, row: AddressRow | null): Resource {
  return resource("addresses", userId, {
    companyName: row?.companyName ?? null,
    street: row?.street ?? null,
    addressLine2: row?.addressLine2 ?? null,
    postalCode: row?.postalCode ?? null,
    city: row?.city ?? null,
    region: row?.region ?? null,
    countryCode: row?.countryCode ?? null,
    phone: row?.phone ?? null,
    website: row?.website ?? null,
    vatId: row?.vatId ?? null,
  });
}

export function presentPrivacy(user: UserRow): Resource {
  return resource("privacy_settings", user.id, {
    profileVisibility: user.profileVisibility,
    messagePermission: user.messagePermission,
  });
}

export function presentAppearance(user: UserRow): Resource {
  return resource("appearance_settings", user.id, { theme: user.theme, gridColumns: user.gridColumns });
}

/** Reached by login or by a settings link that names no user, so its id is always "me". */
export function presentNotificationSettings(settings: NotificationSetting[]): Resource {
  return resource("notification_settings", "me", { settings });
}

export function presentInterests(interests: Interests): Resource {
  return resource("interests_settings", interests.userId, {
    creativeFieldIds: interests.creativeFieldIds.map(String),
    industryIds: interests.industryIds.map(String),
    opportunityDigest: interests.opportunityDigest,
  });
}

/** A block is named by the user it blocks: there is one per pair, and DELETE takes that user's id. */
export function presentBlock(block: Block): Resource {
  return resource(
    "blocks",
    block.blockedId,
    { createdAt: block.createdAt.toISOString() },
    { blocked: toOne("users", block.blockedId) },
  );
}

/** What a blocker sees of the blocked user: enough to recognise them, nothing private. */
export function presentBlockedUser(block: Block): Resource {
  return resource("users", block.blockedId, { name: block.blockedName, avatar: null });
}

export function presentMembership(row: Membership, currentId: number | null): Resource {
  return resource("memberships", row.id, {
    plan: row.plan,
    isPremium: row.isPremium,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    current: row.id === currentId,
  });
}
