import { describe, expect, it } from "vitest";
import { mailsTo, signUp } from "../accounts.ts";
import { createTestContext } from "../context.ts";
import { buildUser } from "../factories.ts";
import { newClientAddress, request } from "../http.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const ROUNDS = 8;

const askForReset = (email: string) =>
  request(ctx.app, "POST", "/api/v1/password_resets", {
    type: "password_resets",
    attributes: { email },
    remoteAddress: newClientAddress(),
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Kind = "unknown" | "unconfirmed" | "confirmed";

/** A fresh address of each kind, so no per-account cap makes one path cheaper than another. */
async function addressOf(kind: Kind, round: number): Promise<string> {
  if (kind === "unknown") return `ghost-${round}-${Date.now()}@example.test`;
  if (kind === "unconfirmed") return (await signUp(ctx.app, db)).email;
  return (await buildUser(db)).email;
}

describe("A2 the password reset request gives nothing away", () => {
  it("answers unknown, unconfirmed and confirmed addresses with one status, one body, and alike in time", async () => {
    const answers = new Map<Kind, { statuses: number[]; bodies: string[]; types: string[]; ms: number[] }>();
    const kinds: Kind[] = ["unknown", "unconfirmed", "confirmed"];
    for (const kind of kinds) answers.set(kind, { statuses: [], bodies: [], types: [], ms: [] });
    for (let round = 0; round < ROUNDS; round++) {
      // Interleaved, so a slower moment of the machine falls on every kind alike.
      for (const kind of kinds) {
        const email = await addressOf(kind, round);
        const started = performance.now();
        const res = await askForReset(email);
        const seen = answers.get(kind)!;
        seen.ms.push(performance.now() - started);
        seen.statuses.push(res.statusCode);
        seen.bodies.push(res.body);
        seen.types.push(String(res.headers["content-type"]));
      }
    }
    const confirmed = answers.get("confirmed")!;
    expect(new Set(confirmed.statuses)).toEqual(new Set([202]));
    for (const kind of kinds) {
      const seen = answers.get(kind)!;
      expect(seen.statuses, kind).toEqual(confirmed.statuses);
      expect(new Set(seen.bodies), kind).toEqual(new Set([confirmed.bodies[0]]));
      expect(new Set(seen.types), kind).toEqual(new Set([confirmed.types[0]]));
      const ratio = median(seen.ms) / median(confirmed.ms);
      expect(ratio, `${kind}: ${median(seen.ms)} ms against ${median(confirmed.ms)} ms`).toBeGreaterThan(0.8);
      expect(ratio, `${kind}: ${median(seen.ms)} ms against ${median(confirmed.ms)} ms`).toBeLessThan(1.25);
    }
  });

  it("mails a reset link only to the confirmed account, and the unconfirmed one its confirmation again once due", async () => {
    const confirmed = await buildUser(db);
    await askForReset(confirmed.email);
    expect((await mailsTo(db, confirmed.email)).map((m) => m.kind)).toEqual(["password_reset"]);

    // Just signed up: the confirmation mail went out a moment ago, so a resend is not due yet.
    const fresh = await signUp(ctx.app, db);
    await askForReset(fresh.email);
    expect((await mailsTo(db, fresh.email)).map((m) => m.kind)).toEqual(["signup_confirmation"]);
  });
});
