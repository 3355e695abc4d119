import { connect, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** An outage: every open connection is destroyed and new ones are refused. */
  cut(): Promise<void>;
  /** The peer is back: the proxy accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP proxy to `target`, so a test can take a shared server away from one client only. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
    });
  await listen(0);
  const { port } = server.address() as { port: number };
  return { port, cut: stop, restore: () => listen(port), close: () => (server.listening ? stop() : Promise.resolve()) };
}
