import type { Document } from "@atelier/common/jsonapi";
import { Group, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { DOWNLOADS, MY } from "../api/profileApi.ts";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { fileDetailsKey } from "../hooks/useFileDetails.ts";
import type { ProfileUser } from "../types.ts";
import { ConfirmDeleteButton } from "./ConfirmDeleteButton.tsx";
import { DoneButton } from "./EditorActions.tsx";
import { useSectionRefusals } from "./sectionRefusals.ts";
import { UploadDropzone } from "./UploadDropzone.tsx";

/** Upload a CV (replacing the one there is) or remove it. */
export function CvEditor({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const editor = useProfileEditor();
  const errors = useFormErrors([], useSectionRefusals("cv"));
  const forget = () => queryClient.removeQueries({ queryKey: fileDetailsKey(DOWNLOADS.cv(user.id)) });

  return (
    <Stack gap="sm">
      <UploadDropzone
        onChoose={() => editor.clear("cv")}
        kind="document"
        label={user.hasCv ? t("profile.cv.replace") : t("profile.cv.drop")}
        upload={(file, onProgress) => {
          const body = new FormData();
          body.append("file", file);
          return editor.change(
            "cv",
            async () => {
              // The reply is the owner's users resource: has_cv changes at once.
              const reply = await api.upload<Document>(MY.cv, body, { onProgress });
              forget();
              return reply;
            },
            { close: true },
          );
        }}
      />
      <FormProblems problems={errors.general} />
      <Group justify="flex-end" gap="sm">
        {user.hasCv && (
          <ConfirmDeleteButton
            label={t("profile.cv.remove")}
            onConfirm={() =>
              editor.change(
                "cv",
                async () => {
                  await api.delete(MY.cv);
                  forget();
                  // The reply is empty; what the removal changed on the user is known.
                  return { data: { type: "users", id: user.id, attributes: { has_cv: false } } };
                },
                { close: true },
              )
            }
          />
        )}
        <DoneButton />
      </Group>
    </Stack>
  );
}
