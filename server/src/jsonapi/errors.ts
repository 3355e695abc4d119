import type { ApiErrorObject } from "@atelier/common";
import { toSnake } from "@atelier/common";
import type { z } from "zod";

/** An error that becomes one JSON:API error document with its status. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorObject[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: Omit<ApiErrorObject, "status">[], headers: Record<string, string> = {}) {
    super(errors[0]?.detail ?? errors[0]?.title ?? `HTTP ${status}`);
    this.status = status;
    this.errors = errors.map((e) => ({ status: String(status), ...e }));
    this.headers = headers;
  }
}

interface ErrorOptions {
  detail?: string;
  pointer?: string;
  parameter?: string;
  meta?: Record<string, unknown>;
}

function make(status: number, code: string, title: string, o: ErrorOptions = {}): ApiError {
  const source =
    o.pointer !== undefined ? { pointer: o.pointer } : o.parameter ? { parameter: o.parameter } : undefined;
  return new ApiError(status, [
    {
      code,
      title,
      ...(o.detail ? { detail: o.detail } : {}),
      ...(source ? { source } : {}),
      ...(o.meta ? { meta: o.meta } : {}),
    },
  ]);
}

export const attributePointer = (name: string) => `/data/attributes/${toSnake(name)}`;

export const errors = {
  badRequest: (detail: string, o: ErrorOptions = {}) => make(400, "bad_request", "Bad request", { detail, ...o }),
  unauthorized: (title: string, o: ErrorOptions = {}) => make(401, "unauthorized", title, o),
  forbidden: (detail = "Please sign in to continue.", o: ErrorOptions & { code?: string } = {}) =>
    make(403, o.code ?? "forbidden", "Forbidden", { detail, ...o }),
  notFound: (detail = "The requested resource does not exist.") => make(404, "not_found", "Not found", { detail }),
  conflict: (detail: string, o: ErrorOptions & { code?: string } = {}) =>
    make(409, o.code ?? "conflict", "Conflict", { detail, ...o }),
  tooLarge: (detail = "The request body is too large.") =>
    make(413, "payload_too_large", "Payload too large", { detail }),
  unsupportedMediaType: (detail: string) => make(415, "unsupported_media_type", "Unsupported media type", { detail }),
  invalid: (attribute: string, detail: string, code = "invalid", meta?: Record<string, unknown>) =>
    make(422, code, "Invalid attribute", { detail, pointer: attributePointer(attribute), meta }),
  /** A well-formed query parameter that cannot apply here (a filter the chosen kind does not offer). */
  invalidParameter: (parameter: string, detail: string, code = "invalid_parameter") =>
    make(422, code, "Invalid parameter", { detail, parameter }),
  /** A request well formed that cannot be done as things stand (an empty cart to pay). */
  unprocessable: (detail: string, code: string) => make(422, code, "Unprocessable", { detail }),
  /** A card payment the provider refused, with its reason and code. */
  paymentRequired: (detail: string, code: string, o: ErrorOptions = {}) =>
    make(402, code, "Payment failed", { detail, ...o }),
  locked: (detail: string, meta?: Record<string, unknown>) => make(423, "locked", "Locked", { detail, meta }),
  tooManyRequests: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      [
        {
          code: "rate_limited",
          title: "Too many requests",
          detail: `Try again in ${retryAfterSeconds} seconds.`,
          // Also in the body, so a client that cannot read response headers can say how long to wait.
          meta: { retry_after: retryAfterSeconds },
        },
      ],
      { "retry-after": String(retryAfterSeconds) },
    ),
  unavailable: (detail = "The service is briefly unavailable. Please try again.") =>
    new ApiError(503, [{ code: "unavailable", title: "Service unavailable", detail }], { "retry-after": "5" }),
};

/**
 * What a client needs to word an issue itself: the limit of a too long or too short value, the
 * format a value missed. A refinement names its code in `params.code`, its other params are meta.
 */
function issueCodeAndMeta(issue: z.core.$ZodIssue): { code: string; meta?: Record<string, unknown> } {
  switch (issue.code) {
    case "custom": {
      const { code, ...meta } = issue.params ?? {};
      return {
        code: typeof code === "string" ? code : "invalid",
        ...(Object.keys(meta).length > 0 ? { meta } : {}),
      };
    }
    case "too_big":
      return { code: issue.code, meta: { maximum: Number(issue.maximum), origin: issue.origin } };
    case "too_small":
      return { code: issue.code, meta: { minimum: Number(issue.minimum), origin: issue.origin } };
    case "invalid_format":
      return { code: issue.code, meta: { format: issue.format } };
    default:
      return { code: issue.code };
  }
}

/** Turns zod issues into 422 errors pointing at the offending attribute under `base`. */
export function fromZodError(error: z.ZodError, base = "/data/attributes"): ApiError {
  return new ApiError(
    422,
    error.issues.map((issue) => ({
      ...issueCodeAndMeta(issue),
      title: "Invalid attribute",
      detail: issue.message,
      source: { pointer: [base, ...issue.path.map((p) => (typeof p === "string" ? toSnake(p) : String(p)))].join("/") },
    })),
  );
}
