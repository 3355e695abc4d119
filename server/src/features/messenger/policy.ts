import { MESSENGER_ERROR_CODES, type WriteRefusal } from "@atelier/common";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { qualified } from "../../db/qualified.ts";
import { messages, participations, userBlocks } from "../../db/schema/index.ts";
import { ApiError, attributePointer, errors } from "../../jsonapi/errors.ts";

/**
 * Who reads and writes which conversation.
 *
 * Read: a conversation is read by its participants alone, through their own participation; any
 * other participation id, guessed or not, is a 404 like a missing one. A conversation is hidden
 * from a participant whom every other participant blocked: the blocker disappears from their
 * messenger as from everywhere else. The blocker still reads it, without writing.
 *
 * Start: one writes to people one may see (404 otherwise, as for a missing user) who take messages
 * from one: from everyone, or from their connections when the two are connected, or from anyone
 * premium as a message request; "nobody" takes none (403 messages_not_accepted). Writing to the same people again continues their conversation,
 * which their settings no longer decide. A first message from someone who is neither a connection
 * nor somebody the recipient ever wrote to arrives as a message request.
 *
 * Write: a participant writes unless a block stands between them and anyone in the conversation
 * (403 blocked), every other account is deactivated (403 unavailable), or the only other person
 * declined it (403 declined). Answering a request, or writing in it, accepts it. Files join a
 * message of one's own, shortly after it was sent; only their sender takes them back.
 *
 * Limit: a writer writes at most WRITING_LIMIT's messages within its window as it slides (429 with
 * the seconds until the next one may go), counted where messages are written: the same count on
 * every instance, with Redis or without, and read in the statement that writes the message.
 */

/** What the policy needs to know of each other participant of a conversation. */
export interface OtherParticipant {
  userId: number;
  status: "inbox" | "request" | "declined";
  lastReadAt: string | null;
  deactivated: boolean;
  blockedMe: boolean;
  blockedByMe: boolean;
}

/**
 * Whether the participation's user still sees its conversation: someone else in it has not blocked
 * them. `offset 0` keeps it a look-up in the conversation's index for each row read: turned into a
 * join, PostgreSQL may read and hash every participation there is to answer it for a handful of rows.
 */
export const visibleParticipation: SQL = sql`exists (
  select 1 from ${participations} as "other"
  where "other"."conversation_id" = ${qualified(participations.conversationId)}
    and "other"."user_id" <> ${qualified(participations.userId)}
    and not exists (
      select 1 from ${userBlocks} as "block"
      where "block"."blocker_id" = "other"."user_id" and "block"."blocked_id" = ${qualified(participations.userId)}
    )
  offset 0
)`;

/** Why the participant may not write now, or null when they may. */
export function writeRefusal(others: readonly OtherParticipant[]): WriteRefusal | null {
  if (others.some((o) => o.blockedMe || o.blockedByMe)) return "blocked";
  if (others.every((o) => o.deactivated)) return "unavailable";
  if (others.length === 1 && others[0].status === "declined") return "declined";
  return null;
}

/**
 * writeRefusal in SQL, over the others as the JSON column of participations.ts holds them: a message
 * is refused in the statement that would write it, so nothing changes between the answer and the
 * write. The two spell one rule; a test holds them to the same answer for every kind of conversation.
 */
export const writeRefusalOf = (others: SQL): SQL<WriteRefusal | null> => sql`case
  when exists (select 1 from json_array_elements(${others}) as "o"
    where ("o"->>'blockedMe')::boolean or ("o"->>'blockedByMe')::boolean) then 'blocked'
  when not exists (select 1 from json_array_elements(${others}) as "o" where not ("o"->>'deactivated')::boolean)
    then 'unavailable'
  when json_array_length(${others}) = 1 and ${others}->0->>'status' = 'declined' then 'declined'
end`;

const REFUSALS: Record<WriteRefusal, string> = {
  blocked: "A block stands between you and someone in this conversation.",
  unavailable: "Nobody else in this conversation has an active account.",
  declined: "This conversation was declined.",
};

/** Refuses a message for the reason given, if any (403 with the reason's code). */
export function refuseWriting(refusal: WriteRefusal | null): void {
  if (!refusal) return;
  throw new ApiError(403, [{ code: MESSENGER_ERROR_CODES[refusal], title: "Forbidden", detail: REFUSALS[refusal] }]);
}

/** Refuses a message the participant may not write (403 with the reason's code). */
export const requireWritable = (others: readonly OtherParticipant[]): void => refuseWriting(writeRefusal(others));

export const WRITING_LIMIT = { limit: 60, windowMs: 60_000 } as const;

const writingWindow = sql`${WRITING_LIMIT.windowMs}::double precision * interval '1 millisecond'`;

const writtenInWindow = (writer: SQL) => sql`from ${messages} as "w" where "w"."sender_id" = ${writer}
  and "w"."created_at" > now() - ${writingWindow}`;

/** How many messages `writer` wrote within WRITING_LIMIT's window, counted up to its limit and no further. */
export const writtenLately = (writer: SQL): SQL<number> =>
  sql`(select count(*) from (select ${writtenInWindow(writer)} limit ${WRITING_LIMIT.limit}::int) as "lately")`;

/**
 * A 429 when the writer wrote WRITING_LIMIT's messages within its window, saying when the oldest of
 * them leaves it; nothing when they may write. `retryAtLeast` is for a message refused in its write,
 * whose window may have moved on since: it waits a second at least.
 */
export async function requireWritingAllowed(db: Executor, writerId: number, retryAtLeast = 0): Promise<void> {
  const result =
    (await db.execute(sql`select ceil(extract(epoch from min("created_at") + ${writingWindow} - now()))::int
      as "wait"
    from (select "w"."created_at" ${writtenInWindow(sql`${writerId}::bigint`)}
      order by "w"."created_at" desc limit ${WRITING_LIMIT.limit}::int) as "lately"
    having count(*) >= ${WRITING_LIMIT.limit}::int`)) as unknown as { rows: { wait: number }[] };
  const wait = Math.max(retryAtLeast, result.rows[0]?.wait ?? 0);
  if (wait > 0) throw errors.tooManyRequests(wait);
}

/** Someone named takes no messages from the writer. */
export function messagesNotAccepted(): ApiError {
  return new ApiError(403, [
    {
      code: MESSENGER_ERROR_CODES.messagesNotAccepted,
      title: "Forbidden",
      detail: "Somebody you chose does not take messages from you.",
      source: { pointer: attributePointer("participantIds") },
    },
  ]);
}
