import { z } from "zod";
import { resourceSchema } from "../contract/documents.ts";
import { REGISTRATION_SERVICES, SignupStatus } from "../enums.ts";

/** A new session: the raw token leaves the server this once, in the reply that signed in. */
export const sessionAttributes = z.object({
  authToken: z.string(),
  expiresAt: z.iso.datetime(),
  /** Only after a Google or Facebook sign-in: whether it created the account. */
  isNewUser: z.boolean().optional(),
});
export type SessionAttributes = z.infer<typeof sessionAttributes>;
export const sessionResource = resourceSchema("sessions", sessionAttributes);

/**
 * A sign-up as its own browser sees it (spec 000 section 3). The captcha image is offered only
 * while the form is still to be sent; the auth token only in the reply that signed the user in.
 */
export const registrationAttributes = z.object({
  status: z.literal(Object.values(SignupStatus)),
  service: z.enum(REGISTRATION_SERVICES),
  locale: z.string(),
  /** The captcha image's address, `/api/captchas/…`. */
  captchaUrl: z.string().nullable(),
  email: z.string().nullable(),
  emailSentAt: z.iso.datetime().nullable(),
  authToken: z.string().optional(),
});
export type RegistrationAttributes = z.infer<typeof registrationAttributes>;
export const registrationResource = resourceSchema("registrations", registrationAttributes);

/** A captcha to show: its image, answerable once until it expires. */
export const captchaAttributes = z.object({
  /** The image's address, `/api/captchas/…`. */
  imageUrl: z.string(),
  expiresAt: z.iso.datetime(),
});
export type CaptchaAttributes = z.infer<typeof captchaAttributes>;
export const captchaResource = resourceSchema("captchas", captchaAttributes);

/** The state a Google or Facebook sign-in hands through the provider back to its callback. */
export const oauthStateAttributes = z.object({ state: z.string() });
export type OAuthStateAttributes = z.infer<typeof oauthStateAttributes>;
export const oauthStateResource = resourceSchema("oauth_states", oauthStateAttributes);

/** What an accepted request or a done action tells, with no resource to show. */
export const detailMeta = z.object({ detail: z.string() });

/** The answer to an e-mail change: the link went to this address, which counts once it is opened. */
export const pendingEmailMeta = z.object({ pendingEmail: z.string() });
