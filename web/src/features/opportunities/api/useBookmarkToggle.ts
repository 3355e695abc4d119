import { useStore } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useSession } from "../../../app/session/session.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { OPPORTUNITY_API, type Opportunity } from "./opportunitiesApi.ts";

/**
 * Save an opportunity for later and take it back, optimistic (DESIGN.md): the mark changes at once
 * on every card and page showing it, and goes back with an alert when the server refuses. The
 * saved list is read again afterwards.
 */
export function useBookmarkToggle(opportunity: Pick<Opportunity, "id" | "title" | "isBookmarked" | "isMine">) {
  const store = useStore();
  const alerts = useAlerts();
  // A member still to come holds their controls until their standing is read.
  const { me, toCome, signedIn } = useSession();
  const saved = opportunity.isBookmarked === true;
  const setSaved = (isBookmarked: boolean) =>
    store.merge({ data: { type: "opportunities", id: opportunity.id, attributes: { is_bookmarked: isBookmarked } } });

  const write = useWrite<void>({
    send: (api) =>
      saved
        ? api.delete(OPPORTUNITY_API.bookmark(opportunity.id))
        : api.post(
            OPPORTUNITY_API.bookmarks,
            toResourceDocument("bookmarks", {
              attributes: { bookmarkableType: "opportunity", bookmarkableId: opportunity.id },
            }),
          ),
    optimistic: () => {
      setSaved(!saved);
      return () => setSaved(saved);
    },
    stale: [OPPORTUNITY_API.bookmarks],
    onError: (error) =>
      alertActionFailure(alerts, error, saved ? "jobs.bookmark.removeFailed" : "jobs.bookmark.saveFailed", {
        title: opportunity.title,
      }),
  });

  const toggle = async () => {
    if (write.busy || !me) return;
    await write.run();
  };

  return { saved, busy: write.busy || toCome, toggle, signedIn, mine: opportunity.isMine };
}
