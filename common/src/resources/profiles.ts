import { z } from "zod";
import { many, one, resourceSchema } from "../contract/documents.ts";
import { CONNECTION_STATUSES, USER_KINDS } from "../enums.ts";
import { creativeFieldResource, locationResource, standardizedProfessionResource } from "./reference.ts";

/** The renditions of each kind of image, by name: the crops a profile or title image is kept as. */
export const IMAGE_RENDITIONS = { profile: ["small", "medium", "large"], title: ["medium", "large"] } as const;

/** A stored image: its renditions by name (null while one is missing), the original and the focal point. */
const imageAttributes = <const N extends readonly string[]>(renditions: N) =>
  z.object({
    ...(Object.fromEntries(renditions.map((name) => [name, z.string().nullable()])) as {
      [K in N[number]]: z.ZodNullable<z.ZodString>;
    }),
    original: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    focalX: z.number(),
    focalY: z.number(),
  });

/** A profile image: square crops. */
export const profileImageAttributes = imageAttributes(IMAGE_RENDITIONS.profile);
export type ProfileImageAttributes = z.infer<typeof profileImageAttributes>;
/** A title image: wide banners. */
export const titleImageAttributes = imageAttributes(IMAGE_RENDITIONS.title);
export type TitleImageAttributes = z.infer<typeof titleImageAttributes>;

/**
 * The public view of a user. What concerns the viewer (is_me, is_followed, connection,
 * may_message) is there only for a signed-in viewer.
 */
export const userAttributes = z.object({
  name: z.string().nullable(),
  slug: z.string().nullable(),
  kind: z.enum(USER_KINDS).nullable(),
  isCreative: z.boolean(),
  isClient: z.boolean(),
  isInsideCci: z.boolean(),
  headline: z.string().nullable(),
  about: z.string().nullable(),
  profileImage: profileImageAttributes.nullable(),
  titleImage: titleImageAttributes.nullable(),
  hasCv: z.boolean(),
  followersCount: z.number().int(),
  followingsCount: z.number().int(),
  connectionsCount: z.number().int(),
  isPremium: z.boolean(),
  createdAt: z.iso.datetime(),
  isMe: z.boolean().optional(),
  isFollowed: z.boolean().optional(),
  connection: z
    .object({ id: z.string(), status: z.enum(CONNECTION_STATUSES), direction: z.enum(["incoming", "outgoing"]) })
    .nullable()
    .optional(),
  mayMessage: z.boolean().optional(),
});
export type UserAttributes = z.infer<typeof userAttributes>;
export const userResource = resourceSchema("users", userAttributes, {
  location: one("locations"),
  creative_fields: many("creative_fields"),
  assigned_professions: many("user_professions"),
});

export const userProfessionResource = resourceSchema("user_professions", z.object({ position: z.number().int() }), {
  profession: one("standardized_professions"),
  user: one("users"),
});

/** What a users document may include (see `include` on the users lists). */
export const USER_INCLUDED = [
  userProfessionResource,
  standardizedProfessionResource,
  locationResource,
  creativeFieldResource,
] as const;

/**
 * An achievement (award, prize, certificate). It may carry one file, uploaded and removed at
 * /v1/my/achievements/{id}/file; then `has_file` is true and `links.file` is where it is downloaded.
 */
export const achievementAttributes = z.object({
  title: z.string(),
  issuer: z.string().nullable(),
  description: z.string().nullable(),
  achievedOn: z.iso.date().nullable(),
  hasFile: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AchievementAttributes = z.infer<typeof achievementAttributes>;
export const achievementResource = resourceSchema("achievements", achievementAttributes, { user: one("users") });
