import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

let addresses = 0;

/**
 * A client address no other request of the file has used, so each test starts with fresh
 * rate-limit counters (they count per address) while still sharing one app.
 */
export function newClientAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export interface RequestOptions {
  /** A JSON:API resource type; the body is sent as {data: {type, attributes}}. */
  type?: string;
  attributes?: Record<string, unknown>;
  /** A raw body instead of the resource built from type and attributes. */
  payload?: unknown;
  token?: string;
  /** A fresh address unless given: see newClientAddress. */
  remoteAddress?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** One API call the way the web client makes it: a JSON:API body, the session in X-Auth-Token. */
export function request(
  app: FastifyInstance,
  method: InjectOptions["method"],
  url: string,
  opts: RequestOptions = {},
): Promise<LightMyRequestResponse> {
  const payload =
    opts.payload ??
    (opts.type || opts.attributes ? { data: { type: opts.type, attributes: opts.attributes ?? {} } } : undefined);
  return app.inject({
    method,
    url,
    remoteAddress: opts.remoteAddress ?? newClientAddress(),
    cookies: opts.cookies,
    headers: {
      ...(payload === undefined ? {} : { "content-type": JSONAPI_MEDIA_TYPE }),
      ...(opts.token ? { "x-auth-token": opts.token } : {}),
      ...opts.headers,
    },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
  });
}
