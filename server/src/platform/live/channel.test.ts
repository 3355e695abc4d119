import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestContext, TEST_ORIGIN } from "../../../test/context.ts";
import { buildSignedInUser } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildApp } from "../../app.ts";
import { sessions } from "../../db/schema/index.ts";
import { issueSession } from "../auth/sessions.ts";
import { newToken } from "../auth/tokens.ts";
import type { Bus } from "../bus/bus.ts";
import { sessionEndedEvent, subscriptionsSettled } from "./channel.ts";

const ctx = await createTestContext();

/** The real bus, counting live subscriptions per user so the test can see them released. */
const subscriptions = new Map<number, number>();
const inner = ctx.deps.bus;
const bus: Bus & { whenSubscribed(): Promise<void> } = {
  publish: (userId, event) => inner.publish(userId, event),
  publishAll: (pushes) => inner.publishAll(pushes),
  subscribe(userId, listener) {
    subscriptions.set(userId, (subscriptions.get(userId) ?? 0) + 1);
    const off = inner.subscribe(userId, listener);
    return () => {
      subscriptions.set(userId, (subscriptions.get(userId) ?? 0) - 1);
      off();
    };
  },
  whenSubscribed: () => subscriptionsSettled(inner),
  close: () => inner.close(),
};

const LIVE = { pingIntervalMs: 500, revalidateIntervalMs: 300, authTimeoutMs: 600, maxSocketsPerUser: 3 };
const app = await buildApp({ ...ctx.deps, bus }, { live: LIVE });
await app.listen({ port: 0, host: "127.0.0.1" });
afterAll(() => app.close());
const { port } = app.server.address() as { port: number };
const URL = `ws://127.0.0.1:${port}/api/ws`;

type Frame = Record<string, unknown>;

interface Client {
  ws: WebSocket;
  /** The next frame the server sent, in order. */
  next(ms?: number): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
}

interface ConnectOptions {
  /** null sends no Origin header at all. */
  origin?: string | null;
  cookie?: string;
  autoPong?: boolean;
}

function connect({ origin = TEST_ORIGIN, cookie, autoPong = true }: ConnectOptions = {}): Client {
  const ws = new WebSocket(URL, {
    ...(origin === null ? {} : { origin }),
    headers: cookie ? { cookie: `authToken=${cookie}` } : {},
    autoPong,
  });
  const queue: Frame[] = [];
  const waiting: ((f: Frame) => void)[] = [];
  ws.on("message", (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else queue.push(frame);
  });
  ws.on("error", () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return {
    ws,
    closed,
    // Generous: the suite shares two cores with other work, and a frame that comes late is still correct.
    next: (ms = 10_000) =>
      new Promise<Frame>((resolve, reject) => {
        const queued = queue.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error(`no frame within ${ms} ms`)), ms);
        waiting.push((f) => {
          clearTimeout(timer);
          resolve(f);
        });
      }),
  };
}

/** A handshake the server refuses: its HTTP status and JSON:API body. */
function refused(options: ConnectOptions): Promise<{ status: number; body: { errors: Frame[] } }> {
  const ws = new WebSocket(URL, {
    ...(options.origin === null ? {} : { origin: options.origin ?? TEST_ORIGIN }),
    headers: options.cookie ? { cookie: `authToken=${options.cookie}` } : {},
  });
  return new Promise((resolve, reject) => {
    ws.on("open", () => reject(new Error("the handshake was accepted")));
    ws.on("error", () => {});
    ws.on("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) });
        ws.terminate();
      });
    });
  });
}

const opened = (client: Client) =>
  new Promise<void>((resolve, reject) => {
    if (client.ws.readyState === WebSocket.OPEN) return resolve();
    client.ws.once("open", () => resolve());
    client.ws.once("close", () => reject(new Error("closed before opening")));
  });

const notification = (n: number) => ({ type: "notification", data: { type: "notifications", id: String(n) } });

async function signedInClient() {
  const signedIn = await buildSignedInUser(ctx.deps.db);
  const client = connect({ cookie: signedIn.token });
  expect(await client.next()).toEqual({ type: "ready" });
  return { ...signedIn, client };
}

describe("GET /api/ws handshake", () => {
  it("accepts the session cookie, says ready and forwards the user's events", async () => {
    const { user, client } = await signedInClient();
    await bus.publish(user.id, notification(1));
    await bus.publish(user.id, { type: "counts", data: { unread_messages: 2 } });
    expect(await client.next()).toEqual(notification(1));
    expect(await client.next()).toEqual({ type: "counts", data: { unread_messages: 2 } });
    client.ws.close();
  });

  it("accepts a token in the first frame", async () => {
    const { user, token } = await buildSignedInUser(ctx.deps.db);
    const client = connect();
    await opened(client);
    client.ws.send(JSON.stringify({ type: "auth", token }));
    expect(await client.next()).toEqual({ type: "ready" });
    await bus.publish(user.id, { type: "message", data: { type: "messages", id: "7" } });
    expect(await client.next()).toEqual({ type: "message", data: { type: "messages", id: "7" } });
    client.ws.close();
  });

  it("refuses an unknown cookie token with 401 before the upgrade", async () => {
    const { status, body } = await refused({ cookie: newToken() });
    expect(status).toBe(401);
    expect(body.errors[0]).toMatchObject({ status: "401" });
  });

  it("refuses another origin, and a missing one, with 403 even with a valid session", async () => {
    const { token } = await buildSignedInUser(ctx.deps.db);
    for (const origin of ["https://evil.example", "http://atelier.test.evil.example", null]) {
      const { status, body } = await refused({ origin, cookie: token });
      expect(status).toBe(403);
      expect(body.errors[0]).toMatchObject({ status: "403", code: "forbidden" });
    }
  });

  it("closes with 4401 on an unknown first-frame token", async () => {
    const client = connect();
    await opened(client);
    client.ws.send(JSON.stringify({ type: "auth", token: newToken() }));
    expect((await client.closed).code).toBe(4401);
  });

  it("closes with 4401 when the first frame is not an auth frame", async () => {
    const client = connect();
    await opened(client);
    client.ws.send(JSON.stringify({ type: "hello" }));
    expect((await client.closed).code).toBe(4401);
  });

  it("closes with 4401 when no auth frame arrives in time", async () => {
    const started = Date.now();
    const client = connect();
    expect((await client.closed).code).toBe(4401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIVE.authTimeoutMs - 50);
  });

  it("answers a plain request without an upgrade with 426", async () => {
    const res = await app.inject({ url: "/api/ws", headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(426);
    expect(res.json().errors[0]).toMatchObject({ status: "426", code: "upgrade_required" });
  });
});

describe("event delivery", () => {
  it("reaches only the addressed user", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    await bus.publish(a.user.id, notification(10));
    await bus.publish(b.user.id, notification(20));
    expect(await a.client.next()).toEqual(notification(10));
    // B's first frame is its own: A's event never reached it.
    expect(await b.client.next()).toEqual(notification(20));
    a.client.ws.close();
    b.client.ws.close();
  });

  it("reaches every socket of the user", async () => {
    const { user, token, client } = await signedInClient();
    const second = connect({ cookie: token });
    expect(await second.next()).toEqual({ type: "ready" });
    await bus.publish(user.id, notification(30));
    expect(await client.next()).toEqual(notification(30));
    expect(await second.next()).toEqual(notification(30));
    client.ws.close();
    second.ws.close();
  });

  it("keeps internal events to itself and ignores another session's end", async () => {
    const { user, client } = await signedInClient();
    const other = await issueSession(ctx.deps.db, user.id);
    await bus.publish(user.id, sessionEndedEvent(other.sessionId));
    await bus.publish(user.id, notification(40));
    expect(await client.next()).toEqual(notification(40));
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    client.ws.close();
  });

  it("releases the user's bus subscription when the last socket closes", async () => {
    const { user, client } = await signedInClient();
    expect(subscriptions.get(user.id)).toBe(1);
    client.ws.close();
    await client.closed;
    await expect.poll(() => subscriptions.get(user.id)).toBe(0);
  });
});

describe("closing", () => {
  it("closes the socket with 4001 within 5 s of logout, leaving the user's other sessions open", async () => {
    const { user, headers, client } = await signedInClient();
    const other = await issueSession(ctx.deps.db, user.id);
    const otherClient = connect({ cookie: other.token });
    expect(await otherClient.next()).toEqual({ type: "ready" });

    const started = Date.now();
    const res = await request(app, "DELETE", "/api/v1/logout", { headers });
    expect(res.statusCode).toBe(204);
    expect((await client.closed).code).toBe(4001);
    expect(Date.now() - started).toBeLessThan(5000);

    await bus.publish(user.id, notification(50));
    expect(await otherClient.next()).toEqual(notification(50));
    otherClient.ws.close();
  });

  it("closes with 4001 on the bus's notice that its session ended, as another instance would send it", async () => {
    const { user, sessionId, client } = await signedInClient();
    // The session is still valid in the database, so only the notice can close the socket.
    await bus.publish(user.id, sessionEndedEvent(sessionId));
    expect((await client.closed).code).toBe(4001);
  });

  it("closes the socket with 4001 once its session expires", async () => {
    const { sessionId, client } = await signedInClient();
    await ctx.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    expect((await client.closed).code).toBe(4001);
  });

  it("closes with 1003 on a frame that is not JSON, and on a binary frame", async () => {
    const text = await signedInClient();
    text.client.ws.send("this is not json");
    expect((await text.client.closed).code).toBe(1003);

    const binary = await signedInClient();
    binary.client.ws.send(Buffer.from([1, 2, 3]));
    expect((await binary.client.closed).code).toBe(1003);
  });

  it("ignores a well-formed frame it does not know", async () => {
    const { user, client } = await signedInClient();
    client.ws.send(JSON.stringify({ type: "typing", conversation: "1" }));
    await bus.publish(user.id, notification(60));
    expect(await client.next()).toEqual(notification(60));
    client.ws.close();
  });

  it("closes with 1009 on a frame over 64 KiB", async () => {
    const { client } = await signedInClient();
    client.ws.send("x".repeat(64 * 1024 + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it("closes a client that floods frames", async () => {
    const { client } = await signedInClient();
    for (let i = 0; i < 100; i++) client.ws.send(JSON.stringify({ type: "noise", i }));
    expect((await client.closed).code).toBe(1008);
  });

  it("terminates a socket that stops answering pings", async () => {
    const signedIn = await buildSignedInUser(ctx.deps.db);
    const client = connect({ cookie: signedIn.token, autoPong: false });
    expect(await client.next()).toEqual({ type: "ready" });
    const started = Date.now();
    // Terminated without a close frame: the client sees an abnormal closure.
    expect((await client.closed).code).toBe(1006);
    expect(Date.now() - started).toBeLessThan(LIVE.pingIntervalMs * 8);
  });

  it("keeps a socket that answers pings open", async () => {
    const { user, client } = await signedInClient();
    await new Promise((r) => setTimeout(r, LIVE.pingIntervalMs * 4));
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    await bus.publish(user.id, notification(70));
    expect(await client.next()).toEqual(notification(70));
    client.ws.close();
  });

  it("pings its sockets a share at a time, each once per interval, not all at once", async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => signedInClient()));
    const firstPings = await Promise.all(
      clients.map(({ client }) => new Promise<number>((resolve) => client.ws.once("ping", () => resolve(Date.now())))),
    );
    // Five sockets joined together are pinged over the five tenths of the 500 ms interval.
    expect(Math.max(...firstPings) - Math.min(...firstPings)).toBeGreaterThanOrEqual(200);
    for (const { client } of clients) client.ws.close();
  });

  it("caps the sockets of one user", async () => {
    const { token, client } = await signedInClient();
    const more = [connect({ cookie: token }), connect({ cookie: token })];
    for (const c of more) expect(await c.next()).toEqual({ type: "ready" });
    const over = connect({ cookie: token });
    expect((await over.closed).code).toBe(4429);
    for (const c of [client, ...more]) c.ws.close();
  });
});
