import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { SERVER_DIR } from "../config.ts";
import type { DatabaseHandle } from "./connect.ts";

const here = path.join(SERVER_DIR, "src/db");
const migrationsFolder = path.join(here, "migrations");
/** Hand-written SQL beside the generated migrations, which regenerating them leaves alone. */
const handWrittenFolder = path.join(here, "sql");

/** Arbitrary constant naming the migration lock, so two instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_204_811;

interface MigrationStep {
  hash: string;
  createdAt: number;
  sql: string;
}

function handWritten(file: string): MigrationStep {
  const sql = readFileSync(path.join(handWrittenFolder, file), "utf8");
  return { hash: `${file}:${createHash("sha256").update(sql).digest("hex")}`, createdAt: 0, sql };
}

/**
 * What migrate applies, in order: the extensions the generated SQL needs, the migrations drizzle-kit
 * generated from the schema, then the functions and triggers it cannot express. A hand-written file
 * is known by its content, so a changed file is applied again.
 */
export function migrationSteps(): MigrationStep[] {
  const generated = readMigrationFiles({ migrationsFolder }).map((m) => ({
    hash: m.hash,
    createdAt: m.folderMillis,
    sql: m.sql.join("\n"),
  }));
  return [handWritten("extensions.sql"), ...generated, handWritten("routines.sql")];
}

/**
 * Applies the migration steps in order. Each runs in its own transaction, and a transaction-scoped
 * advisory lock serialises concurrent starters.
 */
export async function migrate(handle: DatabaseHandle, steps = migrationSteps()): Promise<void> {
  for (const step of steps) {
    await handle.exec(`
      begin;
      select pg_advisory_xact_lock(${MIGRATION_LOCK});
      create table if not exists schema_migrations (
        hash text primary key,
        created_at bigint not null,
        applied_at timestamptz not null default now()
      );
      do $atelier$ begin
        if not exists (select 1 from schema_migrations where hash = '${step.hash}') then
          execute ${dollarQuote(step.sql)};
          insert into schema_migrations (hash, created_at) values ('${step.hash}', ${step.createdAt});
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
