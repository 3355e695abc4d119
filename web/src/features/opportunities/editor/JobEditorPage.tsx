import type { Resource } from "@atelier/common/jsonapi";
import { useTranslation } from "react-i18next";
import { ApiClientError } from "../../../api/client.ts";
import { useDocument, useStoreRead } from "../../../api/hooks.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { NotFoundPage } from "../../pages/NotFoundPage.tsx";
import { EditorSkeleton } from "../../showroom/editor/EditorSkeleton.tsx";
import editorClasses from "../../showroom/editor/ItemEditor.module.css";
import { OPPORTUNITY_API, type Opportunity, PAGE_INCLUDE } from "../api/index.ts";
import { JobEditor } from "./JobEditor.tsx";
import { OWN_API } from "./ownOpportunity.ts";

const notFound = (error: unknown) => error instanceof ApiClientError && error.status === 404;

/** The new job's page, or the editor of one of the signed-in user's own, by its slug (anyone else's is not found). */
export function JobEditorPage({ slug }: { slug?: string }) {
  if (slug === undefined) return <JobEditor opportunity={null} />;
  return <StoredJobEditor slug={slug} />;
}

/**
 * The address names the slug, the owner's endpoints the id: the public read finds the id (one's own
 * drafts too), the owner's read brings what only the owner sees (the apply address, the counts).
 */
function StoredJobEditor({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const found = useDocument(OPPORTUNITY_API.one(slug));
  const primary = found.data?.data as Resource | null | undefined;
  const mine = primary?.attributes?.is_mine === true;
  const own = useDocument(OWN_API.one(String(primary?.id)), { enabled: mine });
  const ownPrimary = own.data?.data;
  const opportunity = useStoreRead(
    (store) => store.denormalizeData<Opportunity>(ownPrimary, { include: PAGE_INCLUDE })[0] ?? null,
    [ownPrimary],
  );

  const failed = found.isError ? found : own.isError ? own : null;
  if (failed && !opportunity) {
    return notFound(failed.error) ? (
      <NotFoundPage />
    ) : (
      <div className={editorClasses.page}>
        <LoadFailure title={t("jobForm.loadFailed")} onRetry={() => void failed.refetch()} />
      </div>
    );
  }
  // Someone else's published opportunity reads like any other; its editor is not found all the same.
  if (primary && !mine) return <NotFoundPage />;
  if (!opportunity) return <EditorSkeleton />;
  // The key starts a fresh form for another opportunity.
  return <JobEditor key={opportunity.id} opportunity={opportunity} />;
}
