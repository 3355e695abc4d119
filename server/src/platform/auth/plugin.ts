import { COOKIES } from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { hooksOf } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { isApiPath } from "../http/api-path.ts";
import { asksAsAnyMember } from "./any-member.ts";
import { type ActiveSession, findSession } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in session, resolved from X-Auth-Token or the authToken cookie. */
    auth: ActiveSession | null;
    /** How the token arrived; cookie-authenticated writes must come from the app's origin. */
    authVia: "header" | "cookie" | null;
    /** The server's own render of a page kept for members, asking as any member (any-member.ts). */
    anyMember: boolean;
  }
  interface FastifyContextConfig {
    /**
     * A write that cannot change what a session carries (a message, a like): the member's session
     * stays kept after it. Writes that do not say so make the next request read it anew.
     */
    keepsSession?: true;
  }
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface PresentedToken {
  token: string;
  via: "header" | "cookie";
}

export function readToken(req: FastifyRequest): PresentedToken | null {
  const header = req.headers["x-auth-token"];
  if (typeof header === "string" && header !== "") return { token: header, via: "header" };
  const cookie = req.cookies?.[COOKIES.authToken];
  if (cookie) return { token: cookie, via: "cookie" };
  return null;
}

/**
 * A browser always names the origin of a cross-site write (Origin, or Sec-Fetch-Site); a cookie
 * must not carry such a write. Requests without either header come from non-browser clients,
 * which cannot ride on a victim's cookie.
 */
export function isCrossSite(req: FastifyRequest, appOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin !== appOrigin;
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  return false;
}

/**
 * Whether a request comes from one of the app's own pages: browsers name the origin of every
 * fetch that writes. A request that names none comes from no page at all.
 */
export function isFromAppPage(req: FastifyRequest, appOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin === appOrigin;
  return req.headers["sec-fetch-site"] === "same-origin";
}

function signedInOnly(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  done(req.auth ? undefined : errors.forbidden());
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { appOrigin: string }) => {
    app.decorateRequest("auth", null);
    app.decorateRequest("authVia", null);
    app.decorateRequest("anyMember", false);
    const authenticate = async (req: FastifyRequest, found: PresentedToken) => {
      if (found.via === "cookie" && UNSAFE.has(req.method) && isCrossSite(req, opts.appOrigin)) {
        throw errors.forbidden("Cross-site requests cannot change anything.");
      }
      req.auth = await findSession(app.deps.db, app.deps.sessionCache, found.token);
      req.authVia = req.auth ? found.via : null;
    };
    // Before validation, so that a caller who may not use a route learns nothing of its input rules.
    // A callback hook, so that a request without a token (most of them) costs no promise at all.
    app.addHook("preValidation", (req, _reply, done) => {
      if (!isApiPath(req.url)) return done();
      if (asksAsAnyMember(req)) {
        req.anyMember = true;
        return done();
      }
      const found = readToken(req);
      if (!found) return done();
      authenticate(req, found).then(() => done(), done);
    });
    // A member's own write may change what their session carries (completeness, confirmation,
    // language): their next request reads it anew, whenever the database's notice arrives.
    app.addHook("onSend", (req, _reply, payload, done) => {
      if (req.auth && UNSAFE.has(req.method) && !req.routeOptions.config.keepsSession) {
        app.deps.sessionCache.forget(req.auth.user.id);
      }
      done(null, payload);
    });
    // A route that declares `config.auth: "user"` answers 403 to anyone else, right after the
    // authentication above and before its input is read.
    app.addHook("onRoute", (route) => {
      if (route.config?.auth === "user") route.preValidation = [...hooksOf(route.preValidation), signedInOnly];
    });
  },
  { name: "auth" },
);

/** The signed-in user, or a 403 that sends the web client to login. */
export function requireAuth(req: FastifyRequest): ActiveSession {
  if (!req.auth) throw errors.forbidden();
  return req.auth;
}

/** Cookies are Secure in production and whenever the app is served over https. */
export const secureCookies = (config: Config): boolean => config.isProduction || config.appUrl.startsWith("https:");

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean): void {
  reply.setCookie(COOKIES.authToken, token, { path: "/", httpOnly: true, sameSite: "lax", secure, expires });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(COOKIES.authToken, { path: "/", httpOnly: true, sameSite: "lax", secure });
}
