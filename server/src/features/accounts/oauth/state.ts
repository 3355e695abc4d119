import type { FastifyReply, FastifyRequest } from "fastify";
import { newToken, safeEqual } from "../../../platform/auth/tokens.ts";
import { oauthErrors } from "./errors.ts";

const OAUTH_STATE_COOKIE = "oauthState";
const STATE_LIFETIME_SECONDS = 10 * 60;
/** Sent to the callbacks only. */
const COOKIE_PATH = "/api/oauth";

/**
 * Starts a provider sign-in: the state goes to the page, which hands it through the provider's
 * popup to the callback, and into an HttpOnly cookie that another site can neither read nor send.
 */
export function issueState(reply: FastifyReply, secure: boolean): string {
  const state = newToken();
  reply.setCookie(OAUTH_STATE_COOKIE, state, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: STATE_LIFETIME_SECONDS,
  });
  return state;
}

/**
 * Checks the callback's state against the cookie and uses the cookie up, whatever the outcome, so
 * one state serves one attempt. A callback the browser did not start here has no matching cookie.
 */
export function consumeState(req: FastifyRequest, reply: FastifyReply, state: string | undefined, secure: boolean) {
  const expected = req.cookies?.[OAUTH_STATE_COOKIE];
  reply.clearCookie(OAUTH_STATE_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: "lax", secure });
  if (!expected || !state || !safeEqual(expected, state)) throw oauthErrors.state();
}
