import { z } from "zod";
import { listDocumentSchema, resourceSchema } from "../contract/documents.ts";
import { opportunityAttributes } from "./opportunities.ts";
import { userAttributes } from "./profiles.ts";
import { creationAttributes } from "./showroom.ts";

/**
 * A member's own standing toward what a page shows: the attributes of its users, items and
 * opportunities that concern the viewer alone, read after paint on a page kept for all members and
 * laid over what that page holds.
 */
const userStanding = userAttributes.pick({
  isMe: true,
  isFollowed: true,
  isBlocked: true,
  connection: true,
  mayMessage: true,
});
const itemStanding = creationAttributes.pick({ isMine: true, isLiked: true });
const opportunityStanding = opportunityAttributes.pick({ isMine: true, isBookmarked: true, appliedAt: true });

export const standingResource = z.discriminatedUnion("type", [
  resourceSchema("users", userStanding, undefined, "UserStanding"),
  resourceSchema("showroom_items", itemStanding, undefined, "ShowroomItemStanding"),
  resourceSchema("gallery_items", itemStanding, undefined, "GalleryItemStanding"),
  resourceSchema("opportunities", opportunityStanding, undefined, "OpportunityStanding"),
]);

export const standingDocument = listDocumentSchema(standingResource, { paged: false });
