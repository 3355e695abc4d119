import type { OAuthProvider } from "@atelier/common";

/** Who the provider says signed in, once their answer has been verified. */
export interface ProviderProfile {
  provider: OAuthProvider;
  /** The provider's stable id of the person; identities are keyed by it, never by e-mail. */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person controls the e-mail address. */
  emailVerified: boolean;
  name: string | null;
}

/** A provider that does not answer within this long is treated as unavailable. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Bounds a call to a provider whose client takes no abort signal. */
export function withProviderTimeout<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("provider timeout")), PROVIDER_TIMEOUT_MS);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}
