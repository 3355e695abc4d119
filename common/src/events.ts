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
  /**
   * A user blocked another (`blocked`) or lifted a block: the blocked one stops or starts seeing the
   * conversations the blocker is in, and a block forgets the notifications either had of the other.
   */
  z.object({ type: z.literal("block_changed"), blockerId: id, blockedId: id, blocked: z.boolean() }),
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
  /** A message was written: its conversation's other participants get it live, and their counts move. */
  z.object({ type: z.literal("message_sent"), messageId: id, conversationId: id, senderId: id }),
  /** A file joined a message written a moment before (the composer sends the text first). */
  z.object({
    type: z.literal("message_file_added"),
    messageFileId: id,
    messageId: id,
    conversationId: id,
    senderId: id,
  }),
  /** The sender took a file back from a message. */
  z.object({
    type: z.literal("message_file_removed"),
    messageFileId: id,
    messageId: id,
    conversationId: id,
    senderId: id,
  }),
  /** A participant read the conversation up to `readAt`: the others see it as seen, the reader's counts move. */
  z.object({
    type: z.literal("conversation_read"),
    participationId: id,
    conversationId: id,
    userId: id,
    readAt: z.iso.datetime(),
  }),
  /**
   * A participant (`userId`) left the conversation, as their account was deleted; one event for each
   * who remains (`remainingId`): they see it go from their lists (with no one else left) or lose a
   * face, and their counts move.
   */
  z.object({ type: z.literal("conversation_left"), conversationId: id, userId: id, remainingId: id }),
  /**
   * A participant's (`userId`) account was deactivated, or came back as they signed in; one event
   * for each other participant (`otherId`), who may no longer write to them, or may again.
   */
  z.object({
    type: z.literal("participant_availability_changed"),
    conversationId: id,
    userId: id,
    otherId: id,
    available: z.boolean(),
  }),
  /** A message request was accepted or declined: only the one who answered hears of it (their counts). */
  z.object({ type: z.literal("message_request_answered"), participationId: id, userId: id }),
  /** An opportunity went on the board for the first time: people of its creative fields hear of it. */
  z.object({ type: z.literal("opportunity_published"), opportunityId: id, ownerId: id }),
  /** Someone applied: the opportunity's owner hears of it. */
  z.object({
    type: z.literal("application_created"),
    applicationId: id,
    opportunityId: id,
    ownerId: id,
    applicantId: id,
  }),
]);

export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent["type"];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** The messenger's own events: they reach people through the messenger (live, badges), never as notifications. */
export const MESSENGER_EVENT_TYPES: readonly DomainEventType[] = [
  "message_sent",
  "message_file_added",
  "message_file_removed",
  "conversation_read",
  "conversation_left",
  "participant_availability_changed",
  "message_request_answered",
];

export const isMessengerEvent = (event: DomainEvent): boolean => MESSENGER_EVENT_TYPES.includes(event.type);
