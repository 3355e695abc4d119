import { setImmediate as turnEnded } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { Executor } from "./connect.ts";
import { turnBatched } from "./turn-batched.ts";

/** Handles stand in for databases: the batcher only tells them apart. */
const handle = () => ({}) as Executor;

describe("turnBatched", () => {
  it("loads what one handle asks within one turn together, in the order asked, duplicates included", async () => {
    const batches: number[][] = [];
    const doubled = turnBatched(async (_db, keys: readonly number[]) => {
      batches.push([...keys]);
      return keys.map((k) => k * 2);
    });
    const db = handle();
    const [a, b, c] = await Promise.all([doubled(db, 1), doubled(db, 2), doubled(db, 1)]);
    expect([a, b, c]).toEqual([2, 4, 2]);
    expect(batches).toEqual([[1, 2, 1]]);
  });

  it("keeps handles apart and keeps nothing from one turn to the next", async () => {
    const batches: { db: Executor; keys: number[] }[] = [];
    let version = 0;
    const read = turnBatched(async (db, keys: readonly number[]) => {
      batches.push({ db, keys: [...keys] });
      return keys.map(() => version);
    });
    const [one, two] = [handle(), handle()];
    await Promise.all([read(one, 1), read(two, 1)]);
    expect(batches.map((b) => [b.db, b.keys])).toEqual([
      [one, [1]],
      [two, [1]],
    ]);
    version = 1;
    await turnEnded();
    expect(await read(one, 1)).toBe(1);
    expect(batches).toHaveLength(3);
  });

  it("fails every load of a batch whose read failed, and the next turn reads again", async () => {
    let fail = true;
    const read = turnBatched(async (_db, keys: readonly number[]) => {
      if (fail) throw new Error("the database went away");
      return keys.map((k) => k);
    });
    const db = handle();
    const failed = await Promise.allSettled([read(db, 1), read(db, 2)]);
    expect(failed.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await read(db, 3)).toBe(3);
  });
});
