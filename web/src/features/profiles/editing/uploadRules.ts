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

/** Megabytes as people read them. */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
