import { NewMessage } from "../../features/messenger/components/NewMessage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.messages-new" });

export default function NewMessagePage() {
  return <NewMessage />;
}
