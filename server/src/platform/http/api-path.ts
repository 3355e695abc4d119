import type { FastifyRequest } from "fastify";

/** The path's first segment, after any run of slashes, up to the next slash, query or fragment. */
const FIRST_SEGMENT = /^\/+([^/?#]*)/;

/**
 * Whether a request goes to the API, however its path is spelled. The router matches paths in any
 * case, with runs of slashes, and percent-decoded as decodeURI does (an encoded slash stays one
 * segment), so `//API/v1` and `/%61pi/v1` are the API too: the first segment is read the same way.
 */
export function isApiPath(url: string): boolean {
  // The spelling every client uses, without any work.
  if (url.startsWith("/api/") || url === "/api") return true;
  const segment = FIRST_SEGMENT.exec(url)?.[1];
  if (!segment) return false;
  return decodedSegment(segment).toLowerCase() === "api";
}

function decodedSegment(segment: string): string {
  if (!segment.includes("%")) return segment;
  try {
    return decodeURI(segment);
  } catch {
    return segment;
  }
}

/** No cache keeps an API reply, and none of them is a page that may run anything. */
export const API_HEADERS = {
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

export const isApi = (req: FastifyRequest): boolean => isApiPath(req.url);
