import { afterAll } from "vitest";
import { buildApp } from "../../src/app.ts";
import { createDeps } from "../../src/create-deps.ts";
import { mountWebApp } from "../../src/platform/web/ssr.ts";
import { freshDatabase, type TestContext, testConfig } from "../context.ts";

/**
 * Like createTestContext, with the built web app mounted as main.ts mounts it, so HTML pages,
 * static assets and the catch-all renderer answer as in production.
 */
export async function createWebTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const config = testConfig(env);
  const database = await freshDatabase();
  const deps = await createDeps(config, database);
  const app = await buildApp(deps);
  await mountWebApp(app, config);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await deps.close();
  });
  return { app, deps, config, database };
}
