import { and, gt, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { RawData, WebSocket } from "ws";
import type { Database } from "../../db/connect.ts";
import { sessions } from "../../db/schema/index.ts";
import { type ActiveSession, findSession, type SessionCache } from "../auth/sessions.ts";
import { type Bus, eventOf, type LiveEvent, type LiveFrame, type Unsubscribe } from "../bus/bus.ts";
import type { RedisBus } from "../bus/redis.ts";

/** Internal to the server: it closes the sockets of one session and is never forwarded to a client. */
export const SESSION_ENDED = "session.ended";
export const sessionEndedEvent = (sessionId: number): LiveEvent => ({ type: SESSION_ENDED, sessionId });

/** Resolves once the bus delivers to every listener added so far; a broker (Redis) confirms asynchronously. */
export function subscriptionsSettled(bus: Bus): Promise<void> {
  const confirms = (b: Bus): b is RedisBus => "whenSubscribed" in b;
  return confirms(bus) ? bus.whenSubscribed() : Promise.resolve();
}

export const CLOSE = {
  malformed: 1003,
  flooding: 1008,
  unavailable: 1011,
  /** The session was signed out or expired: the client signs in again instead of reconnecting. */
  sessionEnded: 4001,
  unauthorized: 4401,
  tooManySockets: 4429,
} as const;

export interface LiveChannelOptions {
  pingIntervalMs: number;
  /** How often open sockets are checked against their sessions' expiry and end. */
  revalidateIntervalMs: number;
  authTimeoutMs: number;
  maxSocketsPerUser: number;
}

export const LIVE_DEFAULTS: LiveChannelOptions = {
  pingIntervalMs: 25_000,
  revalidateIntervalMs: 3 * 60_000,
  authTimeoutMs: 5_000,
  maxSocketsPerUser: 20,
};

/** Clients only authenticate and answer pings; more than this many frames in ten seconds is flooding. */
const FRAME_BUDGET = { frames: 30, windowMs: 10_000 };
/** A client that stops reading is cut off before its backlog grows without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/**
 * Sockets are pinged a share at a time, one share this often, each once per ping interval: pinging
 * thousands at once held the event loop, and every message due meanwhile, for tens of milliseconds.
 */
const PING_SHARE_MS = 100;

interface Member {
  socket: WebSocket;
  sessionId: number;
  alive: boolean;
  /** The share of sockets it is pinged with. */
  share: Set<Member>;
}

export interface LiveChannel {
  /** Takes over an upgraded socket; `auth` is the session found at the handshake, if any. */
  accept(socket: WebSocket, auth: ActiveSession | null): void;
  close(): void;
}

interface Frame {
  type: string;
  [key: string]: unknown;
}

function parseFrame(data: RawData, isBinary: boolean): Frame | null {
  if (isBinary) return null;
  try {
    const value: unknown = JSON.parse(data.toString());
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    return typeof (value as Frame).type === "string" ? (value as Frame) : null;
  } catch {
    return null;
  }
}

function frameBudget(): () => boolean {
  let windowStart = Date.now();
  let frames = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart > FRAME_BUDGET.windowMs) {
      windowStart = now;
      frames = 0;
    }
    frames += 1;
    return frames <= FRAME_BUDGET.frames;
  };
}

/**
 * The live channel of one app instance: each signed-in socket joins its user's group, the group
 * holds one bus subscription, and bus events for the user become JSON frames on every socket.
 */
export function createLiveChannel(
  deps: { db: Database; bus: Bus; log: FastifyBaseLogger; sessionCache: SessionCache },
  options: LiveChannelOptions,
): LiveChannel {
  const groups = new Map<number, { members: Set<Member>; unsubscribe: Unsubscribe }>();
  const shares = Array.from(
    { length: Math.max(1, Math.round(options.pingIntervalMs / PING_SHARE_MS)) },
    () => new Set<Member>(),
  );
  let joined = 0;
  let pinged = 0;

  const everyMember = function* () {
    for (const group of groups.values()) yield* group.members;
  };

  function deliver(members: Set<Member>, frame: LiveFrame): void {
    if (frame.type === SESSION_ENDED) {
      const { sessionId } = eventOf(frame);
      for (const m of members) if (m.sessionId === sessionId) m.socket.close(CLOSE.sessionEnded, "Session ended");
      return;
    }
    for (const m of members) {
      if (m.socket.readyState !== m.socket.OPEN) continue;
      if (m.socket.bufferedAmount > MAX_BUFFERED_BYTES) m.socket.terminate();
      else m.socket.send(frame.text);
    }
  }

  function groupOf(userId: number) {
    const existing = groups.get(userId);
    if (existing) return existing;
    const members = new Set<Member>();
    const group = { members, unsubscribe: deps.bus.subscribe(userId, (frame) => deliver(members, frame)) };
    groups.set(userId, group);
    return group;
  }

  function leave(userId: number, member: Member): void {
    const group = groups.get(userId);
    if (!group) return;
    group.members.delete(member);
    member.share.delete(member);
    if (group.members.size === 0) {
      group.unsubscribe();
      groups.delete(userId);
    }
  }

  function join(socket: WebSocket, session: ActiveSession): void {
    const userId = session.user.id;
    if ((groups.get(userId)?.members.size ?? 0) >= options.maxSocketsPerUser) {
      socket.close(CLOSE.tooManySockets, "Too many connections");
      return;
    }
    const member: Member = {
      socket,
      sessionId: session.sessionId,
      alive: true,
      share: shares[joined++ % shares.length],
    };
    member.share.add(member);
    groupOf(userId).members.add(member);
    socket.once("close", () => leave(userId, member));
    socket.on("pong", () => {
      member.alive = true;
    });
    const withinBudget = frameBudget();
    socket.on("message", (data, isBinary) => {
      if (!withinBudget()) socket.close(CLOSE.flooding, "Too many frames");
      // Well-formed frames are ignored: the client has nothing more to say yet, and newer clients may.
      else if (!parseFrame(data, isBinary)) socket.close(CLOSE.malformed, "Malformed frame");
    });
    // "ready" promises that whatever is published from now on arrives.
    subscriptionsSettled(deps.bus).then(
      () => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: "ready" }));
      },
      (err: unknown) => {
        deps.log.warn({ err }, "live channel could not subscribe");
        socket.close(CLOSE.unavailable, "Try again later");
      },
    );
  }

  function awaitAuthFrame(socket: WebSocket): void {
    const timer = setTimeout(() => socket.close(CLOSE.unauthorized, "Authentication required"), options.authTimeoutMs);
    socket.once("close", () => clearTimeout(timer));
    socket.once("message", (data, isBinary) => {
      clearTimeout(timer);
      const frame = parseFrame(data, isBinary);
      const token = frame?.type === "auth" && typeof frame.token === "string" ? frame.token : null;
      if (token === null) {
        socket.close(CLOSE.unauthorized, "Authentication required");
        return;
      }
      findSession(deps.db, deps.sessionCache, token).then(
        (session) => {
          if (socket.readyState !== socket.OPEN) return;
          if (session) join(socket, session);
          else socket.close(CLOSE.unauthorized, "Invalid token");
        },
        (err: unknown) => {
          deps.log.warn({ err }, "live channel could not check a token");
          socket.close(CLOSE.unavailable, "Try again later");
        },
      );
    });
  }

  async function revalidate(): Promise<void> {
    const ids = [...new Set(Array.from(everyMember(), (m) => m.sessionId))];
    if (ids.length === 0) return;
    const live = await deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), isNull(sessions.endedAt), gt(sessions.expiresAt, new Date())));
    const valid = new Set(live.map((r) => r.id));
    for (const m of everyMember()) {
      if (!valid.has(m.sessionId)) m.socket.close(CLOSE.sessionEnded, "Session ended");
    }
  }

  const heartbeat = setInterval(() => {
    for (const m of shares[pinged++ % shares.length]) {
      if (!m.alive) {
        m.socket.terminate();
        continue;
      }
      m.alive = false;
      m.socket.ping();
    }
  }, options.pingIntervalMs / shares.length);
  // A missed "session ended" notice (a Redis outage, a session that simply expired) is caught here.
  const revalidation = setInterval(() => {
    revalidate().catch((err: unknown) => deps.log.warn({ err }, "live channel could not check sessions"));
  }, options.revalidateIntervalMs);
  heartbeat.unref();
  revalidation.unref();

  return {
    accept(socket, auth) {
      if (auth) join(socket, auth);
      else awaitAuthFrame(socket);
    },
    close() {
      clearInterval(heartbeat);
      clearInterval(revalidation);
      for (const group of groups.values()) group.unsubscribe();
      groups.clear();
      for (const share of shares) share.clear();
    },
  };
}
