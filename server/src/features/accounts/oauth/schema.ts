import { z } from "zod";

/** Checked against the cookie, not here: a missing state is a 403 like a wrong one. */
const state = z.string().max(200).optional();
const registrationId = z.uuid("This sign-up is not valid. Please start again.").optional();

/** POST /oauth/google/callback: the code of Google's popup code flow. */
export const googleCallbackSchema = z.object({
  code: z.string().trim().min(1, "The sign-in code is missing.").max(2048),
  state,
  registrationId,
});

/** POST /oauth/facebook/callback: the fields of the Facebook SDK's authResponse. */
export const facebookCallbackSchema = z.object({
  accessToken: z.string().trim().min(1, "The access token is missing.").max(4096),
  userId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,30}$/, "This is not a Facebook user id.")),
  state,
  registrationId,
});
