import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * The header by which the server's own render of a page kept for members asks the API as any
 * member (ANY_MEMBER): no session, no one's standing, what every plain member may see.
 */
export const ANY_MEMBER_HEADER = "x-atelier-any-member";

/** Known to this process alone, so that no request from outside can claim to be any member. */
export const ANY_MEMBER_SECRET = randomBytes(24).toString("base64url");

export const asksAsAnyMember = (req: FastifyRequest): boolean => req.headers[ANY_MEMBER_HEADER] === ANY_MEMBER_SECRET;
