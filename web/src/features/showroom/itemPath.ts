import { paths } from "@atelier/common/paths";
import type { Item } from "./types.ts";

/** An item's page, by its slug: /showroom/{slug} or /gallery/{slug}. */
export const itemPathOf = (item: Pick<Item, "type" | "slug">): string =>
  item.type === "gallery_items" ? paths.galleryItem(item.slug) : paths.showroomItem(item.slug);

/** The editor of one's own item, by its id: a draft's slug follows its title until it is published. */
export const itemEditPathOf = (item: Pick<Item, "type" | "id">): string =>
  item.type === "gallery_items" ? paths.galleryEdit(item.id) : paths.showroomEdit(item.id);

/** The query parameter of an item's page that greets its owner just after publishing. */
export const PUBLISHED_PARAM = "published";

/** The item's page as its owner lands on it after publishing: with the prompt to share it. */
export const publishedPathOf = (item: Pick<Item, "type" | "slug">): string =>
  `${itemPathOf(item)}?${PUBLISHED_PARAM}=1`;
