import { Skeleton, Text } from "@mantine/core";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { EditorFallback } from "../components/EditorFallback.tsx";
import { OwnerHint } from "../components/OwnerHint.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { EditButton, SectionCard } from "../components/SectionCard.tsx";
import type { SectionList } from "../hooks/useProfileSections.ts";
import { LanguagesEditor } from "../lazyEditors.ts";
import type { LanguageLevel } from "../types.ts";
import classes from "./sections.module.css";

/** The languages the user speaks, each with how well. */
export function LanguagesSection({ languages }: { languages: SectionList<LanguageLevel> }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const editing = editor.isOpen("languages");
  if (!editor.owner && languages.items.length === 0) return null;

  let content: ReactNode;
  if (editing) {
    content = (
      <Suspense fallback={<EditorFallback />}>
        <LanguagesEditor languages={languages.items} />
      </Suspense>
    );
  } else if (languages.failed) {
    content = <LoadFailure title={t("profile.loadFailed")} onRetry={languages.retry} />;
  } else if (languages.pending) {
    content = <Skeleton height={40} radius="md" />;
  } else if (languages.items.length === 0) {
    content = (
      <OwnerHint
        text={t("profile.languages.empty")}
        action={t("profile.languages.add")}
        onAction={() => editor.open("languages")}
      />
    );
  } else {
    content = (
      <ul className={classes.rows}>
        {languages.items.map((entry) => (
          <li key={entry.id} className={classes.row}>
            <Text fw={560}>{entry.language?.localizedName}</Text>
            <Text size="sm" c="dimmed">
              {t(`profile.levels.language.${entry.level}`)}
            </Text>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard
      title={t("profile.languages.title")}
      section="languages"
      action={
        editor.owner &&
        !editing &&
        languages.items.length > 0 && (
          <EditButton label={t("profile.languages.edit")} onClick={() => editor.open("languages")} />
        )
      }
    >
      {content}
    </SectionCard>
  );
}
