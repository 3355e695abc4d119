import { MESSENGER_ERROR_CODES } from "@atelier/common";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect.ts";
import { qualified } from "../../db/qualified.ts";
import { connections, conversations, messages, participations, users } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import { emitForEach } from "../../platform/events/emit.ts";
import { samePair, visibleUsersFilter } from "../discovery/users/visibility.ts";
import { isPremiumNow } from "../membership/memberships.ts";
import { type MessageRow, sendMessage } from "./messages.ts";
import { noSuchConversation, type ParticipationRow, participationIn } from "./participations.ts";
import { messagesNotAccepted } from "./policy.ts";

/** The one key of a set of people: their ids sorted and comma-joined. */
export const participantKey = (userIds: readonly number[]) => [...new Set(userIds)].sort((a, b) => a - b).join(",");

/** The user's participation in the conversation of exactly these people (themselves and `otherIds`), if any. */
export async function findConversationOf(
  db: Executor,
  userId: number,
  otherIds: readonly number[],
): Promise<ParticipationRow | null> {
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.participantKey, participantKey([userId, ...otherIds])));
  return conversation ? participationIn(db, userId, conversation.id) : null;
}

/** What starting a conversation needs to know of each person written to, in one statement. */
async function recipientsOf(tx: Executor, writerId: number, ids: readonly number[]) {
  const recipient = qualified(users.id);
  const confirmed = sql<boolean>`exists (select 1 from ${connections}
    where ${samePair(recipient, writerId)} and ${qualified(connections.status)} = 'confirmed')`;
  // Whoever wrote to the writer before, anywhere, takes the writer's messages in their inbox.
  const wroteToWriter = sql<boolean>`exists (
    select 1 from ${messages} as "m" join ${participations} as "p" on "p"."conversation_id" = "m"."conversation_id"
    where "m"."sender_id" = ${recipient} and "p"."user_id" = ${writerId})`;
  const rows = await tx
    .select({ id: users.id, messagePermission: users.messagePermission, confirmed, wroteToWriter })
    .from(users)
    .where(and(inArray(users.id, [...ids]), visibleUsersFilter({ id: writerId })) as SQL);
  if (rows.length !== ids.length) throw errors.notFound("There is no such user.");
  return rows;
}

/**
 * Writes to people: in the conversation the writer already shares with exactly them, or in a new
 * one, which each recipient's message setting must allow. A recipient who is neither connected to
 * the writer nor ever wrote to them gets it as a message request. `created` tells which happened.
 */
export async function writeTo(
  db: Database,
  writerId: number,
  recipientIds: readonly number[],
  content: string,
  /** Before a new conversation is started (not when writing in one), inside the transaction: a limit may refuse it. */
  beforeStarting: () => Promise<void> = async () => {},
): Promise<{ participation: ParticipationRow; message: MessageRow; created: boolean }> {
  const others = recipientIds.filter((id) => id !== writerId);
  if (others.length === 0)
    throw errors.invalid("participantIds", "Choose somebody else to write to.", MESSENGER_ERROR_CODES.noParticipants);
  return db.transaction((tx) => writeWithin(tx, writerId, others, content, { beforeStarting }));
}

/**
 * writeTo within the caller's transaction, for a command whose message is one part of its change
 * (an application and its first message): either both stand, or neither. `others` excludes the
 * writer. A message the recipients `invited` (an application to their opportunity, the answer to
 * one) starts in their inbox, never as a message request; their message setting still decides.
 */
export async function writeWithin(
  tx: Executor,
  writerId: number,
  others: readonly number[],
  content: string,
  {
    beforeStarting = async () => {},
    invited = false,
  }: { beforeStarting?: () => Promise<void>; invited?: boolean } = {},
): Promise<{ participation: ParticipationRow; message: MessageRow; created: boolean }> {
  const existing = await findConversationOf(tx, writerId, others);
  if (existing) return { participation: existing, message: await sendMessage(tx, existing, content), created: false };
  await beforeStarting();
  const recipients = await recipientsOf(tx, writerId, others);
  // A premium member's first message also reaches those who take messages from their connections
  // alone: as a message request, since they are not connected.
  const premiumWriter =
    recipients.some((r) => r.messagePermission === "connections" && !r.confirmed) && (await isPremiumNow(tx, writerId));
  const accepts = (r: (typeof recipients)[number]) =>
    r.messagePermission === "everyone" || (r.messagePermission === "connections" && (r.confirmed || premiumWriter));
  if (!recipients.every(accepts)) throw messagesNotAccepted();
  const [conversation] = await tx
    .insert(conversations)
    .values({ participantKey: participantKey([writerId, ...others]), startedById: writerId })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  // Written to at the same moment by somebody else of them: their conversation is this one.
  if (!conversation) throw errors.conflict("The conversation was just started. Please send again.");
  await tx.insert(participations).values([
    { conversationId: conversation.id, userId: writerId, status: "inbox" as const },
    ...recipients.map((r) => ({
      conversationId: conversation.id,
      userId: r.id,
      status: invited || r.confirmed || r.wroteToWriter ? ("inbox" as const) : ("request" as const),
    })),
  ]);
  const participation = await participationIn(tx, writerId, conversation.id);
  if (!participation) throw noSuchConversation();
  const message = await sendMessage(tx, participation, content);
  return { participation, message, created: true };
}

/** Each conversation of the user with each of its other participants, as `"mine"` and `"other"`, after FROM. */
const eachOtherOf = (userId: number) =>
  sql`${participations} as "mine" join ${participations} as "other"
    on "other"."conversation_id" = "mine"."conversation_id" and "other"."user_id" <> "mine"."user_id"
    where "mine"."user_id" = ${userId}`;

/**
 * Announces, within the transaction that deletes an account (its participations go with it), that
 * its user leaves each of their conversations, to everyone who remains in them.
 */
export async function leaveConversations(tx: Executor, userId: number): Promise<void> {
  await tx.execute(
    emitForEach(
      "conversation_left",
      { conversationId: sql`"mine"."conversation_id"`, userId, remainingId: sql`"other"."user_id"` },
      eachOtherOf(userId),
    ),
  );
}

/**
 * Announces, within the transaction that deactivates an account or brings it back, that its user
 * may no longer be written to, or may again, to everyone they share a conversation with.
 */
export async function announceAvailability(tx: Executor, userId: number, available: boolean): Promise<void> {
  await tx.execute(
    emitForEach(
      "participant_availability_changed",
      { conversationId: sql`"mine"."conversation_id"`, userId, otherId: sql`"other"."user_id"`, available },
      eachOtherOf(userId),
    ),
  );
}
