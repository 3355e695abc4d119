import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { COOKIES, SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common";
import { addressLocale, LANG_PARAM } from "@atelier/common/seo";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type Config, SERVER_DIR } from "../../config.ts";
import { ANY_MEMBER_HEADER, ANY_MEMBER_SECRET } from "../auth/any-member.ts";
import { findSession } from "../auth/sessions.ts";
import { isApi } from "../http/api-path.ts";
import { compressPage, negotiateEncoding } from "../http/compression.ts";
import { sendNoEndpoint } from "../http/errors.ts";
import { isSupportedLocale, requestLocale } from "../http/locale.ts";
import { isPlainMember } from "../reads/plain-member.ts";
import { withReadScope, withShownUsers } from "../reads/request-scope.ts";
import { keptForVisitors } from "../reads/visitor-cache.ts";
import { contentSecurityPolicy } from "./csp.ts";
import { FEED_FIRST_PAGE, type FeedCardsRenderer, fillMemberFeed } from "./member-feed.ts";

const defaultBuildDir = path.join(SERVER_DIR, "../web/build");

/** Pages whose address carries a secret (reset token, checksum, settings token): no Referer may repeat it. */
const SECRET_IN_ADDRESS = /^\/(password-reset\/|signup\/confirm\/|confirm\/email|settings\/notifications)/i;

/**
 * What every loader receives: an in-process API client, so server rendering never leaves the
 * process, and whether the page is rendered for any member (a page kept for members, whose own
 * standing the browser reads after paint).
 */
export interface WebLoadContext {
  nonce: string;
  anyMember: boolean;
  apiFetch: (input: string, init?: { method?: string; headers?: Record<string, string> }) => Promise<Response>;
}

/**
 * The page's address on the configured origin, the request naming its path and query only: read as
 * a URL reference, `//evil.example/x` (or an absolute-form request line) would put another host in
 * the page's canonical and shared-link addresses, and `//` is no valid address at all.
 */
function pageAddress(url: string, appOrigin: string): URL {
  const address = new URL(appOrigin);
  const query = url.indexOf("?");
  address.pathname = query < 0 ? url : url.slice(0, query);
  address.search = query < 0 ? "" : url.slice(query);
  return address;
}

function toFetchRequest(req: FastifyRequest, address: URL, cookie: string | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.raw.headers)) {
    if (v === undefined || k === "cookie") continue;
    for (const value of Array.isArray(v) ? v : [v]) headers.append(k, value);
  }
  if (cookie) headers.set("cookie", cookie);
  return new Request(address, { method: req.method, headers, signal });
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
  const { renderFeedCards } = build.entry.module as Partial<{ renderFeedCards: FeedCardsRenderer }>;

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
    // The API's prefix matches its own spelling only: `/API/V1/NOPE` is still no endpoint, not a page.
    if (isApi(req)) return sendNoEndpoint(req, reply);
    if (req.method !== "GET" && req.method !== "HEAD") {
      return reply.code(405).header("allow", "GET, HEAD").send();
    }
    const nonce = randomBytes(16).toString("base64");
    setPageHeaders(req, reply, nonce, config);
    const address = pageAddress(req.url, config.appOrigin);
    const controller = new AbortController();
    reply.raw.on("close", () => controller.abort());
    const renderer = (cookie: string | undefined, anyMember: boolean) => {
      const context: WebLoadContext = { nonce, anyMember, apiFetch: inProcessApi(app, req, cookie, anyMember) };
      return () => handle(toFetchRequest(req, address, cookie, controller.signal), context as never);
    };
    // The home's feed is the member's own: filled in as the page goes out (member-feed.ts), whether
    // the page was kept for all members or rendered for this one.
    const readFeed = () => inProcessApi(app, req, req.headers.cookie, false)(FEED_FIRST_PAGE);
    const fillFeed =
      address.pathname === "/" && renderFeedCards && req.cookies[COOKIES.authToken] !== undefined
        ? (html: string) =>
            fillMemberFeed(html, readFeed, renderFeedCards).catch((err: unknown) => {
              // The page still works without the cards: the browser reads the feed itself.
              req.log.warn({ err }, "the member's feed could not be drawn into their home");
              return html;
            })
        : undefined;
    // The page's in-process API calls share one read scope: each row is read once per page. A home
    // to fill is sent whole, the rest as it renders.
    const renderOwn = async () => {
      const rendered = await withReadScope(renderer(pageCookies(req, address), false));
      if (!fillFeed || rendered.status !== 200) return sendFetchResponse(req, reply, rendered);
      return send(await keptPage(rendered, nonce), fillFeed);
    };
    const keptFor = (key: string, render: () => Promise<Response>) =>
      keptForVisitors(app.deps.visitorCache, key, async () => keptPage(await render(), nonce), {
        // Kept only whole, for everyone alike, and when the page said whose data it shows.
        keepable: (built, shown) => built.status === 200 && built.cookies.length === 0 && shown.length > 0,
        // A render stops when its browser goes: the others render their own.
        join: false,
      });
    const send = async (page: KeptPage, fill?: (html: string) => Promise<string>) => {
      for (const value of page.cookies) reply.header("set-cookie", value);
      const html = page.html.replaceAll(page.nonce, nonce);
      return sendPage(req, reply, page.status, page.headers, fill ? await fill(html) : html);
    };

    const visitorKey = visitorPageKey(req);
    if (visitorKey) return send(await keptFor(visitorKey, renderer(pageCookies(req, address), false)));
    const member = await memberPageOf(app, req);
    if (!member) return renderOwn();
    // A plain member gets the page as any member sees it, kept for them all; the browser reads
    // their own standing after paint. A page that shows the member is theirs alone, and so is one
    // any member may not see (their own draft).
    const { result: page, shown } = await withShownUsers(() =>
      keptFor(member.key, renderer(memberPageCookies(req, member.locale), true)),
    );
    return page.status !== 200 || shown.includes(member.userId) ? renderOwn() : send(page, fillFeed);
  });
}

/** The page's in-process API client: the browser's cookies, or any member's standing (ANY_MEMBER_HEADER). */
function inProcessApi(
  app: FastifyInstance,
  req: FastifyRequest,
  cookie: string | undefined,
  anyMember: boolean,
): WebLoadContext["apiFetch"] {
  return async (input, init = {}) => {
    const res = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: input.startsWith("/api/") ? input : `/api${input}`,
      headers: {
        accept: "application/vnd.api+json",
        ...(cookie ? { cookie } : {}),
        ...(anyMember ? { [ANY_MEMBER_HEADER]: ANY_MEMBER_SECRET } : {}),
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
  };
}

async function keptPage(response: Response, nonce: string): Promise<KeptPage> {
  return {
    status: response.status,
    headers: [...response.headers].filter(([k]) => k !== "set-cookie" && k !== "content-length"),
    html: response.body ? await response.text() : "",
    nonce,
    cookies: response.headers.getSetCookie(),
  };
}

/**
 * The cookies a page is rendered with: the browser's, where the language the address names
 * (`?lang=de`) takes the locale cookie's place, so the page and every API call it makes speak it.
 */
function pageCookies(req: FastifyRequest, address: URL): string | undefined {
  const named = addressLocale(address.search);
  if (!named) return req.headers.cookie;
  const others = (req.headers.cookie ?? "").split(/;\s*/).filter((c) => c && !c.startsWith(`${COOKIES.locale}=`));
  return [...others, `${COOKIES.locale}=${named}`].join("; ");
}

/**
 * The cookies a page kept for members is rendered with: the browser's, less the session, with the
 * language the member reads in named, so the render and its API calls speak it as theirs would.
 */
function memberPageCookies(req: FastifyRequest, locale: SupportedLocale): string {
  const others = (req.headers.cookie ?? "")
    .split(/;\s*/)
    .filter((c) => c && !c.startsWith(`${COOKIES.locale}=`) && !c.startsWith(`${COOKIES.authToken}=`));
  return [...others, `${COOKIES.locale}=${locale}`].join("; ");
}

/** A visitor's page as it was rendered, with the nonce it was rendered with; kept only without cookies to set. */
interface KeptPage {
  status: number;
  headers: [string, string][];
  html: string;
  nonce: string;
  cookies: string[];
}

/** The longest list of closed modals a kept page is keyed by; a longer cookie has its page rendered. */
const KEPT_MODALS_COOKIE_LENGTH = 500;

/**
 * The key under which a page is kept for visitors, or null when it is not kept: only the home page,
 * a profile's own page (no query but its language: another tab lists other people) and a showroom
 * or gallery item's page, asked without a session or an alert to show, in the language the page
 * is rendered in, with the preferences the page reads (grid columns, modals closed for good). Other
 * cookies play no part in a page. It goes when a user it shows changes, or, when it lists the
 * showroom (an item's related items), when the showroom does.
 */
function visitorPageKey(req: FastifyRequest): string | null {
  if (req.cookies[COOKIES.authToken] !== undefined) return null;
  const preferences = keptPagePreferences(req);
  return preferences && `page:${requestLocale(req)}|${preferences}|${req.url}`;
}

/**
 * The preferences a kept page is keyed by, or null when the page is not kept: only the home page,
 * a profile's own page and an item's page, asked without an alert to show or a session in a
 * header, with a list of closed modals of reasonable length.
 */
function keptPagePreferences(req: FastifyRequest): string | null {
  if (req.method !== "GET" || req.headers.authorization || req.headers["x-auth-token"]) return null;
  if (!VISITOR_PAGES.test(req.url)) return null;
  const cookies = req.cookies;
  if (cookies[COOKIES.flash] !== undefined) return null;
  const columns = cookies[COOKIES.columnsCount] ?? "";
  const modals = cookies[COOKIES.modalClosed] ?? "";
  if (modals.length > KEPT_MODALS_COOKIE_LENGTH) return null;
  return JSON.stringify([columns, modals]);
}

/** A member asking for a page kept for members: the key it is kept under, and who asks in which language. */
interface MemberPage {
  key: string;
  userId: number;
  locale: SupportedLocale;
}

/**
 * The page kept for members that a signed-in member's request may be answered with: the pages kept
 * for visitors, asked by a plain member (plain-member.ts), in the language their page would speak
 * (the locale cookie, else their account's, else their browser's).
 */
async function memberPageOf(app: FastifyInstance, req: FastifyRequest): Promise<MemberPage | null> {
  const token = req.cookies[COOKIES.authToken];
  const preferences = token ? keptPagePreferences(req) : null;
  if (!token || !preferences) return null;
  const session = await findSession(app.deps.db, app.deps.sessionCache, token);
  if (!session || !(await isPlainMember(app.deps.db, session.user.id))) return null;
  const chosen = req.cookies[COOKIES.locale];
  const locale = isSupportedLocale(chosen)
    ? chosen
    : isSupportedLocale(session.user.locale)
      ? session.user.locale
      : requestLocale(req);
  return { key: `member-page:${locale}|${preferences}|${req.url}`, userId: session.user.id, locale };
}

const VISITOR_PAGES = new RegExp(
  `^/((profile|showroom|gallery)/[A-Za-z0-9-]{1,100}/?)?(\\?${LANG_PARAM}=(${SUPPORTED_LOCALES.join("|")}))?$`,
);

function setPageHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
  config: Pick<Config, "appUrl" | "stripe">,
): void {
  reply.header("content-security-policy", contentSecurityPolicy(nonce, config.appUrl, config.stripe !== undefined));
  reply.header("cache-control", "no-store");
  // Google's and Facebook's sign-in popups report back to the page that opened them.
  reply.header("cross-origin-opener-policy", "same-origin-allow-popups");
  if (SECRET_IN_ADDRESS.test(req.url)) reply.header("referrer-policy", "no-referrer");
}

/** Sends a whole page, compressed as the browser accepts. */
async function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  headers: [string, string][],
  html: string,
): Promise<void> {
  reply.status(status);
  for (const [k, v] of headers) reply.header(k, v);
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  if (!encoding) return reply.send(html);
  const page = await compressPage(new Response(html).body as ReadableStream<Uint8Array>, encoding);
  return reply.header("content-encoding", encoding).header("vary", "accept-encoding").send(page);
}
