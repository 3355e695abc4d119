import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { createDeps } from "../../src/create-deps.ts";
import { freshDatabase, testConfig } from "../context.ts";
import { request } from "../http.ts";

// Its own app and database: closing the handle under the app is the fault this file injects.
const database = await freshDatabase();
const closeDatabase = database.close;
let closed: Promise<void> | undefined;
// The test closes the handle itself; the final teardown must not close it a second time.
database.close = () => {
  closed ??= closeDatabase();
  return closed;
};
const deps = await createDeps(testConfig(), database);
const app = await buildApp(deps);
await app.ready();
afterAll(async () => {
  await app.close();
  await deps.close();
});

/** What an error body must never reveal: stack frames, SQL, file paths, driver or runtime names. */
const LEAKS =
  /\bat .+:\d+|select |insert |update |from "|\/[a-z_-]+\/[a-z_.-]+\.(ts|js)|node_modules|pglite|postgres|node\.?js|v\d+\.\d+\.\d+|fastify/i;

describe("D7 database fault", () => {
  it("answers 503 with Retry-After and a request id, revealing nothing of the cause", async () => {
    const before = await request(app, "GET", "/api/v1/users?filter[with_user_names]=ger");
    expect(before.statusCode).toBe(200);

    await database.close();

    for (const probe of [
      // Endpoints that read the database on every request (locales and reference lists are held in memory).
      { url: "/api/v1/users?filter[with_user_names]=ger" },
      { url: "/api/settings" },
      { url: "/api/v1/me", headers: { "x-auth-token": "a".repeat(43) } },
      { method: "PATCH" as const, url: "/api/locales/1" },
    ]) {
      const res = await app.inject(probe);
      expect(res.statusCode, probe.url).toBe(503);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
      const [error] = res.json().errors;
      expect(error).toMatchObject({ status: "503", code: "unavailable" });
      expect(error.meta.request_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toMatch(LEAKS);
    }
  });

  it("reports the database as unavailable on the health check", async () => {
    const res = await request(app, "GET", "/api/health");
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.body).not.toMatch(LEAKS);
  });
});
