import type { FastifyRequest } from "fastify";

/** The router matches paths in any case and with runs of slashes, so `//API/v1` is the API too. */
const API_PATH = /^\/+api(?:[/?]|$)/i;

/** Whether a request goes to the API, however its path is spelled. */
export function isApiPath(url: string): boolean {
  // The spelling every client uses, without a regular expression.
  return url.startsWith("/api/") || url === "/api" || API_PATH.test(url);
}

/** No cache keeps an API reply, and none of them is a page that may run anything. */
export const API_HEADERS = {
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

export const isApi = (req: FastifyRequest): boolean => isApiPath(req.url);
