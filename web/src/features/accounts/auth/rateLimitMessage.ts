import type { TFunction } from "i18next";
import type { ApiClientError } from "../../../api/client.ts";
import { retryAfterSeconds } from "../../../app/forms/sortErrors.ts";
import { formatWait } from "./formatWait.ts";

/** The sentence for a 429: how long to wait when the reply says, else "a few minutes". */
export function rateLimitMessage(t: TFunction, error: ApiClientError, locale: string): string {
  const seconds = retryAfterSeconds(error.errors);
  return seconds === null
    ? t("auth.common.rateLimitedLater")
    : t("auth.common.rateLimited", { when: formatWait(seconds, locale) });
}
