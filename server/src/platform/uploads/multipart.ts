import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { multipartBody } from "../../jsonapi/contract.ts";
import { ApiError, errors } from "../../jsonapi/errors.ts";
import { fileError } from "./errors.ts";

/** The form field every upload endpoint reads its file from. */
export const FILE_FIELD = "file";
/** Room for the part headers and boundaries around the file in a multipart body. */
const ENVELOPE_BYTES = 64 * 1024;

/** The one file of an upload request, read into memory up to the endpoint's limit. */
export interface Upload {
  bytes: Buffer;
  /** As the client named it: a label to sanitise, never a path. */
  fileName: string | undefined;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on the routes that read an upload with readUpload; only they take multipart bodies. */
    acceptsFiles?: boolean;
  }
}

/** The route option of an upload endpoint: `{ config: UPLOAD_ROUTE, ... }`. */
export const UPLOAD_ROUTE = { acceptsFiles: true } as const;

/**
 * What an upload route declares of its request, for the API description: a multipart form with the
 * file in the field `file`. readUpload reads and checks the form; the schema is not run on it.
 */
export const uploadRequest = (file: string) => ({
  consumes: ["multipart/form-data"],
  body: multipartBody(z.object({ [FILE_FIELD]: z.string().meta({ format: "binary", description: file }) })),
});

/**
 * Lets the calling plugin's routes marked with UPLOAD_ROUTE read multipart bodies; its other routes,
 * and routes elsewhere, keep refusing them with 415. Each upload states its own file size limit
 * (readUpload); these limits bound the rest of the form.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // readUpload reports an oversized file itself, the moment it passes the limit.
    throwFileSizeLimit: false,
    limits: { files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 12, headerPairs: 100 },
  });
  app.addHook("preValidation", (req, _reply, done) => {
    if (req.isMultipart() && !req.routeOptions.config.acceptsFiles) {
      return done(errors.unsupportedMediaType("This endpoint takes a JSON:API document, not a form."));
    }
    done();
  });
}

const tooLarge = (maxBytes: number) =>
  fileError(413, "payload_too_large", `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`);

/** Reads one file part whole, or fails with a 413 as soon as it passes `maxBytes`. */
async function readCapped(file: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer> {
  // The parser stops at the limit and marks the part truncated; end the upload there rather than
  // at the end of the body. The event covers a limit reached while waiting for data.
  file.once("limit", () => file.destroy(tooLarge(maxBytes)));
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw tooLarge(maxBytes);
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw tooLarge(maxBytes);
  return Buffer.concat(chunks);
}

/**
 * Reads the `file` field of a multipart request, holding at most `maxBytes` in memory. A declared
 * body length over the limit is refused before a byte is read; a body that turns out longer is
 * refused as soon as the limit is passed. Other fields are ignored (the form limits bound them);
 * a second file is a 413.
 */
export async function readUpload(req: FastifyRequest, opts: { maxBytes: number }): Promise<Upload> {
  if (!req.isMultipart()) {
    throw fileError(
      415,
      "unsupported_media_type",
      `Send the file as multipart/form-data in the field "${FILE_FIELD}".`,
    );
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > opts.maxBytes + ENVELOPE_BYTES) throw tooLarge(opts.maxBytes);

  let upload: Upload | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: opts.maxBytes } })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        continue;
      }
      upload = { bytes: await readCapped(part.file, opts.maxBytes), fileName: part.filename };
    }
  } catch (err) {
    throw formError(err);
  }
  if (!upload) throw fileError(422, "missing_file", `Choose a file to upload in the field "${FILE_FIELD}".`);
  return upload;
}

const LIMIT_ERRORS = new Set(["FST_PARTS_LIMIT", "FST_FILES_LIMIT", "FST_FIELDS_LIMIT"]);

/** Parser failures of a malformed or over-stuffed form, as 4xx errors at the file attribute. */
function formError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (LIMIT_ERRORS.has((err as { code?: string })?.code ?? "")) {
    return fileError(413, "payload_too_large", "Send one file and nothing else.");
  }
  return fileError(422, "malformed_form", "The upload could not be read. Please try again.");
}
