import { escapeXml, SHARE_IMAGE_SIZE } from "@atelier/common/seo";
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

/** Two of the accent's circles at the card's right, behind what is drawn on it. */
export const SHARE_CIRCLES =
  `<circle cx="${W - 40}" cy="70" r="190" fill="${SHARE_LIGHT}" opacity="0.08"/>` +
  `<circle cx="${W - 150}" cy="${H - 20}" r="120" fill="${SHARE_LIGHT}" opacity="0.1"/>`;

/** Where the text of a drawn card starts, from its left edge. */
export const SHARE_LEFT = 88;

/** The site's name with a short rule under it, at the card's top left. */
export const SITE_MARK =
  `<text x="${SHARE_LEFT}" y="128" font-family="${SHARE_SANS}" font-size="44" font-weight="700" letter-spacing="-1" ` +
  `fill="${SHARE_LIGHT}">Atelier</text>` +
  `<rect x="${SHARE_LEFT}" y="156" width="72" height="6" rx="3" fill="${SHARE_LIGHT}" opacity="0.6"/>`;

/**
 * Words in lines of at most `chars` characters (the font's average width keeps them inside the
 * card), at most `lines` of them; a word longer than a line has one of its own.
 */
export function wrapWords(text: string, chars: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1].replace(/[\s,;:.]+$/, "")}…`;
  return kept;
}

/** Lines of text in the card's light tone, `line` apart from `top` down, at the card's left. */
export function textLines(
  lines: readonly string[],
  top: number,
  style: { size: number; line: number },
  attributes: string,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${SHARE_LEFT}" y="${top + i * style.line}" font-family="${SHARE_SANS}" font-size="${style.size}" ` +
        `fill="${SHARE_LIGHT}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join("");
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
