import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createDeps, processLog } from "./create-deps.ts";
import { connectDatabase } from "./db/connect.ts";
import { migrate } from "./db/migrate.ts";
import { mountWebApp } from "./platform/web/ssr.ts";
import { seed, seedStepCount } from "./seed/index.ts";
import { secondsSince } from "./seed/progress.ts";
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

  // The server listens first and seeds then: a first start's seed takes a minute or two, while the
  // health check tells how far it is, and pages that the site is getting ready until the demo people
  // are in (platform/seeding). A later start's seed finds every part there and is over in a moment.
  deps.seeding.begin(seedStepCount(config.seedDemo));
  const app = await buildApp(deps, {
    logger: { level: config.logLevel, redact: ["req.headers.cookie", "req.headers['x-auth-token']"] },
  });
  // app.close() answers new requests 503 and waits for the ones in flight; only then the database goes.
  shutdown.closeOnExit(() => app.close());
  await shutdown.step(mountWebApp(app, config));
  await shutdown.step(app.listen({ port: config.port, host: config.host }));
  log.info(`Atelier listens at ${config.appUrl} while it seeds (/api/health tells how far)`);
  const seeding = performance.now();
  await shutdown.step(seed(database.db, { demo: config.seedDemo && deps, config, log, seeding: deps.seeding }));
  await deps.seeding.end();
  log.info({ seconds: secondsSince(seeding) }, `seeded in ${secondsSince(seeding)} s`);
  shutdown.started();
  log.info(`Atelier is ready at ${config.appUrl}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
