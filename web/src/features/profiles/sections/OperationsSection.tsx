import { Badge, Skeleton } from "@mantine/core";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { EditorFallback } from "../components/EditorFallback.tsx";
import { OwnerHint } from "../components/OwnerHint.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { EditButton, SectionCard } from "../components/SectionCard.tsx";
import type { SectionList } from "../hooks/useProfileSections.ts";
import { OperationsEditor } from "../lazyEditors.ts";
import type { Operation } from "../types.ts";
import classes from "./sections.module.css";

/** The creative fields the user works in, each with a level and skills. */
export function OperationsSection({ operations }: { operations: SectionList<Operation> }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const editing = editor.isOpen("operations");
  const skills = operations.items.reduce((n, op) => n + (op.skills?.length ?? 0), 0);
  if (!editor.owner && operations.items.length === 0) return null;

  let content: ReactNode;
  if (editing) {
    content = (
      <Suspense fallback={<EditorFallback />}>
        <OperationsEditor operations={operations.items} />
      </Suspense>
    );
  } else if (operations.failed) {
    content = <LoadFailure title={t("profile.loadFailed")} onRetry={operations.retry} />;
  } else if (operations.pending) {
    content = <Skeleton height={48} radius="md" />;
  } else {
    content = (
      <>
        {operations.items.map((op) => (
          <div key={op.id} className={classes.field}>
            <div className={classes.fieldHead}>
              <h3 className={classes.fieldName}>{op.creativeField?.name}</h3>
              {op.level !== "none" && (
                <Badge variant="light" color="gray" size="sm" tt="none">
                  {t(`profile.levels.skill.${op.level}`)}
                </Badge>
              )}
            </div>
            {(op.skills?.length ?? 0) > 0 && (
              <ul
                className={classes.chips}
                aria-label={t("profile.operations.skillsOf", { field: op.creativeField?.name })}
              >
                {op.skills?.map((skill) => (
                  <li key={skill.id}>
                    <Badge variant="default" size="lg" radius="xl" tt="none" fw={500}>
                      {skill.skill?.name}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
        {editor.owner && skills === 0 && (
          <OwnerHint
            text={t("profile.operations.empty")}
            action={t("profile.operations.add")}
            onAction={() => editor.open("operations")}
          />
        )}
      </>
    );
  }

  return (
    <SectionCard
      title={t("profile.operations.title")}
      section="operations"
      action={
        editor.owner &&
        !editing && <EditButton label={t("profile.operations.edit")} onClick={() => editor.open("operations")} />
      }
    >
      {content}
    </SectionCard>
  );
}
