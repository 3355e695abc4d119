import { connect, type Socket } from "node:net";

/** A connected socket to a listening server on loopback; rejects as the connect fails (ECONNREFUSED). */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.off("error", reject);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

/** Resolves with what the server sent until it closed the connection (or `ms` passed). */
export function readUntilClosed(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let received = "";
    const done = () => {
      clearTimeout(timer);
      resolve(received);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, ms);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("close", done);
    // A reset after the server answered is an expected end (an oversized upload, a shutdown).
    socket.on("error", () => {});
  });
}

/** The status code of a raw HTTP/1.1 response, or 0 when nothing parseable came back. */
export const statusOf = (raw: string): number => Number(/^HTTP\/1\.1 (\d{3}) /.exec(raw)?.[1] ?? 0);
