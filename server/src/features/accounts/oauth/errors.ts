import { ApiError, errors } from "../../../jsonapi/errors.ts";

export type ProviderName = "Google" | "Facebook";

/** The answers of a provider sign-in that the web client tells apart by `code`. */
export const oauthErrors = {
  /** The provider refused the code or token, or its answer did not verify: no session. */
  refused: (provider: ProviderName) =>
    new ApiError(401, [
      {
        code: "oauthRefused",
        title: "Sign-in refused",
        detail: `${provider} did not confirm this sign-in. Please try again.`,
      },
    ]),
  unavailable: (provider: ProviderName) => errors.unavailable(`${provider} did not answer. Please try again.`),
  notConfigured: (provider: ProviderName) => errors.notFound(`Signing in with ${provider} is not set up here.`),
  /** No account is linked to this identity and no sign-up was named: the web goes to sign-up. */
  notFound: () =>
    new ApiError(404, [
      {
        code: "oauthNotFound",
        title: "No account",
        detail: "There is no account for this sign-in yet. Please sign up.",
      },
    ]),
  /**
   * The provider's e-mail belongs to an account that signs in with its password. Linking by e-mail
   * alone would hand that account to whoever controls the provider account, so it is refused.
   */
  emailTaken: () =>
    new ApiError(409, [
      {
        code: "oauthEmailTaken",
        title: "E-mail already registered",
        detail: "An account with this e-mail address exists. Please sign in with your password.",
      },
    ]),
  emailMissing: (provider: ProviderName) =>
    new ApiError(422, [
      {
        code: "oauthEmailMissing",
        title: "No e-mail address",
        detail: `${provider} did not share an e-mail address, which an account needs. Please sign up with your e-mail.`,
      },
    ]),
  state: () =>
    errors.forbidden("This sign-in was not started here, or took too long. Please try again.", {
      pointer: "/data/attributes/state",
    }),
};
