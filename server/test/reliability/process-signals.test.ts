import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { missingTranslations } from "../../src/db/schema/index.ts";
import { type AppProcess, startAppProcess } from "../app-process.ts";
import { type ScratchDatabase, scratchDatabase } from "./scratch-database.ts";
import { reportMissingKey } from "./writes.ts";

const GONE_WITHIN_MS = 30_000;

/** Whether any process of the group is still there (a signal 0 to the group reaches none once all ended). */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

async function groupEnded(groupId: number): Promise<void> {
  await expect.poll(() => groupAlive(groupId), { timeout: GONE_WITHIN_MS, interval: 200 }).toBe(false);
}

/** The write made before the stop is in the database the next start finds. */
async function expectKept(scratch: ScratchDatabase, key: string): Promise<void> {
  const handle = await scratch.open();
  try {
    const rows = await handle.db
      .select({ key: missingTranslations.key })
      .from(missingTranslations)
      .where(inArray(missingTranslations.key, [key]));
    expect(rows).toHaveLength(1);
  } finally {
    await handle.close();
  }
}

describe("npm start stops cleanly", () => {
  let scratch: ScratchDatabase | undefined;
  let running: AppProcess | undefined;
  afterEach(async () => {
    if (running?.child.pid && groupAlive(running.child.pid)) process.kill(-running.child.pid, "SIGKILL");
    running = undefined;
    await scratch?.remove();
    scratch = undefined;
  });

  async function startThroughNpm(): Promise<AppProcess & { groupId: number }> {
    scratch = await scratchDatabase();
    running = await startAppProcess(scratch.env, { viaNpm: true });
    return { ...running, groupId: running.child.pid! };
  }

  it.each([
    ["Ctrl+C in a terminal (SIGINT to npm and the server alike)", "group", "SIGINT"],
    ["a supervisor's SIGTERM to npm", "npm", "SIGTERM"],
    ["npm killed outright, which the server hears of from no signal", "npm", "SIGKILL"],
  ] as const)(
    "on %s: no process is left and the last write is kept",
    async (_, whom, signal) => {
      const app = await startThroughNpm();
      const key = `shutdown.${signal.toLowerCase()}.${whom}`;
      expect(await reportMissingKey(app.url, key)).toBe(true);

      process.kill(whom === "group" ? -app.groupId : app.groupId, signal);
      await groupEnded(app.groupId);
      if (signal !== "SIGKILL") expect(await app.exited, app.output().slice(-2000)).toBe(0);
      expect(app.output()).toContain("shutting down");
      await expectKept(scratch!, key);
    },
    180_000,
  );

  it("on a stop during start-up: the step in progress ends, the database closes, the next start goes on", async () => {
    scratch = await scratchDatabase();
    running = await startAppProcess(scratch.env, { unready: true });
    const starting = running;
    await expect.poll(() => starting.output().includes("starting"), { timeout: 120_000, interval: 50 }).toBe(true);
    starting.child.kill("SIGTERM");
    expect(await starting.exited, starting.output().slice(-2000)).toBe(0);
    expect(starting.output()).not.toContain("ready at");

    running = await startAppProcess(scratch.env);
    expect(await reportMissingKey(running.url, "shutdown.after-early-stop")).toBe(true);
    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
  }, 240_000);
});
