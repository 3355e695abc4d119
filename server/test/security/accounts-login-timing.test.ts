import { describe, expect, it } from "vitest";
import { hashPassword } from "../../src/platform/auth/passwords.ts";
import { WRONG_LOGIN_REPLY } from "../accounts.ts";
import { createTestContext } from "../context.ts";
import { buildUser } from "../factories.ts";
import { request } from "../http.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const PASSWORD = "Correct-Horse-9";
const WRONG = "Wrong-Horse-9";
const passwordHash = await hashPassword(PASSWORD);

const login = (email: string, password: string) =>
  request(ctx.app, "POST", "/api/v1/login", { type: "sessions", attributes: { email, password } });

const ghost = () => `ghost-${Math.random().toString(36).slice(2, 12)}@example.test`;
// The fastest run of each case is its cost with the least interference from whatever else the
// machine does; medians of a busy machine drift apart by more than the check allows.
const fastest = (values: number[]) => Math.min(...values);

describe("A1 one answer for every wrong login", () => {
  it("answers an unknown e-mail, a wrong password and an unconfirmed account alike, in about the same time", async () => {
    const known = await buildUser(db, { passwordHash });
    const unconfirmed = await buildUser(db, { passwordHash, confirmedAt: null });
    const cases = {
      unknown: () => login(ghost(), WRONG),
      wrongPassword: () => login(known.email, WRONG),
      unconfirmed: () => login(unconfirmed.email, WRONG),
    };
    const bodies = new Set<string>();
    const times: Record<keyof typeof cases, number[]> = { unknown: [], wrongPassword: [], unconfirmed: [] };
    await cases.unknown();
    // Interleaved, so that a slow moment of the machine hits every case alike.
    for (let i = 0; i < 10; i++) {
      for (const name of Object.keys(cases) as (keyof typeof cases)[]) {
        const started = performance.now();
        const res = await cases[name]();
        times[name].push(performance.now() - started);
        expect(res.statusCode).toBe(401);
        bodies.add(res.body);
      }
    }
    expect([...bodies]).toEqual([JSON.stringify(WRONG_LOGIN_REPLY)]);
    // Without the dummy hash an unknown e-mail answers about twenty times faster than a wrong password;
    // a machine busy with other work has moved the fastest runs of equal cases to twice each other.
    for (const name of ["unknown", "unconfirmed"] as const) {
      const ratio = fastest(times[name]) / fastest(times.wrongPassword);
      expect(ratio, name).toBeGreaterThan(1 / 3);
      expect(ratio, name).toBeLessThan(3);
    }
  });
});
