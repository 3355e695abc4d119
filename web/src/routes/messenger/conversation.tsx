import { useParams } from "react-router";
import { ConversationView } from "../../features/messenger/components/ConversationView.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.messages-conversation" });

/** One conversation, by the participation id in the path; another id is another conversation, drawn anew. */
export default function ConversationPage() {
  const { participationId = "" } = useParams();
  return <ConversationView key={participationId} participationId={participationId} />;
}
