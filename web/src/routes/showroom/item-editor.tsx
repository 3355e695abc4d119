import { Suspense } from "react";
import { type MetaFunction, useMatches, useParams } from "react-router";
import { pageMeta } from "../../features/pages/pageMeta.ts";
import { EditorSkeleton } from "../../features/showroom/editor/EditorSkeleton.tsx";
import { editorTitleKey, kindOfRoute } from "../../features/showroom/editor/editorRoute.ts";
import { ItemEditorPage } from "../../features/showroom/editor/lazyEditor.ts";

const routeIdOf = (matches: readonly ({ id: string } | undefined)[]) => matches[matches.length - 1]?.id;

export const meta: MetaFunction = (args) => pageMeta({ title: editorTitleKey(routeIdOf(args.matches)) })(args);

/**
 * /showroom/new, /gallery/new, /showroom/{id}/edit and /gallery/{id}/edit: the kind from the route's
 * id, the item (when editing) from the address.
 */
export default function Page() {
  const matches = useMatches();
  const { showroomItemId, galleryItemId } = useParams();
  const routeId = routeIdOf(matches);
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <ItemEditorPage
        key={`${routeId}:${showroomItemId ?? galleryItemId ?? ""}`}
        kind={kindOfRoute(routeId)}
        id={showroomItemId ?? galleryItemId}
      />
    </Suspense>
  );
}
