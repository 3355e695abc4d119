import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { errorResponses, switchingProtocols } from "../../jsonapi/contract.ts";
import { ApiError, errors } from "../../jsonapi/errors.ts";
import { readToken } from "../auth/plugin.ts";
import { createLiveChannel, LIVE_DEFAULTS, type LiveChannelOptions } from "./channel.ts";

/**
 * `/api/ws`: the handshake must come from the app's origin; a cookie (or header) token is checked
 * before the upgrade, otherwise the client authenticates with its first frame.
 */
export const livePlugin = fp(
  async (app: FastifyInstance, opts: Partial<LiveChannelOptions>) => {
    await app.register(websocket, {
      // Compression is off: it costs memory per socket and invites compression-ratio attacks.
      options: { maxPayload: 64 * 1024, perMessageDeflate: false },
      errorHandler(err, socket, req) {
        req.log.debug({ err }, "live socket error");
        // Protocol errors (an oversized frame) already started a close with the right code.
        if (socket.readyState === socket.OPEN) socket.terminate();
      },
    });

    const channel = createLiveChannel(
      { db: app.deps.db, bus: app.deps.bus, sessionCache: app.deps.sessionCache, log: app.log },
      { ...LIVE_DEFAULTS, ...opts },
    );
    app.addHook("onClose", async () => channel.close());

    app.route({
      method: "GET",
      url: "/api/ws",
      schema: {
        tags: ["live"],
        summary: "Live channel (websocket)",
        description:
          "Upgrade to a websocket from the app's origin. Authenticate with the `authToken` cookie, or send " +
          '`{"type":"auth","token":"…"}` as the first frame within 5 seconds. The server answers ' +
          '`{"type":"ready"}`, then pushes `message`, `notification` and `counts` frames (`{"type":"counts","data":' +
          '{"incoming_connection_requests_count":2}}` whenever a header count changes; a `message` that moved the ' +
          "reader's messenger counts carries them as `counts` instead). Close codes: 4001 session " +
          "ended, 4401 not authenticated, 4429 too many connections, 1003 malformed frame, 1009 frame too large. " +
          "A request that is no websocket handshake is a 426.",
        response: { 101: switchingProtocols, ...errorResponses },
      },
      onRequest: async (req) => {
        if (req.headers.origin !== app.deps.config.appOrigin) {
          throw errors.forbidden("The live channel only accepts connections from the app itself.");
        }
      },
      preHandler: async (req) => {
        if (readToken(req) && !req.auth) {
          throw errors.unauthorized("Invalid session", { detail: "The session token is unknown or expired." });
        }
      },
      handler: async () => {
        throw new ApiError(
          426,
          [{ code: "upgrade_required", title: "Upgrade required", detail: "Connect with a websocket client." }],
          { upgrade: "websocket" },
        );
      },
      wsHandler: (socket, req) => channel.accept(socket, req.auth),
    });
  },
  // Encapsulated: the websocket plugin's hooks then run for this route alone, not for every request.
  { name: "live", dependencies: ["auth"], encapsulate: true },
);
