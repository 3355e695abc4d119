import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/context.ts";
import type { DatabaseHandle } from "./connect.ts";
import { preparedStatement } from "./prepared.ts";

describe("preparedStatement", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const doubled = preparedStatement("prepared-test-doubled", (db, name) =>
    db
      .select({ value: sql<number>`(${sql.placeholder("n")}::int * 2)` })
      .from(sql`(values (1)) as one(x)`)
      .prepare(name),
  );

  it("prepares once per database handle and runs with each call's values", async () => {
    const statement = doubled(database.db);
    expect(doubled(database.db)).toBe(statement);
    expect(await statement.execute({ n: 2 })).toEqual([{ value: 4 }]);
    expect(await statement.execute({ n: 21 })).toEqual([{ value: 42 }]);
  });

  it("gives a transaction a statement of its own, which sees the transaction's writes", async () => {
    const seen = preparedStatement("prepared-test-temp", (db, name) =>
      db.select({ n: sql<number>`count(*)::int` }).from(sql`prepared_test_rows`).prepare(name),
    );
    const counted = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_test_rows (x int) on commit drop`);
      await tx.execute(sql`insert into prepared_test_rows values (1), (2)`);
      expect(seen(tx)).not.toBe(doubled(database.db));
      return seen(tx).execute({});
    });
    expect(counted).toEqual([{ n: 2 }]);
  });

  it("lets PostgreSQL plan a prepared statement once, for every value", async () => {
    if (database.driver !== "postgres") return;
    const [{ mode }] = await database.db
      .select({ mode: sql<string>`current_setting('plan_cache_mode')` })
      .from(sql`(values (1)) as one(x)`);
    expect(mode).toBe("force_generic_plan");
  });

  it("refuses a name PostgreSQL would cut short", () => {
    expect(() => preparedStatement("x".repeat(64), (db, name) => db.select().from(sql`x`).prepare(name))).toThrow(
      /over 63 bytes/,
    );
  });

  it("refuses a second statement under a name already taken", () => {
    expect(() =>
      preparedStatement("prepared-test-doubled", (db, name) => db.select().from(sql`x`).prepare(name)),
    ).toThrow(/Two prepared statements are named prepared-test-doubled/);
  });
});
