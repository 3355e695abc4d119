const MAX_NAME_LENGTH = 255;
/** Control, format (bidi overrides, zero-width) and separator characters other than the space. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const DOTTED_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/**
 * The name an upload is offered under later: never a storage path (keys are random), only a label.
 * Directories are dropped, unprintable characters removed, and the extension becomes the one of the
 * type the bytes turned out to be, so `photo.png` holding a PDF is offered as `photo.pdf`.
 */
export function sanitizeFileName(raw: string | undefined, extension: string): string {
  const base = (raw ?? "").split(/[/\\]/).pop() ?? "";
  const printable = base.normalize("NFC").replace(UNPRINTABLE, "").trim();
  const stem = printable
    .replace(DOTTED_EXTENSION, "")
    .replace(/^\.+/, "")
    .slice(0, MAX_NAME_LENGTH - extension.length - 1)
    .trim();
  return `${stem || "file"}.${extension}`;
}

/**
 * `attachment` with the name twice: a plain ASCII fallback, and the exact UTF-8 name for browsers
 * that read RFC 6266's `filename*`. Quotes, backslashes and anything outside printable ASCII never
 * reach the quoted fallback, so the header cannot be split or extended.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
