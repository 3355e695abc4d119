import { paths } from "@atelier/common/paths";
import { Button } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiClientError } from "../../../api/client.ts";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRuntime } from "../../../app/runtime/runtime-context.tsx";
import { requestPasswordReset } from "./api/passwordResetApi.ts";
import { AuthForm } from "./components/AuthForm.tsx";
import { AuthHeading } from "./components/AuthHeading.tsx";
import { AuthResult } from "./components/AuthResult.tsx";
import { BackToLogin } from "./components/BackToLogin.tsx";
import { EmailField } from "./components/EmailField.tsx";
import { checkEmail, collectProblems } from "./fieldChecks.ts";
import { authWording } from "./problemMessage.ts";
import { rateLimitMessage } from "./rateLimitMessage.ts";

/**
 * /password-reset: the account's e-mail address, and a link is mailed (spec 000 section 8): a
 * success alert; 401 (the address is not confirmed yet) the confirmation alert; else the
 * request-error alert.
 */
export function PasswordResetRequestPage() {
  const { t, i18n } = useTranslation();
  const runtime = useRuntime();
  const { formRef, report, refuse, errorOf, clear } = useFormErrors(["email"], { wordField: authWording(i18n) });
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const problems = collectProblems({ email: checkEmail(email) });
    report(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      await requestPasswordReset(runtime, email);
      runtime.alerts.add({ type: "success", text: "auth.alerts.passwordResetRequested" });
      setSentTo(email.trim());
    } catch (error) {
      if (!(error instanceof ApiClientError) || error.kind !== "client") return;
      if (error.status === 401) {
        runtime.alerts.add({ type: "error", text: "auth.alerts.passwordResetConfirmationError" });
      } else if (error.status === 429) {
        setNotice(rateLimitMessage(t, error, i18n.language));
      } else if (error.errorFor("email")) {
        refuse(error);
      } else {
        runtime.alerts.add({ type: "error", text: "auth.alerts.passwordResetRequestError" });
      }
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <AuthResult
        icon={IconMailCheck}
        color="teal"
        title={t("auth.passwordReset.sentTitle")}
        body={t("auth.passwordReset.sentBody", { email: sentTo })}
        actions={
          <>
            <Button component={Link} to={paths.login}>
              {t("auth.common.backToLogin")}
            </Button>
            <Button variant="default" onClick={() => setSentTo(null)}>
              {t("auth.passwordReset.again")}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <>
      <AuthHeading title={t("auth.passwordReset.title")} lead={t("auth.passwordReset.lead")} />
      <AuthForm
        formRef={formRef}
        onSubmit={handleSubmit}
        notice={notice}
        submitLabel={t("auth.passwordReset.submit")}
        sending={sending}
      >
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            clear("email");
          }}
          error={errorOf("email")}
        />
      </AuthForm>
      <BackToLogin />
    </>
  );
}
