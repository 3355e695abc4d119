import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { ApiError, errors, fromZodError } from "../../jsonapi/errors.ts";
import { API_HEADERS, isApi } from "./api-path.ts";

/** Errors from the database driver that mean "the database is away", answered 503 with Retry-After. */
function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  const code = e?.code ?? "";
  return (
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P02", "57P03", "08000", "08003", "08006", "53300"].includes(
      code,
    ) ||
    // The last two: the handle was closed under a running process (shutdown, or a fault in the embedded database).
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/i.test(
      e?.message ?? "",
    )
  );
}

/** Database errors caused by input the validation let through (bad encodings, NUL bytes, out of range). */
function isDatabaseInputError(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? "";
  return ["22021", "22P02", "22003", "22001", "22007", "22008", "54000"].includes(code);
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ZodError) return fromZodError(err);
  const cause = (err as { cause?: unknown })?.cause;
  if (isDatabaseUnavailable(err) || isDatabaseUnavailable(cause)) return errors.unavailable();
  if (isDatabaseInputError(err) || isDatabaseInputError(cause)) {
    return errors.badRequest("The request contains a value that cannot be stored.");
  }
  const fe = err as FastifyError;
  const status = fe?.statusCode;
  if (fe?.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) return errors.tooLarge();
  if (fe?.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415) {
    return errors.unsupportedMediaType("This content type is not accepted here.");
  }
  if (fe?.validation) {
    return new ApiError(
      400,
      fe.validation.map((v) => ({
        code: "bad_request",
        title: "Bad request",
        detail: `${v.instancePath || fe.validationContext || "request"} ${v.message ?? "is invalid"}`,
        source: { parameter: v.instancePath.replace(/^\//, "") || undefined },
      })),
    );
  }
  if (typeof status === "number" && status >= 400 && status < 500) {
    return new ApiError(status, [
      { code: fe.code?.toLowerCase() ?? "bad_request", title: "Bad request", detail: fe.message },
    ]);
  }
  return new ApiError(500, [
    { code: "internal_error", title: "Internal server error", detail: "Something went wrong on our side." },
  ]);
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
  const body = {
    errors:
      error.status >= 500 ? error.errors.map((e) => ({ ...e, meta: { request_id: reply.request.id } })) : error.errors,
  };
  return reply.code(error.status).type(JSONAPI_MEDIA_TYPE).send(body);
}

/** The API's 404 for a path no endpoint has. */
export const sendNoEndpoint = (req: FastifyRequest, reply: FastifyReply): FastifyReply =>
  sendApiError(reply, errors.notFound(`No endpoint ${req.method} ${req.url.split("?")[0]}.`));

/**
 * What the router refuses before any hook runs (an address whose percent-encoding does not decode)
 * is answered like every other error: the project's document with the security headers.
 */
export function answerFrameworkError(securityHeaders: Readonly<Record<string, string>>) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(securityHeaders);
    if (isApi(req)) reply.headers(API_HEADERS);
    sendApiError(reply, routerRefusal(err));
  };
}

function routerRefusal(err: FastifyError): ApiError {
  if (err.code === "FST_ERR_BAD_URL") return errors.badRequest("The address is not a valid URL.");
  // A path id or slug longer than any the site gives out names nothing, like any other unknown one:
  // a 404, which a page reading it shows as its not-found page.
  if (err.code === "FST_ERR_MAX_PARAM_LENGTH") return errors.notFound();
  return toApiError(err);
}

/** What Node's parser refuses before any request exists, as the status and error it is answered with. */
function parserRefusal(code: string | undefined): ApiError {
  if (code === "HPE_HEADER_OVERFLOW") {
    return new ApiError(431, [
      {
        code: "request_header_fields_too_large",
        title: "Request header fields too large",
        detail: "The address or the headers are longer than the server reads.",
      },
    ]);
  }
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return new ApiError(408, [
      { code: "request_timeout", title: "Request timeout", detail: "The request took too long to arrive." },
    ]);
  }
  return errors.badRequest("The request could not be read.");
}

/**
 * What Node refuses before Fastify sees a request (an address or headers over 16 KB, a malformed
 * request, one too slow to arrive) is answered like every other error: the project's document with
 * the security headers. With no request read there is no path to tell a page from the API by, and
 * the answer is a document either way: the API's headers keep it from being stored or run.
 */
export function answerClientError(securityHeaders: Readonly<Record<string, string>>) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (err.code === "ECONNRESET" || socket.destroyed) return;
    const error = parserRefusal(err.code);
    const body = JSON.stringify({ errors: error.errors });
    const headers = {
      ...securityHeaders,
      ...API_HEADERS,
      "content-type": `${JSONAPI_MEDIA_TYPE}; charset=utf-8`,
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    };
    const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
    if (socket.writable) {
      socket.write(`HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n${head.join("")}\r\n${body}`);
    }
    socket.destroy(err);
  };
}

/** Node refuses a header value with these characters, and would fail the reply after the handler answered. */
const UNSENDABLE = /[^\t\x20-\x7e\x80-\xff]/;

const isUnsendable = (value: unknown) =>
  typeof value === "string" ? UNSENDABLE.test(value) : Array.isArray(value) && value.some((v) => UNSENDABLE.test(v));

/** One error format for every API failure; never a stack trace, SQL or driver text on the wire. */
export function registerErrorHandling(app: FastifyInstance): void {
  // A header built from what a request sent and that no header can carry turns into the project's
  // own 500, with every other header kept, rather than Fastify's bare fallback without them.
  app.addHook("onSend", (_req, reply, payload, done) => {
    const headers = reply.getHeaders();
    for (const name in headers) {
      if (!isUnsendable(headers[name])) continue;
      reply.removeHeader(name);
      return done(new Error(`The reply's ${name} header holds characters no header can carry.`));
    }
    done(null, payload);
  });
  app.setErrorHandler((err, req, reply) => {
    const apiError = toApiError(err);
    if (apiError.status >= 500) req.log.error({ err }, "request failed");
    if (!isApi(req) && apiError.status >= 500) {
      return reply
        .code(apiError.status)
        .type("text/html; charset=utf-8")
        .send("<!doctype html><title>Atelier</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>");
    }
    return sendApiError(reply, apiError);
  });
}
