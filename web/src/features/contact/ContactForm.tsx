import { CONTACT_TOPICS, type ContactTopic } from "@atelier/common/enums";
import { CONTACT_LIMITS } from "@atelier/common/rules";
import { Button, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../api/context.tsx";
import { useWrite } from "../../api/useWrite.ts";
import { CaptchaField } from "../../app/forms/CaptchaField.tsx";
import { FormProblems } from "../../app/forms/FormProblems.tsx";
import type { FieldProblem } from "../../app/forms/sortErrors.ts";
import { useFormErrors } from "../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../app/forms/useRefusalText.ts";
import { useHydrated } from "../../app/hooks/useHydrated.ts";
import { useMe } from "../../app/session/session.ts";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { checkEmail, checkFilled, collectProblems } from "../accounts/auth/fieldChecks.ts";
import classes from "./ContactForm.module.css";
import { type ContactCaptcha, type ContactMessage, contactCaptcha, sendContactMessage } from "./contactApi.ts";

type Field = "topic" | "name" | "email" | "message" | "captcha";
const FIELDS: readonly Field[] = ["topic", "name", "email", "message", "captcha"];

function checkMessage(value: string): FieldProblem | null {
  const length = value.trim().length;
  if (length === 0) return { code: "required" };
  return length < CONTACT_LIMITS.messageMin ? { code: "short" } : null;
}

/**
 * The contact form: a topic, who writes and what, and the captcha that keeps programs out. The
 * server spends the captcha on every answer, so after any refusal a new image shows.
 */
export function ContactForm({ topic: initialTopic = "general" }: { topic?: ContactTopic }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const me = useMe();
  const hydrated = useHydrated();
  const wordRefusal = useRefusalText();
  const wordField = useCallback(
    (field: Field, problem: FieldProblem) => {
      const key = `contact.form.errors.${field}.${problem.code}`;
      return i18n.exists(key)
        ? t(key, { min: CONTACT_LIMITS.messageMin })
        : (problem.detail ?? t("contact.form.errors.invalid"));
    },
    [i18n, t],
  );
  const errors = useFormErrors(FIELDS, { word: wordRefusal, wordField });
  const [values, setValues] = useState<ContactMessage & { captcha: string }>({
    topic: initialTopic,
    name: me?.name ?? "",
    email: me?.email ?? "",
    message: "",
    captcha: "",
  });
  const [captcha, setCaptcha] = useState<ContactCaptcha | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);

  const loadCaptcha = useCallback(
    async (replacing: ContactCaptcha | null) => {
      setRefreshing(true);
      setValues((current) => ({ ...current, captcha: "" }));
      try {
        setCaptcha(await contactCaptcha(api, replacing));
        setCaptchaFailed(false);
      } catch {
        setCaptcha(null);
        setCaptchaFailed(true);
      } finally {
        setRefreshing(false);
      }
    },
    [api],
  );

  // The image is made for this visit only, so it is fetched in the browser, never rendered on the server.
  useEffect(() => {
    if (!sent) void loadCaptcha(null);
  }, [loadCaptcha, sent]);

  const send = useWrite<{ message: ContactMessage; captcha: ContactCaptcha; answer: string }>({
    send: (client, v) => sendContactMessage(client, v.message, { id: v.captcha.id, answer: v.answer }),
    errors,
    onSuccess: (_reply, v) => {
      setSent({ name: v.message.name, email: v.message.email });
      setValues((current) => ({ ...current, message: "", captcha: "" }));
    },
    onError: () => void loadCaptcha(null),
  });

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = collectProblems<Field>({
      topic: null,
      name: checkFilled(values.name),
      email: checkEmail(values.email),
      message: checkMessage(values.message),
      captcha: checkFilled(values.captcha),
    });
    errors.report(problems);
    if (Object.keys(problems).length > 0 || !captcha) return;
    const { captcha: answer, ...message } = values;
    void send.run({ message: { ...message, name: message.name.trim(), email: message.email.trim() }, captcha, answer });
  };

  if (sent) {
    return (
      <Paper withBorder radius="lg" p="xl" className={classes.card} role="status">
        <Stack align="flex-start" gap="sm">
          <IconCircleCheck size={32} stroke={ICON_STROKE} className={classes.done} aria-hidden="true" />
          <Title order={2} size="h3">
            {t("contact.form.sent.title", { name: sent.name })}
          </Title>
          <Text>{t("contact.form.sent.body", { email: sent.email })}</Text>
          <Button variant="default" mt="xs" onClick={() => setSent(null)}>
            {t("contact.form.sent.again")}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} className={classes.card}>
      <Title order={2} size="h3">
        {t("contact.form.title")}
      </Title>
      <Text c="dimmed" mt={4} mb="lg">
        {t("contact.form.lead")}
      </Text>
      <form ref={errors.formRef} method="post" noValidate onSubmit={submit} aria-label={t("contact.form.title")}>
        <Stack gap="md">
          <FormProblems problems={errors.general} />
          <NativeSelect
            name="topic"
            label={t("contact.form.topic")}
            value={values.topic}
            onChange={change("topic")}
            error={errors.errorOf("topic")}
            data={CONTACT_TOPICS.map((value) => ({ value, label: t(`contact.form.topics.${value}`) }))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              name="name"
              label={t("contact.form.name")}
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              value={values.name}
              onChange={change("name")}
              error={errors.errorOf("name")}
            />
            <TextInput
              name="email"
              type="email"
              label={t("contact.form.email")}
              description={t("contact.form.emailHint")}
              autoComplete="email"
              required
              value={values.email}
              onChange={change("email")}
              error={errors.errorOf("email")}
            />
          </SimpleGrid>
          <Textarea
            name="message"
            label={t("contact.form.message")}
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={CONTACT_LIMITS.message}
            value={values.message}
            onChange={change("message")}
            error={errors.errorOf("message")}
            description={t("contact.form.count", { count: values.message.length, max: CONTACT_LIMITS.message })}
            inputWrapperOrder={["label", "input", "description", "error"]}
          />
          <CaptchaField
            name="captcha"
            required
            imageUrl={captcha?.imageUrl ?? null}
            onRefresh={() => void loadCaptcha(captcha)}
            refreshing={refreshing}
            value={values.captcha}
            onChange={change("captcha")}
            error={errors.errorOf("captcha") ?? (captchaFailed ? t("auth.captcha.failed") : undefined)}
          />
          <Button
            type="submit"
            size="md"
            loading={send.busy}
            disabled={!hydrated || !captcha}
            className={classes.submit}
          >
            {t("contact.form.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
