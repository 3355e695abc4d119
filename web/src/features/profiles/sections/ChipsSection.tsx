import { Badge, Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { OwnerHint } from "../components/OwnerHint.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { EditButton, SectionCard } from "../components/SectionCard.tsx";
import type { SectionList } from "../hooks/useProfileSections.ts";
import classes from "./sections.module.css";

export interface ChipsSectionProps<T extends { id: string }> {
  section: "professions" | "industries";
  list: SectionList<T>;
  nameOf(item: T): string | undefined;
  /** The owner's editor, shown while the section is open. */
  editor: ReactNode;
}

/**
 * A section whose entries are names from a vocabulary, shown as chips: a user's professions, a
 * client's industries. Its words are the section's own (`profile.<section>.title`, `empty`, ...).
 */
export function ChipsSection<T extends { id: string }>({ section, list, nameOf, editor: form }: ChipsSectionProps<T>) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const editing = editor.isOpen(section);
  if (!editor.owner && list.items.length === 0) return null;

  let content: ReactNode;
  if (editing) {
    content = form;
  } else if (list.failed) {
    content = <LoadFailure title={t("profile.loadFailed")} onRetry={list.retry} />;
  } else if (list.pending) {
    content = <Skeleton height={28} radius="xl" />;
  } else if (list.items.length === 0) {
    content = (
      <OwnerHint
        text={t(`profile.${section}.empty`)}
        action={t(`profile.${section}.add`)}
        onAction={() => editor.open(section)}
      />
    );
  } else {
    content = (
      <ul className={classes.chips}>
        {list.items.map((item) => (
          <li key={item.id}>
            <Badge variant="light" size="lg" radius="xl" tt="none" fw={500}>
              {nameOf(item)}
            </Badge>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard
      title={t(`profile.${section}.title`)}
      section={section}
      action={
        editor.owner &&
        !editing &&
        list.items.length > 0 && (
          <EditButton label={t(`profile.${section}.edit`)} onClick={() => editor.open(section)} />
        )
      }
    >
      {content}
    </SectionCard>
  );
}
