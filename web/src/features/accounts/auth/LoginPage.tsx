import { paths } from "@atelier/common/paths";
import { Anchor, Group, Text } from "@mantine/core";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiClientError } from "../../../api/client.ts";
import { CaptchaField } from "../../../app/forms/CaptchaField.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRuntime } from "../../../app/runtime/runtime-context.tsx";
import { PasswordField } from "../../../app/ui/PasswordField.tsx";
import { type LoginCaptcha, logIn, newLoginCaptcha } from "./api/sessionApi.ts";
import { AuthForm } from "./components/AuthForm.tsx";
import { AuthHeading } from "./components/AuthHeading.tsx";
import { EmailField } from "./components/EmailField.tsx";
import { checkEmail, checkFilled, checkPassword, collectProblems } from "./fieldChecks.ts";
import { landingAfterSignIn } from "./landingAfterSignIn.ts";
import { loginRefusal } from "./loginRefusal.ts";
import { SocialButtons } from "./oauth/SocialButtons.tsx";
import { authWording } from "./problemMessage.ts";
import { rateLimitMessage } from "./rateLimitMessage.ts";

type Field = "email" | "password" | "captcha";
const FIELDS: readonly Field[] = ["email", "password", "captcha"];

/**
 * /login: e-mail and password, or a social account; back to where the user came from. After
 * repeated failures for the account the server asks for a captcha as well, which shows from then on.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { formRef, report, refuse, errorOf, clear } = useFormErrors(FIELDS, { wordField: authWording(i18n) });
  const [values, setValues] = useState({ email: "", password: "", captcha: "" });
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<LoginCaptcha | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const returnTo = params.get("returnTo");

  const loadCaptcha = async () => {
    setRefreshing(true);
    setValues((current) => ({ ...current, captcha: "" }));
    try {
      setCaptcha(await newLoginCaptcha(runtime));
    } catch {
      setCaptcha(null);
      setNotice(t("auth.captcha.failed"));
    } finally {
      setRefreshing(false);
    }
  };

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const problems = collectProblems({
      email: checkEmail(values.email),
      password: checkPassword(values.password),
      captcha: captchaNeeded ? checkFilled(values.captcha) : null,
    });
    report(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    const answered = captchaNeeded && captcha ? { id: captcha.id, answer: values.captcha } : undefined;
    try {
      const me = await logIn(runtime, { email: values.email, password: values.password, captcha: answered });
      navigate(landingAfterSignIn(me, returnTo), { replace: true });
    } catch (error) {
      setSending(false);
      if (!(error instanceof ApiClientError) || error.kind !== "client") return;
      const refusal = loginRefusal(error.status, error.errors);
      // The server spends a captcha on every answer, so the one showing is replaced whatever went wrong.
      if (refusal.kind === "captcha" || answered) {
        setCaptchaNeeded(true);
        void loadCaptcha();
      }
      if (refusal.kind === "wait") setNotice(rateLimitMessage(t, error, i18n.language));
      else if (refusal.kind === "captcha" && refusal.wrong) report({ captcha: { code: "wrong" } });
      else if (refusal.kind === "captcha") setNotice(t("auth.captcha.needed"));
      else {
        const [general] = refuse(error).general;
        if (general) setNotice(general);
      }
    }
  };

  return (
    <>
      <AuthHeading title={t("auth.login.title")} lead={t("auth.login.lead")} />
      <SocialButtons mode="login" dividerLabel={t("auth.common.or")} />
      <AuthForm
        formRef={formRef}
        onSubmit={handleSubmit}
        notice={notice}
        submitLabel={t("auth.login.submit")}
        sending={sending}
      >
        <EmailField autoComplete="username" value={values.email} onChange={change("email")} error={errorOf("email")} />
        <div>
          <PasswordField
            label={t("auth.common.password")}
            name="password"
            value={values.password}
            onChange={change("password")}
            error={errorOf("password")}
          />
          <Group justify="flex-end" mt={6}>
            <Anchor component={Link} to={paths.passwordReset} size="sm">
              {t("auth.login.forgotPassword")}
            </Anchor>
          </Group>
        </div>
        {captchaNeeded && (
          <CaptchaField
            name="captcha"
            required
            imageUrl={captcha?.imageUrl ?? null}
            onRefresh={() => void loadCaptcha()}
            refreshing={refreshing}
            value={values.captcha}
            onChange={change("captcha")}
            error={errorOf("captcha")}
          />
        )}
      </AuthForm>
      <Text size="sm" ta="center" mt="lg">
        {t("auth.login.noAccount")}{" "}
        <Anchor component={Link} to={paths.signup} fw={560}>
          {t("auth.login.signup")}
        </Anchor>
      </Text>
    </>
  );
}
