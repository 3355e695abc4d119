import type { DomainEvent, DomainEventOf, DomainEventType, LiveCountsFrame } from "@atelier/common";
import type { FastifyBaseLogger } from "fastify";
import type { Bus } from "../../../platform/bus/bus.ts";
import type { EventConsumer } from "../../../platform/events/consumer.ts";
import { countRequestsOf } from "../../social/connections.ts";

type CountedBy = { [T in DomainEventType]: (event: DomainEventOf<T>) => number[] };

/**
 * Whose header counts each event changes. Every event type has its case, so a new one cannot be
 * forgotten here: a request waits for its connectee until it is confirmed, denied or withdrawn.
 */
const COUNTED: CountedBy = {
  user_followed: () => [],
  connection_requested: (e) => [e.connecteeId],
  connection_confirmed: (e) => [e.connecteeId],
  connection_ended: (e) => (e.status === "requested" ? [e.connecteeId] : []),
  // The messenger's and the notifications' counts a block moves are pushed by their consumers.
  block_changed: () => [],
  creation_published: () => [],
  creation_republished: () => [],
  creation_liked: () => [],
  co_creator_added: () => [],
  featured_period_started: () => [],
  // The messenger's counts are pushed by the messenger's own consumer, which knows the conversation's people.
  message_sent: () => [],
  message_file_added: () => [],
  message_file_removed: () => [],
  conversation_read: () => [],
  conversation_left: () => [],
  participant_availability_changed: () => [],
  message_request_answered: () => [],
  opportunity_published: () => [],
  application_created: () => [],
};

const countedUsersOf = (event: DomainEvent): number[] => (COUNTED[event.type] as (e: DomainEvent) => number[])(event);

/**
 * Keeps the counts in the header of every open client true without a reload: after a change that
 * moves one, its user's open sockets get a `counts` frame with the value as the delivery reads it.
 * A push that fails is only logged: the next page load reads the count anyway.
 */
export function liveCountsConsumer(deps: { bus: Bus; log: FastifyBaseLogger }): EventConsumer {
  return {
    name: "live-counts",
    concerns: (event) => countedUsersOf(event).length > 0,
    async handle(events, { tx, afterCommit }) {
      // Read after the batch, everyone's in one statement: the last value is the one that counts.
      const counts = await countRequestsOf(tx, [...new Set(events.flatMap(countedUsersOf))], "incoming");
      const pushes = [...counts].map(([userId, count]) => ({
        userId,
        event: { type: "counts", data: { incoming_connection_requests_count: count } } satisfies LiveCountsFrame,
      }));
      afterCommit(async () => {
        try {
          await deps.bus.publishAll(pushes);
        } catch (err) {
          deps.log.warn({ err }, "could not push the header counts");
        }
      });
    },
  };
}
