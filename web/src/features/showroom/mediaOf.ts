import { MEDIA_TYPES, type MediaType } from "@atelier/common/enums";
import type { JsonApiStore } from "../../api/store.ts";
import type { Medium } from "./types.ts";

const isMediaType = (value: unknown): value is MediaType => MEDIA_TYPES.some((type) => type === value);

/**
 * An item's media in their order, each with its kind. The wire names a medium's kind `type`, which
 * the store's denormalized copy replaces with the resource type, so it is read from the stored
 * attributes (`media_type` too, the name JSON:API would allow). A medium of no known kind is left out.
 */
export function mediaOf(store: JsonApiStore, media: readonly { id: string }[] | undefined): Medium[] {
  return (media ?? [])
    .flatMap((medium) => {
      const attributes = store.get("media", medium.id)?.attributes ?? {};
      const kind = attributes.media_type ?? attributes.type;
      return isMediaType(kind) ? [{ ...(medium as Omit<Medium, "kind">), kind }] : [];
    })
    .sort((a, b) => a.position - b.position);
}
