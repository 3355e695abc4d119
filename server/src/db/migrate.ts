import path from "node:path";
import { fileURLToPath } from "node:url";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { DatabaseHandle } from "./connect.ts";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Arbitrary constant naming the migration lock, so two instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_204_811;

/**
 * Applies the committed SQL migrations in order. Each migration runs in its own transaction,
 * and a transaction-scoped advisory lock serialises concurrent starters.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  for (const m of migrations) {
    const body = m.sql.join("\n");
    await handle.exec(`
      begin;
      select pg_advisory_xact_lock(${MIGRATION_LOCK});
      create table if not exists schema_migrations (
        hash text primary key,
        created_at bigint not null,
        applied_at timestamptz not null default now()
      );
      do $atelier$ begin
        if not exists (select 1 from schema_migrations where hash = '${m.hash}') then
          execute ${dollarQuote(body)};
          insert into schema_migrations (hash, created_at) values ('${m.hash}', ${m.folderMillis});
        end if;
      end $atelier$;
      commit;`);
  }
}

function dollarQuote(sql: string): string {
  let tag = "m";
  while (sql.includes(`$${tag}$`)) tag += "m";
  return `$${tag}$${sql}$${tag}$`;
}
