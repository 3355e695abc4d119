import { Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { MY } from "../api/profileApi.ts";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import type { CompanyContact } from "../types.ts";
import { EditorActions } from "./EditorActions.tsx";
import classes from "./editors.module.css";
import { isWebAddress } from "./formRules.ts";
import { useSectionRefusals } from "./sectionRefusals.ts";
import "./styles.ts";

const FIELDS = ["contactName", "role", "email", "phone", "website"] as const;
type Field = (typeof FIELDS)[number];

/** Each field's input: its kind, what a browser may fill in, and the server's length limit. */
const INPUTS: Record<Field, { type?: string; autoComplete: string; maxLength?: number; placeholder?: string }> = {
  contactName: { autoComplete: "name", maxLength: 200 },
  role: { autoComplete: "organization-title", maxLength: 200 },
  email: { type: "email", autoComplete: "email", maxLength: 254 },
  phone: { type: "tel", autoComplete: "tel", maxLength: 30 },
  website: { type: "url", autoComplete: "url", placeholder: "https://" },
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A company's contact block: a person and role, a public e-mail, phone and website. */
export function CompanyContactForm({ contact }: { contact: CompanyContact | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const editor = useProfileEditor();
  const errors = useFormErrors(FIELDS, useSectionRefusals("companyContact"));
  const form = useForm({
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, contact?.[f] ?? ""])) as Record<Field, string>,
    validate: {
      email: (value) =>
        value.trim() === "" || EMAIL.test(value.trim()) ? null : t("profile.companyContact.invalidEmail"),
      website: (value) => (value.trim() === "" || isWebAddress(value) ? null : t("profile.weblinks.invalidUrl")),
    },
  });

  const save = form.onSubmit((values) =>
    editor.change(
      "companyContact",
      () => {
        const attributes = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()]));
        return api.patch(MY.companyContacts, toResourceDocument("company_contacts", { id: contact?.id, attributes }));
      },
      { close: true, refresh: ["companyContact"] },
    ),
  );

  const input = (name: Field) => {
    const props = form.getInputProps(name);
    return (
      <TextInput
        label={t(`profile.companyContact.${name}`)}
        {...INPUTS[name]}
        {...props}
        error={props.error ?? errors.errorOf(name)}
        data-autofocus={name === "contactName" || undefined}
      />
    );
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <div className={classes.grid}>
          {input("contactName")}
          {input("role")}
          {input("email")}
          {input("phone")}
        </div>
        {input("website")}
        <FormProblems problems={errors.general} />
        <EditorActions saving={form.submitting} />
      </Stack>
    </form>
  );
}
