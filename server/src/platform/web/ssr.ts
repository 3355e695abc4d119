import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../../config.ts";
import { compressPage, negotiateEncoding } from "../http/compression.ts";
import { withReadScope } from "../reads/request-scope.ts";
import { contentSecurityPolicy } from "./csp.ts";

const defaultBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../web/build");

/** Pages whose address carries a secret (reset token, checksum, settings token): no Referer may repeat it. */
const SECRET_IN_ADDRESS = /^\/(password-reset\/|signup\/confirm\/|confirm\/email|settings\/notifications)/i;

/** What every loader receives: an in-process API client, so server rendering never leaves the process. */
export interface WebLoadContext {
  nonce: string;
  apiFetch: (input: string, init?: { method?: string; headers?: Record<string, string> }) => Promise<Response>;
}

function toFetchRequest(req: FastifyRequest, appUrl: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.raw.headers)) {
    if (v === undefined) continue;
    for (const value of Array.isArray(v) ? v : [v]) headers.append(k, value);
  }
  return new Request(new URL(req.url, appUrl), { method: req.method, headers, signal });
}

/** Sends the rendered page, compressed as the browser accepts (the home page: 37 KB, 7 KB with Brotli). */
async function sendFetchResponse(req: FastifyRequest, reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [k, v] of response.headers) {
    if (k === "set-cookie") continue;
    reply.header(k, v);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  if (!encoding) return reply.send(Readable.fromWeb(response.body as never));
  const page = await compressPage(response.body, encoding);
  return reply.header("content-encoding", encoding).header("vary", "accept-encoding").send(page);
}

/**
 * Serves the built web app: hashed assets from the client build, every other non-API path
 * rendered on the server by React Router.
 */
export async function mountWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const buildDir = path.resolve(config.webBuildDir ?? defaultBuildDir);
  const serverEntry = path.join(buildDir, "server/index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, config.isProduction ? "production" : "development");

  await app.register(fastifyStatic, {
    root: path.join(buildDir, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader("cache-control", "public, max-age=31536000, immutable");
      } else {
        res.setHeader("cache-control", "public, max-age=3600");
      }
    },
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return reply.code(405).header("allow", "GET, HEAD").send();
    }
    const nonce = randomBytes(16).toString("base64");
    const cookie = req.headers.cookie;
    const context: WebLoadContext = {
      nonce,
      apiFetch: async (input, init = {}) => {
        const res = await app.inject({
          method: (init.method ?? "GET") as "GET",
          url: input.startsWith("/api/") ? input : `/api${input}`,
          headers: {
            accept: "application/vnd.api+json",
            ...(cookie ? { cookie } : {}),
            ...(req.headers["accept-language"] ? { "accept-language": String(req.headers["accept-language"]) } : {}),
            ...init.headers,
          },
        });
        return new Response(res.rawPayload.length > 0 ? new Uint8Array(res.rawPayload) : null, {
          status: res.statusCode,
          headers: Object.entries(res.headers).flatMap(([k, v]) =>
            v === undefined ? [] : (Array.isArray(v) ? v : [String(v)]).map((x): [string, string] => [k, x]),
          ),
        });
      },
    };
    const controller = new AbortController();
    reply.raw.on("close", () => controller.abort());
    // The page's in-process API calls share one read scope: each row is read once per page.
    const response = await withReadScope(() =>
      handle(toFetchRequest(req, config.appUrl, controller.signal), context as never),
    );
    reply.header("content-security-policy", contentSecurityPolicy(nonce, config.appUrl));
    reply.header("cache-control", "no-store");
    // Google's and Facebook's sign-in popups report back to the page that opened them.
    reply.header("cross-origin-opener-policy", "same-origin-allow-popups");
    if (SECRET_IN_ADDRESS.test(req.url)) reply.header("referrer-policy", "no-referrer");
    return sendFetchResponse(req, reply, response);
  });
}
