import type { CreationType } from "@atelier/common/enums";
import { useTranslation } from "react-i18next";
import { ApiClientError } from "../../../api/client.ts";
import { useStore } from "../../../api/context.tsx";
import { useResource } from "../../../api/hooks.ts";
import { useMe } from "../../../app/session.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { NotFoundPage } from "../../pages/NotFoundPage.tsx";
import { EditorSkeleton } from "./EditorSkeleton.tsx";
import { EDITOR_INCLUDE, itemPaths } from "./editorApi.ts";
import classes from "./ItemEditor.module.css";
import { ItemEditor } from "./ItemEditor.tsx";
import type { EditedItem } from "./types.ts";

export interface ItemEditorPageProps {
  kind: CreationType;
  /** The item's id from the address; none on the new item's page. */
  id?: string;
}

/** The new item's page, or the editor of an item of the signed-in user's own (anyone else's is not found). */
export function ItemEditorPage({ kind, id }: ItemEditorPageProps) {
  if (id === undefined) return <ItemEditor kind={kind} item={null} onChanged={() => undefined} />;
  return <StoredItemEditor kind={kind} id={id} />;
}

function StoredItemEditor({ kind, id }: { kind: CreationType; id: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const store = useStore();
  const item = useResource<EditedItem>(itemPaths(kind, id).item, { include: EDITOR_INCLUDE[kind] });

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
  const ownerId = store.get(item.data.type, item.data.id)?.relationships.owner?.data;
  const mine = item.data.isMine ?? (ownerId && !Array.isArray(ownerId) && ownerId.id === me?.id);
  if (!mine) return <NotFoundPage />;
  // The key starts a fresh form for another item.
  return <ItemEditor key={item.data.id} kind={kind} item={item.data} onChanged={() => void item.refetch()} />;
}
