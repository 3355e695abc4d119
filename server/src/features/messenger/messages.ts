import { and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { qualified } from "../../db/qualified.ts";
import { messageFiles, messages, participations, storedFiles } from "../../db/schema/index.ts";
import { emitWithin } from "../../platform/events/emit.ts";
import type { ParticipationRow } from "./participations.ts";
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

/**
 * Writes a message in the participation's conversation: every other participant who has not
 * declined it has one more unread message, the writer has read up to it (writing in a request
 * accepts it), the conversation moves to the top of every list, and its people hear of it. One
 * statement does it all, so it needs no transaction of its own; in the caller's, it is part of that.
 *
 * Its people hear of it through the outbox, once the caller's change commits; or, with `announce`
 * "caller", from the caller at once (pushSentMessage), for a message that is a change of its own.
 */
export async function sendMessage(
  db: Executor,
  participation: ParticipationRow,
  content: string,
  announce: "outbox" | "caller" = "outbox",
): Promise<MessageRow> {
  requireWritable(participation.others);
  const writer = participation.userId;
  const sent =
    announce === "outbox"
      ? sql`, sent as (${emitWithin("message_sent", {
          messageId: sql`(select id from message)`,
          conversationId: participation.conversationId,
          senderId: writer,
        })})`
      : sql``;
  const result = (await db.execute(sql`
    with message as (
      insert into ${messages} (conversation_id, sender_id, content)
      values (${participation.conversationId}, ${writer}, ${content})
      returning id, created_at
    ), moved as (
      update ${participations} set
        last_message_at = (select created_at from message),
        unread_count = case when user_id = ${writer} then 0
          when status = 'declined' then unread_count else unread_count + 1 end,
        last_read_at = case when user_id = ${writer} then (select created_at from message) else last_read_at end,
        status = case when user_id = ${writer} then 'inbox' else status end
      where conversation_id = ${participation.conversationId}
    )${sent}
    select id, created_at from message`)) as unknown as { rows: { id: number | string; created_at: Date | string }[] };
  const [row] = result.rows;
  const message: MessageRow = {
    id: Number(row.id),
    conversationId: participation.conversationId,
    senderId: writer,
    content,
    createdAt: new Date(row.created_at),
    files: [],
  };
  return message;
}
