import { LOGIN_ERROR_CODES } from "@atelier/common/error-codes";
import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { retryAfterSeconds } from "../../../app/forms/sortErrors.ts";

/**
 * What the login form does with a refused sign-in: show the captcha (asked for, or answered
 * wrongly), say how long to wait, or show the errors on the fields.
 */
export type LoginRefusal =
  | { kind: "captcha"; wrong: boolean }
  | { kind: "wait"; seconds: number | null }
  | { kind: "fields" };

export function loginRefusal(status: number, errors: readonly ApiErrorObject[]): LoginRefusal {
  if (status === 429) return { kind: "wait", seconds: retryAfterSeconds(errors) };
  const code = errors.find((e) => e.source?.pointer === "/data/attributes/captcha")?.code;
  if (code === LOGIN_ERROR_CODES.captchaRequired) return { kind: "captcha", wrong: false };
  if (code === LOGIN_ERROR_CODES.captchaWrong) return { kind: "captcha", wrong: true };
  return { kind: "fields" };
}
