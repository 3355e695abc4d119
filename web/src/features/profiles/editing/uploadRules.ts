/** What each upload takes (the server's rules of the profiles contract), checked before sending. */
export const UPLOAD_RULES = {
  image: {
    accept: { "image/jpeg": [".jpg", ".jpeg"], "image/png": [".png"], "image/gif": [".gif"], "image/webp": [".webp"] },
    maxBytes: 20 * 1024 * 1024,
    types: "JPG, PNG, GIF, WebP",
  },
  document: {
    accept: {
      "application/pdf": [".pdf"],
      "image/bmp": [".bmp"],
      "image/gif": [".gif"],
      "image/png": [".png"],
      "image/jpeg": [".jpg", ".jpeg"],
      "application/rtf": [".rtf"],
      "text/rtf": [".rtf"],
      "application/msword": [".doc"],
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
      "application/zip": [".zip"],
      "application/x-zip-compressed": [".zip"],
    },
    maxBytes: 10 * 1024 * 1024,
    types: "PDF, DOC, DOCX, RTF, JPG, PNG, GIF, BMP, ZIP",
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_RULES;

/** The part of a chosen file the checks read. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/**
 * Why the server would refuse this file for its size or type, or null: checked before a byte is
 * sent, so a file too large is named as such at once instead of after a long, failing upload.
 */
export function uploadRefusal(file: ChosenFile, kind: UploadKind): "tooLarge" | "wrongType" | null {
  const rules = UPLOAD_RULES[kind];
  if (file.size > rules.maxBytes) return "tooLarge";
  const extension = file.name.includes(".") ? `.${file.name.split(".").pop()?.toLowerCase()}` : "";
  const accepted = Object.entries(rules.accept) as [string, readonly string[]][];
  const known = accepted.some(([type, extensions]) => type === file.type || extensions.includes(extension));
  return known ? null : "wrongType";
}

/** Megabytes as people read them. */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
