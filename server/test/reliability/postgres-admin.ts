import pg from "pg";
import { requireDatabaseUrl } from "../template.ts";

/** One statement on the server's maintenance connection (create or drop a scratch database). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: requireDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
