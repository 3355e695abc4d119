import type { MessengerFolder } from "@atelier/common/enums";
import { MESSENGER_LIMITS } from "@atelier/common/messenger-limits";
import { apiKey } from "../../../api/queries.ts";
import { useAppendedList } from "../../../api/useAppendedList.ts";
import { folderQuery, MESSENGER_API } from "../api/messengerApi.ts";
import { PARTICIPATION_INCLUDE, type Participation } from "../types.ts";

/** The query key of a folder's pages; live frames and writes mark it stale. */
export const conversationsKey = (folder: MessengerFolder) => apiKey(MESSENGER_API.participations, folderQuery(folder));

/** The latest activity first; a live message moves its conversation up before the list is read again. */
const byActivity = (a: Participation, b: Participation) =>
  b.lastMessageAt.localeCompare(a.lastMessageAt) || Number(b.id) - Number(a.id);

/** A folder of my conversations, the latest activity first, further pages appended as one scrolls. */
export function useConversationList(folder: MessengerFolder) {
  const list = useAppendedList<Participation>(MESSENGER_API.participations, {
    query: folderQuery(folder),
    size: MESSENGER_LIMITS.conversationsPageSize,
    include: PARTICIPATION_INCLUDE,
  });
  return { ...list, items: [...list.items].sort(byActivity) };
}
