import type { Document } from "@atelier/common/jsonapi";
import { Checkbox, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { useResource } from "../../../api/hooks.ts";
import { apiKey } from "../../../api/queries.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { MY } from "../api/profileApi.ts";
import { EditorFallback } from "../components/EditorFallback.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import type { MyProfile, ProfileUser } from "../types.ts";
import { EditorActions } from "./EditorActions.tsx";
import { useSectionRefusals } from "./sectionRefusals.ts";
import "./styles.ts";

const HEADLINE_MAX = 120;
const ABOUT_MAX = 5000;
const DISPLAY_NAME_MAX = 100;
const FIELDS = ["headline", "about", "nameOption", "displayName"] as const;

/** The headline, the about text and which name the profile shows (PATCH /v1/my/profile). */
export function IntroEditor({ user }: { user: ProfileUser }) {
  const mine = useResource<MyProfile>(MY.profile);
  if (!mine.data) return <EditorFallback />;
  return <IntroForm profile={mine.data} user={user} />;
}

function IntroForm({ profile, user }: { profile: MyProfile; user: ProfileUser }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const editor = useProfileEditor();
  const errors = useFormErrors(FIELDS, useSectionRefusals("intro"));
  const form = useForm({
    initialValues: {
      headline: profile.headline ?? "",
      about: profile.about ?? "",
      showDisplayName: profile.nameOption === "display",
      displayName: profile.displayName ?? "",
    },
    validate: {
      displayName: (value, values) =>
        values.showDisplayName && value.trim() === "" ? t("profile.intro.displayNameRequired") : null,
    },
  });

  const save = form.onSubmit((values) =>
    editor.change(
      "intro",
      async () => {
        const reply = await api.patch<Document>(
          MY.profile,
          toResourceDocument("profiles", {
            id: profile.id,
            attributes: {
              headline: values.headline.trim(),
              about: values.about.trim(),
              nameOption: values.showDisplayName ? "display" : "default",
              ...(values.showDisplayName ? { displayName: values.displayName.trim() } : {}),
            },
          }),
        );
        queryClient.setQueryData(apiKey(MY.profile, {}), reply);
        return reply;
      },
      { close: true, refresh: ["user"] },
    ),
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("profile.intro.headline")}
          description={t("profile.intro.headlineHint")}
          maxLength={HEADLINE_MAX}
          {...form.getInputProps("headline")}
          error={errors.errorOf("headline")}
          rightSection={<CharactersLeft used={form.values.headline.length} max={HEADLINE_MAX} />}
          rightSectionWidth={48}
          data-autofocus
        />
        <Textarea
          label={t("profile.intro.about")}
          description={t("profile.intro.aboutHint")}
          autosize
          minRows={5}
          maxRows={16}
          maxLength={ABOUT_MAX}
          {...form.getInputProps("about")}
          error={errors.errorOf("about")}
        />
        <Checkbox
          label={t("profile.intro.showDisplayName")}
          description={t("profile.intro.showDisplayNameHint")}
          {...form.getInputProps("showDisplayName", { type: "checkbox" })}
          error={errors.errorOf("nameOption")}
        />
        {form.values.showDisplayName && (
          <TextInput
            label={t("profile.intro.displayName")}
            placeholder={user.name}
            maxLength={DISPLAY_NAME_MAX}
            required
            {...form.getInputProps("displayName")}
            error={form.errors.displayName ?? errors.errorOf("displayName")}
          />
        )}
        <FormProblems problems={errors.general} />
        <EditorActions saving={form.submitting} />
      </Stack>
    </form>
  );
}

/** How many characters the field still takes; the limit itself stops the typing. */
function CharactersLeft({ used, max }: { used: number; max: number }) {
  return (
    <Text size="xs" c="dimmed" aria-hidden="true">
      {max - used}
    </Text>
  );
}
