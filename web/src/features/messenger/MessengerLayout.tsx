import type { ReactNode } from "react";
import { useMe } from "../../app/session/session.ts";
import { contentClass } from "../../app/theme/theme.ts";
import { ConversationList } from "./components/ConversationList.tsx";
import { useMessengerLive } from "./hooks/useMessengerLive.ts";
import classes from "./MessengerLayout.module.css";
import "./styles.ts";

export type MessengerView = "list" | "new" | "conversation";

/**
 * The messenger (spec 001 section 2): the conversations beside the one open, or the new message;
 * a phone shows one of the two, the list first.
 */
export function MessengerLayout({ view, children }: { view: MessengerView; children: ReactNode }) {
  const me = useMe();
  useMessengerLive();
  // The route's guard lets only signed-in members in; after a logout here there is nobody to show.
  if (!me) return null;
  return (
    <div className={`${contentClass} ${classes.root}`} data-view={view}>
      <section className={classes.list}>
        <ConversationList meId={me.id} requestsCount={me.messageRequestsCount ?? 0} />
      </section>
      <section className={classes.pane}>{children}</section>
    </div>
  );
}
