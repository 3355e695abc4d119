import { z } from "zod";
import { one, resourceSchema } from "../contract/documents.ts";
import { CONNECTION_STATUSES } from "../enums.ts";

/** A follow, named by its target: one per pair. */
export const followAttributes = z.object({ targetId: z.string(), createdAt: z.iso.datetime() });
export type FollowAttributes = z.infer<typeof followAttributes>;
export const followResource = resourceSchema("follows", followAttributes, { target: one("users") });

/**
 * A connection as one of its two users sees it: `user` is the other party. `note` is what the
 * requester wrote with the request, for the two of them alone.
 */
export const connectionAttributes = z.object({
  status: z.enum(CONNECTION_STATUSES),
  direction: z.enum(["incoming", "outgoing"]),
  requesterId: z.string(),
  connecteeId: z.string(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
});
export type ConnectionAttributes = z.infer<typeof connectionAttributes>;
export const connectionResource = resourceSchema("connections", connectionAttributes, { user: one("users") });

/** A block, named by the user it blocks: one per pair. */
export const blockAttributes = z.object({ createdAt: z.iso.datetime() });
export type BlockAttributes = z.infer<typeof blockAttributes>;
export const blockResource = resourceSchema("blocks", blockAttributes, { blocked: one("users") });

/**
 * What a blocker sees of the blocked user, included beside the block: enough to recognise them,
 * nothing private. A users resource of its own shape, so the API description names it apart from
 * the full one.
 */
export const blockedUserAttributes = z.object({ name: z.string().nullable(), avatar: z.null() });
export type BlockedUserAttributes = z.infer<typeof blockedUserAttributes>;
export const blockedUserResource = resourceSchema("users", blockedUserAttributes, undefined, "BlockedUsers");
