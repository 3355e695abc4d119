import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiClientError } from "../../../api/client.ts";
import { useMe } from "../../../app/session/session.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { NotFoundPage } from "../../pages/NotFoundPage.tsx";
import { useItem } from "../api/useItem.ts";
import type { ItemKind } from "../types.ts";
import { EditorSkeleton } from "./EditorSkeleton.tsx";
import classes from "./ItemEditor.module.css";
import { ItemEditor } from "./ItemEditor.tsx";

export interface ItemEditorPageProps {
  kind: ItemKind;
  /** The item's id (or slug) from the address; none on the new item's page. */
  id?: string;
}

/**
 * The new item's page, or the editor of an item of the signed-in user's own (anyone else's is not
 * found). Both render the one editor in the same place: when the new item's first change creates
 * the draft, the editor reads it by its id at once, and stays as the address moves to the draft's.
 */
export function ItemEditorPage({ kind, id }: ItemEditorPageProps) {
  const { t } = useTranslation();
  const me = useMe();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const key = id ?? createdId;
  const item = useItem(kind, key ?? "", { enabled: key !== null });
  const refetch = () => {
    if (key !== null) void item.refetch();
  };

  if (key !== null) {
    if (item.isError && !item.data) {
      const error = item.error;
      return error instanceof ApiClientError && error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <div className={classes.page}>
          <LoadFailure title={t("showroom.editor.loadFailed")} onRetry={() => void item.refetch()} />
        </div>
      );
    }
    if (!item.data) return <EditorSkeleton />;
    // Someone else's published item reads like any other; its editor is not found all the same.
    if (!(item.data.isMine ?? item.data.owner?.id === me?.id)) return <NotFoundPage />;
  }
  return <ItemEditor kind={kind} item={item.data} onCreated={setCreatedId} onChanged={refetch} />;
}
