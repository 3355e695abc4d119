import type { FastifyInstance } from "fastify";
import { errors } from "../../jsonapi/errors.ts";

/**
 * JSON bodies are accepted as `application/vnd.api+json` (without media type parameters other than
 * `ext`/`profile` being refused, as JSON:API asks) and as plain `application/json`. Every other
 * content type on a body-carrying request is a 415, which also keeps cross-site "simple" requests
 * (text/plain, form posts) from reaching any handler.
 */
export function registerContentTypes(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson = (_req: unknown, body: string, done: (err: Error | null, value?: unknown) => void) => {
    if (body === "") return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(body, rejectPrototypeKeys);
    } catch (e) {
      const detail = e instanceof PrototypeKeyError ? e.message : "The request body is not valid JSON.";
      return done(errors.badRequest(detail, { pointer: "" }));
    }
    done(null, value);
  };
  app.addContentTypeParser("application/vnd.api+json", { parseAs: "string" }, (req, body, done) => {
    const header = String(req.headers["content-type"] ?? "");
    const params = header
      .split(";")
      .slice(1)
      .map((p) => p.trim())
      .filter(Boolean);
    if (params.length > 0) {
      return done(errors.unsupportedMediaType("The JSON:API media type must be sent without parameters."));
    }
    parseJson(req, body as string, done);
  });
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) =>
    parseJson(req, body as string, done),
  );
  // Anything else: the routes that take files register multipart themselves.
  app.addContentTypeParser("*", (req, _payload, done) => {
    done(errors.unsupportedMediaType(`Content type ${req.headers["content-type"] ?? "(none)"} is not accepted here.`));
  });
}

class PrototypeKeyError extends Error {}

function rejectPrototypeKeys(key: string, value: unknown): unknown {
  if (
    key === "__proto__" ||
    (key === "constructor" && typeof value === "object" && value !== null && "prototype" in value)
  ) {
    throw new PrototypeKeyError(`The key ${key} is not allowed.`);
  }
  return value;
}
