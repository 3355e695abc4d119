import { escapeXml, initialsOf, SHARE_IMAGE_SIZE } from "@atelier/common/seo";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { profileImages } from "../../../db/schema/index.ts";
import { imageWork } from "../../../platform/uploads/image-work.ts";
import { renderJpeg } from "../../../platform/uploads/images.ts";
import {
  drawnShareImage,
  keptShareImage,
  SHARE_JPEG,
  SHARE_LIGHT,
  SHARE_SANS,
  shareCardSvg,
} from "../../../platform/uploads/share-images.ts";
import { readObject } from "../../../platform/uploads/store.ts";
import { type ImageDeps, readOriginal } from "./images.ts";

const { width: W, height: H } = SHARE_IMAGE_SIZE;
/** The portrait's diameter on the card: large enough to be recognised in a chat's small preview. */
const PORTRAIT = 440;

/** The card a portrait or monogram sits on: the accent's gradient with a ring where the portrait goes. */
function cardSvg(inner: string): string {
  return shareCardSvg(
    `<circle cx="${W / 2}" cy="${H / 2}" r="${PORTRAIT / 2 + 14}" fill="none" stroke="${SHARE_LIGHT}" stroke-width="4" opacity="0.6"/>${inner}`,
  );
}

/** The initials of someone without a picture, as the web app's avatars show them. */
function monogramSvg(name: string): string {
  const initials = initialsOf(name) || "·";
  return cardSvg(
    `<circle cx="${W / 2}" cy="${H / 2}" r="${PORTRAIT / 2}" fill="${SHARE_LIGHT}" opacity="0.14"/>` +
      `<text x="${W / 2}" y="${H / 2}" dy="0.35em" text-anchor="middle" font-family="${SHARE_SANS}" font-weight="700" ` +
      `font-size="180" letter-spacing="-6" fill="${SHARE_LIGHT}">${escapeXml(initials)}</text>`,
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
    .jpeg(SHARE_JPEG)
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
  // renderJpeg queues itself; the card takes its place in the image queue here.
  if (square) return imageWork.run(() => portraitCard(square));
  return drawnShareImage(monogramSvg(name));
}

/**
 * The picture of a shared profile link, a JPEG of SHARE_IMAGE_SIZE: the title image cropped around
 * its focal point; without one, the profile image on the accent's card; without either, the name's
 * initials on it. Made in the image queue, like uploads, and kept until what it shows changes.
 */
export async function renderShareImage(deps: ImageDeps, userId: number, name: string): Promise<Buffer> {
  const images = await deps.db.select().from(profileImages).where(eq(profileImages.userId, userId));
  const title = images.find((i) => i.kind === "title");
  const portrait = images.find((i) => i.kind === "profile")?.renditions.large;
  return keptShareImage(["users", userId, name, title?.renditions.large, title?.focalX, title?.focalY, portrait], () =>
    makeShareImage(deps, title, portrait, name),
  );
}
