import { type DomainEvent, type DomainEventOf, type DomainEventType, isMessengerEvent, paths } from "@atelier/common";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import {
  creations,
  featuredPeriods,
  follows,
  opportunities,
  opportunityFields,
  userCreativeFields,
  users,
} from "../../db/schema/index.ts";
import { visibleUsersFilter } from "../discovery/users/visibility.ts";
import { applicationStands } from "../opportunities/applications/applications.ts";
import { onBoard } from "../opportunities/policy.ts";
import { referenceCatalog } from "../reference/catalog.ts";
import { featuredCreativeIds } from "../showroom/featured/featured.ts";
import { likeStands } from "../showroom/likes/likes.ts";
import {
  coCreatorInvitationStands,
  coCreatorsNamedBeforePublishing,
  coCreatorsNotYetTold,
} from "../showroom/parts/parts.ts";
import { CREATION_RESOURCE_TYPES } from "../showroom/policy.ts";
import { connectionNote, connectionStands } from "../social/connections.ts";
import { followStands } from "../social/follows.ts";
import type { MailTopic, NoticeKey } from "./mail.ts";
import type { NotificationData } from "./service.ts";

/** One user to be told of one event, before their settings and blocks are asked. */
export interface Notice {
  recipientId: number;
  key: NoticeKey;
  /** Who caused it; null for what the platform itself does (featuring someone). */
  actorId: number | null;
  subject?: { type: string; id: number };
  data?: Record<string, unknown>;
  /** What the e-mail names and links to beside the actor: an item, a featured field, an opportunity. */
  topic?: MailTopic;
  /** What the actor wrote along, quoted in the e-mail: a connection request's note. */
  note?: string;
  /** What its entry shows once more of its burst joins it (service.ts BURSTS). */
  whenJoined?: NotificationData;
  /**
   * Whether what the notice tells is still so when it is delivered (a request withdrawn meanwhile is
   * not announced). It locks what it reads, so an undo waits for the notice and then removes it.
   */
  stillTrue(tx: Executor): Promise<boolean>;
}

type NoticesOf = { [T in DomainEventType]: (tx: Executor, event: DomainEventOf<T>) => Promise<Notice[]> };

type ItemFacts = Pick<typeof creations.$inferSelect, "id" | "type" | "slug" | "title" | "ownerId">;

async function itemFacts(tx: Executor, creationId: number): Promise<ItemFacts | undefined> {
  const [row] = await tx
    .select({
      id: creations.id,
      type: creations.type,
      slug: creations.slug,
      title: creations.title,
      ownerId: creations.ownerId,
    })
    .from(creations)
    .where(eq(creations.id, creationId));
  return row;
}

/** A notice about an item: it is the subject, its title and page are what the e-mail names. */
const aboutItem = (item: ItemFacts) => ({
  subject: { type: CREATION_RESOURCE_TYPES[item.type], id: item.id },
  topic: { title: { en: item.title, de: item.title }, item: { type: item.type, slug: item.slug } } satisfies MailTopic,
});

/** A co-creator named on a published item is asked to confirm, as long as they stand unconfirmed on it. */
const askedToConfirm = (item: ItemFacts, ownerId: number, coCreator: { id: number; userId: number }): Notice => ({
  recipientId: coCreator.userId,
  key: "added_as_co_creator",
  actorId: ownerId,
  ...aboutItem(item),
  data: { co_creator_id: String(coCreator.id) },
  stillTrue: (t) => coCreatorInvitationStands(t, coCreator.id),
});

/** Whether the item is still published; the row is shared-locked until the delivery ends. */
async function stillPublished(tx: Executor, creationId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: creations.id })
    .from(creations)
    .where(and(eq(creations.id, creationId), eq(creations.status, "published")))
    .for("share");
  return row !== undefined;
}

/**
 * A check that every notice of one event shares (the item is still published): asked once per
 * delivery, however many followers the notices go to.
 */
function askedOnce(check: (tx: Executor) => Promise<boolean>): (tx: Executor) => Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  return (tx) => {
    answer ??= check(tx);
    return answer;
  };
}

/** The followers of these users, each with whom they follow, in one statement. */
const followersOf = (tx: Executor, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ followerId: follows.followerId, followeeId: follows.followeeId })
        .from(follows)
        .where(inArray(follows.followeeId, userIds));

/** An opportunity's title and page; undefined once it is gone. */
async function opportunityTopic(tx: Executor, opportunityId: number): Promise<MailTopic | undefined> {
  const [row] = await tx
    .select({ title: opportunities.title, slug: opportunities.slug })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId));
  return row && { title: { en: row.title, de: row.title }, opportunity: { slug: row.slug } };
}

/** Whether the opportunity is still on the board; the row is shared-locked until the delivery ends. */
async function stillOnBoard(tx: Executor, opportunityId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.id, opportunityId), onBoard))
    .for("share");
  return row !== undefined;
}

/**
 * The people of an opportunity's creative fields but its owner, each once, under the first of its
 * fields they share (blocks, deactivated accounts and settings are the consumer's to weigh).
 */
const fieldAudience = (tx: Executor, opportunityId: number, ownerId: number) =>
  tx
    .selectDistinctOn([userCreativeFields.userId], {
      userId: userCreativeFields.userId,
      fieldId: opportunityFields.creativeFieldId,
    })
    .from(opportunityFields)
    .innerJoin(userCreativeFields, eq(userCreativeFields.creativeFieldId, opportunityFields.creativeFieldId))
    .where(
      and(
        eq(opportunityFields.opportunityId, opportunityId),
        ne(userCreativeFields.userId, ownerId),
        // Only those who may see its owner may see the opportunity (a "connections" profile's are theirs).
        sql`exists (select 1 from ${users} where ${users.id} = ${ownerId} and ${visibleUsersFilter({ id: userCreativeFields.userId })})`,
      ),
    )
    .orderBy(userCreativeFields.userId, opportunityFields.creativeFieldId);

/** Messages reach their readers through the messenger itself (live, badges), never as notifications. */
const MESSENGER_EVENTS = {
  message_sent: async () => [],
  message_file_added: async () => [],
  message_file_removed: async () => [],
  conversation_read: async () => [],
  conversation_left: async () => [],
  participant_availability_changed: async () => [],
  message_request_answered: async () => [],
} satisfies Partial<NoticesOf>;

/** Whether anyone may hear of the event as a notification: nobody does of the messenger's. */
export const mayNotify = (event: DomainEvent): boolean => !isMessengerEvent(event);

/** Who hears of each event. Every event type has its case, so a new one cannot be forgotten here. */
const NOTICES: NoticesOf = {
  user_followed: async (_, e) => [
    {
      recipientId: e.followeeId,
      key: "new_follower",
      actorId: e.followerId,
      stillTrue: (tx) => followStands(tx, e.followerId, e.followeeId),
    },
  ],
  connection_requested: async (tx, e) => {
    const note = await connectionNote(tx, e.connectionId);
    return [
      {
        recipientId: e.connecteeId,
        key: "new_connection",
        actorId: e.requesterId,
        subject: { type: "connections", id: e.connectionId },
        ...(note ? { note } : {}),
        stillTrue: (t) => connectionStands(t, e.connectionId),
      },
    ];
  },
  connection_confirmed: async (_, e) => [
    {
      recipientId: e.requesterId,
      key: "confirmed_connection",
      actorId: e.connecteeId,
      subject: { type: "connections", id: e.connectionId },
      stillTrue: (tx) => connectionStands(tx, e.connectionId, "confirmed"),
    },
  ],
  // An ending is nobody's news: what the connection told either user goes with it.
  connection_ended: async () => [],
  block_changed: async () => [],
  /**
   * The first publication: the owner's followers hear of a new showroom item, and the co-creators
   * named while it was a draft are asked to confirm now that they can see it.
   */
  creation_published: async (tx, e) => {
    const item = await itemFacts(tx, e.creationId);
    if (!item) return [];
    const followers = e.itemType === "showroom" ? await followersOf(tx, [e.ownerId]) : [];
    const named = await coCreatorsNamedBeforePublishing(tx, e.creationId);
    const published = askedOnce((t) => stillPublished(t, e.creationId));
    return [
      ...followers.map(
        ({ followerId }): Notice => ({
          recipientId: followerId,
          key: "new_showroom_item",
          actorId: e.ownerId,
          ...aboutItem(item),
          stillTrue: published,
        }),
      ),
      ...named.map((coCreator) => askedToConfirm(item, e.ownerId, coCreator)),
    ];
  },
  creation_republished: async (tx, e) => {
    const item = await itemFacts(tx, e.creationId);
    if (!item) return [];
    return (await coCreatorsNotYetTold(tx, e.creationId)).map((coCreator) =>
      askedToConfirm(item, e.ownerId, coCreator),
    );
  },
  creation_liked: async (tx, e) => {
    const item = await itemFacts(tx, e.creationId);
    if (!item) return [];
    return [
      {
        recipientId: e.ownerId,
        key: "new_like",
        actorId: e.likerId,
        ...aboutItem(item),
        stillTrue: (t) => likeStands(t, e.creationId, e.likerId),
      },
    ];
  },
  /** Told at once when the item is published; named on a draft, they hear of it when it is first published. */
  co_creator_added: async (tx, e) => {
    const item = await itemFacts(tx, e.creationId);
    if (!item) return [];
    return [
      {
        recipientId: e.userId,
        key: "added_as_co_creator",
        actorId: e.ownerId,
        ...aboutItem(item),
        data: { co_creator_id: String(e.coCreatorId) },
        stillTrue: (t) => coCreatorInvitationStands(t, e.coCreatorId, { namedAfterPublishing: true }),
      },
    ];
  },
  /** Each featured creative hears that they are featured, and each of their followers that they are. */
  featured_period_started: async (tx, e) => {
    const [period] = await tx.select().from(featuredPeriods).where(eq(featuredPeriods.id, e.periodId));
    if (!period) return [];
    const [field] = await referenceCatalog(tx).creativeFields([e.creativeFieldId]);
    const creatives = await featuredCreativeIds(tx, e.periodId);
    const topic: MailTopic = { title: { en: field?.nameEn ?? "", de: field?.nameDe ?? "" }, featured: true };
    const about = { subject: { type: "featured_periods", id: e.periodId }, topic };
    const featured = new Set(creatives);
    const followers = await followersOf(tx, creatives);
    const running = async () => period.endsAt > new Date();
    return [
      ...creatives.map(
        (userId): Notice => ({ recipientId: userId, key: "me_featured", actorId: null, ...about, stillTrue: running }),
      ),
      // A follower who is featured too hears of their own featuring only.
      ...followers
        .filter(({ followerId }) => !featured.has(followerId))
        .map(
          ({ followerId, followeeId }): Notice => ({
            recipientId: followerId,
            key: "followee_featured",
            actorId: followeeId,
            ...about,
            stillTrue: async (t) => (await running()) && followStands(t, followerId, followeeId),
          }),
        ),
    ];
  },
  /**
   * The people of its creative fields hear of a new opportunity. Each entry is about the field: new
   * ones in the same field within the window join it (service.ts BURSTS), which then names the
   * field and leads to its board, so a burst of postings is one entry and one e-mail.
   */
  opportunity_published: async (tx, e) => {
    const topic = await opportunityTopic(tx, e.opportunityId);
    if (!topic) return [];
    const audience = await fieldAudience(tx, e.opportunityId, e.ownerId);
    const fields = await referenceCatalog(tx).creativeFields([...new Set(audience.map((a) => a.fieldId))]);
    const named = new Map(fields.map((field) => [field.id, { en: field.nameEn, de: field.nameDe }]));
    const onTheBoard = askedOnce((t) => stillOnBoard(t, e.opportunityId));
    return audience.map(
      ({ userId, fieldId }): Notice => ({
        recipientId: userId,
        key: "new_opportunity",
        actorId: e.ownerId,
        subject: { type: "creative_fields", id: fieldId },
        topic,
        whenJoined: { titles: named.get(fieldId), path: paths.jobsCategory(String(fieldId)) },
        stillTrue: onTheBoard,
      }),
    );
  },
  application_created: async (tx, e) => {
    const topic = await opportunityTopic(tx, e.opportunityId);
    if (!topic) return [];
    return [
      {
        recipientId: e.ownerId,
        key: "new_application",
        actorId: e.applicantId,
        subject: { type: "opportunity_applications", id: e.applicationId },
        topic: { title: topic.title, applicants: true },
        stillTrue: (t) => applicationStands(t, e.applicationId),
      },
    ];
  },
  ...MESSENGER_EVENTS,
};

export function noticesOf(tx: Executor, event: DomainEvent): Promise<Notice[]> {
  return (NOTICES[event.type] as (tx: Executor, e: DomainEvent) => Promise<Notice[]>)(tx, event);
}
