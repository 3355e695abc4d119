/**
 * The file types uploads may carry, recognised by their bytes alone: the name and the type a
 * client declares are never trusted (SECURITY E1).
 */
export const FILE_TYPES = {
  jpeg: { mime: "image/jpeg", extension: "jpg", label: "JPG" },
  png: { mime: "image/png", extension: "png", label: "PNG" },
  gif: { mime: "image/gif", extension: "gif", label: "GIF" },
  webp: { mime: "image/webp", extension: "webp", label: "WEBP" },
  bmp: { mime: "image/bmp", extension: "bmp", label: "BMP" },
  pdf: { mime: "application/pdf", extension: "pdf", label: "PDF" },
  rtf: { mime: "application/rtf", extension: "rtf", label: "RTF" },
  doc: { mime: "application/msword", extension: "doc", label: "DOC" },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    label: "DOCX",
  },
  zip: { mime: "application/zip", extension: "zip", label: "ZIP" },
} as const;

export type FileKind = keyof typeof FILE_TYPES;

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...Buffer.from(text, "latin1")];

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A local file header, or the end record of an empty archive. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** The sizes of the info header every BMP version writes right after the file header. */
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
/** Every Word 97-2003 file holds a stream of this name in its compound-file directory. */
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

/**
 * The container a file's leading bytes announce. A ZIP is only named a ZIP here: whether it is a
 * Word document is in its directory, which `inspectArchive` reads. An OLE2 compound file counts
 * only when it is a Word document; spreadsheets, installers and the like share the container.
 */
export function sniffFileKind(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("BM")) && bytes.length >= 26 && BMP_HEADER_SIZES.has(bytes.readUInt32LE(14)))
    return "bmp";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, ascii("{\\rtf"))) return "rtf";
  if (startsWith(bytes, OLE2)) return bytes.includes(WORD_STREAM) ? "doc" : null;
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) return "zip";
  return null;
}
