import type { ApiClient } from "../../../api/client.ts";
import type { ItemKind } from "../../showroom/index.ts";

/** PATCH /v1/showroom/items/order and /v1/gallery/items/order: every own item of that kind, first to last. */
export function saveItemOrder(api: ApiClient, kind: ItemKind, ids: readonly string[]) {
  const attribute = kind === "showroom" ? "ordered_showroom_item_ids" : "ordered_gallery_item_ids";
  return api.patch(`/v1/${kind}/items/order`, {
    data: { type: `${kind}_items`, attributes: { [attribute]: ids.join(",") } },
  });
}
