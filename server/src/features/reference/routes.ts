import type { FastifyInstance } from "fastify";
import { localeRoutes } from "./locales.ts";

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(localeRoutes);
}
