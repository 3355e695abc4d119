import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
/** Longer input is refused before hashing, so a huge password cannot tie up the hasher. */
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

/** The rule for a new password: at least 8 characters with a lower-case letter, a capital and a digit. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
  .regex(/\p{Ll}/u, "Use at least one lower-case letter.")
  .regex(/\p{Lu}/u, "Use at least one capital letter.")
  .regex(/\p{Nd}/u, "Use at least one digit.");

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
});
export type LoginInput = z.infer<typeof loginSchema>;
