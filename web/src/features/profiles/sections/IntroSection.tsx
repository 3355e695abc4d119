import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { EditorFallback } from "../components/EditorFallback.tsx";
import { OwnerHint } from "../components/OwnerHint.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { EditButton, SectionCard } from "../components/SectionCard.tsx";
import { IntroEditor } from "../lazyEditors.ts";
import type { ProfileUser } from "../types.ts";
import classes from "./sections.module.css";

/** The about text in the user's own words; its editor also holds the headline and the shown name. */
export function IntroSection({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const editing = editor.isOpen("intro");
  if (!editor.owner && !user.about) return null;
  return (
    <SectionCard
      title={t("profile.intro.title")}
      section="intro"
      action={
        editor.owner && !editing && <EditButton label={t("profile.intro.edit")} onClick={() => editor.open("intro")} />
      }
    >
      {editing ? (
        <Suspense fallback={<EditorFallback />}>
          <IntroEditor user={user} />
        </Suspense>
      ) : user.about ? (
        <p className={classes.prose}>{user.about}</p>
      ) : (
        <OwnerHint
          text={t("profile.intro.empty")}
          action={t("profile.intro.add")}
          onAction={() => editor.open("intro")}
        />
      )}
    </SectionCard>
  );
}
