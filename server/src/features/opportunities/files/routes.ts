import {
  addendumCreateSchema,
  addendumResource,
  documentSchema,
  FILE_TYPE_LABELS,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  OPPORTUNITY_LIMITS,
  opportunityLogoResource,
  opportunityMaterialResource,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, fileReply, noContent } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { idPath, numericId } from "../../../jsonapi/params.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { DOCUMENT_MEDIA_TYPES } from "../../../platform/uploads/documents.ts";
import { imageWork } from "../../../platform/uploads/image-work.ts";
import { IMAGE_LIMITS } from "../../../platform/uploads/images.ts";
import { readUpload, registerUploads, UPLOAD_ROUTE, uploadRequest } from "../../../platform/uploads/multipart.ts";
import { enforceUploadQuota } from "../../../platform/uploads/quota.ts";
import { sandboxFileResponse, sendStoredFile } from "../../../platform/uploads/serve.ts";
import { viewerOf } from "../../discovery/users/visibility.ts";
import { ownOpportunity } from "../policy.ts";
import { addAddendum, removeAddendum } from "./addenda.ts";
import { LOGO_WIDTHS, removeLogo, replaceLogo } from "./logo.ts";
import { addMaterial, checkRoomForMaterial, findReadableMaterial, listMaterials, removeMaterial } from "./materials.ts";
import { presentAddendum, presentLogo, presentMaterial } from "./present.ts";

const tags = ["opportunities"];
const signedIn = { auth: "user" } as const;
const mine = "/v1/my/opportunities/:id";
const materialParams = z.object({ id: numericId, materialId: numericId });
const addendumParams = z.object({ id: numericId, addendumId: numericId });
const NOT_MINE = "404 for an opportunity that is not mine.";

/**
 * What an owner adds to an opportunity beside its text: the employer's logo, files for applicants
 * (read by whoever may see the opportunity) and addenda beneath a published one.
 */
export async function opportunityFileRoutes(fastify: FastifyInstance): Promise<void> {
  await registerUploads(fastify);
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.post(
    `${mine}/company_logo`,
    {
      config: { ...UPLOAD_ROUTE, ...signedIn },
      schema: {
        tags,
        summary: "Upload the logo of my opportunity",
        description:
          "Multipart body with the image in the field `file`: JPEG, PNG, GIF or WebP, recognised by its " +
          `content (others are a 415), at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB (413) and ` +
          `${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels (422). While earlier uploads of mine are still being ` +
          "processed, or the server has many images at hand, a 503 with Retry-After. Kept without metadata, " +
          `upright, as square WebP renditions ${LOGO_WIDTHS.join(", ")} pixels wide, cropped around the centre; ` +
          `replaces the logo it had. Answers 201 with the logo. ${NOT_MINE}`,
        params: idPath,
        ...uploadRequest("The logo"),
        response: { 201: documentSchema(opportunityLogoResource), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      // Before the body is read: someone else's opportunity costs neither the upload nor the quota.
      await ownOpportunity(db, req.params.id, user.id);
      await enforceUploadQuota(req, user.id);
      const admission = imageWork.admit(user.id);
      let renditions: Record<string, string>;
      try {
        const upload = await readUpload(req, { maxBytes: IMAGE_LIMITS.maxBytes });
        renditions = await replaceLogo(app.deps, req.params.id, user.id, upload);
      } finally {
        admission.leave();
      }
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentLogo(req.params.id, renditions)));
    },
  );

  app.delete(
    `${mine}/company_logo`,
    {
      schema: {
        tags,
        summary: "Remove the logo of my opportunity and its files",
        description: `404 when it has none. ${NOT_MINE}`,
        params: idPath,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      if (!(await removeLogo(app.deps, req.params.id, user.id))) throw errors.notFound("There is no logo.");
      return reply.code(204).send();
    },
  );

  app.post(
    `${mine}/materials`,
    {
      config: { ...UPLOAD_ROUTE, ...signedIn },
      schema: {
        tags,
        summary: "Add a file for applicants to my opportunity",
        description:
          `Multipart body with the file in the field \`file\`: ${FILE_TYPE_LABELS.join(", ")}, recognised by ` +
          "content (others are a 415; the name's extension becomes the detected type's), at most " +
          `${OPPORTUNITY_LIMITS.materialBytes / 1024 / 1024} MB (413); archives with unsafe entries are a 422. ` +
          `At most ${OPPORTUNITY_LIMITS.materials} an opportunity (422, code too_big). Answers 201 with the ` +
          `material, whose \`url\` whoever may see the opportunity downloads. ${NOT_MINE}`,
        params: idPath,
        ...uploadRequest("The file"),
        response: { 201: documentSchema(opportunityMaterialResource), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      // Before the body is read: someone else's opportunity or a full one costs neither the upload nor the quota.
      await checkRoomForMaterial(db, req.params.id, user.id);
      await enforceUploadQuota(req, user.id);
      const upload = await readUpload(req, { maxBytes: OPPORTUNITY_LIMITS.materialBytes });
      const material = await addMaterial(app.deps, req.params.id, user.id, upload);
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentMaterial(material)));
    },
  );

  app.get(
    `${mine}/materials`,
    {
      schema: {
        tags,
        summary: "The files for applicants of my opportunity",
        description: `Oldest first, all of them. ${NOT_MINE}`,
        params: idPath,
        response: { 200: listDocumentSchema(opportunityMaterialResource, { paged: false }), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const opportunity = await ownOpportunity(db, req.params.id, user.id);
      const materials = await listMaterials(db, opportunity.id);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(materials.map(presentMaterial)));
    },
  );

  app.delete(
    `${mine}/materials/:materialId`,
    {
      schema: {
        tags,
        summary: "Remove a file for applicants from my opportunity",
        description: `404 for a file that is not of this opportunity. ${NOT_MINE}`,
        params: materialParams,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { id, materialId } = req.params;
      if (!(await removeMaterial(app.deps, id, materialId, user.id))) throw errors.notFound("There is no file.");
      return reply.code(204).send();
    },
  );

  app.get(
    "/v1/opportunities/materials/:id",
    {
      schema: {
        tags,
        summary: "A file for applicants of an opportunity",
        description:
          "The file as a download, with its type and name in Content-Type and Content-Disposition; HEAD " +
          "answers the same headers without the body. For whoever may see the opportunity (a published one " +
          "of an owner they may see, or their own); 404 for anyone else.",
        params: idPath,
        response: { 200: fileReply(DOCUMENT_MEDIA_TYPES, "The file"), ...errorResponses },
      },
      onSend: sandboxFileResponse,
    },
    async (req, reply) => {
      const file = await findReadableMaterial(db, viewerOf(req), req.params.id);
      if (!file) throw errors.notFound("There is no file.");
      return sendStoredFile(req, reply, app.deps.storage, file);
    },
  );

  app.post(
    `${mine}/addendums`,
    {
      schema: {
        tags,
        summary: "Add an addendum beneath my published opportunity",
        description:
          `At most ${OPPORTUNITY_LIMITS.addendum} characters and ${OPPORTUNITY_LIMITS.addenda} addenda an ` +
          "opportunity (422 at content, code too_big). A draft takes none: 422 at /data with code " +
          `not_published. Answers 201 with the addendum. ${NOT_MINE}`,
        params: idPath,
        body: resourceBody({ type: "addendums", attributes: addendumCreateSchema }),
        response: { 201: documentSchema(addendumResource), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const addendum = await addAddendum(app.deps, req.params.id, user.id, req.body.content);
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentAddendum(addendum)));
    },
  );

  app.delete(
    `${mine}/addendums/:addendumId`,
    {
      schema: {
        tags,
        summary: "Remove an addendum of my opportunity",
        description: `404 for an addendum that is not of this opportunity. ${NOT_MINE}`,
        params: addendumParams,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { id, addendumId } = req.params;
      if (!(await removeAddendum(app.deps, id, addendumId, user.id))) throw errors.notFound("There is no addendum.");
      return reply.code(204).send();
    },
  );
}
