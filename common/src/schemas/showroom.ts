import { z } from "zod";
import { EMBED_INPUT_MAX } from "../embeds.ts";
import { SHOWROOM_SORTS } from "../enums.ts";
import { SHOWROOM_LIMITS } from "../showroom-limits.ts";
import { line, optional, paragraphs, requiredLine, resourceId, webUrl } from "./text.ts";

// The limits live apart from the schemas, so a page can read them without loading zod.
export { SHOWROOM_LIMITS } from "../showroom-limits.ts";

const itemFields = {
  title: requiredLine(SHOWROOM_LIMITS.title, "Give the item a title."),
  description: optional(paragraphs(SHOWROOM_LIMITS.description)),
};

/** POST /v1/gallery/items, PATCH /v1/gallery/items/{id}. New items start as drafts. */
export const galleryItemCreateSchema = z.object(itemFields);
export type GalleryItemCreateInput = z.infer<typeof galleryItemCreateSchema>;
export const galleryItemUpdateSchema = galleryItemCreateSchema.partial();
export type GalleryItemUpdateInput = z.infer<typeof galleryItemUpdateSchema>;

/** POST /v1/showroom/items, PATCH /v1/showroom/items/{id}: gallery fields plus the item's creative fields. */
export const showroomItemCreateSchema = z.object({
  ...itemFields,
  creativeFieldIds: z
    .array(resourceId)
    .max(SHOWROOM_LIMITS.creativeFieldsPerItem, `Choose at most ${SHOWROOM_LIMITS.creativeFieldsPerItem} fields.`)
    .optional(),
});
export type ShowroomItemCreateInput = z.infer<typeof showroomItemCreateSchema>;
export const showroomItemUpdateSchema = showroomItemCreateSchema.partial();
export type ShowroomItemUpdateInput = z.infer<typeof showroomItemUpdateSchema>;

/** A new order of one's items: every item's id, first to last, comma-joined ("12,7,9"). */
const orderedIds = z
  .string()
  .max(20 * 1000, "Name at most 1000 items.")
  .transform((joined): unknown[] => (joined.trim() === "" ? [] : joined.split(",").map((id) => id.trim())))
  .pipe(z.array(resourceId, "Name the items by their ids, comma-separated."));

/** PATCH /v1/showroom/items/order. */
export const showroomItemOrderSchema = z.object({ orderedShowroomItemIds: orderedIds });
/** PATCH /v1/gallery/items/order. */
export const galleryItemOrderSchema = z.object({ orderedGalleryItemIds: orderedIds });
export type ItemOrderInput = z.infer<typeof showroomItemOrderSchema> | z.infer<typeof galleryItemOrderSchema>;

/** The ids a new order names, first to last: each kind of item carries them in its own attribute. */
export const orderedItemIds = (input: ItemOrderInput): number[] =>
  "orderedShowroomItemIds" in input ? input.orderedShowroomItemIds : input.orderedGalleryItemIds;

/** POST …/assigned_skills. */
export const assignedSkillCreateSchema = z.object({ skillId: resourceId });
/** POST …/co_creators; PATCH changes the role only. */
export const coCreatorCreateSchema = z.object({
  userId: resourceId,
  role: optional(line(SHOWROOM_LIMITS.coCreatorRole)),
});
export const coCreatorUpdateSchema = z.object({ role: optional(line(SHOWROOM_LIMITS.coCreatorRole)) });
/** POST and PATCH …/weblinks. */
export const itemWeblinkCreateSchema = z.object({ url: webUrl });
export const itemWeblinkUpdateSchema = itemWeblinkCreateSchema.partial();

/** POST …/youtubes and …/vimeos: a video id or a link to the video; the server extracts and checks the id. */
export const videoEmbedCreateSchema = z.object({
  code: z.string().trim().min(1, "Paste a link to the video.").max(EMBED_INPUT_MAX),
});
/** POST …/soundclouds: a track on soundcloud.com. */
export const soundcloudEmbedCreateSchema = z.object({
  trackUrl: z.string().trim().min(1, "Paste a link to the track.").max(EMBED_INPUT_MAX),
});

export type EmbedCreateInput = z.infer<typeof videoEmbedCreateSchema> | z.infer<typeof soundcloudEmbedCreateSchema>;

/** What a new player is to show: a video's id or link, or a track's address, as its provider's body names it. */
export const embedLink = (input: EmbedCreateInput): string => ("trackUrl" in input ? input.trackUrl : input.code);

/** An embed's new code (YouTube, Vimeo) or track address (SoundCloud): PATCH …/media/{mediaId}. */
export const embedUpdateSchema = videoEmbedCreateSchema.partial().extend(soundcloudEmbedCreateSchema.partial().shape);
export type EmbedUpdateInput = z.infer<typeof embedUpdateSchema>;

/** Ids sent comma-joined in one attribute ("3,1,2"), as the spec's order requests carry them. */
export const commaJoinedIds = (max: number) =>
  z
    .string()
    .max(max * 16, "Name fewer ids.")
    .transform((v): unknown[] => (v.trim() === "" ? [] : v.split(",").map((id) => id.trim())))
    .pipe(z.array(resourceId).max(max, `Name at most ${max} ids.`));

/** PATCH …/media/order: every medium of the item once, first to last. */
export const mediaOrderSchema = z.object({ orderedMediaIds: commaJoinedIds(SHOWROOM_LIMITS.mediaPerItem) });
export type MediaOrderInput = z.infer<typeof mediaOrderSchema>;

/**
 * The showroom list's filters (spec 001 section 9), comma-joined in the query and already split here:
 * creative fields, skills, a keyword, owners and owners' locations.
 */
export const showroomFilterSchema = z
  .object({
    withShowroomCreativeFieldIds: z.array(resourceId).max(30),
    withShowroomSkills: z.array(resourceId).max(30),
    withShowroomKeyword: z.array(z.string().max(100, "Use at most 100 characters.")).max(1),
    withShowroomCreatedBy: z.array(resourceId).max(30),
    withShowroomLocationIds: z.array(resourceId).max(30),
  })
  .partial();
export type ShowroomFilter = z.infer<typeof showroomFilterSchema>;

/** My likes' filters: the liked items' creative fields and skills. */
export const likeFilterSchema = z
  .object({
    withLikeCreativeFieldIds: z.array(resourceId).max(30),
    withLikeSkills: z.array(resourceId).max(30),
  })
  .partial();
export type LikeFilter = z.infer<typeof likeFilterSchema>;

/** `sorted_by` of the showroom: 0 the seed order, 1 newest first. */
export const showroomSortSchema = z.coerce.number().pipe(
  z.union(
    SHOWROOM_SORTS.map((value) => z.literal(value)),
    "Sort by 0 (default) or 1 (newest).",
  ),
);
