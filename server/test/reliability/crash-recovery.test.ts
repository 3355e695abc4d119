import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { missingTranslations } from "../../src/db/schema/index.ts";
import { type AppProcess, startAppProcess } from "../app-process.ts";
import { type ScratchDatabase, scratchDatabase } from "./scratch-database.ts";
import { reportMissingKey } from "./writes.ts";

const CLIENTS = 50;
const WRITES_FLOWING_WITHIN_MS = 120_000;

describe("L1 kill -9 while 50 clients write", () => {
  let scratch: ScratchDatabase;
  let running: AppProcess | undefined;
  afterAll(async () => {
    running?.child.kill("SIGKILL");
    await scratch?.remove();
  });

  it("keeps every acknowledged write exactly once and restarts without manual help", async () => {
    scratch = await scratchDatabase();
    const first = await startAppProcess(scratch.env);
    running = first;

    const acknowledged: string[] = [];
    let killed = false;
    let stop = false;
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const key = `crash.c${n}.w${i}`;
        try {
          if (await reportMissingKey(first.url, key)) acknowledged.push(key);
        } catch {
          // Only the kill ends the server; before it, a connection a busy machine dropped is retried.
          if (killed) return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    try {
      // Kill once writes are flowing steadily, mid-stream rather than at a quiet moment.
      const deadline = Date.now() + WRITES_FLOWING_WITHIN_MS;
      while (acknowledged.length < 300) {
        if (Date.now() > deadline) throw new Error(`only ${acknowledged.length} writes acknowledged before the kill`);
        await new Promise((r) => setTimeout(r, 20));
      }
      killed = true;
      first.child.kill("SIGKILL");
      expect(await first.exited).toBeNull();
    } finally {
      stop = true;
    }
    await Promise.all(clients);

    const second = await startAppProcess(scratch.env);
    running = second;
    // The restarted server takes writes again: nothing was left locked by the killed one.
    expect(await reportMissingKey(second.url, "crash.after-restart")).toBe(true);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    running = undefined;

    const handle = await scratch.open();
    try {
      const rows = await handle.db
        .select({ key: missingTranslations.key, count: missingTranslations.count })
        .from(missingTranslations)
        .where(inArray(missingTranslations.key, [...acknowledged, "crash.after-restart"]));
      const byKey = new Map(rows.map((r) => [r.key, r.count]));
      const lost = acknowledged.filter((k) => !byKey.has(k));
      expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);
      expect(rows).toHaveLength(acknowledged.length + 1);
      expect(rows.filter((r) => r.count !== 1)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
