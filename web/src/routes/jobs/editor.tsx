import { Suspense } from "react";
import { type MetaFunction, useMatches, useParams } from "react-router";
import { JobEditorPage } from "../../features/opportunities/editor/lazyJobEditor.ts";
import { pageMeta } from "../../features/pages/pageMeta.ts";
import { EditorSkeleton } from "../../features/showroom/editor/EditorSkeleton.tsx";

const routeIdOf = (matches: readonly ({ id: string } | undefined)[]) => matches[matches.length - 1]?.id;

export const meta: MetaFunction = (args) => pageMeta({ title: `titles.${routeIdOf(args.matches)}` })(args);

/** /jobs/new and /jobs/{slug}/edit: one form, the opportunity (when editing) by the address's slug. */
export default function Page() {
  const { slug } = useParams();
  const routeId = routeIdOf(useMatches());
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <JobEditorPage key={`${routeId}:${slug ?? ""}`} slug={routeId === "jobs-edit" ? slug : undefined} />
    </Suspense>
  );
}
