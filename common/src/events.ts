import { z } from "zod";
import { CREATION_TYPES } from "./enums.ts";

const id = z.number().int().positive();

/**
 * What happened on the platform that others may need to hear of. The server writes each event to
 * its outbox in the transaction of the change, and consumers (notifications, e-mail, live pushes)
 * handle it from there. A new area adds a member here and a case in each consumer that cares.
 */
export const domainEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("user_followed"), followerId: id, followeeId: id }),
  z.object({ type: z.literal("connection_requested"), connectionId: id, requesterId: id, connecteeId: id }),
  z.object({ type: z.literal("connection_confirmed"), connectionId: id, requesterId: id, connecteeId: id }),
  /** A request denied or withdrawn, a connection removed, or either ended by a block. */
  z.object({
    type: z.literal("connection_ended"),
    connectionId: id,
    requesterId: id,
    connecteeId: id,
    status: z.enum(["requested", "confirmed"]),
  }),
  /** A showroom or gallery item went from draft to published (its owner's followers hear of showroom items). */
  z.object({ type: z.literal("creation_published"), creationId: id, ownerId: id, itemType: z.enum(CREATION_TYPES) }),
  /**
   * An item taken back to draft is published again: whoever was named a co-creator while it was a
   * draft has not heard of it yet.
   */
  z.object({ type: z.literal("creation_republished"), creationId: id, ownerId: id, itemType: z.enum(CREATION_TYPES) }),
  z.object({ type: z.literal("creation_liked"), creationId: id, ownerId: id, likerId: id }),
  /** The owner named a co-creator, who is asked to confirm. */
  z.object({ type: z.literal("co_creator_added"), coCreatorId: id, creationId: id, ownerId: id, userId: id }),
  /** A featured period began: its creatives and their followers hear of it. */
  z.object({ type: z.literal("featured_period_started"), periodId: id, creativeFieldId: id }),
]);

export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent["type"];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
