import { and, eq, lt, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { newestFirst } from "../../db/order.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { qualified } from "../../db/qualified.ts";
import { messageFiles, messages, participations, storedFiles } from "../../db/schema/index.ts";
import { turnBatched } from "../../db/turn-batched.ts";
import { emitWithin } from "../../platform/events/emit.ts";
import { type ParticipationRow, participationsAfter, participationsFromJson } from "./participations.ts";
import { requireWritable } from "./policy.ts";

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

type Values<T> = T[] | Placeholder;

/** An array as one parameter: spelled out in a template, drizzle would make it a list of them. */
const array = <T>(values: Values<T>) => (Array.isArray(values) ? sql.param(values) : values);

/**
 * Writing messages is two parts of one statement, for messages in distinct conversations (`input`,
 * one row each): `message` inserts them, and `moved` updates each one's conversation: every other
 * participant who has not declined it has one more unread message, the writer has read up to it
 * (writing in a request accepts it), and the conversation moves to the top of every list. `moved`
 * returns the participations as it leaves them; it names the conversations itself, so that it finds
 * their participations through their index and never reads the whole table, however few rows
 * PostgreSQL believes it holds. One statement needs no transaction of its own; in the caller's, it
 * is part of that.
 */
const messagesWrite = (conversationIds: Values<number>, writers: Values<number>, contents: Values<string>) => ({
  input: sql`select * from unnest(${array(conversationIds)}::bigint[], ${array(writers)}::bigint[],
    ${array(contents)}::text[]) as "i"(conversation_id, sender_id, content)`,
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
    where "p"."conversation_id" = "m"."conversation_id" and "p"."conversation_id" = any(${array(conversationIds)}::bigint[])
    returning "p".*`,
});

type WrittenRow = { id: number | string; conversationId: number | string; createdAt: Date | string };
type WrittenWithReaders = WrittenRow & { readers: unknown };

const writtenMessage = (participation: ParticipationRow, content: string, row: WrittenRow): MessageRow => ({
  id: Number(row.id),
  conversationId: participation.conversationId,
  senderId: participation.userId,
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
  const write = messagesWrite([conversationId], [userId], [content]);
  const sent = emitWithin("message_sent", {
    messageId: sql`(select id from message)`,
    conversationId,
    senderId: userId,
  });
  const result = (await db.execute(sql`with "input" as (${write.input}), "message" as (${write.message}),
    moved as (${write.moved}), sent as (${sent})
    select id, conversation_id as "conversationId", created_at as "createdAt" from message`)) as unknown as {
    rows: WrittenRow[];
  };
  return writtenMessage(participation, content, result.rows[0]);
}

/** Every message written on its own goes through here: prepared, so that PostgreSQL plans it once per connection. */
const messagesWithReaders = preparedStatement("messages-with-readers", (db, name) => {
  const write = messagesWrite(
    sql.placeholder("conversationIds"),
    sql.placeholder("writers"),
    sql.placeholder("contents"),
  );
  const input = db.$with("input", {}).as(write.input);
  const message = db
    .$with("message", { id: sql<string>`id`, conversationId: sql<string>`conversation_id` })
    .as(write.message);
  const moved = db.$with("moved", {}).as(write.moved);
  return db
    .with(input, message, moved)
    .select({
      id: sql<string>`"message"."id"`,
      conversationId: sql<string>`"message"."conversation_id"`,
      createdAt: sql<string>`"message"."created_at"`,
      readers: participationsAfter(sql`"moved"`, sql`"message"."conversation_id"`),
    })
    .from(message)
    .prepare(name);
});

interface MessageToWrite {
  participation: ParticipationRow;
  content: string;
}

/**
 * Messages written side by side, within one turn of the event loop, go out as one statement per
 * round of distinct conversations: two messages to one conversation take two rounds, in the order
 * they were sent, so each is counted and ordered as if written alone.
 */
const writeInTurn = turnBatched(async (db, writes: readonly MessageToWrite[]) => {
  const written: WrittenWithReaders[] = [];
  let rest = writes.map((write, at) => ({ ...write, at }));
  while (rest.length > 0) {
    const taken = new Set<number>();
    const round: typeof rest = [];
    const later: typeof rest = [];
    for (const write of rest) {
      const { conversationId } = write.participation;
      (taken.has(conversationId) ? later : round).push(write);
      taken.add(conversationId);
    }
    const rows = await messagesWithReaders(db).execute({
      conversationIds: round.map((w) => w.participation.conversationId),
      writers: round.map((w) => w.participation.userId),
      contents: round.map((w) => w.content),
    });
    const byConversation = new Map(rows.map((row) => [Number(row.conversationId), row]));
    for (const write of round) {
      written[write.at] = byConversation.get(write.participation.conversationId) as WrittenWithReaders;
    }
    rest = later;
  }
  return written;
});

/**
 * A message that is a change of its own, which the caller announces once it has committed
 * (pushSentMessage): it comes back with its conversation's participations as it left them, each as
 * its own user sees it, so that its frames need no read of their own. On the database itself, never
 * in a transaction: messages sent side by side are written together (writeInTurn).
 */
export async function sendMessageWithReaders(
  db: Executor,
  participation: ParticipationRow,
  content: string,
): Promise<{ message: MessageRow; readers: ParticipationRow[] }> {
  requireWritable(participation.others);
  const row = await writeInTurn(db, { participation, content });
  const message = writtenMessage(participation, content, row);
  const last = {
    id: message.id,
    content,
    senderId: message.senderId,
    createdAt: message.createdAt.toISOString(),
    files: 0,
  };
  return { message, readers: participationsFromJson(row.readers, last) };
}
