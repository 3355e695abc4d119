import type { FastifyInstance, FastifyRequest } from "fastify";
import { mailboxRoutes } from "./mailbox.ts";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/**
 * Header names by which proxies and CDNs say they relayed a request (Via, Forwarded, X-Forwarded-*,
 * X-Real-IP, True-Client-IP, CF-Connecting-IP and the like). A request relayed from elsewhere arrives
 * from loopback too, and no list of names is complete: any name of these families counts.
 */
const RELAYED = /^(via|.*forwarded.*|.*-ip|x-original-.*|cf-.*|fastly-.*|akamai-.*|x-amzn-.*|x-azure-.*|x-envoy-.*)$/;

/**
 * Whether the request comes from this machine itself: a loopback peer, with no header a proxy adds.
 * The socket's peer decides, never a header a client can set, and a relayed request counts as the
 * outside world it came from.
 */
export function isFromThisMachine(req: FastifyRequest): boolean {
  return LOOPBACK.test(req.socket.remoteAddress ?? "") && !Object.keys(req.headers).some((name) => RELAYED.test(name));
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
