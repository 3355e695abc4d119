import { type CreationType, paths } from "@atelier/common";

/** Where the API serves each kind of item: /v1/showroom/items, /v1/gallery/items. */
export const itemsPath = (type: CreationType) => `/v1/${type}/items` as const;

/** An item's address in the API as its documents link it (self, prev, next), by slug. */
export const itemLink = (type: CreationType, slug: string) => `/api${itemsPath(type)}/${slug}`;

/** An item's page in the app, where e-mails, the sitemap and shared links send people. */
export const itemPagePath = (item: { type: CreationType; slug: string }) =>
  item.type === "showroom" ? paths.showroomItem(item.slug) : paths.galleryItem(item.slug);
