import type { FastifyInstance } from "fastify";
import { mailboxRoutes } from "./mailbox.ts";

/** Development aids; production never registers them, so their paths are plain 404s there. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (app.deps.config.isProduction) return;
  await app.register(mailboxRoutes);
}
