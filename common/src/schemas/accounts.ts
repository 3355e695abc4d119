import { z } from "zod";
import { isCommonPassword } from "../common-passwords.ts";
import {
  FALLBACK_LOCALE,
  GRID_COLUMNS,
  MESSAGE_PERMISSIONS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KEYS,
  OPPORTUNITY_DIGESTS,
  PROFILE_VISIBILITIES,
  REGISTRATION_SERVICES,
  SUPPORTED_LOCALES,
  THEMES,
  USER_KINDS,
} from "../enums.ts";
import { EMAIL_MAX_LENGTH, PASSWORD_CHARACTER_RULES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../rules.ts";

/**
 * The rule for a new password: at least 8 characters with a lower-case letter, a capital and a
 * digit, and not one of the most common passwords.
 */
export const passwordSchema = PASSWORD_CHARACTER_RULES.reduce(
  (schema, rule) => schema.regex(rule.pattern, rule.message),
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
).refine((v) => !isCommonPassword(v), "This password is too common. Choose one that is harder to guess.");

/**
 * Login credentials. The password is not held to the composition rule: accounts made under an
 * older rule must still sign in; only its length is capped.
 */
export const loginSchema = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address.").max(EMAIL_MAX_LENGTH),
  password: z
    .string()
    .min(1, "Enter your password.")
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  /** Once the server asks for it (code captcha_required): the captcha shown, and its characters. */
  captchaId: z.uuid("This image is not valid. Get a new one.").optional(),
  captcha: z.string().trim().max(32, "Use at most 32 characters.").optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** An e-mail address as every form takes it. */
export const emailAddress = z
  .string()
  .trim()
  .min(1, "Enter your e-mail address.")
  .max(EMAIL_MAX_LENGTH, `Use at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email("Enter a valid e-mail address."));

/** Letters, marks, digits, spaces and common punctuation; no control, bidi-override or zero-width characters. */
const displayName = z
  .string()
  .trim()
  .min(1, "Enter a name.")
  .max(100, "Use at most 100 characters.")
  .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), "Use letters, digits and punctuation only.");

const id = z.coerce.number().int().positive();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine((v) => !/[\p{Cc}]/u.test(v), "Remove control characters.")
    .nullable()
    .optional();

/** What a captcha made on its own guards; a sign-up's captcha comes with its registration. */
export const CAPTCHA_PURPOSES = ["login"] as const;
export const captchaCreateSchema = z.object({ purpose: z.enum(CAPTCHA_PURPOSES) });

/** POST /v1/registrations: opens a sign-up and its captcha. */
export const registrationCreateSchema = z.object({
  service: z.enum(REGISTRATION_SERVICES).default("email"),
  locale: z.enum(SUPPORTED_LOCALES).default(FALLBACK_LOCALE),
});

/** PATCH /v1/registrations/{id}: the sign-up form. The ip attribute is accepted and ignored; the server records the peer. */
export const registrationInitiateSchema = z.object({
  email: emailAddress,
  password: passwordSchema,
  captcha: z.string().trim().min(1, "Type the characters shown in the image.").max(32),
  agreed: z.literal(true, "Accept the terms and conditions to continue."),
  locale: z.enum(SUPPORTED_LOCALES).optional(),
  ip: z.string().max(64).optional(),
});
export type RegistrationInitiateInput = z.infer<typeof registrationInitiateSchema>;

export const checksumSchema = z.object({
  checksum: z.string().trim().min(20, "This link is not valid.").max(200, "This link is not valid."),
});

export const passwordResetRequestSchema = z.object({ email: emailAddress });
export const passwordResetSchema = z.object({
  token: z.string().trim().min(20, "This link is not valid.").max(200, "This link is not valid."),
  password: passwordSchema,
});

/**
 * PATCH /v1/me. Every attribute is optional; the profile becomes complete once name, role, kind,
 * location, at least one creative field and accepted terms are all present.
 */
export const meUpdateSchema = z
  .object({
    name: displayName,
    isCreative: z.boolean(),
    isClient: z.boolean(),
    kind: z.enum(USER_KINDS),
    isInsideCci: z.boolean(),
    locationId: id.nullable(),
    creativeFieldIds: z
      .array(id)
      .min(1, "Choose at least one creative field.")
      .max(10, "Choose at most 10 creative fields."),
    agreed: z.literal(true, "Accept the terms and conditions to continue."),
    locale: z.enum(SUPPORTED_LOCALES),
  })
  .partial();
export type MeUpdateInput = z.infer<typeof meUpdateSchema>;

export const addressSchema = z.object({
  companyName: optionalText(200),
  street: optionalText(200),
  addressLine2: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  region: optionalText(100),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Choose a country.")
    .transform((v) => v.toUpperCase())
    .nullable()
    .optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()/.-]{4,30}$/, "Enter a phone number with digits, spaces and + ( ) / . - only.")
    .nullable()
    .optional(),
  website: z
    .string()
    .trim()
    .max(300)
    .pipe(z.url({ protocol: /^https?$/, error: "Enter a web address starting with http:// or https://." }))
    .nullable()
    .optional(),
  vatId: optionalText(30),
});
export type AddressInput = z.infer<typeof addressSchema>;

/** The current password guards every change of credentials; accounts without one (Google, Facebook) omit it. */
const currentPassword = z.string().max(PASSWORD_MAX_LENGTH).optional();

export const emailChangeSchema = z.object({ email: emailAddress, currentPassword });
export const passwordChangeSchema = z.object({ currentPassword, password: passwordSchema });
/** Deleting needs the password, or for accounts without one, the account's e-mail typed as confirmation. */
export const accountDeleteSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirmation: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
});
export const deactivateSchema = accountDeleteSchema;

export const privacySettingsSchema = z
  .object({ profileVisibility: z.enum(PROFILE_VISIBILITIES), messagePermission: z.enum(MESSAGE_PERMISSIONS) })
  .partial();
export const appearanceSchema = z
  .object({
    theme: z.enum(THEMES),
    gridColumns: z.union(GRID_COLUMNS.map((n) => z.literal(n)) as [z.ZodLiteral<2>, z.ZodLiteral<4>]),
  })
  .partial();

export const notificationSettingsSchema = z.object({
  settings: z
    .array(
      z.object({
        key: z.enum(NOTIFICATION_KEYS),
        channel: z.enum(NOTIFICATION_CHANNELS),
        enabled: z.boolean(),
      }),
    )
    .max(NOTIFICATION_KEYS.length * NOTIFICATION_CHANNELS.length),
});

export const interestsSettingsSchema = z
  .object({
    creativeFieldIds: z.array(id).max(30),
    industryIds: z.array(id).max(40),
    opportunityDigest: z.enum(OPPORTUNITY_DIGESTS),
  })
  .partial();

export const blockCreateSchema = z.object({ userId: id });
