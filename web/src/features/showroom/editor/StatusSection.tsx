import { Button, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../profiles/editing/ConfirmDeleteButton.tsx";
import { useItemActions } from "../api/useItemActions.ts";
import type { Item } from "../types.ts";
import { EditorSection } from "./EditorSection.tsx";
import { publishBlocker } from "./editorState.ts";
import classes from "./ItemEditor.module.css";

export interface StatusSectionProps {
  item: Item;
  /** Saves what the details form holds first; false when it could not. */
  saveFirst(): Promise<boolean>;
  /** Told before the item is deleted, since the page then moves on by itself. */
  onLeave(): void;
}

/**
 * Publishing (refused here already while the item has no media), which lands on the item's page and
 * its prompt to share it; back to draft, and deleting after a second click.
 */
export function StatusSection({ item, saveFirst, onLeave }: StatusSectionProps) {
  const { t } = useTranslation();
  const actions = useItemActions(item);
  const [problem, setProblem] = useState<string | null>(null);
  const published = item.status === "published";

  const change = async (to: "publish" | "draft") => {
    setProblem(null);
    if (to === "publish" && publishBlocker(item.media?.length ?? 0)) {
      setProblem(t("showroom.editor.status.needsMedia"));
      return;
    }
    if (!(await saveFirst())) return;
    if (to === "draft") {
      await actions.draft();
      return;
    }
    await actions.publish();
  };

  return (
    <EditorSection title={t("showroom.editor.status.heading")} hint={t(`showroom.editor.status.hint.${item.status}`)}>
      {problem && (
        <Text size="sm" c="red" role="alert" mb="sm">
          {problem}
        </Text>
      )}
      <div className={classes.actions}>
        <ConfirmDeleteButton
          label={t("showroom.editor.delete")}
          onConfirm={() => {
            onLeave();
            return actions.remove();
          }}
        />
        <div className={classes.actionsEnd}>
          {published ? (
            <Button variant="default" loading={actions.busy === "draft"} onClick={() => void change("draft")}>
              {t("showroom.editor.status.toDraft")}
            </Button>
          ) : (
            <Button loading={actions.busy === "publish"} onClick={() => void change("publish")}>
              {t("showroom.editor.status.publish")}
            </Button>
          )}
        </div>
      </div>
    </EditorSection>
  );
}
