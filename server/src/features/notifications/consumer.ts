import { type DomainEvent, FALLBACK_LOCALE, paths } from "@atelier/common";
import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/connect.ts";
import { profiles, users } from "../../db/schema/index.ts";
import type { Bus } from "../../platform/bus/bus.ts";
import type { EventConsumer } from "../../platform/events/consumer.ts";
import { appLink, mailLocale, sendUserMail } from "../accounts/mail/send.ts";
import { channelsOf } from "../accounts/settings/notification-settings.ts";
import { shownName } from "../discovery/users/present.ts";
import { blocksAmong } from "../social/blocks/blocks.ts";
import { notificationMailBody, topicPath } from "./mail.ts";
import { mayNotify, type Notice, noticesOf } from "./notices.ts";
import {
  type NotificationData,
  type NotificationInput,
  notify,
  publishNotifications,
  unreadByUser,
} from "./service.ts";

export interface NotificationsConsumerDeps {
  bus: Bus;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * How many notices of one event are weighed together: the users, blocks and settings of a batch
 * are read in one statement each, and its notifications stored in one, so a creative with many
 * followers costs a few statements per batch rather than per follower.
 */
const BATCH = 200;

/**
 * Tells users what happened, by their settings per key and channel: `inline` stores the notification
 * and pushes it to their open clients, `email` queues a mail in their language. Nobody hears of a
 * user they blocked or who blocked them, and deactivated accounts neither hear nor are heard of;
 * nor is anyone told of what an account did before its address was confirmed, as nobody sees it.
 */
export function notificationsConsumer(deps: NotificationsConsumerDeps): EventConsumer {
  return {
    name: "notifications",
    concerns: mayNotify,
    async handle(events, { tx, afterCommit }) {
      for (const event of events) {
        const notices = await noticesOf(tx, event);
        for (let start = 0; start < notices.length; start += BATCH) {
          const batch = notices.slice(start, start + BATCH);
          const ids = batch.flatMap((n) => [n.recipientId, n.actorId ?? n.recipientId]);
          const people = await peopleById(tx, ids);
          const blocked = await blocksAmong(tx, ids);
          const channels = await channelsOf(
            tx,
            batch.map((n) => n.recipientId),
            [...new Set(batch.map((n) => n.key))],
          );
          const told: { notice: Notice; parties: Parties }[] = [];
          for (const notice of batch) {
            const parties = activeParties(people, notice);
            if (!parties) continue;
            if (notice.actorId !== null && blocked(notice.recipientId, notice.actorId)) continue;
            if (!(await notice.stillTrue(tx))) continue;
            told.push({ notice, parties });
          }
          const inline = told
            .filter(({ notice }) => channels(notice.recipientId, notice.key).inline)
            .map((entry) => ({ ...entry, input: notificationOf(entry.notice, entry.parties) }));
          const { rows, joined } = await notify(
            tx,
            inline.map(({ input }) => input),
          );
          const locales = new Map(
            inline.map(({ parties }) => [parties.recipient.id, mailLocale(parties.recipient.locale)]),
          );
          const announced = rows.map((row) => ({ row, locale: locales.get(row.userId) ?? FALLBACK_LOCALE }));
          if (rows.length > 0) {
            const unread = await unreadByUser(tx, [...new Set(rows.map((row) => row.userId))]);
            afterCommit(() => publishNotifications(deps.bus, announced, unread, deps.log));
          }
          // A burst is mailed once, when it starts: a like joining an unread entry is no news by mail.
          const quiet = new Set(inline.filter(({ input }) => joined.has(input)).map(({ notice }) => notice));
          for (const { notice, parties } of told) {
            if (!channels(notice.recipientId, notice.key).email || quiet.has(notice)) continue;
            const { recipient, actor } = parties;
            const profileUrl = actor.slug ? appLink(deps.appUrl, paths.profile(actor.slug)) : null;
            await sendUserMail(
              tx,
              deps.appUrl,
              { email: recipient.email, locale: recipient.locale, name: recipient.name, userId: recipient.id },
              (locale) =>
                notificationMailBody(notice.key, { name: actor.name, profileUrl }, locale, {
                  topic: notice.topic,
                  note: notice.note,
                  link: (path) => appLink(deps.appUrl, path),
                }),
            );
          }
        }
      }
      // Read after the batch's own notifications: the last value is the one that counts.
      const forgotten = new Set(events.flatMap(forgettingFor));
      if (forgotten.size > 0) {
        const unread = await unreadByUser(tx, [...forgotten]);
        afterCommit(() => publishNotifications(deps.bus, [], unread, deps.log));
      }
    },
  };
}

/**
 * Whose notifications the change behind an event took away, so that their bell's count may have
 * fallen: an ended connection takes its request and confirmation notices with it, a block whatever
 * either was told of the other.
 */
function forgettingFor(event: DomainEvent): number[] {
  if (event.type === "connection_ended") return [event.requesterId, event.connecteeId];
  if (event.type === "block_changed" && event.blocked) return [event.blockerId, event.blockedId];
  return [];
}

/**
 * The stored notification of a notice, with what its list shows kept beside it: the subject's
 * title in each language and where it leads (the topic's page, else the actor's profile).
 */
function notificationOf(notice: Notice, parties: Parties): NotificationInput {
  const topic = notice.topic;
  const path = topicPath(topic) ?? (parties.actor.slug ? paths.profile(parties.actor.slug) : undefined);
  const data: NotificationData = {
    ...notice.data,
    ...(topic ? { titles: topic.title } : {}),
    ...(path ? { path } : {}),
  };
  return {
    userId: notice.recipientId,
    key: notice.key,
    actorId: notice.actorId,
    subjectType: notice.subject?.type,
    subjectId: notice.subject?.id,
    data,
    whenJoined: notice.whenJoined,
  };
}

/** The users a batch names, as a mail shows them, in one statement. */
async function peopleById(tx: Executor, ids: number[]) {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      deactivatedAt: users.deactivatedAt,
      confirmedAt: users.confirmedAt,
      profile: { nameOption: profiles.nameOption, displayName: profiles.displayName, slug: profiles.slug },
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

type People = Awaited<ReturnType<typeof peopleById>>;
type Parties = NonNullable<ReturnType<typeof activeParties>>;

/**
 * The recipient and the actor as a mail shows them, or null when either account is gone or
 * deactivated, or the actor's address is unconfirmed (an unlisted account, seen by nobody). A
 * notice without an actor (the platform featured the recipient) names the recipient there.
 */
function activeParties(people: People, notice: Notice) {
  const recipient = people.get(notice.recipientId);
  const actor = people.get(notice.actorId ?? notice.recipientId);
  if (!recipient || !actor || recipient.deactivatedAt || actor.deactivatedAt || !actor.confirmedAt) return null;
  return {
    recipient: { ...recipient, name: shownName(recipient, recipient.profile) },
    actor: { name: shownName(actor, actor.profile), slug: actor.profile?.slug ?? null },
  };
}
