import { and, desc, eq, lt, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { qualified } from "../../db/qualified.ts";
import { messageFiles, messages, participations, storedFiles } from "../../db/schema/index.ts";
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
    .orderBy(desc(messages.createdAt), desc(messages.id))
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

type Value<T> = T | Placeholder;

/**
 * Writing a message is two parts of one statement: `message` inserts it, and `moved` updates the
 * conversation's participations: every other participant who has not declined it has one more
 * unread message, the writer has read up to it (writing in a request accepts it), and the
 * conversation moves to the top of every list. `moved` returns the participations as it leaves
 * them. One statement needs no transaction of its own; in the caller's, it is part of that.
 */
const messageInsert = (conversationId: Value<number>, writer: Value<number>, content: Value<string>) => sql`
  insert into ${messages} (conversation_id, sender_id, content)
  values (${conversationId}, ${writer}, ${content})
  returning id, created_at`;

const participationsMoved = (conversationId: Value<number>, writer: Value<number>) => sql`
  update ${participations} set
    last_message_at = (select created_at from message),
    unread_count = case when user_id = ${writer} then 0
      when status = 'declined' then unread_count else unread_count + 1 end,
    last_read_at = case when user_id = ${writer} then (select created_at from message) else last_read_at end,
    status = case when user_id = ${writer} then 'inbox' else status end
  where conversation_id = ${conversationId}
  returning *`;

type WrittenRow = { id: number | string; createdAt: Date | string };

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
  const sent = emitWithin("message_sent", {
    messageId: sql`(select id from message)`,
    conversationId,
    senderId: userId,
  });
  const result = (await db.execute(sql`with message as (${messageInsert(conversationId, userId, content)}),
    moved as (${participationsMoved(conversationId, userId)}), sent as (${sent})
    select id, created_at as "createdAt" from message`)) as unknown as { rows: WrittenRow[] };
  return writtenMessage(participation, content, result.rows[0]);
}

/** Every message written on its own goes through here: prepared, so that PostgreSQL plans it once per connection. */
const messageWithReaders = preparedStatement("message-with-readers", (db, name) => {
  const [conversationId, writer] = [sql.placeholder("conversationId"), sql.placeholder("writer")];
  const message = db
    .$with("message", { id: sql<string>`id`, createdAt: sql<string>`created_at` })
    .as(messageInsert(conversationId, writer, sql.placeholder("content")));
  const moved = db.$with("moved", {}).as(participationsMoved(conversationId, writer));
  return db
    .with(message, moved)
    .select({
      id: sql<string>`"message"."id"`,
      createdAt: sql<string>`"message"."created_at"`,
      readers: participationsAfter(sql`"moved"`),
    })
    .from(message)
    .prepare(name);
});

/**
 * A message that is a change of its own, which the caller announces once it has committed
 * (pushSentMessage): it comes back with its conversation's participations as it left them, each as
 * its own user sees it, so that its frames need no read of their own.
 */
export async function sendMessageWithReaders(
  db: Executor,
  participation: ParticipationRow,
  content: string,
): Promise<{ message: MessageRow; readers: ParticipationRow[] }> {
  requireWritable(participation.others);
  const [row] = await messageWithReaders(db).execute({
    conversationId: participation.conversationId,
    writer: participation.userId,
    content,
  });
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
