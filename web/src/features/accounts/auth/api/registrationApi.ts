import type { RegistrationAttributes } from "@atelier/common";
import type { RegistrationService, SupportedLocale } from "@atelier/common/enums";
import { primaryResource, sendResource } from "../../../../api/sendResource.ts";
import type { AppRuntime } from "../../../../app/runtime/runtime.ts";

/** A sign-up as the server reports it (spec 000 section 3, resource `registration`). */
export type Registration = { id: string } & RegistrationAttributes;

export interface SignupInput {
  email: string;
  password: string;
  captcha: string;
  agreed: boolean;
  locale: SupportedLocale;
}

type Runtime = Pick<AppRuntime, "api" | "store">;

const TYPE = "registrations";
const path = (id: string, step = "") => `/v1/registrations/${encodeURIComponent(id)}${step}`;

async function patch(runtime: Runtime, id: string, step: string, attributes: Record<string, unknown> = {}) {
  const reply = await sendResource(runtime, "PATCH", path(id, step), TYPE, { id, attributes });
  return primaryResource<Registration>(runtime.store, reply);
}

/** Opens a sign-up and its captcha. */
export async function createRegistration(
  runtime: Runtime,
  service: RegistrationService,
  locale: SupportedLocale,
): Promise<Registration> {
  const reply = await sendResource(runtime, "POST", "/v1/registrations", TYPE, { attributes: { service, locale } });
  return primaryResource<Registration>(runtime.store, reply);
}

/** Sends the sign-up form: creates the unconfirmed account and mails the confirmation link. */
export const initiateRegistration = (runtime: Runtime, id: string, input: SignupInput) =>
  patch(runtime, id, "", { ...input });

/** Confirms the e-mail address with the checksum of the mailed link. */
export const confirmRegistration = (runtime: Runtime, id: string, checksum: string) =>
  patch(runtime, id, "/confirm", { checksum });

export const refreshCaptcha = (runtime: Runtime, id: string) => patch(runtime, id, "/captcha");

export const resendConfirmationEmail = (runtime: Runtime, id: string) =>
  patch(runtime, id, "/resend_confirmation_email");
