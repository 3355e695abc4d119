import type { Document } from "@atelier/common/jsonapi";
import { Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useApi, useStore } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../settings/FormProblems.tsx";
import { useProfileEditor } from "../ProfileEditorContext.tsx";
import { MY } from "../profileApi.ts";
import type { CompanyContact } from "../types.ts";
import { EditorActions } from "./EditorActions.tsx";
import classes from "./editors.module.css";
import { isWebAddress } from "./formRules.ts";
import { useSectionErrors } from "./useSectionErrors.ts";
import "./styles.ts";

const FIELDS = ["contactName", "role", "email", "phone", "website"] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A company's contact block: a person and role, a public e-mail, phone and website. */
export function CompanyContactForm({ contact }: { contact: CompanyContact | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const store = useStore();
  const editor = useProfileEditor();
  const errors = useSectionErrors("companyContact", FIELDS);
  const form = useForm({
    initialValues: Object.fromEntries(FIELDS.map((f) => [f, contact?.[f] ?? ""])) as Record<
      (typeof FIELDS)[number],
      string
    >,
    validate: {
      email: (value) =>
        value.trim() === "" || EMAIL.test(value.trim()) ? null : t("profile.companyContact.invalidEmail"),
      website: (value) => (value.trim() === "" || isWebAddress(value) ? null : t("profile.weblinks.invalidUrl")),
    },
  });

  const save = form.onSubmit((values) =>
    editor.change(
      "companyContact",
      async () => {
        const attributes = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()]));
        store.merge(
          await api.patch<Document>(
            MY.companyContacts,
            toResourceDocument("company_contacts", { id: contact?.id, attributes }),
          ),
        );
      },
      { close: true, refresh: ["companyContact"] },
    ),
  );

  const input = (name: (typeof FIELDS)[number]) => {
    const props = form.getInputProps(name);
    return { ...props, error: props.error ?? errors.fieldError(name) };
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <div className={classes.grid}>
          <TextInput
            label={t("profile.companyContact.contactName")}
            autoComplete="name"
            maxLength={200}
            data-autofocus
            {...input("contactName")}
          />
          <TextInput
            label={t("profile.companyContact.role")}
            autoComplete="organization-title"
            maxLength={200}
            {...input("role")}
          />
          <TextInput
            label={t("profile.companyContact.email")}
            type="email"
            autoComplete="email"
            maxLength={254}
            {...input("email")}
          />
          <TextInput
            label={t("profile.companyContact.phone")}
            type="tel"
            autoComplete="tel"
            maxLength={30}
            {...input("phone")}
          />
        </div>
        <TextInput
          label={t("profile.companyContact.website")}
          type="url"
          placeholder="https://"
          autoComplete="url"
          {...input("website")}
        />
        <FormProblems problems={errors.general} />
        <EditorActions saving={form.submitting} />
      </Stack>
    </form>
  );
}
