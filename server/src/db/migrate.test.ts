import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminQuery } from "../../test/reliability/postgres-admin.ts";
import { requireDatabaseUrl, withDatabase } from "../../test/template.ts";
import { connectDatabase } from "./connect.ts";
import { migrate, migrationSteps } from "./migrate.ts";

const migrationCount = migrationSteps().length;

describe("migrate", () => {
  it("applies every migration once, and again is a no-op", async () => {
    const handle = await connectDatabase({ dataDir: "memory://" });
    try {
      await migrate(handle);
      await migrate(handle);
      const rows = await handle.db.execute(sql`select count(*)::int as n from schema_migrations`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(migrationCount);
    } finally {
      await handle.close();
    }
  });

  it("brings a database made by the first release up to date, its rows included", async () => {
    const handle = await connectDatabase({ dataDir: "memory://" });
    try {
      const [, firstRelease] = migrationSteps();
      await migrate(handle, [firstRelease]);
      await handle.exec("insert into users (email, name) values ('jg@example.com', 'Jürgen Groß')");
      await migrate(handle);
      const rows = await handle.db.execute(sql`select search_name from users where email = 'jg@example.com'`);
      expect((rows as unknown as { rows: { search_name: string }[] }).rows[0].search_name).toBe("jurgen gross");
    } finally {
      await handle.close();
    }
  });

  it.skipIf(process.env.TEST_DATABASE !== "postgres")(
    "lets two instances starting at once migrate one after the other",
    async () => {
      const name = `atelier_migrate_${randomBytes(5).toString("hex")}`;
      await adminQuery(`create database ${name}`);
      const url = withDatabase(requireDatabaseUrl(), name);
      const [a, b] = await Promise.all([
        connectDatabase({ databaseUrl: url, poolSize: 2 }),
        connectDatabase({ databaseUrl: url, poolSize: 2 }),
      ]);
      try {
        await Promise.all([migrate(a), migrate(b)]);
        const rows = await a.db.execute(sql`select count(*)::int as n from schema_migrations`);
        expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(migrationCount);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await adminQuery(`drop database if exists ${name} with (force)`);
      }
    },
  );
});
