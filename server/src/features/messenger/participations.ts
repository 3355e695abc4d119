import type { MessengerCounts, MessengerFolder } from "@atelier/common";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { fromJsonRow } from "../../db/json-rows.ts";
import { newestFirst } from "../../db/order.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { qualified } from "../../db/qualified.ts";
import { messageFiles, messages, participations, userBlocks, users } from "../../db/schema/index.ts";
import { turnBatched } from "../../db/turn-batched.ts";
import { errors } from "../../jsonapi/errors.ts";
import { type OtherParticipant, visibleParticipation } from "./policy.ts";

/** The newest message of a conversation, as a list shows it. */
export interface LastMessage {
  id: number;
  content: string;
  senderId: number;
  createdAt: string;
  files: number;
}

export type ParticipationRow = typeof participations.$inferSelect & {
  others: OtherParticipant[];
  lastMessage: LastMessage | null;
};

/**
 * The other participants of the row's conversation with what writing and "seen" depend on, as one
 * JSON column: a page of conversations reads them with its rows, not one statement per row.
 * `source` holds the conversation's participations: the table, or the rows a write in the same
 * statement has just changed, which the statement's other parts cannot read in the table yet. By
 * user, as the conversation's index holds them: nothing is sorted, and no index is walked whole.
 */
const me = qualified(participations.userId);
export const othersOf = (source: SQL) => sql<OtherParticipant[]>`coalesce((
  select json_agg(json_build_object(
    'userId', "o"."user_id",
    'status', "o"."status",
    'lastReadAt', "o"."last_read_at",
    'deactivated', "u"."deactivated_at" is not null,
    'blockedMe', exists (select 1 from ${userBlocks} as "b" where "b"."blocker_id" = "o"."user_id" and "b"."blocked_id" = ${me}),
    'blockedByMe', exists (select 1 from ${userBlocks} as "b" where "b"."blocker_id" = ${me} and "b"."blocked_id" = "o"."user_id")
  ) order by "o"."user_id")
  from ${source} as "o" join ${users} as "u" on "u"."id" = "o"."user_id"
  where "o"."conversation_id" = ${qualified(participations.conversationId)} and "o"."user_id" <> ${me}
), '[]'::json)`;

const lastMessageColumn = sql<LastMessage | null>`(
  select json_build_object(
    'id', "m"."id",
    'content', "m"."content",
    'senderId', "m"."sender_id",
    'createdAt', "m"."created_at",
    'files', (select count(*) from ${messageFiles} as "f" where "f"."message_id" = "m"."id")
  )
  from ${messages} as "m"
  where "m"."conversation_id" = ${qualified(participations.conversationId)}
  order by "m"."created_at" desc nulls last, "m"."id" desc nulls last
  limit 1
)`;

const rowColumns = {
  participation: participations,
  others: othersOf(sql`${participations}`),
  lastMessage: lastMessageColumn,
};

type SelectedRow = { participation: typeof participations.$inferSelect; others: unknown; lastMessage: unknown };

/** JSON numbers and times come back as the driver reads them: ids as numbers, times as text. */
const toOthers = (others: unknown): OtherParticipant[] =>
  (others as OtherParticipant[]).map((o) => ({ ...o, userId: Number(o.userId) }));

function toRow(selected: SelectedRow): ParticipationRow {
  const others = toOthers(selected.others);
  const last = selected.lastMessage as LastMessage | null;
  return {
    ...selected.participation,
    others,
    lastMessage: last
      ? { ...last, id: Number(last.id), senderId: Number(last.senderId), files: Number(last.files) }
      : null,
  };
}

const mine = (userId: number) => and(eq(participations.userId, userId), visibleParticipation) as SQL;

const FOLDER_STATUS = { inbox: "inbox", requests: "request" } as const;

/**
 * One of the user's participations, with its others and last message; a 404 when it is not theirs
 * to see. Every message written starts here, so the participations asked for on one handle within
 * one turn of the event loop are read in one statement: messages sent side by side share it.
 */
export async function requireParticipation(db: Executor, userId: number, id: number): Promise<ParticipationRow> {
  const row = await participationInTurn(db, id);
  if (!row || row.userId !== userId) throw noSuchConversation();
  return row;
}

/** The 404 of a participation that is not the user's to see, whether it exists or not. */
export const noSuchConversation = () => errors.notFound("There is no such conversation.");

/** Each participation by id as its own user sees it, if that user still sees it. */
const participationInTurn = turnBatched(async (db, ids: readonly number[]) => {
  const rows = (await participationsById(db).execute({ ids: [...new Set(ids)] })).map(toRow);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
});

/** Prepared, so that PostgreSQL plans its subqueries once per connection. */
const participationsById = preparedStatement("participations-by-id", (db, name) =>
  db
    .select(rowColumns)
    .from(participations)
    .where(and(sql`${participations.id} = any(${sql.placeholder("ids")})`, visibleParticipation))
    .prepare(name),
);

/** The user's participation in a conversation, if they see it; null otherwise. */
export async function participationIn(
  db: Executor,
  userId: number,
  conversationId: number,
): Promise<ParticipationRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(participations)
    .where(and(eq(participations.conversationId, conversationId), mine(userId)));
  return row ? toRow(row) : null;
}

/** Every participation of the conversations, each as its own user sees it, for those who still see it. */
export async function participationsOf(
  db: Executor,
  conversationIds: readonly number[],
): Promise<Map<number, ParticipationRow[]>> {
  const byConversation = new Map<number, ParticipationRow[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await participationsByConversation(db).execute({ ids: [...new Set(conversationIds)] });
  for (const row of rows.map(toRow)) {
    const group = byConversation.get(row.conversationId) ?? [];
    group.push(row);
    byConversation.set(row.conversationId, group);
  }
  return byConversation;
}

const participationsByConversation = preparedStatement("participations-by-conversation", (db, name) =>
  db
    .select(rowColumns)
    .from(participations)
    .where(and(sql`${participations.conversationId} = any(${sql.placeholder("ids")})`, visibleParticipation))
    .orderBy(participations.id)
    .prepare(name),
);

/**
 * The participations of a conversation as a write earlier in the same statement left them
 * (`changed`, its CTE returning the rows it updated), each as its own user sees it, for those who
 * still see it, as one JSON column: the write brings back what its frames show. Who sees it and
 * who the others are, a message does not change, so the table answers that.
 */
export const participationsAfter = (changed: SQL, conversationId: SQL): SQL<unknown> => sql`coalesce((
  select json_agg(json_build_object('participation', row_to_json("participations"), 'others', ${othersOf(changed)})
    order by "participations"."id")
  from ${changed} as "participations"
  where "participations"."conversation_id" = ${conversationId} and ${visibleParticipation}
), '[]'::json)`;

/** What participationsAfter brought back, with the conversation's last message as the caller knows it. */
export function participationsFromJson(json: unknown, lastMessage: LastMessage | null): ParticipationRow[] {
  return (json as { participation: Record<string, unknown>; others: unknown }[]).map((item) => ({
    ...fromJsonRow(participations, item.participation),
    others: toOthers(item.others),
    lastMessage,
  }));
}

/** A page of one folder of the user's conversations, the latest activity first, with the folder's total. */
export async function listParticipations(
  db: Executor,
  userId: number,
  folder: MessengerFolder,
  page: { size: number; offset: number },
): Promise<{ rows: ParticipationRow[]; total: number }> {
  const where = and(mine(userId), eq(participations.status, FOLDER_STATUS[folder]));
  const rows = await db
    .select(rowColumns)
    .from(participations)
    .where(where)
    .orderBy(...newestFirst(participations.lastMessageAt, participations.id))
    .limit(page.size)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(participations).where(where);
  return { rows: rows.map(toRow), total };
}

/** The messenger's counts of a user, in one statement: what the header's badge and the tabs show. */
export async function messengerCounts(db: Executor, userId: number): Promise<MessengerCounts> {
  return (await messengerCountsOf(db, [userId])).get(userId) as MessengerCounts;
}

/** The messenger's counts of each user, in one statement; zeros for a user without conversations. */
export async function messengerCountsOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, MessengerCounts>> {
  const counts = new Map<number, MessengerCounts>(
    userIds.map((id) => [id, { unreadMessages: 0, unreadConversations: 0, messageRequests: 0 }]),
  );
  if (userIds.length === 0) return counts;
  const rows = await countsByUser(db).execute({ ids: [...counts.keys()] });
  for (const row of rows) {
    counts.set(row.userId, {
      unreadMessages: Number(row.unreadMessages),
      unreadConversations: Number(row.unreadConversations),
      messageRequests: Number(row.messageRequests),
    });
  }
  return counts;
}

/**
 * messengerCountsOf for reads made once their writes have committed, on the database itself and
 * never in a transaction: messages written side by side have their readers' counts read once.
 */
const countsInTurn = turnBatched(async (db, ids: readonly number[]) => {
  const counts = await messengerCountsOf(db, ids);
  return ids.map((id) => counts.get(id) as MessengerCounts);
});

export async function messengerCountsInTurn(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, MessengerCounts>> {
  const counts = await Promise.all(userIds.map((id) => countsInTurn(db, id)));
  return new Map(userIds.map((id, i) => [id, counts[i]]));
}

/**
 * The participations a count adds up: unread ones in the inbox, and requests. Who sees them is asked
 * of these alone, after this: every message reads the counts of its readers, and a member with
 * hundreds of conversations read long ago would otherwise have each of them checked every time.
 */
export const countedParticipation = sql`(${qualified(participations.status)} = 'inbox' and ${qualified(participations.unreadCount)} > 0
  or ${qualified(participations.status)} = 'request')`;

const countsByUser = preparedStatement("messenger-counts-by-user", (db, name) =>
  db
    .select({
      userId: participations.userId,
      unreadMessages: sql<string>`coalesce(sum(${participations.unreadCount}) filter (where ${participations.status} = 'inbox'), 0)`,
      unreadConversations: sql<string>`count(*) filter (where ${participations.status} = 'inbox' and ${participations.unreadCount} > 0)`,
      messageRequests: sql<string>`count(*) filter (where ${participations.status} = 'request')`,
    })
    .from(participations)
    .where(
      and(sql`${participations.userId} = any(${sql.placeholder("ids")})`, countedParticipation, visibleParticipation),
    )
    .groupBy(participations.userId)
    .prepare(name),
);

/** A count of the user's participations the user sees, as a column of another read (the `me` resource). */
const countOf = (userId: number, status: "inbox" | "request", value: SQL): SQL =>
  sql`(select ${value} from ${participations}
    where ${qualified(participations.userId)} = ${userId} and ${qualified(participations.status)} = ${status}
      and ${countedParticipation} and ${visibleParticipation})`;

/** The header's unread messages: those of the inbox's conversations the user sees. */
export const unreadMessagesOf = (userId: number): SQL =>
  countOf(userId, "inbox", sql`coalesce(sum(${qualified(participations.unreadCount)}), 0)`);

/** The message requests waiting for the user's answer. */
export const messageRequestsOf = (userId: number): SQL => countOf(userId, "request", sql`count(*)`);

/**
 * Marks the conversation read up to its newest message; the time it was read up to when that moved
 * the mark, null when it was read already.
 */
export async function markRead(db: Executor, participation: ParticipationRow): Promise<Date | null> {
  const [row] = await db
    .update(participations)
    .set({ unreadCount: 0, lastReadAt: sql`${participations.lastMessageAt}` })
    .where(
      and(
        eq(participations.id, participation.id),
        sql`(${participations.unreadCount} > 0 or ${participations.lastReadAt} is null or ${participations.lastReadAt} < ${participations.lastMessageAt})`,
      ),
    )
    .returning({ lastReadAt: participations.lastReadAt });
  return row?.lastReadAt ?? null;
}

/** Accepts or declines a message request: the new status, or null when the answer changes nothing. */
export async function answerRequest(
  db: Executor,
  participationId: number,
  status: "inbox" | "declined",
): Promise<boolean> {
  const changed = await db
    .update(participations)
    .set({ status })
    .where(and(eq(participations.id, participationId), sql`${participations.status} <> ${status}`))
    .returning({ id: participations.id });
  return changed.length > 0;
}
