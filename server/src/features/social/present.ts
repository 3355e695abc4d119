import type { ConnectionAttributes, FollowAttributes, Resource } from "@atelier/common";
import { resource, toOne } from "../../jsonapi/serialize.ts";
import { type Connection, otherParty } from "./connections.ts";

/**
 * A connection as one of its two users sees it: `user` is the other party. Only ever presented to
 * one of the two, so the note reaches nobody else.
 */
export function presentConnection(c: Connection, viewerId: number): Resource {
  return resource(
    "connections",
    c.id,
    {
      status: c.status,
      direction: c.requesterId === viewerId ? "outgoing" : "incoming",
      requesterId: String(c.requesterId),
      connecteeId: String(c.connecteeId),
      note: c.note,
      createdAt: c.createdAt.toISOString(),
      confirmedAt: c.confirmedAt?.toISOString() ?? null,
    } satisfies ConnectionAttributes,
    { user: toOne("users", otherParty(c, viewerId)) },
  );
}

/** A follow is named by its target: one per pair, and DELETE /v1/followings/{userId} takes that id. */
export function presentFollow(targetId: number, createdAt: Date): Resource {
  return resource(
    "follows",
    targetId,
    { targetId: String(targetId), createdAt: createdAt.toISOString() } satisfies FollowAttributes,
    { target: toOne("users", targetId) },
  );
}
