import { type Health, healthSchema, type Liveness, livenessSchema } from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses, mediaReply } from "../../jsonapi/contract.ts";

/** How long a prober not yet answered "ok" is asked to wait. */
const RETRY_SECONDS = "5";

/** Readiness and liveness, for load balancers and orchestrators. */
export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: the database answers and the first start's seed is over (503 until then)",
        response: {
          200: mediaReply("application/json", healthSchema, "Ready: the database answers, the seed is over"),
          503: mediaReply(
            "application/json",
            healthSchema,
            "Not ready: the first start still seeds (the steps running, how many of how many are done), or the database does not answer; retry after 5 s",
          ),
          ...errorResponses,
        },
      },
    },
    async (_req, reply) => {
      // The seed is the database's work in hand, and the proof that it answers: a probe waits for no
      // turn of PGlite's one connection behind it.
      const seeding = app.deps.seeding.status();
      if (seeding) {
        const answer: Health = { status: "seeding", database: "ok", ...seeding };
        return reply.code(503).header("retry-after", RETRY_SECONDS).send(answer);
      }
      try {
        await app.deps.database.ping();
        return { status: "ok", database: "ok" } satisfies Health;
      } catch {
        const degraded: Health = { status: "degraded", database: "unavailable" };
        return reply.code(503).header("retry-after", RETRY_SECONDS).send(degraded);
      }
    },
  );
  app.get(
    "/health/live",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness: the process answers, ready or not (while it seeds, or without its database)",
        response: { 200: mediaReply("application/json", livenessSchema, "Alive"), ...errorResponses },
      },
    },
    async () => ({ status: "ok" }) satisfies Liveness,
  );
}
