import { Button } from "@mantine/core";
import { IconBookmark } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../../api/context.tsx";
import { useList } from "../../../api/hooks.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { PageLinks } from "../../../app/ui/PageLinks.tsx";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { JOB_PATHS } from "../api/index.ts";
import { expiryOf, expiryText } from "../components/opportunityFacts.ts";
import { LinesSkeleton } from "./LinesSkeleton.tsx";
import classes from "./Manager.module.css";
import { type Bookmark, LIST_PAGE_SIZE, MANAGER_API, SAVED_INCLUDE } from "./managerApi.ts";
import { managerSearchOf } from "./managerState.ts";
import { OpportunityLine } from "./OpportunityLine.tsx";

/** The opportunities I saved, the latest first, each removed from the list with one click. */
export function SavedTab({ page }: { page: number }) {
  const { t } = useTranslation();
  const store = useStore();
  const alerts = useAlerts();
  const list = useList<Bookmark>(MANAGER_API.bookmarks, { page, size: LIST_PAGE_SIZE, include: SAVED_INCLUDE });
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const setSaved = (bookmark: Bookmark, saved: boolean) =>
    bookmark.bookmarkable &&
    store.merge({
      data: { type: "opportunities", id: bookmark.bookmarkable.id, attributes: { is_bookmarked: saved } },
    });
  const removal = useWrite<Bookmark>({
    send: (api, bookmark) => api.delete(MANAGER_API.bookmark(bookmark.id)),
    optimistic: (_, bookmark) => {
      setRemoved((was) => new Set(was).add(bookmark.id));
      setSaved(bookmark, false);
      return () => {
        setRemoved((was) => new Set([...was].filter((id) => id !== bookmark.id)));
        setSaved(bookmark, true);
      };
    },
    stale: [MANAGER_API.bookmarks],
    onError: (error, bookmark) =>
      alertActionFailure(alerts, error, "jobsManager.saved.removeFailed", {
        title: bookmark.bookmarkable?.title ?? "",
      }),
  });

  if (list.isError && !list.data) {
    return <LoadFailure title={t("jobsManager.saved.loadFailed")} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <LinesSkeleton />;
  const shown = list.items.filter((bookmark) => bookmark.bookmarkable && !removed.has(bookmark.id));
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={<IconBookmark size={28} stroke={ICON_STROKE} />}
        title={t("jobsManager.saved.emptyTitle")}
        body={t("jobsManager.saved.emptyBody")}
        action={{ label: t("jobsManager.browse"), to: JOB_PATHS.board }}
      />
    );
  }
  return (
    <>
      <ul className={classes.lines} aria-label={t("jobsManager.tabs.saved")} aria-busy={list.isFetching || undefined}>
        {shown.map((bookmark) =>
          bookmark.bookmarkable ? (
            <OpportunityLine
              key={bookmark.id}
              opportunity={bookmark.bookmarkable}
              note={expiryText(t, expiryOf(bookmark.bookmarkable))}
              aside={
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => void removal.run(bookmark)}
                  aria-label={t("jobsManager.saved.removeNamed", { title: bookmark.bookmarkable.title })}
                >
                  {t("jobsManager.saved.remove")}
                </Button>
              }
            />
          ) : null,
        )}
      </ul>
      <PageLinks paging={list.paging} pageHref={(to) => managerSearchOf({ tab: "saved", page: to })} />
    </>
  );
}
