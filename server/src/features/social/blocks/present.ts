import type { BlockAttributes, BlockedUserAttributes, Resource } from "@atelier/common";
import { resource, toOne } from "../../../jsonapi/serialize.ts";
import type { Block } from "./blocks.ts";

/** A block is named by the user it blocks: there is one per pair, and DELETE takes that user's id. */
export function presentBlock(block: Block): Resource {
  return resource("blocks", block.blockedId, { createdAt: block.createdAt.toISOString() } satisfies BlockAttributes, {
    blocked: toOne("users", block.blockedId),
  });
}

/** What a blocker sees of the blocked user: enough to recognise them, nothing private. */
export function presentBlockedUser(block: Block): Resource {
  return resource("users", block.blockedId, { name: block.blockedName, avatar: null } satisfies BlockedUserAttributes);
}
