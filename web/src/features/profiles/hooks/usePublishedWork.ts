import { useUserItems } from "../../showroom/index.ts";
import type { ProfileUser } from "../types.ts";
import { splitByOwner } from "../workOrder.ts";

/**
 * How many published items of their own a user shows on the first page of their showroom and
 * gallery (the same reads as those tabs), for the owner's completeness meter: any at all is what counts.
 */
export function usePublishedWork(user: ProfileUser, enabled: boolean): number {
  const showroom = useUserItems(user.id, "showroom", 1, { enabled });
  const gallery = useUserItems(user.id, "gallery", 1, { enabled });
  const { own } = splitByOwner([...showroom.items, ...gallery.items], user.id);
  return own.filter((item) => item.status === "published").length;
}
