import { describe, expect, it } from "vitest";
import { loginRefusal } from "./loginRefusal.ts";

const captchaError = (code: string) => ({
  status: "422",
  code,
  title: "Invalid attribute",
  source: { pointer: "/data/attributes/captcha" },
});

describe("loginRefusal", () => {
  it("shows the captcha when the server asks for it", () => {
    expect(loginRefusal(422, [captchaError("captcha_required")])).toEqual({ kind: "captcha", wrong: false });
  });

  it("shows a new captcha, marked wrong, when the characters did not match", () => {
    expect(loginRefusal(422, [captchaError("captcha_wrong")])).toEqual({ kind: "captcha", wrong: true });
  });

  it("says how long to wait from a 429's retry_after, or that it does not know", () => {
    const limited = { status: "429", code: "rate_limited", title: "Too many requests", meta: { retry_after: 840 } };
    expect(loginRefusal(429, [limited])).toEqual({ kind: "wait", seconds: 840 });
    expect(loginRefusal(429, [{ ...limited, meta: {} }])).toEqual({ kind: "wait", seconds: null });
  });

  it("leaves wrong credentials and other field errors to the fields", () => {
    const wrong = { status: "401", code: "unauthorized", title: "Wrong email/password" };
    expect(loginRefusal(401, [{ ...wrong, source: { pointer: "/data/attributes/password" } }])).toEqual({
      kind: "fields",
    });
    // Another code on the captcha (a too long answer) is the field's own problem.
    expect(loginRefusal(422, [captchaError("too_big")])).toEqual({ kind: "fields" });
  });
});
