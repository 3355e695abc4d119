import { documentSchema, focalPointSchema, JSONAPI_MEDIA_TYPE, resourceBody, userResource } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { profiles } from "../../../db/schema/index.ts";
import { contractRoutes, errorResponses, fileReply, noContent, redirectReply } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { imageWork } from "../../../platform/uploads/image-work.ts";
import { IMAGE_LIMITS } from "../../../platform/uploads/images.ts";
import { readUpload, UPLOAD_ROUTE, uploadRequest } from "../../../platform/uploads/multipart.ts";
import { enforceUploadQuota } from "../../../platform/uploads/quota.ts";
import { SHARE_IMAGE_RATE_LIMIT, sendShareImage } from "../../../platform/uploads/share-images.ts";
import { userRef } from "../../discovery/users/list.ts";
import { shownName } from "../../discovery/users/present.ts";
import { findVisibleUser } from "../../discovery/users/service.ts";
import { visibleOwner } from "../policy.ts";
import { ownUserResource } from "../profile.ts";
import { findRendition, IMAGE_SPECS, type ImageKind, moveFocalPoint, removeImage, replaceImage } from "./images.ts";
import { renderShareImage } from "./share.ts";

const tags = ["profile images"];
const userParams = z.object({ userId: userRef });
/** The owner's users resource, which every write answers. */
const ownerDocument = documentSchema(userResource);
const signedIn = { auth: "user" } as const;

/**
 * Profile and title images: uploaded as multipart `file`, answered with the owner's `users`
 * resource so the page shows the new image at once; read through a redirect to the rendition.
 */
export async function imageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  async function sendOwner(reply: FastifyReply, userId: number, status: number) {
    return reply
      .code(status)
      .type(JSONAPI_MEDIA_TYPE)
      .send(document(await ownUserResource(db, userId)));
  }

  for (const kind of Object.keys(IMAGE_SPECS) as ImageKind[]) {
    const spec = IMAGE_SPECS[kind];
    const sizes = Object.keys(spec.renditions);

    app.post(
      `/v1/my/${spec.path}`,
      {
        config: { ...UPLOAD_ROUTE, ...signedIn },
        schema: {
          tags,
          summary: `Upload my ${kind} image`,
          description:
            "Multipart body with the image in the field `file`: JPEG, PNG, GIF or WebP, recognised by its " +
            `content (others are a 415), at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB (413) and ` +
            `${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels (422). While earlier uploads of mine are still being ` +
            "processed, or the server has many images at hand, a 503 with Retry-After. Kept without metadata, " +
            `upright, as WebP with ` +
            `the renditions ${sizes.join(", ")}. Answers 201 with my \`users\` resource.`,
          ...uploadRequest(`The ${kind} image`),
          response: { 201: ownerDocument, ...errorResponses },
        },
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        await enforceUploadQuota(req, user.id);
        // Before the body is read: a refused upload costs neither its memory nor its decoding.
        const admission = imageWork.admit(user.id);
        try {
          const upload = await readUpload(req, { maxBytes: IMAGE_LIMITS.maxBytes });
          await replaceImage(app.deps, user.id, kind, upload);
        } finally {
          admission.leave();
        }
        return sendOwner(reply, user.id, 201);
      },
    );

    app.patch(
      `/v1/my/${spec.path}`,
      {
        schema: {
          tags,
          summary: `Move the focal point of my ${kind} image`,
          description:
            "Takes `focal_x` and `focal_y` from 0 to 1 (from the left and the top); the renditions are " +
            "cropped around the new point. Answers my `users` resource.",
          body: resourceBody({ type: ["profile_images", `${kind}_images`], attributes: focalPointSchema }),
          response: { 200: ownerDocument, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        await moveFocalPoint(app.deps, user.id, kind, req.body);
        return sendOwner(reply, user.id, 200);
      },
    );

    app.delete(
      `/v1/my/${spec.path}`,
      {
        schema: {
          tags,
          summary: `Remove my ${kind} image and its files`,
          response: { 204: noContent, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        if (!(await removeImage(app.deps, user.id, kind))) throw errors.notFound(`There is no ${kind} image.`);
        return reply.code(204).send();
      },
    );

    app.get(
      `/v1/users/:userId/${spec.path}`,
      {
        schema: {
          tags,
          summary: `A user's ${kind} image`,
          description:
            `Redirects (302) to the file of the rendition \`size\` (${sizes.join(", ")}; ${spec.defaultSize} ` +
            "by default) under /files, which serves it inline and cached. 404 when the user has none.",
          params: userParams,
          querystring: z.object({ size: z.enum(sizes as [string, ...string[]]).optional() }),
          response: { 302: redirectReply(`The ${kind} image's rendition`), ...errorResponses },
        },
      },
      async (req, reply) => {
        const owner = await visibleOwner(req, req.params.userId);
        const key = await findRendition(app.deps, owner.id, kind, req.query.size ?? spec.defaultSize);
        if (!key) throw errors.notFound(`There is no ${kind} image.`);
        return reply.redirect(app.deps.storage.url(key), 302);
      },
    );
  }

  app.get(
    "/v1/users/:userId/share_image",
    {
      config: { rateLimit: SHARE_IMAGE_RATE_LIMIT },
      schema: {
        tags,
        summary: "A user's picture for shared links",
        description:
          "A JPEG of 1200 x 630 pixels, as chat apps and search engines show a shared profile link: the title " +
          "image cropped around its focal point, else the profile image on a card, else the name's initials. " +
          "Only for profiles that visitors may see (else 404), whoever asks; publicly cacheable for a day. " +
          "`v` is the version the profile page names it with, so that a changed picture has a new address.",
        params: userParams,
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: fileReply(["image/jpeg"], "The picture"), ...errorResponses },
      },
    },
    async (req, reply) => {
      // The picture is cached by anyone on the way, so it is what a visitor may see, even for a member asking.
      const owner = await findVisibleUser(db, null, req.params.userId);
      if (!owner) throw errors.notFound();
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, owner.id));
      const bytes = await renderShareImage(app.deps, owner.id, shownName(owner, profile ?? null) ?? "");
      return sendShareImage(reply, bytes);
    },
  );
}
