import {
  CREATION_TYPES,
  type CreationType,
  documentSchema,
  type EmbedType,
  embedLink,
  embedUpdateSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  mediaOrderSchema,
  mediaResource,
  resourceBody,
  SHOWROOM_LIMITS,
  soundcloudEmbedCreateSchema,
  videoEmbedCreateSchema,
} from "@atelier/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, fileReply, matchBodyId, noContent } from "../../../jsonapi/contract.ts";
import { numericId } from "../../../jsonapi/params.ts";
import { listQuery } from "../../../jsonapi/query.ts";
import { document, pageLinks } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { imageWork } from "../../../platform/uploads/image-work.ts";
import { IMAGE_LIMITS } from "../../../platform/uploads/images.ts";
import { readUpload, registerUploads, UPLOAD_ROUTE, uploadRequest } from "../../../platform/uploads/multipart.ts";
import { enforceUploadQuota } from "../../../platform/uploads/quota.ts";
import { SHARE_IMAGE_RATE_LIMIT, sendShareImage } from "../../../platform/uploads/share-images.ts";
import { itemsPath } from "../paths.ts";
import { type CreationRow, readableCreation } from "../policy.ts";
import { MEDIA_WIDTHS, presentMedia } from "./present.ts";
import {
  addEmbed,
  addImage,
  changeEmbed,
  checkRoomForMedium,
  findMedium,
  listMedia,
  type MediumWithFile,
  orderMedia,
  removeMedium,
} from "./service.ts";
import { renderItemShareImage } from "./share.ts";

const tags = ["showroom media"];
const signedIn = { auth: "user" } as const;
const NOUN: Record<CreationType, string> = { showroom: "showroom item", gallery: "gallery item" };

const readParams = z.object({ id: z.string().min(1).max(200).describe("Item id or slug") });
const readMediumParams = readParams.extend({ mediaId: numericId });
const writeParams = z.object({ id: numericId });
const writeMediumParams = writeParams.extend({ mediaId: numericId });

const one = documentSchema(mediaResource);
const list = listDocumentSchema(mediaResource);
const ordered = listDocumentSchema(mediaResource, { paged: false });

/** The players each endpoint adds, with the attribute their link arrives in. */
const EMBEDS: {
  type: EmbedType;
  path: string;
  schema: typeof videoEmbedCreateSchema | typeof soundcloudEmbedCreateSchema;
  name: string;
}[] = [
  {
    type: "youtube",
    path: "youtubes",
    schema: videoEmbedCreateSchema,
    name: "a YouTube video (`code`: the id or a link)",
  },
  { type: "vimeo", path: "vimeos", schema: videoEmbedCreateSchema, name: "a Vimeo video (`code`: the id or a link)" },
  {
    type: "soundcloud",
    path: "soundclouds",
    schema: soundcloudEmbedCreateSchema,
    name: "a SoundCloud track (`track_url`: its address on soundcloud.com)",
  },
];

/**
 * The media of showroom and gallery items, the same set under /v1/showroom/items/{id} and
 * /v1/gallery/items/{id}: read by whoever may read the item, written by its owner alone (someone
 * else's item or medium is a 404 for every write). Also each item's picture for shared links.
 */
export async function mediaRoutes(fastify: FastifyInstance): Promise<void> {
  await registerUploads(fastify);
  const app = contractRoutes(fastify);
  const { db, storage } = app.deps;

  /** A medium as the item's reader sees it: the stored original's address for the owner alone. */
  const present = (req: FastifyRequest, item: CreationRow, medium: MediumWithFile) =>
    presentMedia(
      medium,
      item,
      req.auth?.user.id === item.ownerId
        ? { original: medium.originalKey ? storage.url(medium.originalKey) : null }
        : {},
    );

  /** A write's answer: the medium as its owner sees it. */
  const presentOwn = (type: CreationType, medium: MediumWithFile) =>
    presentMedia(medium, { type }, { original: medium.originalKey ? storage.url(medium.originalKey) : null });

  for (const type of CREATION_TYPES) {
    const base = `${itemsPath(type)}/:id`;
    const noun = NOUN[type];

    app.get(
      `${base}/media`,
      {
        schema: {
          tags,
          summary: `The media of a ${noun}`,
          description:
            "Images and players in the owner's order, for whoever may read the item (else 404). Each image " +
            `has WebP sources at up to ${MEDIA_WIDTHS.join(", ")} pixels wide; \`original\` is for the owner alone.`,
          params: readParams,
          querystring: listQuery({}, { filters: [], defaultSize: SHOWROOM_LIMITS.mediaPerItem }),
          response: { 200: list, ...errorResponses },
        },
      },
      async (req, reply) => {
        const item = await readableCreation(req, type, req.params.id);
        const { page } = req.query;
        const { rows, total } = await listMedia(db, item.id, page);
        return reply.type(JSONAPI_MEDIA_TYPE).send(
          document(
            rows.map((row) => present(req, item, row)),
            pageLinks(req.url, page, total),
          ),
        );
      },
    );

    app.get(
      `${base}/media/:mediaId`,
      {
        schema: {
          tags,
          summary: `One medium of a ${noun}`,
          params: readMediumParams,
          response: { 200: one, ...errorResponses },
        },
      },
      async (req, reply) => {
        const item = await readableCreation(req, type, req.params.id);
        const medium = await findMedium(db, item.id, req.params.mediaId);
        return reply.type(JSONAPI_MEDIA_TYPE).send(document(present(req, item, medium)));
      },
    );

    app.post(
      `${base}/images`,
      {
        config: { ...UPLOAD_ROUTE, ...signedIn },
        schema: {
          tags,
          summary: `Add an image to my ${noun}`,
          description:
            "Multipart body with the image in the field `file`: JPEG, PNG, GIF or WebP, recognised by its " +
            `content (others are a 415), at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB (413) and ` +
            `${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels (422). Kept upright and without metadata, with ` +
            `WebP renditions ${MEDIA_WIDTHS.join(", ")} pixels wide (never wider than the image), at the end ` +
            `of the item's media; at most ${SHOWROOM_LIMITS.mediaPerItem} media an item (422). While earlier ` +
            "uploads of mine are still being processed, or the server has many images at hand, a 503 with " +
            "Retry-After. Answers 201 with the medium.",
          params: writeParams,
          ...uploadRequest("The image"),
          response: { 201: one, ...errorResponses },
        },
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        // Before the body is read: someone else's item or a full one costs neither the upload nor the quota.
        await checkRoomForMedium(db, type, req.params.id, user.id);
        await enforceUploadQuota(req, user.id);
        const admission = imageWork.admit(user.id);
        let medium: MediumWithFile;
        try {
          const upload = await readUpload(req, { maxBytes: IMAGE_LIMITS.maxBytes });
          medium = await addImage(app.deps, type, req.params.id, user.id, upload);
        } finally {
          admission.leave();
        }
        return reply
          .code(201)
          .type(JSONAPI_MEDIA_TYPE)
          .send(document(presentOwn(type, medium)));
      },
    );

    for (const embed of EMBEDS) {
      app.post(
        `${base}/${embed.path}`,
        {
          config: signedIn,
          schema: {
            tags,
            summary: `Add ${embed.name} to my ${noun}`,
            description:
              "The server reads the provider's id from the link and never fetches it; a link that is not " +
              "one of that provider's (another host, a look-alike, javascript:, plain http, a port, " +
              "credentials) is a 422 at the attribute. Added at the end of the item's media; answers 201.",
            params: writeParams,
            body: resourceBody({ type: ["media", embed.path], attributes: embed.schema }),
            response: { 201: one, ...errorResponses },
          },
        },
        async (req, reply) => {
          const { user } = requireAuth(req);
          const input = embedLink(req.body);
          const medium = await addEmbed(app.deps, type, req.params.id, user.id, { type: embed.type, input });
          return reply
            .code(201)
            .type(JSONAPI_MEDIA_TYPE)
            .send(document(presentOwn(type, medium)));
        },
      );
    }

    app.patch(
      `${base}/media/order`,
      {
        config: signedIn,
        schema: {
          tags,
          summary: `Put the media of my ${noun} in a new order`,
          description:
            "`ordered_media_ids`: every medium of the item once, comma-joined, first to last (else 422). " +
            "Answers the media in their new order.",
          params: writeParams,
          body: resourceBody({ type: "media", attributes: mediaOrderSchema }),
          response: { 200: ordered, ...errorResponses },
        },
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const rows = await orderMedia(app.deps, type, req.params.id, user.id, req.body.orderedMediaIds);
        return reply.type(JSONAPI_MEDIA_TYPE).send(document(rows.map((row) => presentOwn(type, row))));
      },
    );

    app.patch(
      `${base}/media/:mediaId`,
      {
        config: signedIn,
        schema: {
          tags,
          summary: `Show another video or track in a player of my ${noun}`,
          description:
            "`code` for a YouTube or Vimeo player, `track_url` for a SoundCloud one, checked as when it was " +
            "added. An image has nothing to change: 422.",
          params: writeMediumParams,
          body: resourceBody({
            type: ["media", "youtubes", "vimeos", "soundclouds"],
            id: true,
            attributes: embedUpdateSchema,
          }),
          response: { 200: one, ...errorResponses },
        },
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        matchBodyId(req, req.params.mediaId);
        const medium = await changeEmbed(app.deps, type, req.params.id, req.params.mediaId, user.id, req.body);
        return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentOwn(type, medium)));
      },
    );

    app.delete(
      `${base}/media/:mediaId`,
      {
        config: signedIn,
        schema: {
          tags,
          summary: `Remove a medium from my ${noun}`,
          description: "Removes the image or player; an image's files go with it.",
          params: writeMediumParams,
          response: { 204: noContent, ...errorResponses },
        },
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        await removeMedium(app.deps, type, req.params.id, req.params.mediaId, user.id);
        return reply.code(204).send();
      },
    );

    app.get(
      `${base}/share_image`,
      {
        config: { rateLimit: SHARE_IMAGE_RATE_LIMIT },
        schema: {
          tags,
          summary: `A ${noun}'s picture for shared links`,
          description:
            "A JPEG of 1200 x 630 pixels: the item's first image cropped around its centre, else a card with " +
            "its title. Only for published items of owners visitors may see (else 404), whoever asks; " +
            "publicly cacheable for a day. `v` is the version the item's page names it with.",
          params: readParams,
          querystring: z.object({ v: z.string().max(40).optional() }),
          response: { 200: fileReply(["image/jpeg"], "The picture"), ...errorResponses },
        },
      },
      async (req, reply) => {
        // Cached by anyone on the way, so it is what a visitor may see, even for the owner asking.
        const item = await readableCreation(req, type, req.params.id, null);
        return sendShareImage(reply, await renderItemShareImage(app.deps, item));
      },
    );
  }
}
