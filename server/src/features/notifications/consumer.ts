import { paths } from "@atelier/common";
import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/connect.ts";
import { profiles, users } from "../../db/schema/index.ts";
import type { Bus } from "../../platform/bus/bus.ts";
import type { EventConsumer } from "../../platform/events/consumer.ts";
import { appLink, sendUserMail } from "../accounts/mail/send.ts";
import { channelsFor } from "../accounts/settings/notification-settings.ts";
import { shownName } from "../discovery/users/present.ts";
import { isBlockedBetween } from "../social/blocks/blocks.ts";
import { notificationMailBody } from "./mail.ts";
import { type Notice, noticesOf } from "./notices.ts";
import { notify, publishNotifications } from "./service.ts";

export interface NotificationsConsumerDeps {
  bus: Bus;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Tells users what happened, by their settings per key and channel: `inline` stores the notification
 * and pushes it to their open clients, `email` queues a mail in their language. Nobody hears of a
 * user they blocked or who blocked them, and deactivated accounts neither hear nor are heard of;
 * nor is anyone told of what an account did before its address was confirmed, as nobody sees it.
 */
export function notificationsConsumer(deps: NotificationsConsumerDeps): EventConsumer {
  return {
    name: "notifications",
    async handle(event, { tx, afterCommit }) {
      for (const notice of await noticesOf(tx, event)) {
        const parties = await activeParties(tx, notice);
        if (!parties) continue;
        if (notice.actorId !== null && (await isBlockedBetween(tx, notice.recipientId, notice.actorId))) continue;
        if (!(await notice.stillTrue(tx))) continue;
        const channels = await channelsFor(tx, notice.recipientId, notice.key);
        if (channels.inline) {
          const row = await notify(tx, {
            userId: notice.recipientId,
            key: notice.key,
            actorId: notice.actorId,
            subjectType: notice.subject?.type,
            subjectId: notice.subject?.id,
            data: notice.data,
          });
          afterCommit(() => publishNotifications(deps.bus, [row], deps.log));
        }
        if (channels.email) {
          const { recipient, actor } = parties;
          const profileUrl = actor.slug ? appLink(deps.appUrl, paths.profile(actor.slug)) : null;
          await sendUserMail(
            tx,
            deps.appUrl,
            { email: recipient.email, locale: recipient.locale, name: recipient.name, userId: recipient.id },
            (locale) =>
              notificationMailBody(notice.key, { name: actor.name, profileUrl }, locale, {
                topic: notice.topic,
                link: (path) => appLink(deps.appUrl, path),
              }),
          );
        }
      }
    },
  };
}

/**
 * The recipient and the actor as a mail shows them, or null when either account is gone or
 * deactivated, or the actor's address is unconfirmed (an unlisted account, seen by nobody). A
 * notice without an actor (the platform featured the recipient) names the recipient there.
 */
async function activeParties(tx: Executor, notice: Notice) {
  const actorId = notice.actorId ?? notice.recipientId;
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
    .where(inArray(users.id, [notice.recipientId, actorId]));
  const recipient = rows.find((r) => r.id === notice.recipientId);
  const actor = rows.find((r) => r.id === actorId);
  if (!recipient || !actor || recipient.deactivatedAt || actor.deactivatedAt || !actor.confirmedAt) return null;
  return {
    recipient: { ...recipient, name: shownName(recipient, recipient.profile) },
    actor: { name: shownName(actor, actor.profile), slug: actor.profile?.slug ?? null },
  };
}
