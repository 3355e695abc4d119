import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiClientError } from "../../../../api/client.ts";
import { useRuntime } from "../../../../app/runtime/runtime-context.tsx";
import { useSettings } from "../../../../app/start/start.ts";
import { resendConfirmationEmail } from "../api/registrationApi.ts";
import { resendAvailableAt, resendWaitValues } from "../resendAvailableAt.ts";

/**
 * Sends the confirmation e-mail again (spec 000 section 8): a success alert, or while the last one
 * is too recent (423), an error alert saying when another may be asked for.
 */
export function useResendConfirmation(registrationId: string | null) {
  const runtime = useRuntime();
  const { i18n } = useTranslation();
  const timespan = useSettings().registration?.resendConfirmationEmailTimespan;
  const [sending, setSending] = useState(false);

  const resend = useCallback(async () => {
    if (!registrationId) return;
    setSending(true);
    try {
      await resendConfirmationEmail(runtime, registrationId);
      runtime.alerts.add({ type: "success", text: "auth.alerts.resendSent" });
    } catch (error) {
      if (!(error instanceof ApiClientError) || error.kind !== "client") return;
      const availableAt = error.status === 423 ? resendAvailableAt(error.errors, timespan) : null;
      if (availableAt) {
        const { time, minutes } = resendWaitValues(availableAt, i18n.language);
        runtime.alerts.add({ type: "error", text: "auth.alerts.resendTooSoon", values: { time, count: minutes } });
      } else if (error.status === 423 || error.status === 429) {
        runtime.alerts.add({ type: "error", text: "auth.alerts.resendTooSoonLater" });
      } else {
        runtime.alerts.add({ type: "error", text: "auth.alerts.resendFailed" });
      }
    } finally {
      setSending(false);
    }
  }, [runtime, registrationId, timespan, i18n]);

  return { resend, sending };
}
