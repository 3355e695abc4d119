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
  /** The item's id from the address; none on the new item's page. */
  id?: string;
}

/** The new item's page, or the editor of an item of the signed-in user's own (anyone else's is not found). */
export function ItemEditorPage({ kind, id }: ItemEditorPageProps) {
  if (id === undefined) return <ItemEditor kind={kind} item={null} onChanged={() => undefined} />;
  return <StoredItemEditor kind={kind} id={id} />;
}

function StoredItemEditor({ kind, id }: { kind: ItemKind; id: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const item = useItem(kind, id);

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
  // The key starts a fresh form for another item.
  return <ItemEditor key={item.data.id} kind={kind} item={item.data} onChanged={() => void item.refetch()} />;
}
