import { createHash } from "node:crypto";
import type { SupportedLocale } from "@atelier/common";
import { addressLocale } from "@atelier/common/seo";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errors } from "../../jsonapi/errors.ts";
import { isApi } from "../http/api-path.ts";
import { sendApiError } from "../http/errors.ts";
import { requestLocale } from "../http/locale.ts";
import type { Seeding, SeedingStatus } from "./seeding.ts";

/** How soon the getting-ready page looks again, and an API client is asked to. */
const RETRY_SECONDS = 5;

const TEXTS: Record<
  SupportedLocale,
  { title: string; demo(step: number, of: number): string; reference(step: number, of: number): string; reload: string }
> = {
  en: {
    title: "Atelier is getting ready",
    demo: (step, of) => `Seeding the demo world (step ${step} of ${of}): the site opens as soon as its people are in.`,
    reference: (step, of) => `Seeding the reference data (step ${step} of ${of}).`,
    reload: "This page reloads by itself.",
  },
  de: {
    title: "Atelier wird vorbereitet",
    demo: (step, of) =>
      `Die Demo-Welt wird angelegt (Schritt ${step} von ${of}): Die Seite öffnet, sobald ihre Leute da sind.`,
    reference: (step, of) => `Die Referenzdaten werden angelegt (Schritt ${step} von ${of}).`,
    reload: "Diese Seite lädt sich von selbst neu.",
  },
};

const STYLE =
  "body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#f6f5f2}" +
  "main{max-width:32rem;padding:2rem}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:.25rem 0}.hint{color:#57606a}";

/** The page's own policy: nothing but its inline style. */
const PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The getting-ready page, which reloads itself until the site is served. */
function gettingReadyPage(locale: SupportedLocale, status: SeedingStatus, demo: boolean): string {
  const text = TEXTS[locale];
  // The step worked on: during the steps that come before the site opens, one runs at a time.
  const step = Math.min(status.done + 1, status.of);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_SECONDS}">
<meta name="robots" content="noindex">
<title>${text.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${text.title}</h1>
<p>${demo ? text.demo(step, status.of) : text.reference(step, status.of)}</p>
<p class="hint">${text.reload}</p>
</main>
</body>
</html>
`;
}

function sendGettingReady(req: FastifyRequest, reply: FastifyReply, status: SeedingStatus, demo: boolean) {
  const query = req.url.indexOf("?");
  const locale = addressLocale(query < 0 ? "" : req.url.slice(query)) ?? requestLocale(req);
  return reply
    .code(503)
    .headers({
      "retry-after": String(RETRY_SECONDS),
      "cache-control": "no-store",
      "content-security-policy": PAGE_POLICY,
      "content-language": locale,
      vary: "accept-language, cookie",
    })
    .type("text/html; charset=utf-8")
    .send(gettingReadyPage(locale, status, demo));
}

/**
 * Until the first start's seed has come far enough to serve the site, every request but the health
 * checks is answered here: a page with the getting-ready page, anything else with a 503 and
 * Retry-After. `demo` tells whether the seed writes the demo world.
 */
export function registerSeedingGate(app: FastifyInstance, seeding: Seeding, demo: boolean): void {
  app.addHook("onRequest", async (req, reply) => {
    const waiting = !seeding.serving() && seeding.status();
    if (!waiting || req.routeOptions.url?.startsWith("/api/health")) return;
    if (isApi(req) || (req.method !== "GET" && req.method !== "HEAD")) {
      return sendApiError(reply, errors.unavailable("Atelier is getting ready: the first start is seeding its data."));
    }
    return sendGettingReady(req, reply, waiting, demo);
  });
}
