import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createDeps, processLog } from "./create-deps.ts";
import { connectDatabase } from "./db/connect.ts";
import { migrate } from "./db/migrate.ts";
import { mountWebApp } from "./platform/web/ssr.ts";
import { seed } from "./seed/index.ts";
import { handleShutdown } from "./shutdown.ts";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  const log = processLog(config);
  const shutdown = handleShutdown(log);
  log.info({ pid: process.pid }, "starting");
  const database = await shutdown.step(
    connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, "db"),
      poolSize: config.databasePoolSize,
    }),
  );
  shutdown.closeOnExit(() => database.close());
  await shutdown.step(migrate(database));
  const deps = await createDeps(config, database, log);
  shutdown.closeOnExit(() => deps.close());
  const seeding = performance.now();
  await shutdown.step(seed(database.db, { demo: config.seedDemo && deps, config, log }));
  log.info({ seconds: Math.round((performance.now() - seeding) / 100) / 10 }, "seeded");

  const app = await buildApp(deps, {
    logger: { level: config.logLevel, redact: ["req.headers.cookie", "req.headers['x-auth-token']"] },
  });
  // app.close() answers new requests 503 and waits for the ones in flight; only then the database goes.
  shutdown.closeOnExit(() => app.close());
  await shutdown.step(mountWebApp(app, config));
  await shutdown.step(app.listen({ port: config.port, host: config.host }));
  shutdown.started();
  app.log.info(`Atelier is ready at ${config.appUrl}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
