import { describe, expect, it } from "vitest";
import { ApiError } from "../../jsonapi/errors.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("hashPassword", () => {
  it("hashes with argon2id at 19 MiB, two passes, one lane, salted per hash", async () => {
    const a = await hashPassword("Secret-Pass-1");
    const b = await hashPassword("Secret-Pass-1");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("Secret-Pass-1");
  });

  it("refuses a password over 200 characters with a 422 on the password", async () => {
    const error = await hashPassword("a".repeat(201)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors[0].source).toEqual({ pointer: "/data/attributes/password" });
  });
});

describe("verifyPassword", () => {
  it("accepts the password and refuses any other", async () => {
    const stored = await hashPassword("Secret-Pass-1");
    expect(await verifyPassword(stored, "Secret-Pass-1")).toBe(true);
    expect(await verifyPassword(stored, "secret-pass-1")).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
  });

  it("answers false without a stored hash, after spending the time of a real check", async () => {
    const stored = await hashPassword("Secret-Pass-1");
    await verifyPassword(null, "warm-up");
    const time = async (check: () => Promise<boolean>) => {
      const started = performance.now();
      expect(await check()).toBe(false);
      return performance.now() - started;
    };
    // Interleaved, and compared by their medians: one slow moment of a busy machine decides nothing.
    const real: number[] = [];
    const dummy: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      real.push(await time(() => verifyPassword(stored, "Wrong-Pass-1")));
      dummy.push(await time(() => verifyPassword(i % 2 ? null : undefined, "Secret-Pass-1")));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    expect(median(dummy)).toBeGreaterThan(median(real) * 0.4);
  });

  it("treats a malformed stored hash as a wrong password", async () => {
    expect(await verifyPassword("not-a-hash", "Secret-Pass-1")).toBe(false);
  });

  it("refuses a password over 200 characters without hashing it", async () => {
    await expect(verifyPassword(null, "a".repeat(201))).rejects.toBeInstanceOf(ApiError);
  });
});
