import { paths } from "@atelier/common/paths";
import { Button } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiClientError } from "../../../api/client.ts";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRuntime } from "../../../app/runtime/runtime-context.tsx";
import { resetPassword } from "./api/passwordResetApi.ts";
import { AuthForm } from "./components/AuthForm.tsx";
import { AuthHeading } from "./components/AuthHeading.tsx";
import { AuthResult } from "./components/AuthResult.tsx";
import { BackToLogin } from "./components/BackToLogin.tsx";
import { NewPasswordInput } from "./components/NewPasswordInput.tsx";
import { checkNewPassword, collectProblems } from "./fieldChecks.ts";
import { authWording } from "./problemMessage.ts";

/**
 * /password-reset/{token}: a new password with its rules (spec 000 section 8): success goes to
 * login with an alert; a 401 or 422 about the token means the link is spent or expired.
 */
export function PasswordResetPage() {
  const { t, i18n } = useTranslation();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const { token = "" } = useParams();
  const { formRef, report, refuse, errorOf, clear } = useFormErrors(["password"], { wordField: authWording(i18n) });
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  const [expired, setExpired] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = collectProblems({ password: checkNewPassword(password) });
    report(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      await resetPassword(runtime, token, password);
      runtime.alerts.add({ type: "success", text: "auth.alerts.passwordResetDone" });
      navigate(paths.login, { replace: true });
    } catch (error) {
      setSending(false);
      if (!(error instanceof ApiClientError) || error.kind !== "client") return;
      if (error.status === 422 && error.errorFor("password")) {
        refuse(error);
      } else if (error.status === 401 || error.status === 422) {
        runtime.alerts.add({ type: "error", text: "auth.alerts.passwordResetExpired" });
        setExpired(true);
      } else {
        runtime.alerts.add({ type: "error", text: "auth.alerts.passwordResetError" });
      }
    }
  };

  if (expired) {
    return (
      <AuthResult
        icon={IconLinkOff}
        color="orange"
        title={t("auth.passwordResetToken.expiredTitle")}
        body={t("auth.passwordResetToken.expiredBody")}
        actions={
          <Button component={Link} to={paths.passwordReset}>
            {t("auth.passwordResetToken.requestAgain")}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <AuthHeading title={t("auth.passwordResetToken.title")} lead={t("auth.passwordResetToken.lead")} />
      <AuthForm
        formRef={formRef}
        onSubmit={handleSubmit}
        submitLabel={t("auth.passwordResetToken.submit")}
        sending={sending}
      >
        <NewPasswordInput
          label={t("auth.passwordResetToken.password")}
          name="password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            clear("password");
          }}
          error={errorOf("password")}
        />
      </AuthForm>
      <BackToLogin />
    </>
  );
}
