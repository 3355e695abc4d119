import {
  briefUserResource,
  conversationCreateSchema,
  documentSchema,
  FILE_TYPE_LABELS,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  MESSENGER_ERROR_CODES,
  MESSENGER_FOLDERS,
  MESSENGER_LIMITS,
  type MessengerFolder,
  messageCreateSchema,
  messageFileResource,
  messageResource,
  messengerCountsResource,
  participantIdsSchema,
  participationResource,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, fileReply, noBody, noContent } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { idPath, numericId } from "../../jsonapi/params.ts";
import { listQuery, queryParams } from "../../jsonapi/query.ts";
import { document, pageLinks, resource } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { emit } from "../../platform/events/emit.ts";
import { enforceRateLimit } from "../../platform/rate-limit/enforce.ts";
import { DOCUMENT_MEDIA_TYPES } from "../../platform/uploads/documents.ts";
import { readUpload, registerUploads, UPLOAD_ROUTE, uploadRequest } from "../../platform/uploads/multipart.ts";
import { enforceUploadQuota } from "../../platform/uploads/quota.ts";
import { sandboxFileResponse, sendStoredFile } from "../../platform/uploads/serve.ts";
import { presentBriefUsers } from "../discovery/users/brief.ts";
import { findConversationOf, writeTo } from "./conversations.ts";
import { attachFile, FILES_WINDOW_MS, findReadableFile, removeFile } from "./files.ts";
import { pushSentMessage } from "./live.ts";
import { listMessages, sendMessageWithReaders } from "./messages.ts";
import {
  answerRequest,
  listParticipations,
  markRead,
  messengerCounts,
  type ParticipationRow,
  requireParticipation,
} from "./participations.ts";
import { requireWritingAllowed, WRITING_LIMIT } from "./policy.ts";
import { presentFullMessage, presentLastMessage, presentMessageFile, presentParticipation } from "./present.ts";

const tags = ["messenger"];
const signedIn = { auth: "user" } as const;

/** New conversations are what a spammer sends: fewer of them. */
const CONVERSATIONS_LIMIT = { limit: 30, windowMs: 60 * 60_000 };

const participationIncluded = [briefUserResource, messageResource];
const participationDocument = documentSchema(participationResource, { included: participationIncluded });
const messageDocument = documentSchema(messageResource, { included: [messageFileResource] });
const participationParams = z.object({ id: numericId });
/** What a participation always includes; a client may name it, as JSON:API lets it. */
const PARTICIPATION_INCLUDES = "participants, last_message (always included)";
const messageParams = z.object({ id: numericId, messageId: numericId });

/** Messages go to the writer's other tabs and the conversation's people through the live channel too. */
export async function messengerRoutes(fastify: FastifyInstance): Promise<void> {
  await registerUploads(fastify);
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  /** Participations with their other people and last messages included. */
  async function participationsDocument(rows: ParticipationRow[], viewerId: number) {
    const users = await presentBriefUsers(
      db,
      viewerId,
      rows.flatMap((row) => row.others.map((o) => o.userId)),
    );
    const lastMessages = rows.flatMap((row) =>
      row.lastMessage ? [presentLastMessage(row.lastMessage, viewerId)] : [],
    );
    return { data: rows.map(presentParticipation), included: [...users, ...lastMessages] };
  }

  async function sendParticipation(reply: FastifyReply, row: ParticipationRow, viewerId: number, status = 200) {
    const { data, included } = await participationsDocument([row], viewerId);
    return reply.code(status).type(JSONAPI_MEDIA_TYPE).send(document(data[0], { included }));
  }

  app.get(
    "/v1/messenger/participations",
    {
      schema: {
        tags,
        summary: "My conversations, the latest activity first",
        description:
          "`filter[folder]=inbox` (the default) or `requests` (message requests). Each participation includes the " +
          "other participants (`users`) and its last message.",
        querystring: listQuery(
          { "filter[folder]": "inbox or requests" },
          {
            filters: ["folder"],
            defaultSize: MESSENGER_LIMITS.conversationsPageSize,
            maxSize: 100,
          },
        ),
        response: {
          200: listDocumentSchema(participationResource, { included: participationIncluded }),
          ...errorResponses,
        },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { page, filter } = req.query;
      const folder = (filter.folder?.[0] ?? "inbox") as MessengerFolder;
      if (!MESSENGER_FOLDERS.includes(folder)) {
        throw errors.badRequest("filter[folder] is inbox or requests.", { parameter: "filter[folder]" });
      }
      const result = await listParticipations(db, user.id, folder, page);
      const { data, included } = await participationsDocument(result.rows, user.id);
      const { links, meta } = pageLinks(req.url, page, result.total);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(data, { included, links, meta }));
    },
  );

  app.get(
    "/v1/messenger/counts",
    {
      schema: {
        tags,
        summary: "My unread messages, unread conversations and message requests",
        response: { 200: documentSchema(messengerCountsResource), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const counts = await messengerCounts(db, user.id);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(resource("messenger_counts", user.id, counts)));
    },
  );

  app.get(
    "/v1/messenger/participations/:id",
    {
      schema: {
        tags,
        summary: "One of my conversations; opening it marks it read",
        description: "404 for any participation but my own, and for a conversation hidden from me by blocks.",
        params: idPath,
        querystring: queryParams({ include: PARTICIPATION_INCLUDES }),
        response: { 200: participationDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      checkIncludes(req.query.include);
      const row = await requireParticipation(db, user.id, req.params.id);
      const readAt = await markRead(db, row);
      if (readAt) {
        await emit(db, {
          type: "conversation_read",
          participationId: row.id,
          conversationId: row.conversationId,
          userId: user.id,
          readAt: readAt.toISOString(),
        });
      }
      const shown = readAt ? { ...row, unreadCount: 0, lastReadAt: readAt } : row;
      return sendParticipation(reply, shown, user.id);
    },
  );

  app.get(
    "/v1/messenger/participations/:id/messages",
    {
      schema: {
        tags,
        summary: "The messages of one of my conversations, oldest first, a page at a time",
        description:
          "The newest messages before `filter[withMessageAtBefore]` (a time; with `filter[withMessageIdBefore]`, " +
          "the messages of that very time before that id), oldest first, with their files included. " +
          "`meta.has_older` tells whether older ones remain.",
        params: idPath,
        querystring: listQuery(
          {
            "filter[withMessageAtBefore]": "An ISO time: only messages written before it",
            "filter[withMessageIdBefore]": "A message id: with the time, the messages of that time before it",
          },
          {
            filters: ["withMessageAtBefore", "withMessageIdBefore"],
            defaultSize: MESSENGER_LIMITS.messagesPageSize,
            maxSize: 100,
          },
        ),
        response: {
          200: listDocumentSchema(messageResource, { included: [messageFileResource], paged: false }),
          ...errorResponses,
        },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { page, filter } = req.query;
      const before = cursorTime(filter.withMessageAtBefore?.[0]);
      const beforeId = cursorId(filter.withMessageIdBefore?.[0]);
      const row = await requireParticipation(db, user.id, req.params.id);
      const result = await listMessages(db, row.conversationId, { before, beforeId }, page.size);
      const resources = result.rows.map((message) => presentFullMessage(message, user.id));
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        document(
          resources.map(([message]) => message),
          { included: resources.flatMap(([, ...files]) => files), meta: { has_older: result.hasOlder } },
        ),
      );
    },
  );

  app.post(
    "/v1/messenger/participations/:id/messages",
    {
      schema: {
        tags,
        summary: "Write in one of my conversations",
        description:
          `A \`messages\` resource with \`content\` (at most ${MESSENGER_LIMITS.content} characters; empty only ` +
          "when files follow). 403 with code blocked, declined or unavailable when I may not write there; " +
          "writing in a message request accepts it. At most " +
          `${WRITING_LIMIT.limit} messages in any ${WRITING_LIMIT.windowMs / 1000} seconds (429 with Retry-After).`,
        params: participationParams,
        body: resourceBody({ type: "messages", attributes: messageCreateSchema }),
        response: { 201: messageDocument, ...errorResponses },
      },
      config: { ...signedIn, keepsSession: true },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const sent = await sendMessageWithReaders(db, user.id, req.params.id, req.body.content);
      await pushSentMessage(app.deps, sent);
      const [data, ...included] = presentFullMessage(sent.message, user.id);
      return reply.code(201).type(JSONAPI_MEDIA_TYPE).send(document(data, { included }));
    },
  );

  app.post(
    "/v1/messenger/participations/:id/messages/:messageId/files",
    {
      config: { ...UPLOAD_ROUTE, ...signedIn },
      schema: {
        tags,
        summary: "Attach a file to a message I just wrote",
        description:
          `Multipart body with the file in the field \`file\`: ${FILE_TYPE_LABELS.join(", ")}, recognised by content ` +
          `(others are a 415), at most ${MESSENGER_LIMITS.fileBytes / 1024 / 1024} MB (413), at most ` +
          `${MESSENGER_LIMITS.filesPerMessage} per message, within ${FILES_WINDOW_MS / 60_000} minutes of ` +
          "sending it (422). 404 for a message that is not mine.",
        params: messageParams,
        ...uploadRequest("The file"),
        response: { 201: documentSchema(messageFileResource), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await enforceUploadQuota(req, user.id);
      const upload = await readUpload(req, { maxBytes: MESSENGER_LIMITS.fileBytes });
      const file = await attachFile(app.deps, user.id, req.params.id, req.params.messageId, upload);
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentMessageFile(file)));
    },
  );

  app.get(
    "/v1/messenger/files/:id",
    {
      schema: {
        tags,
        summary: "A file of a message, for the people of its conversation",
        description: "The file with its type and name; 404 for anyone outside the conversation.",
        params: idPath,
        response: { 200: fileReply(DOCUMENT_MEDIA_TYPES, "The file"), ...errorResponses },
      },
      config: signedIn,
      onSend: sandboxFileResponse,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const file = await findReadableFile(db, user.id, req.params.id);
      if (!file) throw errors.notFound("There is no file.");
      return sendStoredFile(req, reply, app.deps.storage, file);
    },
  );

  app.delete(
    "/v1/messenger/files/:id",
    {
      schema: {
        tags,
        summary: "Take a file back from a message I wrote",
        description: "404 for a file that is not mine.",
        params: idPath,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      if (!(await removeFile(app.deps, user.id, req.params.id))) throw errors.notFound("There is no file.");
      return reply.code(204).send();
    },
  );

  for (const answer of ["accept", "decline"] as const) {
    app.patch(
      `/v1/messenger/participations/:id/${answer}`,
      {
        schema: {
          tags,
          summary: answer === "accept" ? "Accept a message request" : "Decline a message request",
          description:
            answer === "accept"
              ? "Moves the conversation to my inbox (a declined one too). Answers with the participation."
              : "Hides the conversation; its only other person can no longer write in it. Only a request can be " +
                "declined (422 otherwise).",
          params: idPath,
          body: noBody,
          response: { 200: participationDocument, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const row = await db.transaction(async (tx) => {
          const current = await requireParticipation(tx, user.id, req.params.id);
          if (answer === "decline" && current.status === "inbox") {
            throw errors.invalid(
              "status",
              "Only a message request can be declined.",
              MESSENGER_ERROR_CODES.notARequest,
            );
          }
          const status = answer === "accept" ? "inbox" : "declined";
          if (await answerRequest(tx, current.id, status)) {
            await emit(tx, { type: "message_request_answered", participationId: current.id, userId: user.id });
          }
          return { ...current, status } satisfies ParticipationRow;
        });
        return sendParticipation(reply, row, user.id);
      },
    );
  }

  app.get(
    "/v1/messenger/conversations",
    {
      schema: {
        tags,
        summary: "My conversation with exactly these people, if we have one",
        description:
          "`participant_ids`: the others, comma-joined. Answers my participation in it, or `data: null` when " +
          "there is none (the Message button then starts one).",
        querystring: queryParams({
          participant_ids: "The other people, comma-joined ids",
          include: PARTICIPATION_INCLUDES,
        }),
        response: {
          200: documentSchema(participationResource, { included: participationIncluded, nullable: true }),
          ...errorResponses,
        },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      checkIncludes(req.query.include);
      const parsed = participantIdsSchema.safeParse(req.query.participant_ids);
      if (!parsed.success) {
        throw errors.badRequest("participant_ids names the other people, comma-joined.", {
          parameter: "participant_ids",
        });
      }
      const row = await findConversationOf(db, user.id, parsed.data);
      if (!row) return reply.type(JSONAPI_MEDIA_TYPE).send(document(null));
      return sendParticipation(reply, row, user.id);
    },
  );

  app.post(
    "/v1/messenger/conversations",
    {
      schema: {
        tags,
        summary: "Write to people: in our conversation, or a new one",
        description:
          "`participant_ids` (the others, comma-joined or a list, at most " +
          `${MESSENGER_LIMITS.participants - 1}) and \`message_content\`. 201 with my new participation, or 200 ` +
          "when the conversation of exactly these people existed; its first message is included. 404 for a " +
          "user I cannot see, 403 messages_not_accepted when someone takes no messages from me (those who take them " +
          "from their connections alone take a premium member's as a message request). A recipient " +
          "neither connected to me nor ever writing to me gets it as a message request. At most 30 new " +
          "conversations an hour.",
        body: resourceBody({ type: ["conversations", "messages"], attributes: conversationCreateSchema }),
        response: { 200: participationDocument, 201: participationDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await requireWritingAllowed(db, user.id);
      const { participation, created } = await writeTo(
        db,
        user.id,
        req.body.participantIds,
        req.body.messageContent,
        () => enforceRateLimit(req, "conversations", { ...CONVERSATIONS_LIMIT, key: user.id, keyOnly: true }),
      );
      const fresh = await requireParticipation(db, user.id, participation.id);
      return sendParticipation(reply, fresh, user.id, created ? 201 : 200);
    },
  );
}

/** A participation's `include`, which names what it always includes; anything else is a 400. */
function checkIncludes(raw: string | string[] | undefined): void {
  const value = Array.isArray(raw) ? raw.at(-1) : raw;
  for (const path of (value ?? "").split(",").map((p) => p.trim())) {
    if (path && path !== "participants" && path !== "last_message") {
      throw errors.badRequest(`Including ${path} is not supported.`, { parameter: "include" });
    }
  }
}

/** `filter[withMessageAtBefore]` as a time; anything else is a 400 naming it. */
function cursorTime(raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  const time = new Date(raw);
  if (Number.isNaN(time.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(raw)) {
    throw errors.badRequest("filter[with_message_at_before] is an ISO time.", {
      parameter: "filter[with_message_at_before]",
    });
  }
  return time;
}

function cursorId(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,15}$/.test(raw)) {
    throw errors.badRequest("filter[with_message_id_before] is a message id.", {
      parameter: "filter[with_message_id_before]",
    });
  }
  return Number(raw);
}
