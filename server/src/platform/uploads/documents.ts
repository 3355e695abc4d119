import { inspectArchive, isWordDocument } from "./archives.ts";
import { fileError } from "./errors.ts";
import { sanitizeFileName } from "./file-names.ts";
import { FILE_TYPES, type FileKind, sniffFileKind } from "./file-types.ts";
import { IMAGE_LIMITS, inspectImage, reencodeImage } from "./images.ts";
import type { Upload } from "./multipart.ts";

/** The document types of spec 000 section 3 (CVs, achievement files): PDF, BMP, GIF, PNG, JPG, RTF, DOC, DOCX, ZIP. */
export const DOCUMENT_KINDS = [
  "pdf",
  "bmp",
  "gif",
  "png",
  "jpeg",
  "rtf",
  "doc",
  "docx",
  "zip",
] as const satisfies readonly FileKind[];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The media types documents are kept and served as. */
export const DOCUMENT_MEDIA_TYPES = DOCUMENT_KINDS.map((kind) => FILE_TYPES[kind].mime);

export interface AcceptedFile {
  bytes: Buffer;
  kind: FileKind;
  mime: string;
  /** The client's name, sanitised, with the extension of the type the bytes are. */
  fileName: string;
}

/** A BMP's declared size, read from its info header (height is negative for top-down images). */
function bmpPixels(bytes: Buffer): number {
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize === 12) return bytes.readUInt16LE(18) * bytes.readUInt16LE(20);
  return Math.abs(bytes.readInt32LE(18)) * Math.abs(bytes.readInt32LE(22));
}

/** What the bytes are, with ZIP archives checked and told apart from Word documents. */
function documentKind(bytes: Buffer): FileKind | null {
  const sniffed = sniffFileKind(bytes);
  if (sniffed !== "zip") return sniffed;
  return isWordDocument(inspectArchive(bytes)) ? "docx" : "zip";
}

/**
 * Accepts an uploaded document when its bytes are one of the `accepted` kinds, whatever its name
 * or declared type say: a PNG named cv.pdf is kept as cv.png. Images are decoded within the pixel
 * limit and re-encoded, which drops their metadata; archives must pass the directory checks.
 */
export async function acceptDocument(
  upload: Upload,
  accepted: readonly FileKind[] = DOCUMENT_KINDS,
): Promise<AcceptedFile> {
  const kind = documentKind(upload.bytes);
  if (!kind || !accepted.includes(kind)) {
    const labels = accepted.map((k) => FILE_TYPES[k].label).join(", ");
    throw fileError(415, "unsupported_media_type", `This type of file is not accepted. Upload one of: ${labels}.`);
  }
  let bytes = upload.bytes;
  if (kind === "jpeg" || kind === "png" || kind === "gif") {
    await inspectImage(bytes, [kind], { maxPixels: IMAGE_LIMITS.maxPixels, frames: true });
    bytes = await reencodeImage(bytes, kind, IMAGE_LIMITS.maxPixels);
  } else if (kind === "bmp" && bmpPixels(bytes) > IMAGE_LIMITS.maxPixels) {
    throw fileError(422, "too_many_pixels", "The image is too large.");
  }
  const type = FILE_TYPES[kind];
  return { bytes, kind, mime: type.mime, fileName: sanitizeFileName(upload.fileName, type.extension) };
}
