import type { FastifyInstance } from "fastify";

/** Liveness and database readiness, for load balancers and orchestrators. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const schema = { tags: ["health"], summary: "Liveness and database readiness (503 while the database is away)" };
  app.get("/health", { schema }, async (_req, reply) => {
    try {
      await app.deps.database.ping();
      return { status: "ok", database: "ok" };
    } catch {
      return reply.code(503).header("retry-after", "5").send({ status: "degraded", database: "unavailable" });
    }
  });
}
