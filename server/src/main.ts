import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { connectDatabase } from "./db/connect.ts";
import { migrate } from "./db/migrate.ts";
import { createDeps } from "./platform/create-deps.ts";
import { mountWebApp } from "./platform/web/ssr.ts";
import { seed } from "./seed/index.ts";

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

  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, "db"),
    poolSize: config.databasePoolSize,
  });
  await migrate(database);
  const deps = await createDeps(config, database);
  await seed(database.db, { demo: config.seedDemo && deps, config });

  const app = await buildApp(deps, {
    logger: { level: config.logLevel, redact: ["req.headers.cookie", "req.headers['x-auth-token']"] },
  });
  await mountWebApp(app, config);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // app.close() answers new requests 503 and waits for the ones in flight; only then the database goes.
    let code = 0;
    try {
      await app.close();
      await deps.close();
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      code = 1;
    }
    process.exit(code);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Atelier is ready at ${config.appUrl}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
