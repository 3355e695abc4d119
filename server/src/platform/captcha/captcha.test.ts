import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import { captchas } from "../../db/schema/index.ts";
import { createCaptcha, verifyCaptcha } from "./captcha.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;
const FIXED = { fixedText: "AbC12" };

const expire = (id: string) =>
  db.update(captchas).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(captchas.id, id));

describe("createCaptcha", () => {
  it("draws an SVG of five characters and keeps only a hash of the answer", async () => {
    const { id, svg } = await createCaptcha(db, "signup");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Five glyphs plus the noise lines, all drawn as paths: the answer is not in the markup as text.
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(8);
    const [row] = await db.select().from(captchas).where(eq(captchas.id, id));
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.purpose).toBe("signup");
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(120_000);
  });

  it("uses the fixed text as the answer when configured", async () => {
    const { id } = await createCaptcha(db, "signup", FIXED);
    expect(await verifyCaptcha(db, id, "AbC12", "signup")).toBe(true);
  });
});

describe("verifyCaptcha", () => {
  it("accepts the right answer once, in any case", async () => {
    const { id } = await createCaptcha(db, "signup", FIXED);
    expect(await verifyCaptcha(db, id, " abc12 ", "signup")).toBe(true);
    expect(await verifyCaptcha(db, id, "AbC12", "signup")).toBe(false);
  });

  it("refuses the right answer after a wrong one: a wrong answer uses the captcha up", async () => {
    const { id } = await createCaptcha(db, "contact", FIXED);
    expect(await verifyCaptcha(db, id, "wrong", "contact")).toBe(false);
    expect(await verifyCaptcha(db, id, "AbC12", "contact")).toBe(false);
  });

  it("refuses an expired captcha", async () => {
    const { id } = await createCaptcha(db, "signup", FIXED);
    await expire(id);
    expect(await verifyCaptcha(db, id, "AbC12", "signup")).toBe(false);
  });

  it("refuses a captcha made for another purpose", async () => {
    const { id } = await createCaptcha(db, "contact", FIXED);
    expect(await verifyCaptcha(db, id, "AbC12", "signup")).toBe(false);
    expect(await verifyCaptcha(db, id, "AbC12", "contact")).toBe(true);
  });

  it("takes only a string as the answer", async () => {
    for (const answer of [["AbC12"], { answer: "AbC12" }, null, undefined, 12, true]) {
      const { id } = await createCaptcha(db, "signup", FIXED);
      expect(await verifyCaptcha(db, id, answer, "signup"), JSON.stringify(answer)).toBe(false);
      const [row] = await db.select().from(captchas).where(eq(captchas.id, id));
      expect(row.usedAt).not.toBeNull();
    }
  });

  it("refuses unknown and malformed ids without touching the database's type checks", async () => {
    expect(await verifyCaptcha(db, crypto.randomUUID(), "AbC12", "signup")).toBe(false);
    for (const id of ["not-a-uuid", "", ["x"], 42, null, "00000000-0000-0000-0000-00000000000g"]) {
      expect(await verifyCaptcha(db, id, "AbC12", "signup")).toBe(false);
    }
  });

  it("lets only one of many simultaneous answers through", async () => {
    const { id } = await createCaptcha(db, "signup", FIXED);
    const results = await Promise.all(Array.from({ length: 8 }, () => verifyCaptcha(db, id, "AbC12", "signup")));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe("GET /api/captchas/{id}", () => {
  it("serves the image, never cached or sniffed", async () => {
    const { id, svg } = await createCaptcha(db, "signup");
    const res = await request(ctx.app, "GET", `/api/captchas/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.body).toBe(svg);
  });

  it("answers 404 for an unknown, malformed, expired or used captcha", async () => {
    const expired = await createCaptcha(db, "signup");
    await expire(expired.id);
    const used = await createCaptcha(db, "signup", FIXED);
    await verifyCaptcha(db, used.id, "AbC12", "signup");
    for (const id of [crypto.randomUUID(), "nope", expired.id, used.id]) {
      const res = await request(ctx.app, "GET", `/api/captchas/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ status: "404", code: "not_found" });
    }
  });
});
