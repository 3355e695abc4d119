import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, errors } from "../../jsonapi/errors.ts";
import { isApi } from "./api-path.ts";
import { sendApiError } from "./errors.ts";

/** TRACE echoes requests (cross-site tracing); TRACK is its IIS twin; CONNECT makes no sense for an app. */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/**
 * Paths that only a probe asks for: dot-segments (`/.git/HEAD`, `/.env`) and source maps, which
 * the build does not emit. They get a plain 404 before any route or the server renderer sees them.
 * `/.well-known/` stays reachable for the standard files that live there.
 */
function isProbePath(url: string): boolean {
  const query = url.indexOf("?");
  const raw = query === -1 ? url : url.slice(0, query);
  if (!raw.includes(".") && !raw.includes("%")) return false;
  let pathname = raw;
  // Encoded dots (`/%2e%2e/`) are the same probe in disguise.
  if (raw.includes("%")) {
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      return false;
    }
  }
  return pathname.endsWith(".map") || /\/\.(?!well-known\/)/.test(pathname);
}

function refuse(req: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  if (isApi(req)) return sendApiError(reply, error);
  for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
  return reply
    .code(error.status)
    .type("text/plain; charset=utf-8")
    .send(error.errors[0]?.detail ?? "");
}

/**
 * How much of a body the server still reads, and for how long, after answering before it ended (a
 * 413, a refused upload): enough for any file a person would try, not a sink for endless streams.
 */
export const LINGER = { maxBytes: 256 * 1024 * 1024, maxMs: 30_000 };

/**
 * Reads and discards what is left of a request's body after the answer went out, then leaves the
 * connection as any other. Closing at once would make the client's next bytes meet a reset, which
 * throws away the answer it has not read yet: browsers then show a network error instead of the 413.
 * A body beyond LINGER ends the connection.
 */
function lingerUntilBodyEnds(raw: IncomingMessage, res: ServerResponse): void {
  let received = 0;
  const socket = raw.socket;
  const cut = () => socket?.destroy();
  const timer = setTimeout(cut, LINGER.maxMs);
  timer.unref();
  // Node closes a connection the client asked to close as soon as the answer is written, unread body
  // or not; kept open here, it is closed once the body has been read.
  const closeAfter = !res.shouldKeepAlive;
  res.shouldKeepAlive = true;
  raw.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > LINGER.maxBytes) cut();
  });
  raw.once("end", () => {
    clearTimeout(timer);
    if (!closeAfter) return;
    if (res.writableFinished) socket?.end();
    else res.once("finish", () => socket?.end());
  });
  raw.once("close", () => clearTimeout(timer));
  raw.resume();
}

/**
 * Cross-cutting response rules no single route should have to remember: refused methods, probe
 * paths, answers that arrive before the body (the client gets to read them), and a declared charset
 * on every HTML page (so no browser ever sniffs one).
 */
export function registerHttpHardening(app: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every request, and a promise each is measurable.
  app.addHook("onRequest", (req, reply, done) => {
    if (REFUSED_METHODS.has(req.method)) {
      refuse(
        req,
        reply,
        new ApiError(
          405,
          [{ code: "method_not_allowed", title: "Method not allowed", detail: `${req.method} is not supported.` }],
          { allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" },
        ),
      );
      return;
    }
    if (isProbePath(req.url)) {
      refuse(req, reply, errors.notFound());
      return;
    }
    // No text column can hold NUL, and no name, slug or search term contains one: refused whole,
    // before any parameter reaches a query or a search held in memory.
    if (req.url.includes("%00")) {
      refuse(req, reply, errors.badRequest("The address holds a NUL character."));
      return;
    }
    done();
  });

  app.addHook("onSend", (req, reply, payload, done) => {
    if (!req.raw.complete && !req.raw.readableEnded && !req.raw.destroyed) {
      // Keep the connection until the body is read; Fastify asks to close it right after the answer.
      reply.removeHeader("connection");
      lingerUntilBodyEnds(req.raw, reply.raw);
    }
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && /^text\/html\s*$/i.test(type)) {
      reply.header("content-type", "text/html; charset=utf-8");
    }
    done(null, payload);
  });
}
