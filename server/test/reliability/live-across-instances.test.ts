import { randomBytes } from "node:crypto";
import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { DatabaseHandle } from "../../src/db/connect.ts";
import { connections } from "../../src/db/schema/index.ts";
import { type AppProcess, type AppProcessEnv, startAppProcess } from "../app-process.ts";
import { buildSignedInUser } from "../factories.ts";
import { type ScratchDatabase, scratchDatabase } from "./scratch-database.ts";

const redisUrl = process.env.REDIS_URL;

/** A client of one instance's live channel, keeping every frame it receives with when it came. */
async function liveClient(app: AppProcess, token: string) {
  const frames: { frame: { type: string } & Record<string, unknown>; at: number }[] = [];
  const socket = new WebSocket(`${app.url.replace("http", "ws")}/api/ws`, {
    headers: { origin: app.url, cookie: `authToken=${token}` },
  });
  socket.on("message", (data) => frames.push({ frame: JSON.parse(String(data)), at: performance.now() }));
  await expect.poll(() => frames.some(({ frame }) => frame.type === "ready"), { timeout: 10_000 }).toBe(true);
  return {
    frames,
    messages: () => frames.filter(({ frame }) => frame.type === "message"),
    close: () => socket.close(),
  };
}

/** An API call to one instance, as the web client makes it. */
function call(app: AppProcess, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${app.url}/api${path}`, {
    method,
    headers: {
      "x-auth-token": token,
      origin: app.url,
      ...(body ? { "content-type": JSONAPI_MEDIA_TYPE } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const contentOf = (entry: { frame: Record<string, unknown> }) =>
  (entry.frame.message as { data: { attributes: { content: string } } }).data.attributes.content;

// Two processes share PostgreSQL and Redis, as two instances behind a load balancer do.
describe.runIf(process.env.TEST_DATABASE === "postgres" && redisUrl)("live delivery across instances", () => {
  let scratch: ScratchDatabase;
  let database: DatabaseHandle;
  let a: AppProcess;
  let b: AppProcess;
  /** One database, one Redis and one namespace in it: the two instances serve one site. */
  let env: AppProcessEnv;
  const people = { writer: { id: 0, token: "" }, reader: { id: 0, token: "" } };

  beforeAll(async () => {
    scratch = await scratchDatabase();
    env = { ...scratch.env, REDIS_URL: redisUrl!, REDIS_NAMESPACE: `atelier-across-${randomBytes(4).toString("hex")}` };
    [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
    database = await scratch.open();
    for (const role of ["writer", "reader"] as const) {
      const member = await buildSignedInUser(database.db, { name: `${role} across` });
      people[role] = { id: member.user.id, token: member.token };
    }
    await database.db
      .insert(connections)
      .values({ requesterId: people.writer.id, connecteeId: people.reader.id, status: "confirmed" });
  }, 120_000);

  afterAll(async () => {
    for (const app of [a, b]) app?.child.kill("SIGTERM");
    await Promise.all([a?.exited, b?.exited]);
    await database?.close();
    await scratch?.remove();
  });

  it("brings a message posted through A to a client on B within a second, and what B missed after its restart", async () => {
    const onB = await liveClient(b, people.reader.token);
    const sent = performance.now();
    const started = await call(a, people.writer.token, "POST", "/v1/messenger/conversations", {
      data: {
        type: "conversations",
        attributes: { participant_ids: String(people.reader.id), message_content: "Through A" },
      },
    });
    expect(started.status).toBe(201);
    await expect.poll(() => onB.messages().length, { timeout: 5_000, interval: 20 }).toBe(1);
    const [arrived] = onB.messages();
    expect(contentOf(arrived)).toBe("Through A");
    expect(arrived.at - sent).toBeLessThan(1_000);
    const participationId = (arrived.frame.participation as { data: { id: string } }).data.id;
    const writersId = ((await started.json()) as { data: { id: string } }).data.id;
    onB.close();

    // B restarts; meanwhile A takes two more messages.
    b.child.kill("SIGTERM");
    expect(await b.exited).toBe(0);
    for (const content of ["While B was away", "And once more"]) {
      const res = await call(a, people.writer.token, "POST", `/v1/messenger/participations/${writersId}/messages`, {
        data: { type: "messages", attributes: { content } },
      });
      expect(res.status).toBe(201);
    }
    b = await startAppProcess(env);

    // The client comes back and reads what it missed: every message once, in order.
    const again = await liveClient(b, people.reader.token);
    const page = await call(b, people.reader.token, "GET", `/v1/messenger/participations/${participationId}/messages`);
    const contents = ((await page.json()) as { data: { attributes: { content: string } }[] }).data.map(
      (m) => m.attributes.content,
    );
    expect(contents).toEqual(["Through A", "While B was away", "And once more"]);

    // And the next message through A reaches it live again.
    await call(a, people.writer.token, "POST", `/v1/messenger/participations/${writersId}/messages`, {
      data: { type: "messages", attributes: { content: "Welcome back" } },
    });
    await expect
      .poll(() => again.messages().map(contentOf), { timeout: 5_000, interval: 20 })
      .toEqual(["Welcome back"]);
    again.close();
  }, 180_000);
});
