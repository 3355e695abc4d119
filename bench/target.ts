import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../server/src/app.ts";
import { loadConfig } from "../server/src/config.ts";
import { connectDatabase } from "../server/src/db/connect.ts";
import { migrate } from "../server/src/db/migrate.ts";
import { createDeps } from "../server/src/platform/create-deps.ts";
import { mountWebApp } from "../server/src/platform/web/ssr.ts";
import { seed } from "../server/src/seed/index.ts";

/**
 * One server under measurement, in its own process so the load generator never shares its event
 * loop. `BENCH_TARGET` picks it: the app (optionally with the web build mounted) or a bare Fastify
 * route that returns a locales-shaped document from memory, the ceiling the app is compared with.
 * The port goes back to the parent over IPC.
 */
export type BenchTarget = "app" | "web" | "bare";

const LOCALES_DOCUMENT = {
  data: [
    { type: "locales", id: "1", attributes: { code: "en", name: "English", is_default: true } },
    { type: "locales", id: "2", attributes: { code: "de", name: "Deutsch", is_default: false } },
  ],
};

const resourceSchema = {
  type: "object",
  properties: {
    type: { type: "string" },
    id: { type: "string" },
    attributes: {
      type: "object",
      properties: { code: { type: "string" }, name: { type: "string" }, is_default: { type: "boolean" } },
    },
  },
};

async function bare(): Promise<FastifyInstance> {
  const app = Fastify();
  app.get(
    "/api/locales",
    {
      schema: { response: { 200: { type: "object", properties: { data: { type: "array", items: resourceSchema } } } } },
    },
    async (_req, reply) => reply.type("application/vnd.api+json").send(LOCALES_DOCUMENT),
  );
  return app;
}

async function atelier(withWeb: boolean): Promise<FastifyInstance> {
  const config = loadConfig();
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, "db"),
    poolSize: config.databasePoolSize,
  });
  await migrate(database);
  await seed(database.db, { demo: false, config });
  const deps = await createDeps(config, database);
  const app = await buildApp(deps);
  if (withWeb) await mountWebApp(app, config);
  app.addHook("onClose", () => deps.close());
  return app;
}

const target = process.env.BENCH_TARGET as BenchTarget;
const app = target === "bare" ? await bare() : await atelier(target === "web");
await app.listen({ port: 0, host: "127.0.0.1" });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
