import type { Resource } from "@atelier/common";
import type { users } from "../../db/schema/index.ts";
import { resource, toOne } from "../../jsonapi/serialize.ts";
import type { Block } from "./blocks.ts";
import type { Membership } from "./memberships.ts";
import type { NotificationSetting } from "./notification-settings.ts";
import type { AddressRow, Interests } from "./settings.ts";

type UserRow = typeof users.$inferSelect;

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
