import { SHARE_IMAGE_SIZE } from "@atelier/common/seo";
import type { FastifyReply } from "fastify";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { imageWork } from "./image-work.ts";

/**
 * What every picture for shared links (a profile's, a showroom or gallery item's) has in common: the
 * card they are drawn on, the JPEG they are sent as, the cache of those already made and how they
 * are answered.
 */

const { width: W, height: H } = SHARE_IMAGE_SIZE;
export const SHARE_JPEG = { quality: 84, mozjpeg: true } as const;
export const SHARE_SANS = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
/** The accent's deep ink and its lighter shade (see the web app's theme), with a light tone to write in. */
export const SHARE_INK = "#1f3b84";
const INK_LIGHT = "#4565c9";
export const SHARE_LIGHT = "#eef2fb";

/** The accent's gradient over the whole picture, with `inner` drawn on it. */
export function shareCardSvg(inner: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${SHARE_INK}"/>` +
    `<stop offset="1" stop-color="${INK_LIGHT}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${inner}</svg>`
  );
}

/** A drawn card (shareCardSvg) as the JPEG, made in the image queue like every other decode. */
export const drawnShareImage = (svg: string): Promise<Buffer> =>
  imageWork.run(() => sharp(Buffer.from(svg)).jpeg(SHARE_JPEG).toBuffer());

/** Pictures already made, by what they are made of: a link shared widely is asked for by every chat app at once. */
const made = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (bytes) => bytes.length });

/** The picture made of what `parts` name (first the kind of thing it shows), made once and kept until that changes. */
export async function keptShareImage(parts: readonly unknown[], make: () => Promise<Buffer>): Promise<Buffer> {
  const key = JSON.stringify(parts);
  const kept = made.get(key);
  if (kept) return kept;
  const bytes = await make();
  made.set(key, bytes);
  return bytes;
}

/** Chat apps fetch a shared link's picture once and keep it; the address changes with the picture. */
const SHARE_IMAGE_MAX_AGE = 24 * 3600;

/** The rate limit of every picture for shared links, per client address. */
export const SHARE_IMAGE_RATE_LIMIT = { name: "share-image", limit: 120, windowMs: 60_000 } as const;

/** Answers a picture for shared links: a JPEG, publicly cacheable for a day, shown on other sites. */
export function sendShareImage(reply: FastifyReply, bytes: Buffer) {
  return (
    reply
      .type("image/jpeg")
      .header("cache-control", `public, max-age=${SHARE_IMAGE_MAX_AGE}`)
      // Made to be shown on other sites: a chat app's page may embed it from here.
      .header("cross-origin-resource-policy", "cross-origin")
      .send(bytes)
  );
}
