import { Suspense } from "react";
import { type MetaFunction, useLocation, useMatches, useParams } from "react-router";
import { pageMeta } from "../../features/pages/pageMeta.ts";
import { EditorSkeleton } from "../../features/showroom/editor/EditorSkeleton.tsx";
import { editorKeyOf, editorTitleKey, kindOfRoute } from "../../features/showroom/editor/editorRoute.ts";
import { ItemEditorPage } from "../../features/showroom/editor/lazyEditor.ts";

const routeIdOf = (matches: readonly ({ id: string } | undefined)[]) => matches[matches.length - 1]?.id;

export const meta: MetaFunction = (args) => pageMeta({ title: editorTitleKey(routeIdOf(args.matches)) })(args);

/**
 * /showroom/new, /gallery/new, /showroom/{id}/edit and /gallery/{id}/edit: the kind from the route's
 * id, the item (when editing) from the address. Each visit starts a fresh editor, but the move of a
 * new item's page to the draft it created keeps it.
 */
export default function Page() {
  const matches = useMatches();
  const location = useLocation();
  const { showroomItemId, galleryItemId } = useParams();
  const routeId = routeIdOf(matches);
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <ItemEditorPage key={editorKeyOf(location)} kind={kindOfRoute(routeId)} id={showroomItemId ?? galleryItemId} />
    </Suspense>
  );
}
