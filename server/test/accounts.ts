import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect, vi } from "vitest";
import WebSocket from "ws";
import type { Executor } from "../src/db/connect.ts";
import { mailOutbox, users } from "../src/db/schema/index.ts";
import { newClientAddress, type RequestOptions, request } from "./http.ts";

/** Mail written to the outbox for an address, oldest first. */
export function mailsTo(db: Executor, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id));
}

/** The first address in a mail's text that leads to `path` in the app. */
export function linkTo(text: string, path: string): URL {
  const found = text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith(path));
  if (!found) throw new Error(`no link to ${path} in:\n${text}`);
  return found;
}

export const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => c.startsWith("authToken="));

export const STRONG_PASSWORD = "Sketchbook-2026";

/** What every failed login answers, whatever failed: one 401, pointing at the password. */
export const WRONG_LOGIN_REPLY = {
  errors: [
    {
      status: "401",
      code: "unauthorized",
      title: "Wrong email/password",
      detail: "Please, try again",
      source: { pointer: "/data/attributes/password" },
    },
  ],
};

export interface SignUpOptions {
  email?: string;
  password?: string;
  locale?: "en" | "de";
  remoteAddress?: string;
}

/** Signs up by e-mail through the API, answering the captcha with CAPTCHA_FIXED_TEXT, without confirming. */
export async function signUp(app: FastifyInstance, db: Executor, opts: SignUpOptions = {}) {
  const remoteAddress = opts.remoteAddress ?? newClientAddress();
  const email = opts.email ?? `signup-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const opened = await request(app, "POST", "/api/v1/registrations", {
    type: "registrations",
    attributes: { service: "email", locale: opts.locale ?? "en" },
    remoteAddress,
  });
  if (opened.statusCode !== 201) throw new Error(`sign-up not opened: ${opened.body}`);
  const registrationId: string = opened.json().data.id;
  const initiated = await request(app, "PATCH", `/api/v1/registrations/${registrationId}`, {
    type: "registrations",
    attributes: {
      email,
      password: opts.password ?? STRONG_PASSWORD,
      captcha: app.deps.config.captchaFixedText,
      agreed: true,
    },
    remoteAddress,
  });
  if (initiated.statusCode !== 200) throw new Error(`sign-up not sent: ${initiated.body}`);
  const [mail] = await mailsTo(db, email);
  return {
    email,
    registrationId,
    token: initiated.json().data.attributes.auth_token as string,
    checksum: linkTo(mail.text, "/signup/confirm/").searchParams.get("checksum") as string,
    remoteAddress,
  };
}

export interface LiveSocket {
  /** Resolves once the server said ready: from then on the socket hears its session's end. */
  ready: Promise<void>;
  closed: Promise<{ code: number }>;
  close(): void;
}

/** A live-channel socket of a listening app, authenticated by the session cookie. */
export function openLiveSocket(app: FastifyInstance, token: string): LiveSocket {
  const { port } = app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
    origin: app.deps.config.appOrigin,
    headers: { cookie: `authToken=${token}` },
  });
  ws.on("error", () => {});
  const ready = new Promise<void>((resolve, reject) => {
    ws.on("message", (data) => {
      if ((JSON.parse(String(data)) as { type?: string }).type === "ready") resolve();
    });
    ws.on("close", () => reject(new Error("closed before it was ready")));
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on("close", (code) => resolve({ code })));
  return { ready, closed, close: () => ws.close() };
}

/** The password the users of the account-link tests have, and the one their reset links set. */
export const CURRENT_PASSWORD = "Current-Password-1";
export const CHOSEN_PASSWORD = "Chosen-Password-2";

/**
 * The calls behind the links the app mails about an account, against one app; the user row they
 * change; and the answer to a reset link that is refused.
 */
export function accountLinks(app: FastifyInstance) {
  return {
    requestReset: (email: string, opts: RequestOptions = {}) =>
      request(app, "POST", "/api/v1/password_resets", { type: "password_resets", attributes: { email }, ...opts }),
    /** Uses a reset link to set CHOSEN_PASSWORD. */
    reset: (token: unknown, opts: RequestOptions = {}) =>
      request(app, "PATCH", "/api/v1/password_resets", {
        type: "password_resets",
        attributes: { token, password: CHOSEN_PASSWORD },
        ...opts,
      }),
    confirmEmail: (checksum: unknown, opts: RequestOptions = {}) =>
      request(app, "PATCH", "/api/v1/me/email/confirm", { type: "emails", attributes: { checksum }, ...opts }),
    storedUser: async (id: number) => (await app.deps.db.select().from(users).where(eq(users.id, id)))[0],
    expectTokenError: (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/token" });
    },
  };
}

/** Asks for a password reset link for the address and returns the token from the mailed link. */
export async function mailedResetToken(app: FastifyInstance, email: string): Promise<string> {
  const res = await accountLinks(app).requestReset(email);
  if (res.statusCode !== 202) throw new Error(`reset not requested: ${res.body}`);
  // The answer does not wait for a busy database: the mail may follow a moment later.
  const mail = await vi.waitFor(async () => {
    const found = (await mailsTo(app.deps.db, email)).filter((m) => m.kind === "password_reset").at(-1);
    if (!found) throw new Error(`no reset mail to ${email}`);
    return found;
  });
  return decodeURIComponent(linkTo(mail.text, "/password-reset/").pathname.split("/").at(-1) as string);
}

/** Asks to move the signed-in account to `newEmail` and returns the checksum mailed there. */
export async function mailedEmailChange(
  app: FastifyInstance,
  token: string,
  newEmail: string,
  currentPassword: string,
): Promise<string> {
  const res = await request(app, "PATCH", "/api/v1/me/email", {
    type: "emails",
    attributes: { email: newEmail, current_password: currentPassword },
    token,
  });
  if (res.statusCode !== 202) throw new Error(`e-mail change not requested: ${res.body}`);
  const [mail] = await mailsTo(app.deps.db, newEmail);
  return linkTo(mail.text, "/confirm/email").searchParams.get("checksum") as string;
}
