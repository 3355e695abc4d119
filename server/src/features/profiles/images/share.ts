import { escapeXml, initialsOf, SHARE_IMAGE_SIZE } from "@atelier/common/seo";
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { profileImages } from "../../../db/schema/index.ts";
import { imageWork } from "../../../platform/uploads/image-work.ts";
import { renderJpeg } from "../../../platform/uploads/images.ts";
import { type ImageDeps, readObject, readOriginal } from "./images.ts";

const { width: W, height: H } = SHARE_IMAGE_SIZE;
/** The portrait's diameter on the card: large enough to be recognised in a chat's small preview. */
const PORTRAIT = 440;
const JPEG = { quality: 84, mozjpeg: true };
const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** The accent's deep ink and its lighter shade (see the web app's theme), with a light ring. */
const INK = "#1f3b84";
const INK_LIGHT = "#4565c9";
const LIGHT = "#eef2fb";

/** The card a portrait or monogram sits on: the accent's gradient with a ring where the portrait goes. */
function cardSvg(inner: string): string {
  const cx = W / 2;
  const cy = H / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INK}"/>` +
    `<stop offset="1" stop-color="${INK_LIGHT}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${PORTRAIT / 2 + 14}" fill="none" stroke="${LIGHT}" stroke-width="4" opacity="0.6"/>` +
    `${inner}</svg>`
  );
}

/** The initials of someone without a picture, as the web app's avatars show them. */
function monogramSvg(name: string): string {
  const initials = initialsOf(name) || "·";
  return cardSvg(
    `<circle cx="${W / 2}" cy="${H / 2}" r="${PORTRAIT / 2}" fill="${LIGHT}" opacity="0.14"/>` +
      `<text x="${W / 2}" y="${H / 2}" dy="0.35em" text-anchor="middle" font-family="${SANS}" font-weight="700" ` +
      `font-size="180" letter-spacing="-6" fill="${LIGHT}">${escapeXml(initials)}</text>`,
  );
}

/** A square portrait (the profile image's largest rendition, already cut around its focal point) in a circle on the card. */
async function portraitCard(square: Buffer) {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT}" height="${PORTRAIT}">` +
      `<circle cx="${PORTRAIT / 2}" cy="${PORTRAIT / 2}" r="${PORTRAIT / 2}"/></svg>`,
  );
  const round = await sharp(square)
    .resize(PORTRAIT, PORTRAIT)
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
  return sharp(Buffer.from(cardSvg("")))
    .composite([{ input: round, left: (W - PORTRAIT) / 2, top: (H - PORTRAIT) / 2 }])
    .jpeg(JPEG)
    .toBuffer();
}

async function makeShareImage(
  deps: ImageDeps,
  title: typeof profileImages.$inferSelect | undefined,
  portrait: string | undefined,
  name: string,
): Promise<Buffer> {
  const original = title && (await readOriginal(deps, title));
  if (title && original) return renderJpeg(original, SHARE_IMAGE_SIZE, { x: title.focalX, y: title.focalY });
  const square = portrait && (await readObject(deps, portrait));
  // renderJpeg queues itself; the card and the monogram take their place in the image queue here.
  if (square) return imageWork.run(() => portraitCard(square));
  return imageWork.run(() =>
    sharp(Buffer.from(monogramSvg(name)))
      .jpeg(JPEG)
      .toBuffer(),
  );
}

/** Pictures already made, by what they are made of: a link shared widely is asked for by every chat app at once. */
const made = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (bytes) => bytes.length });

/**
 * The picture of a shared profile link, a JPEG of SHARE_IMAGE_SIZE: the title image cropped around
 * its focal point; without one, the profile image on the accent's card; without either, the name's
 * initials on it. Made in the image queue, like uploads, and kept until what it shows changes.
 */
export async function renderShareImage(deps: ImageDeps, userId: number, name: string): Promise<Buffer> {
  const images = await deps.db.select().from(profileImages).where(eq(profileImages.userId, userId));
  const title = images.find((i) => i.kind === "title");
  const portrait = images.find((i) => i.kind === "profile")?.renditions.large;
  const key = JSON.stringify([userId, name, title?.renditions.large, title?.focalX, title?.focalY, portrait]);
  const kept = made.get(key);
  if (kept) return kept;
  const bytes = await makeShareImage(deps, title, portrait, name);
  made.set(key, bytes);
  return bytes;
}
