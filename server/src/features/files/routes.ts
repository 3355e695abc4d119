import type { FastifyInstance } from "fastify";
import { errors } from "../../jsonapi/errors.ts";
import { FILES_PATH, isValidStorageKey, type StoredObject } from "../../platform/storage/storage.ts";

/** Raster images a browser may show inline; everything else (SVG, PDF, HTML, …) is only downloaded. */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]);

function contentDisposition(object: StoredObject): string {
  const stored = object.contentDisposition;
  if (INLINE_TYPES.has(object.contentType.toLowerCase())) return stored ?? "inline";
  return stored?.toLowerCase().startsWith("attachment") ? stored : "attachment";
}

/**
 * Serves stored files from whichever storage driver is configured, under one URL scheme.
 * Stored files are other people's bytes: they are sandboxed, never sniffed, and only raster images
 * render inline. Keys are random and never rewritten, so they are cached for a year.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { "*": string } }>(`${FILES_PATH}/*`, async (req, reply) => {
    const key = req.params["*"];
    if (!isValidStorageKey(key)) throw errors.notFound();
    let object: StoredObject | null;
    try {
      object = await app.deps.storage.get(key);
    } catch (err) {
      req.log.error({ err }, "file storage failed");
      throw errors.unavailable();
    }
    if (!object) throw errors.notFound();
    return reply
      .header("content-type", object.contentType)
      .header("content-length", object.size)
      .header("content-disposition", contentDisposition(object))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox; default-src 'none'")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(object.body);
  });
}
