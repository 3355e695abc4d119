import {
  type DomainEvent,
  isMessengerEvent,
  type LiveCountsFrame,
  type LiveMessengerFrame,
  type MessengerCounts,
} from "@atelier/common";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/connect.ts";
import { document } from "../../jsonapi/serialize.ts";
import type { Bus, Push } from "../../platform/bus/bus.ts";
import type { EventConsumer } from "../../platform/events/consumer.ts";
import { findMessages, type MessageRow } from "./messages.ts";
import { messengerCountsInTurn, messengerCountsOf, type ParticipationRow, participationsOf } from "./participations.ts";
import { presentFullMessage, presentMessageFile, presentParticipation } from "./present.ts";

/** What a batch of messenger events is shown with, read in one statement each before any frame is made. */
interface Reading {
  messages: Map<number, MessageRow>;
  /** Per conversation, whoever hears of its messages: its participants who see it and have not declined it. */
  listeners: Map<number, ParticipationRow[]>;
  /**
   * Messages whose writing left their writer's counts as they stood, as a write of its own knows:
   * otherwise a writer's counts are read with their readers', as writing in a conversation reads it
   * and accepts a request in it.
   */
  writersUnmoved?: ReadonlySet<number>;
}

/**
 * The conversation whose listeners an event's frames go to; none for the events that name whom they
 * tell (an account that left or went away, one event per person told), so no batch reads every
 * participation of a deleted account's conversations for nothing.
 */
const conversationOf = (event: DomainEvent): number | null =>
  "conversationId" in event && event.type !== "conversation_left" && event.type !== "participant_availability_changed"
    ? event.conversationId
    : null;

const listenersOf = (rows: readonly ParticipationRow[]) => rows.filter((row) => row.status !== "declined");

async function readFor(db: Executor, events: readonly DomainEvent[]): Promise<Reading> {
  const messageIds = events.flatMap((e) =>
    e.type === "message_sent" || e.type === "message_file_added" ? [e.messageId] : [],
  );
  const conversations = events.flatMap((e) => conversationOf(e) ?? []);
  const listeners = new Map<number, ParticipationRow[]>();
  for (const [id, rows] of await participationsOf(db, conversations)) listeners.set(id, listenersOf(rows));
  return { messages: await findMessages(db, messageIds), listeners };
}

const participationDocument = (row: ParticipationRow) => document(presentParticipation(row));

/** The frames one event becomes; `counted` collects whose messenger counts it moved. */
function framesOf(event: DomainEvent, reading: Reading, counted: Set<number>): Push[] {
  const listeners = reading.listeners.get(conversationOf(event) ?? 0) ?? [];
  switch (event.type) {
    case "message_sent": {
      const message = reading.messages.get(event.messageId);
      if (!message || message.conversationId !== event.conversationId) return [];
      return listeners.map((row) => {
        if (row.userId !== event.senderId || !reading.writersUnmoved?.has(message.id)) counted.add(row.userId);
        const [data, ...included] = presentFullMessage(message, row.userId);
        const frame: LiveMessengerFrame = {
          type: "message",
          participation: participationDocument(row),
          message: document(data, { included }),
        };
        return { userId: row.userId, event: frame };
      });
    }
    case "message_file_added": {
      const message = reading.messages.get(event.messageId);
      const file =
        message?.conversationId === event.conversationId && message.files.find((f) => f.id === event.messageFileId);
      if (!file) return [];
      return listeners.map((row) => ({
        userId: row.userId,
        event: {
          type: "message_file",
          participation_id: String(row.id),
          file: document(presentMessageFile(file)),
        } satisfies LiveMessengerFrame,
      }));
    }
    case "message_file_removed":
      return listeners.map((row) => ({
        userId: row.userId,
        event: {
          type: "message_file_removed",
          participation_id: String(row.id),
          message_id: String(event.messageId),
          file_id: String(event.messageFileId),
        } satisfies LiveMessengerFrame,
      }));
    case "conversation_read":
      return listeners.map((row) => {
        if (row.userId === event.userId) {
          counted.add(row.userId);
          return { userId: row.userId, event: { type: "participation", participation: participationDocument(row) } };
        }
        const frame: LiveMessengerFrame = {
          type: "seen",
          participation_id: String(row.id),
          user_id: String(event.userId),
          read_at: event.readAt,
        };
        return { userId: row.userId, event: frame };
      });
    case "conversation_left":
      // Told to each who remains by name: alone in it, they no longer see the conversation.
      counted.add(event.remainingId);
      return [{ userId: event.remainingId, event: { type: "conversations_changed" } satisfies LiveMessengerFrame }];
    case "participant_availability_changed":
      // Their counts stand: the conversation stays, only whether one may write there changes.
      return [{ userId: event.otherId, event: { type: "conversations_changed" } satisfies LiveMessengerFrame }];
    case "message_request_answered":
      counted.add(event.userId);
      return [];
    case "block_changed":
      // The blocked one stops, or starts again, seeing the blocker's conversations, and neither may
      // write in them while it stands.
      counted.add(event.blockedId);
      return [event.blockerId, event.blockedId].map((userId) => ({
        userId,
        event: { type: "conversations_changed" } satisfies LiveMessengerFrame,
      }));
    default:
      return [];
  }
}

const liveCounts = (counts: MessengerCounts) => ({
  unread_messages_count: counts.unreadMessages,
  message_requests_count: counts.messageRequests,
});

/**
 * Each person's counts after their other frames: on their last frame when that is a message (one
 * frame, one publish and one socket write fewer for every message a reader gets), as a `counts`
 * frame of its own otherwise.
 */
function withCounts(pushes: Push[], counts: ReadonlyMap<number, MessengerCounts>): Push[] {
  const last = new Map(pushes.map((push, index) => [push.userId, index]));
  for (const [userId, moved] of counts) {
    const index = last.get(userId) ?? -1;
    const frame = pushes[index]?.event as LiveMessengerFrame | undefined;
    if (frame?.type === "message") pushes[index] = { userId, event: { ...frame, counts: liveCounts(moved) } };
    else pushes.push({ userId, event: { type: "counts", data: liveCounts(moved) } satisfies LiveCountsFrame });
  }
  return pushes;
}

type CountsOf = (userIds: readonly number[]) => Promise<Map<number, MessengerCounts>>;

/**
 * The frames of messenger events for every person concerned: messages with their files, seen marks,
 * and the counts that moved, each person's counts once and with or after their other frames, as
 * they stand when `countsOf` reads them.
 */
async function pushesFrom(events: readonly DomainEvent[], reading: Reading, countsOf: CountsOf) {
  const counted = new Set<number>();
  const pushes = events.flatMap((event) => framesOf(event, reading, counted));
  return withCounts(pushes, await countsOf([...counted]));
}

type LiveDeps = { bus: Bus; log: FastifyBaseLogger };

/**
 * Publishes frames to every open client of their people, on every instance. A push that fails is
 * only logged: the messages are stored, and a client that reconnects reads what it missed.
 */
async function publish(deps: LiveDeps, pushes: readonly Push[]): Promise<void> {
  try {
    await deps.bus.publishAll(pushes);
  } catch (err) {
    deps.log.warn({ err }, "could not push messenger frames");
  }
}

/**
 * Brings a message that has committed to its conversation's people at once, from the instance that
 * wrote it: no outbox run stands between a message and its readers. The write brought back the
 * conversation as each of them sees it; their counts are read after the commit, so they include
 * whatever else reached them meanwhile, together with those of the messages sent beside it.
 */
export async function pushSentMessage(
  deps: LiveDeps & { db: Executor },
  sent: { message: MessageRow; readers: readonly ParticipationRow[]; writerCountsMoved: boolean },
): Promise<void> {
  const { message } = sent;
  const event: DomainEvent = {
    type: "message_sent",
    messageId: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
  };
  const reading: Reading = {
    messages: new Map([[message.id, message]]),
    listeners: new Map([[message.conversationId, listenersOf(sent.readers)]]),
    writersUnmoved: new Set(sent.writerCountsMoved ? [] : [message.id]),
  };
  try {
    await publish(deps, await pushesFrom([event], reading, (ids) => messengerCountsInTurn(deps.db, ids)));
  } catch (err) {
    deps.log.warn({ err }, "could not read a sent message's counts");
  }
}

/**
 * Brings what the outbox carries of the messenger (messages written within a larger change, files,
 * read marks, answered requests) to every open client of the people concerned, on every instance.
 */
export function messengerLiveConsumer(deps: LiveDeps): EventConsumer {
  return {
    name: "messenger-live",
    concerns: (event) => isMessengerEvent(event) || event.type === "block_changed",
    async handle(events, { tx, afterCommit }) {
      const pushes = await pushesFrom(events, await readFor(tx, events), (ids) => messengerCountsOf(tx, ids));
      if (pushes.length > 0) afterCommit(() => publish(deps, pushes));
    },
  };
}
