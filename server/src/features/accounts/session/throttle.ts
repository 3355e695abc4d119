import { LOGIN_ERROR_CODES, type LoginInput } from "@atelier/common";
import type { FastifyRequest } from "fastify";
import { errors } from "../../../jsonapi/errors.ts";
import { hashToken } from "../../../platform/auth/tokens.ts";
import { verifyCaptcha } from "../../../platform/captcha/captcha.ts";
import { clientAddressKey } from "../../../platform/rate-limit/enforce.ts";
import type { RateLimitRule } from "../../../platform/rate-limit/rate-limit.ts";

/** Failed sign-ins to one account from one address before that address must solve a captcha for it. */
export const ACCOUNT_AT_ADDRESS_FAILURES = { limit: 5, windowMs: 15 * 60_000 };
/** Failed sign-ins to one account from anywhere before every sign-in to it needs a captcha. */
export const ACCOUNT_FAILURES = { limit: 20, windowMs: 60 * 60_000 };
/**
 * Failed sign-ins from one address, to any accounts, before it is refused outright. Far above what
 * an office or a carrier's shared address produces, so only a flood meets it.
 */
export const ADDRESS_FAILURES = { limit: 200, windowMs: 15 * 60_000 };

export const LOGIN_CAPTCHA_PURPOSE = "login";

const captchaPointer = "captcha";

const captchaRequired = () =>
  errors.invalid(
    captchaPointer,
    "There were several failed sign-ins to this account. Type the characters of a new captcha image as well.",
    LOGIN_ERROR_CODES.captchaRequired,
  );

const captchaWrong = () =>
  errors.invalid(
    captchaPointer,
    "The characters do not match the image, or the image has expired. Get a new image and try again.",
    LOGIN_ERROR_CODES.captchaWrong,
  );

export interface LoginAttempt {
  /** The password was right: the attempt is not a failure, and this address's failures for the account are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Lets a sign-in be checked, or refuses it first. Every attempt is counted as a failure before the
 * password is checked, so simultaneous guesses cannot all pass a threshold at once; a success takes
 * its count back. One person's failures never lock anyone out: past a threshold for the account
 * (from this address, or from anywhere) the attempt needs a solved captcha, and only the address's
 * own ceiling refuses outright, with Retry-After. The counters are keyed by the e-mail's hash,
 * whether an account has it or not, so they reveal nothing about which accounts exist.
 */
export async function beginLoginAttempt(req: FastifyRequest, input: LoginInput): Promise<LoginAttempt> {
  const { rateLimit: limiter, db } = req.server.deps;
  const address = clientAddressKey(req.ip);
  const account = hashToken(input.email.toLowerCase());
  const counter = (key: string, rule: RateLimitRule) => ({ key: `login-failures:${key}`, rule });
  const fromAddress = counter(`address:${address}`, ADDRESS_FAILURES);
  const toAccount = counter(`account:${account}`, ACCOUNT_FAILURES);
  const toAccountFromAddress = counter(`account-address:${account}:${address}`, ACCOUNT_AT_ADDRESS_FAILURES);
  const undo = (counters: ReturnType<typeof counter>[]) =>
    Promise.all(counters.map((c) => limiter.undo(c.key, c.rule)));

  const [ceiling, ...accountCounts] = await Promise.all(
    [fromAddress, toAccount, toAccountFromAddress].map((c) => limiter.hit(c.key, c.rule)),
  );
  if (!ceiling.allowed) {
    await undo([toAccount, toAccountFromAddress]);
    throw errors.tooManyRequests(ceiling.retryAfterSeconds);
  }
  if (accountCounts.some((c) => !c.allowed)) {
    // Asking for the captcha checks no password, so it is no guess to count.
    if (input.captchaId === undefined || !input.captcha) {
      await undo([fromAddress, toAccount, toAccountFromAddress]);
      throw captchaRequired();
    }
    if (!(await verifyCaptcha(db, input.captchaId, input.captcha, LOGIN_CAPTCHA_PURPOSE))) throw captchaWrong();
  }
  return {
    async succeeded() {
      await Promise.all([
        limiter.reset(toAccountFromAddress.key, toAccountFromAddress.rule),
        undo([fromAddress, toAccount]),
      ]);
    },
  };
}
