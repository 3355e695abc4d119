import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { type WebSocket, WebSocketServer } from "ws";

/**
 * The bare relay `npm run bench:live` holds the app's live path against: sockets that name their
 * user (`/ws?user=<id>`), one Redis channel per user subscribed while the user has a socket here, and
 * `POST /send` (`{ to, content }`) publishing a message frame to the recipient's channel. Two of them
 * on one Redis are two instances; nothing is stored, authenticated or validated, so what the app
 * takes beyond this is its own.
 */
export async function relay(redisUrl: string, namespace: string): Promise<FastifyInstance> {
  const channel = (userId: string) => `${namespace}:relay:${userId}`;
  // A connection in subscriber mode can do nothing else, hence two.
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  const groups = new Map<string, { sockets: Set<WebSocket>; subscribed: Promise<unknown> }>();
  subscriber.on("message", (name: string, payload: string) => {
    for (const socket of groups.get(name)?.sockets ?? []) socket.send(payload);
  });

  async function join(userId: string, socket: WebSocket): Promise<void> {
    const name = channel(userId);
    let group = groups.get(name);
    if (!group) {
      group = { sockets: new Set(), subscribed: subscriber.subscribe(name) };
      groups.set(name, group);
    }
    const joined = group;
    joined.sockets.add(socket);
    socket.once("close", () => {
      joined.sockets.delete(socket);
      if (joined.sockets.size > 0) return;
      groups.delete(name);
      void subscriber.unsubscribe(name);
    });
    // As the app's "ready": whatever is published from now on arrives.
    await joined.subscribed;
    socket.send(JSON.stringify({ type: "ready" }));
  }

  const app = Fastify();
  const sockets = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  app.server.on("upgrade", (req, socket, head) => {
    const userId = new URL(req.url ?? "/", "http://relay").searchParams.get("user");
    if (!userId) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => void join(userId, ws));
  });
  app.post<{ Body: { to: number; content: string } }>("/send", async (req, reply) => {
    await publisher.publish(
      channel(String(req.body.to)),
      JSON.stringify({ type: "message", content: req.body.content }),
    );
    return reply.code(201).send({ sent: true });
  });
  app.addHook("onClose", async () => {
    for (const client of sockets.clients) client.terminate();
    sockets.close();
    await Promise.all([publisher.quit(), subscriber.quit()]);
  });
  return app;
}
