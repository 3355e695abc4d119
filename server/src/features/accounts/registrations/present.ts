import type { RegistrationAttributes, Resource } from "@atelier/common";
import { SignupStatus } from "@atelier/common";
import type { registrations } from "../../../db/schema/index.ts";
import { resource } from "../../../jsonapi/serialize.ts";
import { captchaImagePath } from "../../../platform/captcha/captcha.ts";

type RegistrationRow = typeof registrations.$inferSelect;

/**
 * A sign-up as its own browser sees it. The captcha image is offered only while the form is still
 * to be sent; the auth token only in the reply that signed the user in.
 */
export function presentRegistration(registration: RegistrationRow, authToken?: string): Resource {
  const awaitsForm = registration.status === SignupStatus.requested && registration.captchaId !== null;
  return resource("registrations", registration.id, {
    // The column holds only the steps of SignupStatus.
    status: registration.status as SignupStatus,
    service: registration.service,
    locale: registration.locale,
    captchaUrl: awaitsForm ? captchaImagePath(registration.captchaId as string) : null,
    email: registration.email,
    emailSentAt: registration.emailSentAt?.toISOString() ?? null,
    ...(authToken === undefined ? {} : { authToken }),
  } satisfies RegistrationAttributes);
}
