import { Outlet, useMatches } from "react-router";
import { MessengerLayout, type MessengerView } from "../../features/messenger/MessengerLayout.tsx";

const VIEWS: Record<string, MessengerView> = {
  "messages-index": "list",
  "messages-new": "new",
  "messages-conversation": "conversation",
};

/** /messages and below: the conversations beside whichever pane the child route shows. */
export default function MessagesLayout() {
  const matches = useMatches();
  const view = VIEWS[matches.at(-1)?.id ?? ""] ?? "list";
  return (
    <MessengerLayout view={view}>
      <Outlet />
    </MessengerLayout>
  );
}
