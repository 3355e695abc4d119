import sharp from "sharp";
import { fileError } from "./errors.ts";
import { type FileKind, sniffFileKind } from "./file-types.ts";
import { imageWork } from "./image-work.ts";

/** What an image upload may be: 20 MB, and 40 megapixels decoded (a decompression bomb stops here). */
export const IMAGE_LIMITS = { maxBytes: 20 * 1024 * 1024, maxPixels: 40_000_000 };
/** Raster types shown inline everywhere; SVG and the rest are never images here (SECURITY E5). */
export const IMAGE_KINDS = ["jpeg", "png", "gif", "webp"] as const satisfies readonly FileKind[];
/** The stored original is scaled down to fit this square: WebP cannot hold more than 16383 pixels a side. */
const ORIGINAL_MAX_SIDE = 4096;
/**
 * The stored original is an archive copy: pages show the renditions, only its owner fetches it.
 * Encoding it with less effort halves the time an upload spends in WebP's encoder, for a file about a
 * tenth larger.
 */
const ORIGINAL_WEBP = { quality: 88, effort: 2 };
/** No single image may hold a worker thread longer than this. */
const PROCESSING_TIMEOUT_SECONDS = 30;

// Decoded images of strangers are not worth keeping in memory between requests.
sharp.cache(false);

export interface Size {
  width: number;
  height: number;
}

/** Where an image should stay visible when cropped: 0..1 from the left and from the top. */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface InspectedImage extends Size {
  kind: FileKind;
}

const unreadable = () => fileError(415, "unreadable_image", "The file is not an image that can be read.");

/**
 * Recognises an image of one of the `accepted` kinds by its bytes, then reads its size from the
 * header alone and refuses it before any decoding when it would decode to more than `maxPixels`
 * (all frames counted when `frames` is set, as for an animated GIF kept whole).
 */
export async function inspectImage(
  bytes: Buffer,
  accepted: readonly FileKind[],
  opts: { maxPixels: number; frames?: boolean },
): Promise<InspectedImage> {
  const kind = sniffFileKind(bytes);
  if (!kind || !accepted.includes(kind)) {
    throw fileError(415, "unsupported_media_type", "Upload a JPEG, PNG, GIF or WebP image.");
  }
  let meta: sharp.Metadata;
  try {
    // Only the header is read here, so sharp's own pixel limit is lifted: the check below names the limit.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  const pixels = meta.width * (meta.pageHeight ?? meta.height) * (opts.frames ? (meta.pages ?? 1) : 1);
  if (pixels > opts.maxPixels) {
    throw fileError(
      422,
      "too_many_pixels",
      `The image is too large: at most ${Math.floor(opts.maxPixels / 1_000_000)} megapixels.`,
    );
  }
  return { kind, width: meta.width, height: meta.height };
}

const pipeline = (bytes: Buffer, maxPixels: number, animated = false) =>
  sharp(bytes, { limitInputPixels: maxPixels, animated }).timeout({ seconds: PROCESSING_TIMEOUT_SECONDS });

/** Every decode and encode of the server goes through here, one per worker of imageWork. */
async function encode(image: sharp.Sharp): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  try {
    return await imageWork.run(() => image.toBuffer({ resolveWithObject: true }));
  } catch {
    throw unreadable();
  }
}

/**
 * The image as it will be kept: turned upright by its EXIF orientation, first frame only, scaled to
 * fit ORIGINAL_MAX_SIDE, re-encoded as WebP. Re-encoding drops every metadata block (EXIF, GPS,
 * comments) and anything appended to the pixels, such as a script in a polyglot file.
 */
export async function normalizeImage(bytes: Buffer, maxPixels: number): Promise<{ bytes: Buffer } & Size> {
  const { data, info } = await encode(
    pipeline(bytes, maxPixels)
      .rotate()
      .resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp(ORIGINAL_WEBP),
  );
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * A raster image offered as a document (a CV that is a scan) keeps its type but not its metadata:
 * decoded and encoded again in the same format, upright, every frame of an animation kept.
 */
export async function reencodeImage(bytes: Buffer, kind: "jpeg" | "png" | "gif", maxPixels: number): Promise<Buffer> {
  const image = kind === "gif" ? pipeline(bytes, maxPixels, true) : pipeline(bytes, maxPixels).rotate();
  return (await encode(image.toFormat(kind))).data;
}

/**
 * The largest region of `target`'s aspect ratio inside an image of `size`, centred on the focal point
 * as far as the edges allow.
 */
export function cropAround(size: Size, target: Size, focal: FocalPoint): { left: number; top: number } & Size {
  const ratio = target.width / target.height;
  const width = Math.min(size.width, Math.round(size.height * ratio)) || 1;
  const height = Math.min(size.height, Math.round(size.width / ratio)) || 1;
  const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max);
  return {
    left: clamp(focal.x * size.width - width / 2, size.width - width),
    top: clamp(focal.y * size.height - height / 2, size.height - height),
    width,
    height,
  };
}

/** Sized WebP copies of a normalised image, each cropped to its box around the focal point. */
export async function renderRenditions<N extends string>(
  original: { bytes: Buffer } & Size,
  renditions: Record<N, Size>,
  focal: FocalPoint,
): Promise<Record<N, Buffer>> {
  const entries = await Promise.all(
    (Object.entries(renditions) as [N, Size][]).map(async ([name, target]) => {
      const region = cropAround(original, target, focal);
      const { data } = await encode(
        pipeline(original.bytes, IMAGE_LIMITS.maxPixels).extract(region).resize(target.width, target.height).webp(),
      );
      return [name, data] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<N, Buffer>;
}

/**
 * A wide image shown by a rendition much narrower than itself looks soft: when the widest width
 * below the image leaves more than this share of it out, the image's own width is rendered too.
 */
const WIDTH_GAP = 1.25;

/**
 * WebP copies of a normalised image at each of `widths` narrower than the image (the narrowest
 * always, never enlarged), and at its own width when the next width up would enlarge it and the
 * widest one below is far narrower, keeping its proportions: the sources of a `srcset`.
 */
export async function renderWidths(
  original: { bytes: Buffer } & Size,
  widths: readonly number[],
): Promise<{ width: number; height: number; bytes: Buffer }[]> {
  const [narrowest, ...rest] = [...widths].sort((a, b) => a - b);
  const chosen = [Math.min(narrowest ?? original.width, original.width), ...rest.filter((w) => w < original.width)];
  const widest = chosen[chosen.length - 1];
  if (rest.some((w) => w >= original.width) && original.width > widest * WIDTH_GAP) chosen.push(original.width);
  return Promise.all(
    chosen.map(async (width) => {
      const { data, info } = await encode(
        pipeline(original.bytes, IMAGE_LIMITS.maxPixels)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 }),
      );
      return { width: info.width, height: info.height, bytes: data };
    }),
  );
}

/** One JPEG of `target`'s size, cropped around the focal point: for platforms that take no WebP. */
export async function renderJpeg(original: { bytes: Buffer } & Size, target: Size, focal: FocalPoint): Promise<Buffer> {
  const region = cropAround(original, target, focal);
  const image = pipeline(original.bytes, IMAGE_LIMITS.maxPixels).extract(region).resize(target.width, target.height);
  return (await encode(image.jpeg({ quality: 84, mozjpeg: true }))).data;
}
