import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRuntime } from "../runtime/runtime.ts";
import { connectLive } from "./live-socket.ts";

/** Stands in for the browser's WebSocket: records what is sent, lets the test play the server. */
class ServerSide {
  static sockets: ServerSide[] = [];
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: URL) {
    ServerSide.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const latest = () => ServerSide.sockets.at(-1) as ServerSide;

function setup(connect = connectLive) {
  const runtime = createRuntime({ transport: () => Promise.reject(new Error("no calls in this test")) });
  runtime.store.merge({
    data: { type: "me", id: "5", attributes: { name: "Ada", incoming_connection_requests_count: 0 } },
  });
  const resumed = vi.fn();
  const stop = connect(runtime, "5", { onResumed: resumed });
  const count = () => runtime.store.get("me", "5")?.attributes.incoming_connection_requests_count;
  return { runtime, resumed, stop, count };
}

describe("the live channel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ServerSide.sockets = [];
    vi.stubGlobal("window", { location: { href: "https://atelier.test/connections" } });
    vi.stubGlobal("WebSocket", ServerSide);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("connects to the app's own origin, says the token it holds, and takes counts into the store", async () => {
    const { runtime, count, stop } = setup();
    runtime.token.set("secret");
    latest().onopen?.();
    expect(latest().url.href).toBe("wss://atelier.test/api/ws");
    expect(latest().sent).toEqual([JSON.stringify({ type: "auth", token: "secret" })]);
    latest().push({ type: "ready" });
    latest().push({ type: "counts", data: { incoming_connection_requests_count: 3 } });
    await vi.waitFor(() => expect(count()).toBe(3));
    // Frames it does not know, and counts that are no counts, change nothing; what follows them still counts.
    latest().push({ type: "notification", document: {} });
    latest().push({ type: "counts", data: { incoming_connection_requests_count: -1 } });
    latest().push({ type: "counts", data: { incoming_connection_requests_count: 4 } });
    await vi.waitFor(() => expect(count()).toBe(4));
    stop();
    expect(latest().closedWith).toBe(1000);
  });

  it("takes the counts a message carries into the store", async () => {
    const { runtime, stop } = setup();
    latest().push({ type: "ready" });
    const document = { data: { type: "participations", id: "7" } };
    const counts = { unread_messages_count: 2, message_requests_count: 1 };
    latest().push({ type: "message", participation: document, message: document, counts });
    await vi.waitFor(() => expect(runtime.store.get("me", "5")?.attributes).toMatchObject(counts));
    stop();
  });

  it("reconnects after a drop, waiting longer each time, and reads the user again once it is back", () => {
    const { resumed, stop } = setup();
    latest().push({ type: "ready" });
    latest().onclose?.({ code: 1006 });
    expect(ServerSide.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(ServerSide.sockets).toHaveLength(2);
    latest().onclose?.({ code: 1006 });
    vi.advanceTimersByTime(999);
    expect(ServerSide.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1001);
    expect(ServerSide.sockets).toHaveLength(3);
    expect(resumed).not.toHaveBeenCalled();
    latest().push({ type: "ready" });
    expect(resumed).toHaveBeenCalledTimes(1);
    stop();
  });

  it("hands frames on in the order they came, though the first waits for the schemas to load", async () => {
    const { runtime, stop } = setup();
    latest().push({ type: "ready" });
    for (const n of [1, 2, 3]) latest().push({ type: "counts", data: { incoming_connection_requests_count: n } });
    const seen: unknown[] = [];
    const unsubscribe = runtime.store.subscribe(() =>
      seen.push(runtime.store.get("me", "5")?.attributes.incoming_connection_requests_count),
    );
    await vi.waitFor(() => expect(seen.at(-1)).toBe(3));
    expect(seen).toEqual([1, 2, 3]);
    unsubscribe();
    stop();
  });

  it("loads the schemas again with the next frame when loading them failed once", async () => {
    vi.resetModules();
    let failures = 1;
    vi.doMock("@atelier/common/live", async (importOriginal) => {
      if (failures-- > 0) throw new Error("the chunk is gone");
      return importOriginal();
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const { connectLive: connectFresh } = await import("./live-socket.ts");
      const { count, stop } = setup(connectFresh);
      latest().push({ type: "ready" });
      latest().push({ type: "counts", data: { incoming_connection_requests_count: 1 } });
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(count()).toBe(0);
      latest().push({ type: "counts", data: { incoming_connection_requests_count: 2 } });
      await vi.waitFor(() => expect(count()).toBe(2));
      stop();
    } finally {
      warn.mockRestore();
      vi.doUnmock("@atelier/common/live");
    }
  });

  it("stays closed when the session ended, and after it was stopped", () => {
    setup();
    latest().onclose?.({ code: 4001 });
    vi.advanceTimersByTime(60_000);
    expect(ServerSide.sockets).toHaveLength(1);

    const second = setup();
    second.stop();
    latest().onclose?.({ code: 1000 });
    vi.advanceTimersByTime(60_000);
    expect(ServerSide.sockets).toHaveLength(2);
  });
});
