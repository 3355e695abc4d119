import type { AddressInfo } from "node:net";
import { createConnection, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Keeps connections open but stops passing bytes, like a peer that hangs. */
  freeze(): void;
  /** Closes every connection and refuses new ones, like a peer that went away. */
  cut(): Promise<void>;
}

/** A loopback TCP proxy in front of a real peer (Redis, PostgreSQL), to fail it on demand. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      sockets.add(from);
      from.on("data", (chunk) => {
        if (!frozen) to.write(chunk);
      });
      from.on("close", () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on("error", () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze() {
      frozen = true;
    },
    cut() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
