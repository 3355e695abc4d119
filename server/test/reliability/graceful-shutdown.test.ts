import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { missingTranslations } from "../../src/db/schema/index.ts";
import { type AppProcess, startAppProcess } from "../app-process.ts";
import { openSocket, readUntilClosed, statusOf } from "../security/raw-http.ts";
import { type ScratchDatabase, scratchDatabase } from "./scratch-database.ts";
import { MISSING_KEY_PATH, missingKeyDocument } from "./writes.ts";

const IN_FLIGHT = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("graceful shutdown on SIGTERM", () => {
  let scratch: ScratchDatabase;
  let running: AppProcess | undefined;
  afterAll(async () => {
    running?.child.kill("SIGKILL");
    await scratch?.remove();
  });

  it("finishes in-flight requests, takes no new ones, exits 0 and leaves a database that reopens", async () => {
    scratch = await scratchDatabase();
    running = await startAppProcess(scratch.env);
    const port = Number(new URL(running.url).port);

    // Slow uploads: headers and half of each body now, the rest only after SIGTERM.
    const keys = Array.from({ length: IN_FLIGHT }, (_, i) => `shutdown.in-flight.${i}`);
    const slow = await Promise.all(
      keys.map(async (key) => {
        const body = Buffer.from(missingKeyDocument(key));
        const socket = await openSocket(port);
        const response = readUntilClosed(socket, 30_000);
        socket.write(
          `POST ${MISSING_KEY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/vnd.api+json\r\n` +
            `Origin: ${running?.url}\r\n` +
            `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        socket.write(body.subarray(0, body.length >> 1));
        return { socket, rest: body.subarray(body.length >> 1), response };
      }),
    );
    await sleep(300);

    running.child.kill("SIGTERM");
    await sleep(500);

    // A newcomer is refused at the socket, or answered 503 if it got in before the listener closed.
    const newcomer = await openSocket(port).then(
      async (socket) => {
        const response = readUntilClosed(socket, 10_000);
        socket.write("GET /api/locales HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        return statusOf(await response);
      },
      (err: NodeJS.ErrnoException) => err.code,
    );
    expect(["ECONNREFUSED", 503]).toContain(newcomer);

    // write, not end: a half-closed request is one the client gave up on, and Node drops it.
    for (const s of slow) s.socket.write(s.rest);
    const statuses = await Promise.all(slow.map(async (s) => statusOf(await s.response)));
    expect(statuses).toEqual(Array(IN_FLIGHT).fill(201));

    expect(await running.exited, running.output().slice(-2000)).toBe(0);
    running = undefined;

    const handle = await scratch.open();
    try {
      const rows = await handle.db
        .select({ key: missingTranslations.key })
        .from(missingTranslations)
        .where(inArray(missingTranslations.key, keys));
      expect(rows.map((r) => r.key).sort()).toEqual(keys);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
