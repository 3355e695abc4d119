import { ActionIcon, Text } from "@mantine/core";
import { IconFileCv, IconPencil } from "@tabler/icons-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { DOWNLOADS } from "../api/profileApi.ts";
import { EditorFallback } from "../components/EditorFallback.tsx";
import { OwnerHint } from "../components/OwnerHint.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { SectionCard } from "../components/SectionCard.tsx";
import { useFileDetails } from "../hooks/useFileDetails.ts";
import { CvEditor } from "../lazyEditors.ts";
import type { ProfileUser } from "../types.ts";
import classes from "./sections.module.css";

/** The CV as a download; its owner uploads, replaces or removes it. */
export function CvSection({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const editing = editor.isOpen("cv");
  if (!editor.owner && !user.hasCv) return null;
  return (
    <SectionCard
      title={t("profile.cv.title")}
      section="cv"
      action={
        editor.owner &&
        user.hasCv &&
        !editing && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => editor.open("cv")}
            aria-label={t("profile.cv.edit")}
            title={t("profile.cv.edit")}
          >
            <IconPencil size={18} stroke={ICON_STROKE} aria-hidden="true" />
          </ActionIcon>
        )
      }
    >
      {editing ? (
        <Suspense fallback={<EditorFallback />}>
          <CvEditor user={user} />
        </Suspense>
      ) : user.hasCv ? (
        <CvDownload user={user} />
      ) : (
        <OwnerHint text={t("profile.cv.empty")} action={t("profile.cv.add")} onAction={() => editor.open("cv")} />
      )}
    </SectionCard>
  );
}

function CvDownload({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const href = DOWNLOADS.cv(user.id);
  const details = useFileDetails(href);
  return (
    <div>
      <a className={classes.download} href={href} download>
        <IconFileCv size={20} stroke={ICON_STROKE} aria-hidden="true" />
        {details?.type ? t("profile.cv.downloadTyped", { type: details.type }) : t("profile.cv.download")}
      </a>
      {details?.name && (
        <Text size="xs" c="dimmed" mt={2}>
          {details.name}
        </Text>
      )}
    </div>
  );
}
