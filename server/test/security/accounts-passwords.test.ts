import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { captchas, registrations, sessions, users } from "../../src/db/schema/index.ts";
import { findAccountToken, issueAccountToken } from "../../src/platform/auth/account-tokens.ts";
import { hashPassword, verifyPassword } from "../../src/platform/auth/passwords.ts";
import { issueSession } from "../../src/platform/auth/sessions.ts";
import { CLOSE } from "../../src/platform/live/channel.ts";
import { linkTo, mailsTo, openLiveSocket } from "../accounts.ts";
import { createTestContext } from "../context.ts";
import { buildSignedInUser, buildUser } from "../factories.ts";
import { request } from "../http.ts";

const ctx = await createTestContext();
await ctx.app.listen({ port: 0, host: "127.0.0.1" });
const { db } = ctx.deps;

const PASSWORD = "Current-Password-1";
const passwordHash = await hashPassword(PASSWORD);

const login = (email: string, password: string) =>
  request(ctx.app, "POST", "/api/v1/login", { type: "sessions", attributes: { email, password } });

async function openSignUp(): Promise<string> {
  const res = await request(ctx.app, "POST", "/api/v1/registrations", { type: "registrations", attributes: {} });
  return res.json().data.id;
}

const signUpWith = (id: string, password: string, email = `a4-${Math.random().toString(36).slice(2)}@example.test`) =>
  request(ctx.app, "PATCH", `/api/v1/registrations/${id}`, {
    type: "registrations",
    attributes: { email, password, captcha: ctx.config.captchaFixedText, agreed: true },
  });

const pointers = (res: { json(): { errors: { source?: { pointer?: string } }[] } }) =>
  res.json().errors.map((e) => e.source?.pointer);

const captchaUsed = async (registrationId: string) => {
  const [row] = await db
    .select({ usedAt: captchas.usedAt })
    .from(registrations)
    .innerJoin(captchas, eq(captchas.id, registrations.captchaId))
    .where(eq(registrations.id, registrationId));
  return row.usedAt !== null;
};

describe("A4 password rules", () => {
  it.each([
    ["7 characters", "Abcde1!"],
    ["a common password", "Password1"],
    ["another common one in other case", "QWERTY123"],
    ["spaces only", "          "],
    ["emoji only", "🎨🎨🎨🎨🎨🎨🎨🎨"],
  ])("refuses %s at sign-up with 422 at the password, before the captcha is tried", async (_, password) => {
    const id = await openSignUp();
    const res = await signUpWith(id, password);
    expect(res.statusCode).toBe(422);
    expect(pointers(res)).toContain("/data/attributes/password");
    expect(await captchaUsed(id)).toBe(false);
  });

  it.each([
    ["64 characters", `Aa1-${"Sketch".repeat(10)}`],
    ["letters of other scripts, spaces and emoji", "Ölmalerei 🎨 auf Leinwand Ω 7"],
  ])("accepts %s and verifies it byte for byte", async (_, password) => {
    const email = `a4-ok-${Math.random().toString(36).slice(2)}@example.test`;
    const res = await signUpWith(await openSignUp(), password, email);
    expect(res.statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(201);
    // No trimming, no normalisation, no truncation: any other byte is another password.
    for (const variant of [
      `${password} `,
      password.slice(0, -1),
      password.normalize("NFD"),
      password.toLowerCase(),
      password.slice(0, 60),
    ]) {
      if (variant === password) continue;
      expect((await login(email, variant)).statusCode, JSON.stringify(variant)).toBe(401);
    }
  });

  it("refuses a 1 MB password quickly and without hashing, wherever a password is taken", async () => {
    const huge = `Aa1${"x".repeat(1_000_000)}`;
    const { user, token } = await buildSignedInUser(db, { passwordHash });
    const reset = await issueAccountToken(db, user.id, "password_reset", { voidEarlier: true });
    const signUpId = await openSignUp();
    const attempts = [
      () => signUpWith(signUpId, huge),
      () => login(user.email, huge),
      () =>
        request(ctx.app, "PATCH", "/api/v1/me/password", {
          type: "passwords",
          attributes: { current_password: huge, password: "Another-Password-2" },
          token,
        }),
      () =>
        request(ctx.app, "PATCH", "/api/v1/me/password", {
          type: "passwords",
          attributes: { current_password: PASSWORD, password: huge },
          token,
        }),
      () =>
        request(ctx.app, "PATCH", "/api/v1/password_resets", {
          type: "password_resets",
          attributes: { token: reset, password: huge },
        }),
      () => request(ctx.app, "POST", "/api/v1/me/delete", { type: "me", attributes: { password: huge }, token }),
    ];
    for (const attempt of attempts) {
      const started = performance.now();
      const res = await attempt();
      expect([413, 422]).toContain(res.statusCode);
      expect(res.json().errors[0].status).toBe(String(res.statusCode));
      expect(performance.now() - started).toBeLessThan(1000);
    }
    // Refused before any work: the captcha, the reset link and the account are as they were.
    expect(await captchaUsed(signUpId)).toBe(false);
    expect(await findAccountToken(db, "password_reset", reset)).not.toBeNull();
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(stored.passwordHash, PASSWORD)).toBe(true);
  });
});

describe("A9 credentials changed while other sessions and a socket are live", () => {
  async function liveAccount() {
    const user = await buildUser(db, { passwordHash });
    const current = await issueSession(db, user.id);
    const others = [await issueSession(db, user.id), await issueSession(db, user.id), await issueSession(db, user.id)];
    const socket = openLiveSocket(ctx.app, others[0].token);
    await socket.ready;
    const reset = await issueAccountToken(db, user.id, "password_reset", { voidEarlier: true });
    return { user, current, others, socket, reset };
  }

  const me = (token: string) => request(ctx.app, "GET", "/api/v1/me", { token });

  /** The socket closes on the bus's notice, well before the periodic session check would run. */
  const closesSoon = (socket: ReturnType<typeof openLiveSocket>) =>
    Promise.race([
      socket.closed,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("socket still open after 5 s")), 5000)),
    ]);

  it("on a password change: other sessions refused, socket closed, reset links void, mail sent", async () => {
    const { user, current, others, socket, reset } = await liveAccount();
    const res = await request(ctx.app, "PATCH", "/api/v1/me/password", {
      type: "passwords",
      attributes: { current_password: PASSWORD, password: "Brand-New-Password-3" },
      token: current.token,
    });
    expect(res.statusCode).toBe(200);

    expect(await closesSoon(socket)).toEqual({ code: CLOSE.sessionEnded });
    for (const other of others) expect((await me(other.token)).statusCode).toBe(403);
    expect((await me(current.token)).statusCode).toBe(200);
    expect(await findAccountToken(db, "password_reset", reset)).toBeNull();
    expect((await mailsTo(db, user.email)).map((m) => m.kind)).toEqual(["password_changed"]);
  });

  it("on a reset by e-mail: every session refused, socket closed, nobody signed in", async () => {
    const { user, current, others, socket } = await liveAccount();
    expect(
      (
        await request(ctx.app, "POST", "/api/v1/password_resets", {
          type: "password_resets",
          attributes: { email: user.email },
        })
      ).statusCode,
    ).toBe(202);
    const mailed = (await mailsTo(db, user.email)).find((m) => m.kind === "password_reset")!;
    const token = linkTo(mailed.text, "/password-reset/").pathname.split("/").at(-1);

    const res = await request(ctx.app, "PATCH", "/api/v1/password_resets", {
      type: "password_resets",
      attributes: { token, password: "Brand-New-Password-3" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();

    expect(await closesSoon(socket)).toEqual({ code: CLOSE.sessionEnded });
    for (const session of [current, ...others]) expect((await me(session.token)).statusCode).toBe(403);
    const open = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.endedAt)));
    expect(open).toEqual([]);
    expect((await mailsTo(db, user.email)).map((m) => m.kind)).toEqual(["password_reset", "password_changed"]);
  });

  it("on deactivation: every session refused and the socket closed", async () => {
    const { user, current, socket } = await liveAccount();
    const res = await request(ctx.app, "POST", "/api/v1/me/deactivate", {
      type: "me",
      attributes: { password: PASSWORD },
      token: current.token,
    });
    expect(res.statusCode).toBe(204);
    expect(await closesSoon(socket)).toEqual({ code: CLOSE.sessionEnded });
    const [stored] = await db
      .select({ deactivated: sql<boolean>`${users.deactivatedAt} is not null` })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored.deactivated).toBe(true);
  });
});
