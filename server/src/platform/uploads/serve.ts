import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";
import { errors } from "../../jsonapi/errors.ts";
import type { Storage } from "../storage/storage.ts";
import { attachmentDisposition } from "./file-names.ts";
import type { StoredFile } from "./store.ts";

/**
 * A route-level onSend hook for file responses: it runs after the API-wide headers and replaces
 * their policy with one that also sandboxes the file, should a browser ever render it (SECURITY E7).
 */
export const sandboxFileResponse: onSendHookHandler = (_req, reply, payload, done) => {
  reply.header("content-security-policy", "sandbox; default-src 'none'; frame-ancestors 'none'");
  done(null, payload);
};

/**
 * Sends a stored file as a download under its sanitised name and sniffed type; HEAD answers the
 * same headers without reading the object.
 */
export async function sendStoredFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: StoredFile,
): Promise<FastifyReply> {
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", attachmentDisposition(file.originalName ?? "file"))
    .header("x-content-type-options", "nosniff");
  // Fastify's HEAD handling sets a length of 0 for an empty reply but keeps it for a stream.
  if (req.method === "HEAD") return reply.header("content-length", file.byteSize).send(Readable.from([]));
  const object = await storage.get(file.key);
  if (!object) throw errors.notFound();
  return reply.header("content-length", object.size).send(object.body);
}
