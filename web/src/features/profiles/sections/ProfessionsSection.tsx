import { Badge, Skeleton } from "@mantine/core";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { EditorFallback } from "../components/EditorFallback.tsx";
import { OwnerHint } from "../components/OwnerHint.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { EditButton, SectionCard } from "../components/SectionCard.tsx";
import type { SectionList } from "../hooks/useProfileSections.ts";
import { ProfessionsEditor } from "../lazyEditors.ts";
import type { UserProfession } from "../types.ts";
import classes from "./sections.module.css";

/** The standard professions the user names (at most five). */
export function ProfessionsSection({ professions }: { professions: SectionList<UserProfession> }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const editing = editor.isOpen("professions");
  if (!editor.owner && professions.items.length === 0) return null;

  let content: ReactNode;
  if (editing) {
    content = (
      <Suspense fallback={<EditorFallback />}>
        <ProfessionsEditor professions={professions.items} />
      </Suspense>
    );
  } else if (professions.failed) {
    content = <LoadFailure title={t("profile.loadFailed")} onRetry={professions.retry} />;
  } else if (professions.pending) {
    content = <Skeleton height={28} radius="xl" />;
  } else if (professions.items.length === 0) {
    content = (
      <OwnerHint
        text={t("profile.professions.empty")}
        action={t("profile.professions.add")}
        onAction={() => editor.open("professions")}
      />
    );
  } else {
    content = (
      <ul className={classes.chips}>
        {professions.items.map((p) => (
          <li key={p.id}>
            <Badge variant="light" size="lg" radius="xl" tt="none" fw={500}>
              {p.profession?.name}
            </Badge>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard
      title={t("profile.professions.title")}
      section="professions"
      action={
        editor.owner &&
        !editing &&
        professions.items.length > 0 && (
          <EditButton label={t("profile.professions.edit")} onClick={() => editor.open("professions")} />
        )
      }
    >
      {content}
    </SectionCard>
  );
}
