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

/** One chunk of an HTTP/1.1 chunked body. */
export const chunkFrame = (data: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);

/**
 * Sends `chunk` again and again as chunked-body frames until `total` bytes went out or the server
 * closed, then the last chunk. It waits whenever the socket's buffer is full, so the sender never
 * holds more than a frame and what a test measures is the server's memory.
 */
export async function streamChunked(socket: Socket, chunk: Buffer, total: number): Promise<void> {
  const frame = chunkFrame(chunk);
  for (let sent = 0; sent < total && socket.writable; sent += chunk.length) {
    if (!socket.write(frame)) await drainedOrClosed(socket);
  }
  if (socket.writable) socket.end("0\r\n\r\n");
}

function drainedOrClosed(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    const resume = () => {
      socket.off("drain", resume);
      socket.off("close", resume);
      resolve();
    };
    socket.on("drain", resume);
    socket.on("close", resume);
  });
}
