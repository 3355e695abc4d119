import { type Health, healthSchema } from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses, mediaReply } from "../../jsonapi/contract.ts";

/** Liveness and database readiness, for load balancers and orchestrators. */
export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database readiness (503 while the database is away)",
        response: {
          200: mediaReply("application/json", healthSchema, "Up, and the database answers"),
          503: mediaReply("application/json", healthSchema, "Up, but the database does not answer; retry after 5 s"),
          ...errorResponses,
        },
      },
    },
    async (_req, reply) => {
      try {
        await app.deps.database.ping();
        return { status: "ok", database: "ok" } satisfies Health;
      } catch {
        const degraded: Health = { status: "degraded", database: "unavailable" };
        return reply.code(503).header("retry-after", "5").send(degraded);
      }
    },
  );
}
