import { z } from "zod";
import { userResource } from "./profiles.ts";
import {
  assignedSkillResource,
  CREATION_INCLUDED_REFERENCE,
  coCreatorResource,
  GALLERY_ITEM_INCLUDES,
  galleryItemResource,
  itemWeblinkResource,
  mediaResource,
  SHOWROOM_ITEM_INCLUDES,
  showroomItemResource,
} from "./showroom.ts";

/** An item of either kind, for the lists that mix them: my likes, the home feed. */
export const creationResource = z.discriminatedUnion("type", [showroomItemResource, galleryItemResource]);

/** What a list of both kinds may include: what either kind includes. */
export const CREATION_INCLUDES = [...new Set([...SHOWROOM_ITEM_INCLUDES, ...GALLERY_ITEM_INCLUDES])];

/** The resources such a list may carry in `included`. */
export const CREATION_INCLUDED = [
  userResource,
  mediaResource,
  coCreatorResource,
  itemWeblinkResource,
  assignedSkillResource,
  ...CREATION_INCLUDED_REFERENCE,
] as const;
