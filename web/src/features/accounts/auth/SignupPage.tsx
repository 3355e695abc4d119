import { SignupStatus } from "@atelier/common/enums";
import { paths } from "@atelier/common/paths";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { CaptchaField } from "../../../app/forms/CaptchaField.tsx";
import { formErrors } from "../../../app/forms/formErrors.ts";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { toSupportedLocale } from "../../../i18n/index.ts";
import { AuthForm } from "./components/AuthForm.tsx";
import { AuthHeading } from "./components/AuthHeading.tsx";
import { EmailField } from "./components/EmailField.tsx";
import { FormNotice } from "./components/FormNotice.tsx";
import { NewPasswordInput } from "./components/NewPasswordInput.tsx";
import { TermsCheckbox } from "./components/TermsCheckbox.tsx";
import { checkEmail, checkFilled, checkNewPassword, checkTicked, collectProblems } from "./fieldChecks.ts";
import { useSignup } from "./hooks/useSignup.ts";
import { SocialButtons } from "./oauth/SocialButtons.tsx";
import { authWording } from "./problemMessage.ts";
import { rateLimitMessage } from "./rateLimitMessage.ts";

type Field = "email" | "password" | "captcha" | "agreed";
const FIELDS: readonly Field[] = ["email", "password", "captcha", "agreed"];

interface Values {
  email: string;
  password: string;
  captcha: string;
  agreed: boolean;
}

/** /signup: e-mail, password with its rules, terms and captcha; or a social account. */
export function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { state, requestFailed, request, initiate, updateCaptcha } = useSignup(toSupportedLocale(i18n.language));
  const { formRef, report, errorOf, clear } = useFormErrors(FIELDS, { wordField: authWording(i18n) });
  const [values, setValues] = useState<Values>({ email: "", password: "", captcha: "", agreed: false });
  const [notice, setNotice] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const text = (field: "email" | "password" | "captcha") => (event: ChangeEvent<HTMLInputElement>) =>
    set(field, event.currentTarget.value);

  const handleRefresh = async () => {
    setRefreshing(true);
    await updateCaptcha();
    setRefreshing(false);
    set("captcha", "");
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const problems = collectProblems({
      email: checkEmail(values.email),
      password: checkNewPassword(values.password),
      captcha: checkFilled(values.captcha),
      agreed: checkTicked(values.agreed),
    });
    report(problems);
    if (Object.keys(problems).length > 0) return;

    const outcome = await initiate({ ...values, email: values.email.trim(), captcha: values.captcha.trim() });
    if (outcome.kind === "signedUp") {
      navigate(paths.signupInfo, { replace: true });
      return;
    }
    // Every attempt spends the captcha: the image showing now is a new one.
    setValues((current) => ({ ...current, captcha: "" }));
    if (outcome.kind === "restarted") setNotice(t("auth.signup.expired"));
    if (outcome.kind !== "rejected") return;
    if (outcome.error.status === 429) {
      setNotice(rateLimitMessage(t, outcome.error, i18n.language));
      return;
    }
    const sorted = formErrors(outcome.error.errors, FIELDS);
    // The server says no more than that the image did not count; the new one is already showing.
    if (sorted.fields.captcha) sorted.fields.captcha = { code: "wrong" };
    report(sorted.fields);
    const [general] = sorted.general;
    if (general) setNotice(general);
  };

  return (
    <>
      <AuthHeading title={t("auth.signup.title")} lead={t("auth.signup.lead")} />
      <SocialButtons mode="signup" dividerLabel={t("auth.signup.withEmail")} />
      <AuthForm
        formRef={formRef}
        onSubmit={handleSubmit}
        notice={notice}
        submitLabel={t("auth.signup.submit")}
        sending={state.status === SignupStatus.initiating}
        blocked={state.registration === null}
      >
        <EmailField value={values.email} onChange={text("email")} error={errorOf("email")} />
        <NewPasswordInput
          label={t("auth.common.password")}
          name="password"
          value={values.password}
          onChange={text("password")}
          error={errorOf("password")}
        />
        {requestFailed ? (
          <FormNotice>
            <Stack gap="xs" align="flex-start">
              {t("auth.signup.requestFailed")}
              <Button size="compact-sm" variant="light" color="red" onClick={() => void request()}>
                {t("auth.signup.retry")}
              </Button>
            </Stack>
          </FormNotice>
        ) : (
          <CaptchaField
            name="captcha"
            required
            imageUrl={state.registration?.captchaUrl ?? null}
            onRefresh={() => void handleRefresh()}
            refreshing={refreshing}
            value={values.captcha}
            onChange={text("captcha")}
            error={errorOf("captcha")}
          />
        )}
        <TermsCheckbox
          checked={values.agreed}
          onChange={(event) => set("agreed", event.currentTarget.checked)}
          error={errorOf("agreed")}
        />
      </AuthForm>
      <Text size="sm" ta="center" mt="lg">
        {t("auth.signup.hasAccount")}{" "}
        <Anchor component={Link} to={paths.login} fw={560}>
          {t("auth.signup.login")}
        </Anchor>
      </Text>
    </>
  );
}
