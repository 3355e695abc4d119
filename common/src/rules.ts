/**
 * Plain limits and rules of the account forms, without zod, so the web app can show them as the
 * user types without shipping the schema library to every page. The zod schemas build on these.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer input is refused before hashing, so a huge password cannot tie up the hasher. */
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** The character classes a new password needs, one by one, so a form can tick each as the user types. */
export const PASSWORD_CHARACTER_RULES = [
  { key: "lowercase", pattern: /\p{Ll}/u, message: "Use at least one lower-case letter." },
  { key: "uppercase", pattern: /\p{Lu}/u, message: "Use at least one capital letter." },
  { key: "digit", pattern: /\p{Nd}/u, message: "Use at least one digit." },
] as const;

/** The size the server draws captcha images at, which forms reserve for them. */
export const CAPTCHA_IMAGE_SIZE = { width: 200, height: 72 } as const;

/** How long the contact form's fields may be: a name, and a message the operators read in one sitting. */
export const CONTACT_LIMITS = { name: 100, messageMin: 10, message: 5000 } as const;
