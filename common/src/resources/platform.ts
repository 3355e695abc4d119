import { z } from "zod";

/**
 * GET /health: readiness, plain JSON for load balancers (not JSON:API). Ready is "ok"; the first
 * start's seed ("seeding", with the steps running and how many of how many are done) and a database
 * that does not answer ("degraded") are not.
 */
export const healthSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("ok"), database: z.literal("ok") }),
  z.object({ status: z.literal("degraded"), database: z.literal("unavailable") }),
  z.object({
    status: z.literal("seeding"),
    database: z.literal("ok"),
    step: z.string(),
    done: z.number().int().nonnegative(),
    of: z.number().int().positive(),
  }),
]);
export type Health = z.infer<typeof healthSchema>;

/** GET /health/live: the process answers, whether or not it is ready. */
export const livenessSchema = z.object({ status: z.literal("ok") });
export type Liveness = z.infer<typeof livenessSchema>;
