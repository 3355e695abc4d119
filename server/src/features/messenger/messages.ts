import type { WriteRefusal } from "@atelier/common";
import { and, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { newestFirst } from "../../db/order.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { qualified } from "../../db/qualified.ts";
import { messageFiles, messages, participations, storedFiles } from "../../db/schema/index.ts";
import { turnBatched } from "../../db/turn-batched.ts";
import { emitWithin } from "../../platform/events/emit.ts";
import {
  countedParticipation,
  noSuchConversation,
  othersOf,
  type ParticipationRow,
  participationsAfter,
  participationsFromJson,
} from "./participations.ts";
import {
  refuseWriting,
  requireWritable,
  requireWritingAllowed,
  visibleParticipation,
  WRITING_LIMIT,
  writeRefusalOf,
  writtenLately,
} from "./policy.ts";

/** A file of a message as the messenger shows it. */
export interface MessageFileRow {
  id: number;
  messageId: number;
  filename: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: number;
  content: string;
  createdAt: Date;
  files: MessageFileRow[];
}

/** The files of the message, as one JSON column of its row. */
const filesColumn = sql<MessageFileRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', "mf"."id",
    'messageId', "mf"."message_id",
    'filename', coalesce("sf"."original_name", 'file'),
    'contentType', "sf"."content_type",
    'byteSize', "sf"."byte_size",
    'width', "mf"."width",
    'height', "mf"."height"
  ) order by "mf"."id")
  from ${messageFiles} as "mf" join ${storedFiles} as "sf" on "sf"."id" = "mf"."file_id"
  where "mf"."message_id" = ${qualified(messages.id)}
), '[]'::json)`;

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  content: messages.content,
  createdAt: messages.createdAt,
  files: filesColumn,
};

const toFile = (f: MessageFileRow): MessageFileRow => ({
  ...f,
  id: Number(f.id),
  messageId: Number(f.messageId),
  byteSize: Number(f.byteSize),
});

const toMessage = (row: Omit<MessageRow, "files"> & { files: unknown }): MessageRow => ({
  ...row,
  files: (row.files as MessageFileRow[]).map(toFile),
});

/** Where a page of older messages starts: before a time, and before a message of that very time. */
export interface MessageCursor {
  before?: Date;
  beforeId?: number;
}

function olderThan(cursor: MessageCursor): SQL | undefined {
  if (!cursor.before) return cursor.beforeId ? lt(messages.id, cursor.beforeId) : undefined;
  if (!cursor.beforeId) return lt(messages.createdAt, cursor.before);
  return or(
    lt(messages.createdAt, cursor.before),
    and(eq(messages.createdAt, cursor.before), lt(messages.id, cursor.beforeId)),
  );
}

/**
 * The newest `size` messages of a conversation before the cursor, oldest first as a conversation
 * reads, and whether older ones remain: one statement however many files they carry.
 */
export async function listMessages(
  db: Executor,
  conversationId: number,
  cursor: MessageCursor,
  size: number,
): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), olderThan(cursor)))
    .orderBy(...newestFirst(messages.createdAt, messages.id))
    .limit(size + 1);
  return { rows: rows.slice(0, size).reverse().map(toMessage), hasOlder: rows.length > size };
}

/** Messages by id with their files, in one statement: what a batch of live frames shows. */
export async function findMessages(db: Executor, ids: readonly number[]): Promise<Map<number, MessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await messagesById(db).execute({ ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, toMessage(row)]));
}

const messagesById = preparedStatement("messages-by-id", (db, name) =>
  db
    .select(messageColumns)
    .from(messages)
    .where(sql`${messages.id} = any(${sql.placeholder("ids")})`)
    .prepare(name),
);

/**
 * Writing messages, for messages in distinct conversations each: `message` inserts what the CTE
 * "input" holds (conversation_id, sender_id, content), and `moved` updates each one's conversation:
 * every other participant who has not declined it has one more unread message, the writer has read
 * up to it (writing in a request accepts it), and the conversation moves to the top of every list.
 * `moved` returns the participations as it leaves them. `conversations` is an array of the
 * conversations written to: through it `moved` finds their participations by their index and
 * never reads the whole table, however few rows PostgreSQL believes it holds. One statement needs
 * no transaction of its own; in the caller's, it is part of that.
 */
const messagesWrite = (conversations: SQL) => ({
  message: sql`insert into ${messages} (conversation_id, sender_id, content)
    select conversation_id, sender_id, content from "input"
    returning id, conversation_id, sender_id, created_at`,
  moved: sql`update ${participations} as "p" set
      last_message_at = "m"."created_at",
      unread_count = case when "p"."user_id" = "m"."sender_id" then 0
        when "p"."status" = 'declined' then "p"."unread_count" else "p"."unread_count" + 1 end,
      last_read_at = case when "p"."user_id" = "m"."sender_id" then "m"."created_at" else "p"."last_read_at" end,
      status = case when "p"."user_id" = "m"."sender_id" then 'inbox' else "p"."status" end
    from "message" as "m"
    where "p"."conversation_id" = "m"."conversation_id" and "p"."conversation_id" = any(${conversations})
    returning "p".*`,
});

type WrittenRow = { id: number | string; createdAt: Date | string };

const writtenMessage = (conversationId: number, senderId: number, content: string, row: WrittenRow): MessageRow => ({
  id: Number(row.id),
  conversationId,
  senderId,
  content,
  createdAt: new Date(row.createdAt),
  files: [],
});

/**
 * A message within a larger change (a conversation started, an application): its people hear of it
 * through the outbox, once that change commits.
 */
export async function sendMessage(db: Executor, participation: ParticipationRow, content: string): Promise<MessageRow> {
  requireWritable(participation.others);
  const { conversationId, userId } = participation;
  const write = messagesWrite(sql`${sql.param([conversationId])}::bigint[]`);
  const sent = emitWithin("message_sent", {
    messageId: sql`(select id from message)`,
    conversationId,
    senderId: userId,
  });
  const result = (await db.execute(sql`with "input" as (
      select ${conversationId}::bigint as conversation_id, ${userId}::bigint as sender_id, ${content}::text as content
    ), "message" as (${write.message}), moved as (${write.moved}), sent as (${sent})
    select id, created_at as "createdAt" from message`)) as unknown as { rows: WrittenRow[] };
  return writtenMessage(conversationId, userId, content, result.rows[0]);
}

/**
 * Messages written on their own, numbered by `n` in the order asked, each to a participation by its
 * id and its writer, in one statement that reads what the write depends on: `judged` finds each
 * participation that is its writer's and that they still see, with why they may not write there
 * (the policy's rule), how much they wrote lately, and whether their counts held it (writing leaves
 * it read and in the inbox, so their counts then move too); `first` takes the first writable
 * message of each conversation and sees whether its writer is still within WRITING_LIMIT, counting
 * their messages of this round before it, and `input` keeps those that are; the others of a
 * conversation wait for the next round, so each is counted and ordered as if written alone. Read
 * and written at once, a block or a decline either comes before a message or after it, never
 * between its check and its write. Every asked message found comes back, with its refusal or,
 * written, with its conversation's participations as the write left them (participationsAfter).
 * Prepared, so that PostgreSQL plans it once per connection.
 */
const messagesWrittenIn = preparedStatement("messages-written-in", (db, name) => {
  const write = messagesWrite(sql`array(select conversation_id from "input")`);
  const asked = db.$with("asked", {}).as(
    sql`select * from unnest(${sql.placeholder("participationIds")}::bigint[], ${sql.placeholder("writers")}::bigint[],
      ${sql.placeholder("contents")}::text[]) with ordinality as "a"(participation_id, sender_id, content, n)`,
  );
  // `offset 0` keeps the others a subquery of their own, worked out once a row: pulled up, each use
  // of them by the refusal would work them out again.
  const judged = db.$with("judged", {}).as(
    sql`select "asked"."n", "asked"."content", ${qualified(participations.conversationId)} as conversation_id,
      ${qualified(participations.userId)} as user_id, ${writeRefusalOf(sql`"o"."others"`)} as refusal,
      ${writtenLately(sql`"asked"."sender_id"`)} as lately, ${countedParticipation} as writer_counted
    from "asked" join ${participations} on ${qualified(participations.id)} = "asked"."participation_id"
      and ${qualified(participations.userId)} = "asked"."sender_id"
      cross join lateral (select ${othersOf(sql`${participations}`)} as others offset 0) as "o"
    where ${visibleParticipation}`,
  );
  const first = db.$with("first", {}).as(
    sql`select *, lately + row_number() over (partition by sender_id order by n) <= ${WRITING_LIMIT.limit}::int
      as within_limit
    from (select distinct on (conversation_id) conversation_id, user_id as sender_id, content, n, lately
      from "judged" where refusal is null order by conversation_id, n) as "firsts"`,
  );
  const input = db
    .$with("input", {})
    .as(sql`select conversation_id, sender_id, content from "first" where within_limit`);
  const message = db.$with("message", {}).as(write.message);
  const moved = db.$with("moved", {}).as(write.moved);
  return db
    .with(asked, judged, first, input, message, moved)
    .select({
      n: sql<string>`"judged"."n"`,
      conversationId: sql<string>`"judged"."conversation_id"`,
      refusal: sql<WriteRefusal | null>`"judged"."refusal"`,
      overLimit: sql<boolean | null>`not "first"."within_limit"`,
      writerCounted: sql<boolean>`"judged"."writer_counted"`,
      id: sql<string | null>`"message"."id"`,
      createdAt: sql<string | null>`"message"."created_at"`,
      readers: sql<unknown>`case when "message"."id" is not null
        then ${participationsAfter(sql`"moved"`, sql`"message"."conversation_id"`)} end`,
    })
    .from(
      sql`"judged" left join "first" on "first"."n" = "judged"."n"
        left join "message" on "message"."conversation_id" = "first"."conversation_id"`,
    )
    .prepare(name);
});

interface MessageAsked {
  writerId: number;
  participationId: number;
  content: string;
}

type Answer = Awaited<ReturnType<ReturnType<typeof messagesWrittenIn>["execute"]>>[number];

/**
 * Messages asked for side by side, within one turn of the event loop, go out as one statement per
 * round: each round writes the first waiting message of every conversation. Null for a message
 * whose participation is not its writer's to see.
 */
const writeInTurn = turnBatched(async (db, asks: readonly MessageAsked[]) => {
  const answers: (Answer | null)[] = asks.map(() => null);
  let rest = asks.map((ask, at) => ({ ask, at }));
  while (rest.length > 0) {
    const rows = await messagesWrittenIn(db).execute({
      participationIds: rest.map(({ ask }) => ask.participationId),
      writers: rest.map(({ ask }) => ask.writerId),
      contents: rest.map(({ ask }) => ask.content),
    });
    const byNumber = new Map(rows.map((row) => [Number(row.n), row]));
    const waiting: typeof rest = [];
    rest.forEach((entry, index) => {
      const row = byNumber.get(index + 1);
      if (row && row.id === null && row.refusal === null && !row.overLimit) waiting.push(entry);
      else answers[entry.at] = row ?? null;
    });
    rest = waiting;
  }
  return answers;
});

/**
 * A message that is a change of its own, written to the writer's participation by its id, which
 * the caller announces once it has committed (pushSentMessage): a 404 when the participation is not
 * theirs to see, a 403 when they may not write there, a 429 when they wrote too much lately;
 * written, it comes back with its conversation's participations as it left them, each as its own
 * user sees it, so that its frames need no read of their own, and with whether the writer's counts
 * moved. On the database itself, never in a transaction: messages sent side by side are written
 * together (writeInTurn).
 */
export async function sendMessageWithReaders(
  db: Executor,
  writerId: number,
  participationId: number,
  content: string,
): Promise<{ message: MessageRow; readers: ParticipationRow[]; writerCountsMoved: boolean }> {
  const answer = await writeInTurn(db, { writerId, participationId, content });
  if (!answer) throw noSuchConversation();
  refuseWriting(answer.refusal);
  if (answer.overLimit) await requireWritingAllowed(db, writerId, 1);
  const row = { id: answer.id as string, createdAt: answer.createdAt as string };
  const message = writtenMessage(Number(answer.conversationId), writerId, content, row);
  const last = {
    id: message.id,
    content,
    senderId: message.senderId,
    createdAt: message.createdAt.toISOString(),
    files: 0,
  };
  return { message, readers: participationsFromJson(answer.readers, last), writerCountsMoved: answer.writerCounted };
}
