import {
  achievementResource,
  documentSchema,
  FILE_TYPE_LABELS,
  JSONAPI_MEDIA_TYPE,
  userResource,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, fileReply, noContent } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { idPath } from "../../../jsonapi/params.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MEDIA_TYPES } from "../../../platform/uploads/documents.ts";
import { readUpload, UPLOAD_ROUTE, uploadRequest } from "../../../platform/uploads/multipart.ts";
import { enforceUploadQuota } from "../../../platform/uploads/quota.ts";
import { sandboxFileResponse, sendStoredFile } from "../../../platform/uploads/serve.ts";
import { userRef } from "../../discovery/users/list.ts";
import { ownRow, readableRow, visibleOwner } from "../policy.ts";
import { ownUserResource } from "../profile.ts";
import { findAchievement, presentAchievement } from "../sections/history.ts";
import {
  achievementFileSlot,
  attachDocument,
  cvSlot,
  detachDocument,
  findCvFileId,
  findStoredFile,
} from "./documents.ts";

const tags = ["profile files"];
const UPLOAD_RULES =
  `Multipart body with the file in the field \`file\`: ${FILE_TYPE_LABELS.join(", ")}, recognised by ` +
  `content (others are a 415; the name's extension becomes the detected type's), at most ` +
  `${DOCUMENT_MAX_BYTES / 1024 / 1024} MB (413). Archives with unsafe entries are a 422.`;
const DOWNLOAD_RULES =
  "The file as a download, with its type and name in Content-Type and Content-Disposition; HEAD " +
  "answers the same headers without the body. 404 when there is none.";
const userParams = z.object({ userId: userRef });
/** A stored document as a download, of the type its bytes were recognised as. */
const download = fileReply(DOCUMENT_MEDIA_TYPES, "The file");
const downloadResponse = { 200: download, ...errorResponses };
const signedIn = { auth: "user" } as const;
const uploader = { ...UPLOAD_ROUTE, ...signedIn };

/** CVs and achievement files: uploaded by their owner, downloaded by whoever may see the profile. */
export async function documentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  async function sendFile(req: FastifyRequest, reply: FastifyReply, fileId: number | null | undefined) {
    const file = await findStoredFile(db, fileId);
    if (!file) throw errors.notFound("There is no file.");
    return sendStoredFile(req, reply, app.deps.storage, file);
  }

  async function readDocument(req: FastifyRequest, userId: number) {
    await enforceUploadQuota(req, userId);
    return readUpload(req, { maxBytes: DOCUMENT_MAX_BYTES });
  }

  app.post(
    "/v1/my/cv",
    {
      config: uploader,
      schema: {
        tags,
        summary: "Upload my CV",
        description: `${UPLOAD_RULES} Replaces the CV I had. Answers 201 with my \`users\` resource (has_cv).`,
        ...uploadRequest("The CV"),
        response: { 201: documentSchema(userResource), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await attachDocument(app.deps, user.id, cvSlot, await readDocument(req, user.id));
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(await ownUserResource(db, user.id)));
    },
  );

  app.delete(
    "/v1/my/cv",
    { schema: { tags, summary: "Remove my CV", response: { 204: noContent, ...errorResponses } }, config: signedIn },
    async (req, reply) => {
      const { user } = requireAuth(req);
      if (!(await detachDocument(app.deps, user.id, cvSlot))) throw errors.notFound("There is no CV.");
      return reply.code(204).send();
    },
  );

  app.get(
    "/v1/users/:userId/cv",
    {
      schema: {
        tags,
        summary: "A user's CV",
        description: DOWNLOAD_RULES,
        params: userParams,
        response: downloadResponse,
      },
      onSend: sandboxFileResponse,
    },
    async (req, reply) => {
      const owner = await visibleOwner(req, req.params.userId);
      return sendFile(req, reply, await findCvFileId(db, owner.id));
    },
  );

  app.post(
    "/v1/my/achievements/:id/file",
    {
      config: uploader,
      schema: {
        tags,
        summary: "Attach a file to one of my achievements",
        description: `${UPLOAD_RULES} Replaces the file it had. Answers 201 with the achievement.`,
        params: idPath,
        ...uploadRequest("The file"),
        response: { 201: documentSchema(achievementResource), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { id } = req.params;
      // Someone else's achievement is refused before their upload is read.
      ownRow(await findAchievement(db, id), user.id);
      await attachDocument(app.deps, user.id, achievementFileSlot(id), await readDocument(req, user.id));
      const achievement = ownRow(await findAchievement(db, id), user.id);
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentAchievement(achievement)));
    },
  );

  app.delete(
    "/v1/my/achievements/:id/file",
    {
      schema: {
        tags,
        summary: "Remove the file of one of my achievements",
        params: idPath,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      if (!(await detachDocument(app.deps, user.id, achievementFileSlot(req.params.id)))) {
        throw errors.notFound("There is no file.");
      }
      return reply.code(204).send();
    },
  );

  app.get(
    "/v1/achievements/:id/file",
    {
      schema: {
        tags,
        summary: "The file of an achievement",
        description: DOWNLOAD_RULES,
        params: idPath,
        response: downloadResponse,
      },
      onSend: sandboxFileResponse,
    },
    async (req, reply) => {
      const achievement = await readableRow(req, await findAchievement(db, req.params.id));
      return sendFile(req, reply, achievement.fileId);
    },
  );
}
