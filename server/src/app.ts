import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { credentialRoutes } from "./features/accounts/credentials/routes.ts";
import { meRoutes } from "./features/accounts/me/routes.ts";
import { oauthRoutes } from "./features/accounts/oauth/routes.ts";
import { passwordResetRoutes } from "./features/accounts/password-resets/routes.ts";
import { registrationRoutes } from "./features/accounts/registrations/routes.ts";
import { sessionRoutes } from "./features/accounts/session/routes.ts";
import { bookmarkRoutes } from "./features/bookmarks/routes.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { devRoutes } from "./features/dev/routes.ts";
import { creativeRoutes } from "./features/discovery/creatives/routes.ts";
import { findRoutes } from "./features/discovery/find/routes.ts";
import { userRoutes } from "./features/discovery/users/routes.ts";
import { docsPlugin } from "./features/docs/routes.ts";
import { fileRoutes } from "./features/files/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { homeRoutes } from "./features/home/routes.ts";
import { cartRoutes } from "./features/membership/cart/routes.ts";
import { invoiceRoutes } from "./features/membership/invoices/routes.ts";
import { orderRoutes } from "./features/membership/orders/routes.ts";
import { paymentRoutes } from "./features/membership/payments/routes.ts";
import { membershipRoutes } from "./features/membership/routes.ts";
import { messengerRoutes } from "./features/messenger/routes.ts";
import { notificationRoutes } from "./features/notifications/routes.ts";
import { applicationRoutes } from "./features/opportunities/applications/routes.ts";
import { opportunityFileRoutes } from "./features/opportunities/files/routes.ts";
import { opportunityRoutes } from "./features/opportunities/routes.ts";
import { crawlerRoutes, shareCardRoutes } from "./features/pages/routes.ts";
import { profileRoutes } from "./features/profiles/routes.ts";
import { referenceCatalog } from "./features/reference/catalog.ts";
import { localeSwitchRoutes, referenceRoutes } from "./features/reference/routes.ts";
import { reportRoutes } from "./features/reports/routes.ts";
import { showroomRoutes } from "./features/showroom/routes.ts";
import { socialRoutes } from "./features/social/routes.ts";
import { registerConformanceCheck } from "./jsonapi/conformance.ts";
import { registerContracts } from "./jsonapi/contract.ts";
import { authPlugin } from "./platform/auth/plugin.ts";
import { captchaRoutes } from "./platform/captcha/routes.ts";
import type { AppDeps } from "./platform/deps.ts";
import { API_HEADERS, isApi } from "./platform/http/api-path.ts";
import { registerCompression } from "./platform/http/compression.ts";
import { registerContentTypes } from "./platform/http/content-type.ts";
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
  sendNoEndpoint,
} from "./platform/http/errors.ts";
import { registerHttpHardening } from "./platform/http/hardening.ts";
import { helmetHeaders, registerSecurityHeaders } from "./platform/http/security-headers.ts";
import type { LiveChannelOptions } from "./platform/live/channel.ts";
import { livePlugin } from "./platform/live/plugin.ts";
import { registerRouteRateLimits } from "./platform/rate-limit/enforce.ts";
import { registerSeedingGate } from "./platform/seeding/gate.ts";

export interface BuildAppOptions {
  logger?: boolean | object;
  /** Shorter heartbeats and checks for tests of the live channel. */
  live?: Partial<LiveChannelOptions>;
  /** Told of every reply that breaks its route's contract or JSON:API 1.1 (the tests fail on any). */
  onContractViolation?: (problem: string) => void;
}

/** The whole application as a Fastify instance; main.ts listens with it, tests inject into it. */
export async function buildApp(deps: AppDeps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { trustProxy } = deps.config;
  const securityHeaders = helmetHeaders({
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
  const app = Fastify({
    logger: opts.logger ?? false,
    // A hop count as Fastify reads a number (its types leave numbers out): the nearest N peers are proxies.
    trustProxy: typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow clients must not hold connections open forever (slowloris); uploads have their own limits.
    requestTimeout: 120_000,
    connectionTimeout: 0,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: false },
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerFrameworkError(securityHeaders),
    clientErrorHandler: answerClientError(securityHeaders),
  });
  app.decorate("deps", deps);

  app.addHook("onReady", () => referenceCatalog(deps.db).warm());
  registerContentTypes(app);
  registerErrorHandling(app);
  registerContracts(app, { strict: !deps.config.isProduction });
  registerRouteRateLimits(app);
  if (opts.onContractViolation) registerConformanceCheck(app, opts.onContractViolation);
  await app.register(cookie);
  registerSecurityHeaders(app, securityHeaders);
  // After the security headers, so that even the refusals it answers carry them.
  registerHttpHardening(app);
  // After the cookies, which tell the getting-ready page's language, and the security headers.
  registerSeedingGate(app, deps.seeding, deps.config.seedDemo);
  await registerCompression(app);
  await app.register(authPlugin, { appOrigin: deps.config.appOrigin });

  app.addHook("onSend", (req, reply, payload, done) => {
    if (isApi(req)) {
      // No cache keeps an API reply, save one its route declares public (the picture of a shared link).
      const shared = String(reply.getHeader("cache-control") ?? "").startsWith("public");
      reply.headers(shared ? { "content-security-policy": API_HEADERS["content-security-policy"] } : API_HEADERS);
    }
    done(null, payload);
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
      await api.register(meRoutes);
      await api.register(oauthRoutes);
      await api.register(captchaRoutes);
      await api.register(registrationRoutes);
      await api.register(passwordResetRoutes);
      await api.register(credentialRoutes);
      await api.register(userRoutes);
      await api.register(creativeRoutes);
      await api.register(findRoutes);
      await api.register(socialRoutes);
      await api.register(homeRoutes);
      await api.register(profileRoutes);
      await api.register(membershipRoutes);
      await api.register(cartRoutes);
      await api.register(orderRoutes);
      await api.register(invoiceRoutes);
      await api.register(paymentRoutes);
      await api.register(messengerRoutes);
      await api.register(reportRoutes);
      await api.register(opportunityFileRoutes);
      await api.register(contactRoutes);
      await api.register(opportunityRoutes);
      await api.register(applicationRoutes);
      await api.register(bookmarkRoutes);
      await api.register(notificationRoutes);
      await api.register(showroomRoutes);
      await api.register(shareCardRoutes);
      api.setNotFoundHandler(sendNoEndpoint);
    },
    { prefix: "/api" },
  );
  await app.register(fileRoutes);
  await app.register(devRoutes);
  await app.register(localeSwitchRoutes);
  await app.register(crawlerRoutes);

  return app;
}
