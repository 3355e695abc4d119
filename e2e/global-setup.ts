import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { connectDatabase } from "../server/src/db/connect.ts";
import { migrate } from "../server/src/db/migrate.ts";
import { seed } from "../server/src/seed/index.ts";
import { buildServer } from "../server/test/app-process.ts";
import { TEMPLATE_CITY_MIN_POPULATION, TEMPLATE_DIR } from "../server/test/template.ts";

/**
 * Migrates and seeds one data directory for the run; each spec's app starts from a copy of it
 * instead of seeding the reference data again. It holds the API tests' cities (every place a spec or
 * the demo world names is among them), which each app loads into memory as it starts.
 */
export default async function setup(): Promise<() => void> {
  // The apps start as `npm start` starts them, from the server's bundle.
  buildServer();
  const template = path.join(TEMPLATE_DIR, `e2e-data-${process.pid}`);
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  const handle = await connectDatabase({ dataDir: path.join(template, "db") });
  await migrate(handle);
  await seed(handle.db, { demo: false, cityMinPopulation: TEMPLATE_CITY_MIN_POPULATION });
  await handle.close();
  process.env.ATELIER_E2E_DATA_TEMPLATE = template;
  // The demo world's template, and the lock of whoever seeded it, if a spec asked for one (harness.ts).
  return () => {
    for (const dir of [template, `${template}-demo`, `${template}-demo.lock`])
      rmSync(dir, { recursive: true, force: true });
  };
}
