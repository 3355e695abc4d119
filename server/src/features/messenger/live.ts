import type { DomainEvent, LiveCountsFrame, LiveMessengerFrame } from "@atelier/common";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/connect.ts";
import { document } from "../../jsonapi/serialize.ts";
import type { Bus, LiveEvent } from "../../platform/bus/bus.ts";
import type { EventConsumer } from "../../platform/events/consumer.ts";
import { findMessage } from "./messages.ts";
import { messengerCounts, type ParticipationRow, participationsOf } from "./participations.ts";
import { presentFullMessage, presentMessageFile, presentParticipation } from "./present.ts";

type Push = { userId: number; frame: LiveEvent };

async function countsFrame(tx: Executor, userId: number): Promise<Push> {
  const counts = await messengerCounts(tx, userId);
  const frame: LiveCountsFrame = {
    type: "counts",
    data: { unread_messages_count: counts.unreadMessages, message_requests_count: counts.messageRequests },
  };
  return { userId, frame };
}

const participationDocument = (row: ParticipationRow) => document(presentParticipation(row));

/** Whoever hears of a conversation's messages: its participants who see it and have not declined it. */
const listeners = (rows: ParticipationRow[]) => rows.filter((row) => row.status !== "declined");

/** The frames each messenger event becomes, with the counts it moved. */
async function framesOf(tx: Executor, event: DomainEvent): Promise<Push[]> {
  switch (event.type) {
    case "message_sent": {
      const message = await findMessage(tx, event.conversationId, event.messageId);
      if (!message) return [];
      const rows = listeners(await participationsOf(tx, event.conversationId));
      const pushes: Push[] = [];
      for (const row of rows) {
        const [data, ...included] = presentFullMessage(message, row.userId);
        const frame: LiveMessengerFrame = {
          type: "message",
          participation: participationDocument(row),
          message: document(data, { included }),
        };
        pushes.push({ userId: row.userId, frame });
        if (row.userId !== event.senderId) pushes.push(await countsFrame(tx, row.userId));
      }
      return pushes;
    }
    case "message_file_added": {
      const message = await findMessage(tx, event.conversationId, event.messageId);
      const file = message?.files.find((f) => f.id === event.messageFileId);
      if (!file) return [];
      return listeners(await participationsOf(tx, event.conversationId)).map((row) => ({
        userId: row.userId,
        frame: {
          type: "message_file",
          participation_id: String(row.id),
          file: document(presentMessageFile(file)),
        } satisfies LiveMessengerFrame,
      }));
    }
    case "message_file_removed":
      return listeners(await participationsOf(tx, event.conversationId)).map((row) => ({
        userId: row.userId,
        frame: {
          type: "message_file_removed",
          participation_id: String(row.id),
          message_id: String(event.messageId),
          file_id: String(event.messageFileId),
        } satisfies LiveMessengerFrame,
      }));
    case "conversation_read": {
      const rows = listeners(await participationsOf(tx, event.conversationId));
      const pushes: Push[] = [];
      for (const row of rows) {
        if (row.userId === event.userId) {
          pushes.push({
            userId: row.userId,
            frame: { type: "participation", participation: participationDocument(row) },
          });
          pushes.push(await countsFrame(tx, row.userId));
        } else {
          const frame: LiveMessengerFrame = {
            type: "seen",
            participation_id: String(row.id),
            user_id: String(event.userId),
            read_at: event.readAt,
          };
          pushes.push({ userId: row.userId, frame });
        }
      }
      return pushes;
    }
    case "message_request_answered":
      return [await countsFrame(tx, event.userId)];
    default:
      return [];
  }
}

/**
 * Brings the messenger to every open client of the people concerned, on every instance: messages
 * with their files, seen marks, and the counts that moved. A push that fails is only logged: the
 * messages are stored, and a client that reconnects reads what it missed.
 */
export function messengerLiveConsumer(deps: { bus: Bus; log: FastifyBaseLogger }): EventConsumer {
  return {
    name: "messenger-live",
    async handle(event, { tx, afterCommit }) {
      const pushes = await framesOf(tx, event);
      if (pushes.length === 0) return;
      afterCommit(async () => {
        try {
          await Promise.all(pushes.map((push) => deps.bus.publish(push.userId, push.frame)));
        } catch (err) {
          deps.log.warn({ err }, "could not push messenger frames");
        }
      });
    },
  };
}
