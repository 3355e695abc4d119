import { z } from "zod";
import { many, one, resourceSchema, resourceWithMeta } from "../contract/documents.ts";
import { CREATION_STATUSES, MEDIA_TYPES } from "../enums.ts";
import { creativeFieldResource, standardizedSkillResource } from "./reference.ts";

/**
 * An image served in several widths: `sources` ascending by width, each an immutable URL (the web
 * writes them as `srcset`); width and height are the picture's own, so the page reserves its box.
 */
export const responsiveImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  sources: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

/**
 * A showroom or gallery item. `cover` is the first medium's picture (the grid's card); counts and
 * `is_liked` (signed-in viewers only) come without extra requests. `links.prev`/`links.next` of a
 * single item point at the owner's neighbouring published items.
 */
export const creationAttributes = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(CREATION_STATUSES),
  position: z.number().int(),
  likesCount: z.number().int(),
  mediaCount: z.number().int(),
  cover: responsiveImageSchema.nullable(),
  /** The first medium's type, so a card marks a video or a track. */
  coverType: z.enum(MEDIA_TYPES).nullable(),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  isMine: z.boolean().optional(),
  isLiked: z.boolean().optional(),
});
export type CreationAttributes = z.infer<typeof creationAttributes>;

/**
 * An item's version as an entity tag, from its id and `updated_at`: the server sends it as ETag and
 * the editor as If-Match, so a change made elsewhere since the editor read the item is refused (412)
 * instead of overwritten.
 */
export const creationVersionTag = (id: number | string, updatedAt: Date | string): string =>
  `"${id}-${new Date(updatedAt).getTime()}"`;

const creationRelationships = {
  owner: one("users"),
  media: many("media"),
  co_creators: many("co_creators"),
  weblinks: many("item_weblinks"),
};

export const showroomItemResource = resourceSchema("showroom_items", creationAttributes, {
  ...creationRelationships,
  creative_fields: many("creative_fields"),
  assigned_skills: many("assigned_skills"),
});
export const galleryItemResource = resourceSchema("gallery_items", creationAttributes, creationRelationships);

/**
 * What a keyword search found a showroom item by: its own words (`title`: the title or the
 * description holds every word), or a creative field or skill it is tagged with.
 */
export const ITEM_MATCH_KINDS = ["title", "creative_field", "skill"] as const;

/** Why a search lists an item: what matched, and its name in the reader's language (the item's title for its own words). */
export const itemMatchSchema = z.object({ matchedBy: z.enum(ITEM_MATCH_KINDS), matchedLabel: z.string() });
export type ItemMatch = z.infer<typeof itemMatchSchema>;

/** A showroom item as the showroom lists it: with its match as `meta` when a keyword found it. */
export const foundShowroomItemResource = resourceWithMeta(showroomItemResource, itemMatchSchema, "FoundShowroomItems");

/**
 * A medium of an item: an image (`image`, and `original` for its owner alone) or an embedded player
 * (`code` is the provider's video id or track URL; `embed_url` the player the page frames, on
 * youtube-nocookie.com, player.vimeo.com or w.soundcloud.com). `thumbnail_image` is what a card or
 * the share picture shows; null where the provider gives none without a request. The kind of medium
 * is `media_type`: JSON:API reserves the attribute name `type` for the resource's own.
 */
export const mediaAttributes = z.object({
  mediaType: z.enum(MEDIA_TYPES),
  position: z.number().int(),
  image: responsiveImageSchema.nullable(),
  thumbnailImage: responsiveImageSchema.nullable(),
  code: z.string().nullable(),
  embedUrl: z.string().nullable(),
  original: z.string().nullable().optional(),
});
export type MediaAttributes = z.infer<typeof mediaAttributes>;
export const mediaResource = resourceSchema("media", mediaAttributes, {
  item: one(["showroom_items", "gallery_items"]),
});

/** A co-creator named on an item; `confirmed` once they accepted. */
export const coCreatorAttributes = z.object({
  userId: z.string(),
  role: z.string().nullable(),
  confirmed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CoCreatorAttributes = z.infer<typeof coCreatorAttributes>;
export const coCreatorResource = resourceSchema("co_creators", coCreatorAttributes, {
  user: one("users"),
  item: one(["showroom_items", "gallery_items"]),
});

/** A standardized skill assigned to a showroom item; documents include the skill. */
export const assignedSkillAttributes = z.object({ skillId: z.string() });
export type AssignedSkillAttributes = z.infer<typeof assignedSkillAttributes>;
export const assignedSkillResource = resourceSchema("assigned_skills", assignedSkillAttributes, {
  skill: one("standardized_skills"),
  item: one("showroom_items"),
});

/** A link of an item (its live site, the case study): http(s) only. */
export const itemWeblinkAttributes = z.object({ url: z.string(), position: z.number().int() });
export type ItemWeblinkAttributes = z.infer<typeof itemWeblinkAttributes>;
export const itemWeblinkResource = resourceSchema("item_weblinks", itemWeblinkAttributes, {
  item: one(["showroom_items", "gallery_items"]),
});

/** A like of an item, named by the item; in "who liked it" lists `user` is the liker. */
export const likeAttributes = z.object({ createdAt: z.iso.datetime() });
export type LikeAttributes = z.infer<typeof likeAttributes>;
export const likeResource = resourceSchema("likes", likeAttributes, {
  user: one("users"),
  item: one(["showroom_items", "gallery_items"]),
});

/** A featured period: one creative field on the home page, with its creatives and their creations. */
export const featuredPeriodAttributes = z.object({
  creativeFieldId: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type FeaturedPeriodAttributes = z.infer<typeof featuredPeriodAttributes>;
export const featuredPeriodResource = resourceSchema("featured_periods", featuredPeriodAttributes, {
  creative_field: one("creative_fields"),
  creatives: many("users"),
  creations: many("showroom_items"),
});

/** What item documents may include beside the items. */
export const SHOWROOM_ITEM_INCLUDES = [
  "owner",
  "media",
  "co_creators",
  "weblinks",
  "creative_fields",
  "assigned_skills",
] as const;
export const GALLERY_ITEM_INCLUDES = ["owner", "media", "co_creators", "weblinks"] as const;
export const CREATION_INCLUDED_REFERENCE = [creativeFieldResource, standardizedSkillResource] as const;
