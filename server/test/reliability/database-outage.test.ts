import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { createDeps } from "../../src/create-deps.ts";
import { connectDatabase } from "../../src/db/connect.ts";
import { migrate } from "../../src/db/migrate.ts";
import { seed } from "../../src/seed/index.ts";
import { testConfig } from "../context.ts";
import { request } from "../http.ts";
import { withDatabase } from "../template.ts";
import { adminQuery } from "./postgres-admin.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";

const databaseUrl = process.env.DATABASE_URL;

/** Times one request; the outage answer must come fast, never as a hang. */
async function timed(app: FastifyInstance, url: string) {
  const started = performance.now();
  const res = await app.inject({ url });
  return { res, ms: performance.now() - started };
}

// The shared PostgreSQL server stays up for everyone else: only this app's path to it is cut.
describe.skipIf(!databaseUrl)("L3 PostgreSQL outage", () => {
  const name = `atelier_outage_${randomBytes(5).toString("hex")}`;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let closeDeps: () => Promise<void>;

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const direct = await connectDatabase({ databaseUrl: withDatabase(databaseUrl!, name), poolSize: 1 });
    await migrate(direct);
    await seed(direct.db, { demo: false });
    await direct.close();

    const target = new URL(databaseUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(withDatabase(databaseUrl!, name));
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    const database = await connectDatabase({ databaseUrl: proxied.toString(), poolSize: 4 });
    const deps = await createDeps(testConfig(), database);
    closeDeps = deps.close;
    app = await buildApp(deps);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await closeDeps?.();
    await proxy?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  // The probes read the database on every request; reference lists are served from memory.
  it("answers 503 with Retry-After within 5 s while the database is away, then recovers within 10 s", async () => {
    // Several pooled connections are open when the outage starts.
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => request(app, "GET", "/api/v1/users?filter[with_user_names]=ber")),
    );
    expect(warm.map((r) => r.statusCode)).toEqual(Array(6).fill(200));

    await proxy.cut();

    const during = [
      await timed(app, "/api/v1/users?filter[with_user_names]=ber"),
      ...(await Promise.all(Array.from({ length: 5 }, () => timed(app, "/api/settings")))),
      await timed(app, "/api/v1/users?filter[with_user_names]=ber"),
    ];
    for (const { res, ms } of during) {
      expect(res.statusCode).toBe(503);
      expect(ms).toBeLessThanOrEqual(5000);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.json().errors[0]).toMatchObject({ status: "503", code: "unavailable" });
      expect(res.body).not.toMatch(/ECONNREFUSED|Connection terminated|\bat .+:\d+/);
    }

    await proxy.restore();
    const restoredAt = performance.now();
    let status = 0;
    while (performance.now() - restoredAt < 10_000) {
      status = (await request(app, "GET", "/api/v1/users?filter[with_user_names]=ber")).statusCode;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect(performance.now() - restoredAt).toBeLessThanOrEqual(10_000);
  }, 60_000);
});
