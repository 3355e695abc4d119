/** The file name a download's Content-Disposition gives, preferring the UTF-8 `filename*` form. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain form below still names the file.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name.replace(/\\(.)/g, "$1") : null;
}

const TYPE_LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/bmp": "BMP",
  "image/gif": "GIF",
  "image/png": "PNG",
  "image/jpeg": "JPG",
  "application/rtf": "RTF",
  "text/rtf": "RTF",
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/zip": "ZIP",
};

/** The short name of a file type (spec 000's list: PDF, DOCX, ...), from its media type, else its name. */
export function fileTypeLabel(contentType: string | null | undefined, fileName?: string | null): string | null {
  const media = contentType?.split(";")[0]?.trim().toLowerCase();
  if (media && TYPE_LABELS[media]) return TYPE_LABELS[media];
  const extension = fileName?.includes(".") ? fileName.split(".").pop()?.toUpperCase() : undefined;
  return extension && extension.length <= 5 ? extension : null;
}
