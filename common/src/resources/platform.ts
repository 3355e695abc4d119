import { z } from "zod";

/** GET /health: liveness and database readiness, plain JSON for load balancers (not JSON:API). */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "unavailable"]),
});
export type Health = z.infer<typeof healthSchema>;
