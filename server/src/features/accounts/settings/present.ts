import type {
  AddressAttributes,
  AppearanceSettingsAttributes,
  GridColumns,
  InterestsSettingsAttributes,
  NotificationSettingsAttributes,
  PrivacySettingsAttributes,
  Resource,
} from "@atelier/common";
import type { users } from "../../../db/schema/index.ts";
import { resource } from "../../../jsonapi/serialize.ts";
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
  } satisfies AddressAttributes);
}

export function presentPrivacy(user: UserRow): Resource {
  return resource("privacy_settings", user.id, {
    profileVisibility: user.profileVisibility,
    messagePermission: user.messagePermission,
  } satisfies PrivacySettingsAttributes);
}

export function presentAppearance(user: UserRow): Resource {
  return resource("appearance_settings", user.id, {
    theme: user.theme,
    // Only ever stored from validated input.
    gridColumns: user.gridColumns as GridColumns,
  } satisfies AppearanceSettingsAttributes);
}

/** Reached by login or by a settings link that names no user, so its id is always "me". */
export function presentNotificationSettings(settings: NotificationSetting[]): Resource {
  return resource("notification_settings", "me", { settings } satisfies NotificationSettingsAttributes);
}

export function presentInterests(interests: Interests): Resource {
  return resource("interests_settings", interests.userId, {
    creativeFieldIds: interests.creativeFieldIds.map(String),
    industryIds: interests.industryIds.map(String),
    opportunityDigest: interests.opportunityDigest,
  } satisfies InterestsSettingsAttributes);
}
