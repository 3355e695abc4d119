import type { DomainEvent, DomainEventOf, DomainEventType } from "@atelier/common";
import type { Executor } from "../../db/connect.ts";
import { connectionStands } from "../social/connections.ts";
import { followStands } from "../social/follows.ts";
import type { NoticeKey } from "./mail.ts";

/** One user to be told of one event, before their settings and blocks are asked. */
export interface Notice {
  recipientId: number;
  key: NoticeKey;
  actorId: number;
  subject?: { type: string; id: number };
  /**
   * Whether what the notice tells is still so when it is delivered (a request withdrawn meanwhile is
   * not announced). It locks what it reads, so an undo waits for the notice and then removes it.
   */
  stillTrue(tx: Executor): Promise<boolean>;
}

type NoticesOf = { [T in DomainEventType]: (event: DomainEventOf<T>) => Notice[] };

/** Who hears of each event. Every event type has its case, so a new one cannot be forgotten here. */
const NOTICES: NoticesOf = {
  user_followed: (e) => [
    {
      recipientId: e.followeeId,
      key: "new_follower",
      actorId: e.followerId,
      stillTrue: (tx) => followStands(tx, e.followerId, e.followeeId),
    },
  ],
  connection_requested: (e) => [
    {
      recipientId: e.connecteeId,
      key: "new_connection",
      actorId: e.requesterId,
      subject: { type: "connections", id: e.connectionId },
      stillTrue: (tx) => connectionStands(tx, e.connectionId),
    },
  ],
  connection_confirmed: (e) => [
    {
      recipientId: e.requesterId,
      key: "confirmed_connection",
      actorId: e.connecteeId,
      subject: { type: "connections", id: e.connectionId },
      stillTrue: (tx) => connectionStands(tx, e.connectionId, "confirmed"),
    },
  ],
  // An ending is nobody's news: what the connection told either user goes with it.
  connection_ended: () => [],
  creation_published: () => [],
  creation_liked: () => [],
  co_creator_added: () => [],
  featured_period_started: () => [],
};

export function noticesOf(event: DomainEvent): Notice[] {
  return (NOTICES[event.type] as (e: DomainEvent) => Notice[])(event);
}
