import { SOCIAL_LINK_KINDS, type SocialLinkKind } from "@atelier/common/enums";
import { weblinkKindOf, withWebScheme } from "@atelier/common/weblinks";
import { Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { myPath } from "../api/profileApi.ts";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import type { Weblink } from "../types.ts";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton.tsx";
import { EditorActions } from "./EditorActions.tsx";
import classes from "./editors.module.css";
import { isWebAddress } from "./formRules.ts";
import { useSectionRefusals } from "./sectionRefusals.ts";
import "./styles.ts";

const FIELDS = ["url", "kind"] as const;

/**
 * One web link, new or changed: its kind and a http(s) address. An address typed without a scheme
 * gets https:// once the field is left, and the kind follows the address's host until the user
 * picks one.
 */
export function WeblinkForm({ weblink }: { weblink?: Weblink }) {
  const { t } = useTranslation();
  const api = useApi();
  const editor = useProfileEditor();
  const errors = useFormErrors(FIELDS, useSectionRefusals("weblinks"));
  // A kind the user picked stays; one that only follows the address's host goes on following it.
  const kindChosen = useRef(weblink !== undefined && weblink.kind !== weblinkKindOf(weblink.url));
  const form = useForm({
    initialValues: { kind: weblink?.kind ?? "website", url: weblink?.url ?? "" },
    validate: { url: (value) => (isWebAddress(value) ? null : t("profile.weblinks.invalidUrl")) },
    onValuesChange: (values, previous) => {
      if (values.url !== previous.url && !kindChosen.current) form.setFieldValue("kind", weblinkKindOf(values.url));
    },
  });

  const save = form.onSubmit((values) => {
    const attributes = { kind: values.kind, url: withWebScheme(values.url) };
    return editor.change(
      "weblinks",
      () =>
        weblink
          ? api.patch(myPath("weblinks", weblink.id), toResourceDocument("weblinks", { id: weblink.id, attributes }))
          : api.post(myPath("weblinks"), toResourceDocument("weblinks", { attributes })),
      { close: true },
    );
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <div className={classes.row}>
          <Select
            label={t("profile.weblinks.kind")}
            data={SOCIAL_LINK_KINDS.map((kind) => ({ value: kind, label: t(`profile.weblinks.kinds.${kind}`) }))}
            allowDeselect={false}
            {...form.getInputProps("kind")}
            onChange={(kind) => {
              kindChosen.current = true;
              form.setFieldValue("kind", (kind ?? "website") as SocialLinkKind);
            }}
            error={errors.errorOf("kind")}
          />
          <TextInput
            label={t("profile.weblinks.url")}
            placeholder="behance.net/…"
            type="text"
            inputMode="url"
            autoComplete="url"
            required
            data-autofocus
            {...form.getInputProps("url")}
            onBlur={() => {
              const typed = form.values.url;
              if (typed.trim() === "") return;
              if (isWebAddress(typed)) form.setFieldValue("url", withWebScheme(typed));
              form.validateField("url");
            }}
            error={form.errors.url ?? errors.errorOf("url")}
          />
        </div>
        <FormProblems problems={errors.general} />
        <EditorActions
          saving={form.submitting}
          remove={
            weblink && (
              <ConfirmDeleteButton
                label={t("profile.edit.delete")}
                onConfirm={() =>
                  editor.change("weblinks", () => api.delete(myPath("weblinks", weblink.id)), { close: true })
                }
              />
            )
          }
        />
      </Stack>
    </form>
  );
}
