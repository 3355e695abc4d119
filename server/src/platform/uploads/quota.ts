import type { FastifyRequest } from "fastify";
import { enforceRateLimit } from "../rate-limit/enforce.ts";

/** Uploads cost storage and image processing: a user gets this many an hour, whatever they upload. */
const UPLOADS_PER_USER = { limit: 100, windowMs: 60 * 60_000 };

/** Counts one upload of the signed-in user; past the quota a 429 with Retry-After (SECURITY E2). */
export async function enforceUploadQuota(req: FastifyRequest, userId: number): Promise<void> {
  await enforceRateLimit(req, "uploads", { ...UPLOADS_PER_USER, key: userId, keyOnly: true });
}
