import { paths } from "@atelier/common/paths";
import type { Item } from "./types.ts";

/** An item's page, by its slug: /showroom/{slug} or /gallery/{slug}. */
export const itemPathOf = (item: Pick<Item, "type" | "slug">): string =>
  item.type === "gallery_items" ? paths.galleryItem(item.slug) : paths.showroomItem(item.slug);

/** The editor of one's own item. */
export const itemEditPathOf = (item: Pick<Item, "type" | "slug">): string =>
  item.type === "gallery_items" ? paths.galleryEdit(item.slug) : paths.showroomEdit(item.slug);
