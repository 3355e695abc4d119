import type { FastifyInstance, FastifyRequest } from "fastify";
import { mailboxRoutes } from "./mailbox.ts";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** Headers a reverse proxy adds: a request relayed from elsewhere arrives from loopback too. */
const RELAYED = ["forwarded", "x-forwarded-for", "x-real-ip"];

/**
 * Whether the request comes from this machine itself. The socket's peer decides, never a header a
 * client can set, and a relayed request counts as the outside world it came from.
 */
export function isFromThisMachine(req: FastifyRequest): boolean {
  return LOOPBACK.test(req.socket.remoteAddress ?? "") && RELAYED.every((name) => req.headers[name] === undefined);
}

/**
 * Development aids: the mailbox shows live sign-in and reset links, so it answers only on this
 * machine, never in production and never when mail really goes out. Elsewhere its paths are what
 * any unknown path is.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  if (config.isProduction || config.smtpUrl) return;
  app.addHook("onRequest", (req, reply, done) => {
    if (isFromThisMachine(req)) return done();
    reply.callNotFound();
  });
  await app.register(mailboxRoutes);
}
