import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { devRoutes } from "./features/dev/routes.ts";
import { docsPlugin } from "./features/docs/routes.ts";
import { fileRoutes } from "./features/files/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { referenceRoutes } from "./features/reference/routes.ts";
import { sessionRoutes } from "./features/session/routes.ts";
import { errors } from "./jsonapi/errors.ts";
import { authPlugin } from "./platform/auth/plugin.ts";
import { captchaRoutes } from "./platform/captcha/routes.ts";
import type { AppDeps } from "./platform/deps.ts";
import { registerCompression } from "./platform/http/compression.ts";
import { registerContentTypes } from "./platform/http/content-type.ts";
import { registerErrorHandling, sendApiError } from "./platform/http/errors.ts";
import { registerHttpHardening } from "./platform/http/hardening.ts";
import type { LiveChannelOptions } from "./platform/live/channel.ts";
import { livePlugin } from "./platform/live/plugin.ts";

export interface BuildAppOptions {
  logger?: boolean | object;
  /** Shorter heartbeats and checks for tests of the live channel. */
  live?: Partial<LiveChannelOptions>;
}

/** The whole application as a Fastify instance; main.ts listens with it, tests inject into it. */
export async function buildApp(deps: AppDeps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow clients must not hold connections open forever (slowloris); uploads have their own limits.
    requestTimeout: 120_000,
    connectionTimeout: 0,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: false },
    genReqId: () => crypto.randomUUID(),
  });
  app.decorate("deps", deps);

  registerContentTypes(app);
  registerErrorHandling(app);
  await app.register(cookie);
  await app.register(helmet, {
    // The HTML pages set their own nonce-based policy; API and files get the strict default.
    contentSecurityPolicy: false,
    strictTransportSecurity: deps.config.appUrl.startsWith("https:")
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Matches the pages' frame-ancestors 'none' for browsers that only know the legacy header.
    frameguard: { action: "deny" },
  });
  // After helmet, so that even the refusals it answers carry the security headers.
  registerHttpHardening(app);
  await registerCompression(app);
  await app.register(authPlugin, { appOrigin: deps.config.appOrigin });

  app.addHook("onSend", async (req, reply, payload) => {
    if (req.url.startsWith("/api/")) {
      reply.header("cache-control", "no-store");
      reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });
  // After the API-wide headers, so the docs page can replace their policy with its own; before any
  // route, so that the API description records every one.
  await app.register(docsPlugin);
  await app.register(livePlugin, opts.live ?? {});

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(referenceRoutes);
      await api.register(sessionRoutes);
      await api.register(captchaRoutes);
      api.setNotFoundHandler((req, reply) =>
        sendApiError(reply, errors.notFound(`No endpoint ${req.method} ${req.url.split("?")[0]}.`)),
      );
    },
    { prefix: "/api" },
  );
  await app.register(fileRoutes);
  await app.register(devRoutes);

  return app;
}
