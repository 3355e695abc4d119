import { NoConversation } from "../../features/messenger/components/NoConversation.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.messages" });

export default function MessagesIndex() {
  return <NoConversation />;
}
