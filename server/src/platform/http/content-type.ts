import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { ApiError, errors } from "../../jsonapi/errors.ts";
import { isApiPath } from "./api-path.ts";

/**
 * No JSON:API document needs deeper nesting; refusing it here keeps every later recursive step
 * (key conversion, validation, logging) away from stack exhaustion.
 */
export const MAX_BODY_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Why a string cannot be stored: PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate has
 * no UTF-8 form, so the driver would silently store U+FFFD instead of what was sent.
 */
function unstorableText(s: string): string | null {
  if (s.includes("\0")) return "contains a NUL character, which cannot be stored.";
  if (LONE_SURROGATE.test(s)) return "contains an unpaired surrogate, which is not valid Unicode.";
  return null;
}

/**
 * Walks a parsed body once (iteratively, so depth cannot overflow the stack) and names the first
 * value the application must never see: prototype keys, text the database cannot hold, or nesting
 * beyond MAX_BODY_DEPTH.
 */
export function findUnsafeValue(body: unknown): ApiError | null {
  const stack: { value: unknown; pointer: string; depth: number }[] = [{ value: body, pointer: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, pointer, depth } = stack.pop()!;
    if (typeof value === "string") {
      const problem = unstorableText(value);
      if (problem) return errors.badRequest(`The value ${problem}`, { pointer });
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) {
      return errors.badRequest(`The document is nested deeper than ${MAX_BODY_DEPTH} levels.`, { pointer });
    }
    for (const [key, child] of Object.entries(value)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if (
        key === "__proto__" ||
        (key === "constructor" && typeof child === "object" && child !== null && "prototype" in child)
      ) {
        return errors.badRequest(`The key ${key} is not allowed.`, { pointer: at });
      }
      const keyProblem = unstorableText(key);
      if (keyProblem) return errors.badRequest(`The member name ${keyProblem}`, { pointer: at });
      stack.push({ value: child, pointer: at, depth: depth + 1 });
    }
  }
  return null;
}

/** Split points outside quoted strings: parameter values such as profile="a b, c" may hold separators. */
const splitOutsideQuotes = (value: string, separator: "," | ";") =>
  value.match(separator === "," ? /(?:[^,"]|"(?:[^"\\]|\\.)*")+/g : /(?:[^;"]|"(?:[^"\\]|\\.)*")+/g) ?? [];

/** The media types of a Content-Type or Accept header, each with its parameter names. */
export function mediaRanges(header: string): { type: string; params: string[] }[] {
  return splitOutsideQuotes(header, ",").map((range) => {
    const [type = "", ...params] = splitOutsideQuotes(range, ";").map((p) => p.trim());
    return {
      type: type.toLowerCase(),
      params: params.map((p) => p.split("=")[0].trim().toLowerCase()).filter((name) => name !== "" && name !== "q"),
    };
  });
}

const MENTIONS_JSONAPI = /application\/vnd\.api\+json/i;

/**
 * JSON:API allows the `profile` parameter (and ignores profiles it does not know); `ext` names
 * extensions, of which Atelier supports none; any other parameter is not JSON:API at all.
 */
const isServableJsonApi = (params: string[]) => params.every((name) => name === "profile");

/**
 * JSON bodies are accepted as `application/vnd.api+json` (parameters other than `profile` are a
 * 415, as JSON:API asks) and as plain `application/json`, which many HTTP clients send by default.
 * Every other content type on a body-carrying request is a 415, which also keeps cross-site
 * "simple" requests (text/plain, form posts) from reaching any handler. An Accept header that
 * allows JSON:API only with unsupported parameters is a 406.
 */
export function registerContentTypes(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson = (body: string, done: (err: Error | null, value?: unknown) => void) => {
    if (body === "") return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return done(errors.badRequest("The request body is not valid JSON.", { pointer: "" }));
    }
    const unsafe = findUnsafeValue(value);
    if (unsafe) return done(unsafe);
    done(null, value);
  };
  app.addContentTypeParser(JSONAPI_MEDIA_TYPE, { parseAs: "string" }, (req, body, done) => {
    const [range] = mediaRanges(String(req.headers["content-type"] ?? ""));
    if (!isServableJsonApi(range?.params ?? [])) {
      return done(
        errors.unsupportedMediaType("The JSON:API media type is accepted without parameters other than profile."),
      );
    }
    parseJson(body as string, done);
  });
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
    parseJson(body as string, done),
  );
  // Anything else: the routes that take files register multipart themselves.
  app.addContentTypeParser("*", (req, _payload, done) => {
    done(errors.unsupportedMediaType(`Content type ${req.headers["content-type"] ?? "(none)"} is not accepted here.`));
  });

  // Checked after the security headers are set (onRequest), so the refusal carries them too. A
  // callback hook: it runs on every request, and only a JSON:API Accept header needs any work.
  app.addHook("preValidation", (req, _reply, done) => {
    const accept = req.headers.accept;
    if (!accept || !MENTIONS_JSONAPI.test(accept) || !isApiPath(req.url)) return done();
    const jsonApi = mediaRanges(accept).filter((r) => r.type === JSONAPI_MEDIA_TYPE);
    if (jsonApi.length > 0 && !jsonApi.some((r) => isServableJsonApi(r.params))) {
      return done(
        new ApiError(406, [
          {
            code: "not_acceptable",
            title: "Not acceptable",
            detail: "The JSON:API media type is served without parameters other than profile.",
          },
        ]),
      );
    }
    done();
  });
}
