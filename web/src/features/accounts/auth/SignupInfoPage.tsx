import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import type { UserKind } from "@atelier/common/enums";
import { paths } from "@atelier/common/paths";
import { Button, Checkbox, Group, Radio, Stack, TextInput } from "@mantine/core";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiClientError } from "../../../api/client.ts";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRuntime } from "../../../app/runtime/runtime-context.tsx";
import { type Location, type Me, useMe, useSessionActions } from "../../../app/session/session.ts";
import { updateMe } from "./api/meApi.ts";
import { AuthForm } from "./components/AuthForm.tsx";
import { AuthHeading } from "./components/AuthHeading.tsx";
import { ConfirmationNotice } from "./components/ConfirmationNotice.tsx";
import { CreativeFieldsPicker } from "./components/CreativeFieldsPicker.tsx";
import { TermsCheckbox } from "./components/TermsCheckbox.tsx";
import { checkFilled, checkTicked, collectProblems } from "./fieldChecks.ts";
import { authWording } from "./problemMessage.ts";

type Role = "creative" | "client";
type Field = "roles" | "kind" | "isInsideCci" | "name" | "locationId" | "creativeFieldIds" | "agreed";
const FIELDS: readonly Field[] = ["roles", "kind", "isInsideCci", "name", "locationId", "creativeFieldIds", "agreed"];
// The server names some of these otherwise: two flags for the roles, relationships for the lists.
const SERVER_NAMES: Partial<Record<string, Field>> = {
  isCreative: "roles",
  isClient: "roles",
  location: "locationId",
  creativeFields: "creativeFieldIds",
};
// The city search brings a dropdown with its positioning and focus code: it loads beside the page
// instead of with it, a plain field standing in meanwhile.
const LocationSelect = lazy(() =>
  import("./components/LocationSelect.tsx").then((m) => ({ default: m.LocationSelect })),
);

interface Values {
  roles: Role[];
  kind: UserKind | null;
  isInsideCci: boolean;
  name: string;
  location: Location | null;
  creativeFieldIds: string[];
  agreed: boolean;
}

function initialValues(me: Me | null): Values {
  return {
    roles: [...(me?.isCreative ? ["creative" as const] : []), ...(me?.isClient ? ["client" as const] : [])],
    kind: me?.kind ?? null,
    isInsideCci: me?.isInsideCci ?? false,
    name: me?.name ?? "",
    location: me?.location ?? null,
    creativeFieldIds: (me?.creativeFieldIds ?? []).map(String),
    agreed: false,
  };
}

/**
 * /signup-info: the profile step after signing up. Creative and/or client, private or company
 * (client companies say whether they belong to the chamber), name, city, creative fields, and the
 * terms when the sign-up did not ask for them (a Google or Facebook sign-up).
 */
export function SignupInfoPage() {
  const { t, i18n } = useTranslation();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const { signOut } = useSessionActions();
  const me = useMe();
  const { formRef, report, refuse, errorOf, clear } = useFormErrors(FIELDS, {
    aliases: SERVER_NAMES,
    wordField: authWording(i18n),
  });
  const [values, setValues] = useState<Values>(() => initialValues(me));
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // An e-mail sign-up accepts the terms on the way in; a Google or Facebook sign-up has not seen them yet.
  const needsTerms = me?.acceptedTerms === false;
  const isCompanyClient = values.kind === "company" && values.roles.includes("client");

  const set = <K extends keyof Values>(key: K, value: Values[K], field: Field = key as Field) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(field);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!me) return;
    setNotice(null);
    const problems = collectProblems({
      roles: checkFilled(values.roles),
      kind: checkFilled(values.kind),
      name: checkFilled(values.name),
      locationId: checkFilled(values.location?.id),
      creativeFieldIds: checkFilled(values.creativeFieldIds),
      agreed: needsTerms ? checkTicked(values.agreed) : null,
    });
    report(problems);
    if (Object.keys(problems).length > 0 || !values.kind || !values.location) return;
    setSending(true);
    try {
      const updated = await updateMe(runtime, me.id, {
        name: values.name.trim(),
        isCreative: values.roles.includes("creative"),
        isClient: values.roles.includes("client"),
        kind: values.kind,
        isInsideCci: isCompanyClient && values.isInsideCci,
        locationId: Number(values.location.id),
        creativeFieldIds: values.creativeFieldIds.map(Number),
        ...(needsTerms ? { agreed: true as const } : {}),
      });
      if (updated.complete) {
        runtime.alerts.add({ type: "success", text: "auth.alerts.profileComplete" });
        navigate(paths.ownProfile, { replace: true });
        return;
      }
      setNotice(t("auth.signupInfo.incomplete"));
    } catch (error) {
      if (!(error instanceof ApiClientError) || error.kind !== "client") return;
      const [general] = refuse(error).general;
      if (general) setNotice(general);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <AuthHeading title={t("auth.signupInfo.title")} lead={t("auth.signupInfo.lead")} />
      {me && !me.confirmed && (
        <Stack mb="lg">
          <ConfirmationNotice email={me.email} registrationId={me.registrationId} />
        </Stack>
      )}
      <AuthForm
        formRef={formRef}
        onSubmit={handleSubmit}
        notice={notice}
        submitLabel={t("auth.signupInfo.submit")}
        sending={sending}
        blocked={!me}
        gap="lg"
      >
        <Checkbox.Group
          label={t("auth.signupInfo.roles")}
          required
          value={values.roles}
          onChange={(roles) => set("roles", roles as Role[])}
          error={errorOf("roles")}
        >
          <Stack gap="sm" mt={6}>
            <Checkbox
              value="creative"
              label={t("auth.signupInfo.creative")}
              description={t("auth.signupInfo.creativeHint")}
            />
            <Checkbox
              value="client"
              label={t("auth.signupInfo.client")}
              description={t("auth.signupInfo.clientHint")}
            />
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label={t("auth.signupInfo.kind")}
          required
          value={values.kind}
          onChange={(kind) => set("kind", kind as UserKind)}
          error={errorOf("kind")}
        >
          <Group gap="lg" mt={6}>
            <Radio value="private" label={t("auth.signupInfo.private")} />
            <Radio value="company" label={t("auth.signupInfo.company")} />
          </Group>
        </Radio.Group>
        {isCompanyClient && (
          <Radio.Group
            label={t("auth.signupInfo.cci")}
            value={values.isInsideCci ? "inside" : "outside"}
            onChange={(choice) => set("isInsideCci", choice === "inside")}
            error={errorOf("isInsideCci")}
          >
            <Group gap="lg" mt={6}>
              <Radio value="inside" label={t("auth.signupInfo.insideCci")} />
              <Radio value="outside" label={t("auth.signupInfo.outsideCci")} />
            </Group>
          </Radio.Group>
        )}
        <TextInput
          label={t(values.kind === "company" ? "auth.signupInfo.companyName" : "auth.signupInfo.name")}
          name="name"
          autoComplete={values.kind === "company" ? "organization" : "name"}
          required
          value={values.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={errorOf("name")}
        />
        <Suspense
          fallback={
            <TextInput
              label={t("auth.signupInfo.location")}
              placeholder={t("auth.signupInfo.locationPlaceholder")}
              required
              disabled
            />
          }
        >
          <LocationSelect
            label={t("auth.signupInfo.location")}
            placeholder={t("auth.signupInfo.locationPlaceholder")}
            required
            value={values.location}
            onChange={(location) => set("location", location, "locationId")}
            error={errorOf("locationId")}
          />
        </Suspense>
        <CreativeFieldsPicker
          value={values.creativeFieldIds}
          onChange={(ids) => set("creativeFieldIds", ids)}
          error={errorOf("creativeFieldIds")}
        />
        {needsTerms && (
          <TermsCheckbox
            checked={values.agreed}
            onChange={(event) => set("agreed", event.currentTarget.checked)}
            error={errorOf("agreed")}
          />
        )}
      </AuthForm>
      <Group justify="center" mt="md">
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          onClick={() => void signOut().then(() => navigate(paths.home))}
        >
          {t("auth.signupInfo.logout")}
        </Button>
      </Group>
    </>
  );
}
