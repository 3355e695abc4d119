import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/context.ts";
import type { DatabaseHandle, Executor } from "./connect.ts";
import { withValuePlans } from "./value-plans.ts";

describe("withValuePlans", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const mode = async (db: Executor) => {
    const [row] = await db
      .select({ mode: sql<string>`current_setting('plan_cache_mode')` })
      .from(sql`(values (1)) as one(x)`);
    return row.mode;
  };

  it("plans the reads inside it for their values, and leaves the connection as it was", async () => {
    const before = await mode(database.db);
    expect(await withValuePlans(database.db, (tx) => mode(tx))).toBe("force_custom_plan");
    expect(await mode(database.db)).toBe(before);
  });

  it("answers what the reads return, and lets their failure through", async () => {
    expect(await withValuePlans(database.db, async () => 42)).toBe(42);
    await expect(withValuePlans(database.db, (tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow(
      /Failed query: select 1 \/ 0/,
    );
    expect(await withValuePlans(database.db, (tx) => mode(tx))).toBe("force_custom_plan");
  });
});
