import { z } from "zod";
import { many, one, resourceSchema } from "../contract/documents.ts";
import {
  GRID_COLUMNS,
  MESSAGE_PERMISSIONS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KEYS,
  OPPORTUNITY_DIGESTS,
  PROFILE_VISIBILITIES,
  SUPPORTED_LOCALES,
  THEMES,
  USER_KINDS,
} from "../enums.ts";

const theme = z.enum(THEMES);
const gridColumns = z.union(GRID_COLUMNS.map((n) => z.literal(n)) as [z.ZodLiteral<2>, z.ZodLiteral<4>]);
const profileVisibility = z.enum(PROFILE_VISIBILITIES);
const messagePermission = z.enum(MESSAGE_PERMISSIONS);

/** The signed-in user as the client knows them (GET and PATCH /v1/me); nothing else of the account leaves the server. */
export const meAttributes = z.object({
  name: z.string().nullable(),
  email: z.string(),
  confirmed: z.boolean(),
  complete: z.boolean(),
  isCreative: z.boolean(),
  isClient: z.boolean(),
  isInsideCci: z.boolean(),
  kind: z.enum(USER_KINDS).nullable(),
  /** The sign-up the user came through, while their e-mail is unconfirmed. */
  registrationId: z.string().nullable(),
  locale: z.enum(SUPPORTED_LOCALES),
  /** False for accounts that only sign in through Google or Facebook. */
  hasPassword: z.boolean(),
  acceptedTerms: z.boolean(),
  locationId: z.string().nullable(),
  creativeFieldIds: z.array(z.string()),
  theme,
  gridColumns,
  profileVisibility,
  messagePermission,
  deactivated: z.boolean(),
  /** The smallest rendition of the profile image, for the header's avatar; null without one. */
  avatarUrl: z.string().nullable(),
  /** Connection requests made to the user and not yet answered (the header's badge). */
  incomingConnectionRequestsCount: z.number().int().nonnegative(),
  /** Unread messages in the inbox's conversations (the header's Messages badge). */
  unreadMessagesCount: z.number().int().nonnegative(),
  /** Message requests waiting for an answer (the messenger's Requests tab). */
  messageRequestsCount: z.number().int().nonnegative(),
  /** Notifications not yet read (the header's bell). */
  unreadNotificationsCount: z.number().int().nonnegative(),
  /** Whether the membership in force is premium: what premium opens shows for it. */
  isPremium: z.boolean(),
});
export type MeAttributes = z.infer<typeof meAttributes>;
export const meResource = resourceSchema("me", meAttributes, {
  location: one("locations"),
  creative_fields: many("creative_fields"),
});

/** The user's postal address and contact details; one per user, empty (all null) until first saved. */
export const addressAttributes = z.object({
  companyName: z.string().nullable(),
  street: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  vatId: z.string().nullable(),
});
export type AddressAttributes = z.infer<typeof addressAttributes>;
export const addressResource = resourceSchema("addresses", addressAttributes);

/** Who may see the profile and who may send messages. */
export const privacySettingsAttributes = z.object({ profileVisibility, messagePermission });
export type PrivacySettingsAttributes = z.infer<typeof privacySettingsAttributes>;
export const privacySettingsResource = resourceSchema("privacy_settings", privacySettingsAttributes);

/** The account's theme and grid columns, applied on every device it signs in on. */
export const appearanceSettingsAttributes = z.object({ theme, gridColumns });
export type AppearanceSettingsAttributes = z.infer<typeof appearanceSettingsAttributes>;
export const appearanceSettingsResource = resourceSchema("appearance_settings", appearanceSettingsAttributes);

/** One notification key on one channel, on or off. */
export const notificationSettingAttributes = z.object({
  key: z.enum(NOTIFICATION_KEYS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});
export type NotificationSettingAttributes = z.infer<typeof notificationSettingAttributes>;

/** Every key on every channel; its id is always "me". */
export const notificationSettingsAttributes = z.object({ settings: z.array(notificationSettingAttributes) });
export type NotificationSettingsAttributes = z.infer<typeof notificationSettingsAttributes>;
export const notificationSettingsResource = resourceSchema("notification_settings", notificationSettingsAttributes);

/** The opportunities the user wants to hear about, and how often. */
export const interestsSettingsAttributes = z.object({
  creativeFieldIds: z.array(z.string()),
  industryIds: z.array(z.string()),
  opportunityDigest: z.enum(OPPORTUNITY_DIGESTS),
});
export type InterestsSettingsAttributes = z.infer<typeof interestsSettingsAttributes>;
export const interestsSettingsResource = resourceSchema("interests_settings", interestsSettingsAttributes);
