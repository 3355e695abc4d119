import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiClientError } from "../../../api/client.ts";
import type { RefusalTarget } from "../../../api/useWrite.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";

/** Why a message was not sent, in the reader's words, and the target a write hands its refusal to. */
export function useSendRefusal(): { error: string | null; target: RefusalTarget } {
  const { t } = useTranslation();
  const word = useRefusalText();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    target: {
      reset: () => setError(null),
      refuse: (failure) => {
        const first = failure instanceof ApiClientError ? failure.errors[0] : undefined;
        setError(first ? word(first) : t("messenger.sendFailed"));
        return failure;
      },
    },
  };
}
