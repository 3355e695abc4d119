import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import { captchas } from "../../db/schema/index.ts";
import { createCaptcha, verifyCaptcha } from "./captcha.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;
const FIXED = { fixedText: "AbC12" };

/** WCAG's contrast ratio of a #rgb or #rrggbb colour against white. */
function contrastWithWhite(colour: string): number {
  const hex = colour.length === 4 ? [...colour.slice(1)].map((c) => c + c).join("") : colour.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

const expire = (id: string) =>
  db.update(captchas).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(captchas.id, id));

describe("createCaptcha", () => {
  it("draws an SVG of five characters and keeps only a hash of the answer", async () => {
    const { id, svg } = await createCaptcha(db, "signup");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.match(/<path fill=/g)).toHaveLength(5);
    const [row] = await db.select().from(captchas).where(eq(captchas.id, id));
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.purpose).toBe("signup");
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(120_000);
  });

  it("has no readable answer: glyphs are bare outlines, with no text, title, label or font", async () => {
    const answer = "Kx7Pq";
    const { svg } = await createCaptcha(db, "signup", { fixedText: answer });
    expect(svg.toLowerCase()).not.toContain(answer.toLowerCase());
    const elements = new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]));
    expect([...elements].sort()).toEqual(["path", "svg"]);
    const attributes = new Set([...svg.matchAll(/\s([a-zA-Z:-]+)="/g)].map((m) => m[1]));
    expect([...attributes].sort()).toEqual([
      "d",
      "fill",
      "height",
      "stroke",
      "stroke-width",
      "viewBox",
      "width",
      "xmlns",
    ]);
    // Every outline's path data is numbers and drawing commands only.
    for (const [, d] of svg.matchAll(/ d="([^"]*)"/g)) expect(d).toMatch(/^[MLQCZ0-9.,\s-]+$/);
  });

  it("is legible for low vision: dark, thickened glyphs, at least 7:1 against white, and only two thin lines", async () => {
    for (let i = 0; i < 20; i++) {
      const { svg } = await createCaptcha(db, "signup");
      expect(svg).toContain('viewBox="0,0,200,72"');
      const glyphs = [...svg.matchAll(/<path fill="(#[0-9a-f]{3,6})"/g)].map((m) => m[1]);
      expect(glyphs).toHaveLength(5);
      for (const colour of glyphs) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(7);
      const outlines = [...svg.matchAll(/<path fill="(#[0-9a-f]{3,6})" stroke="(#[0-9a-f]{3,6})" stroke-width="1.6"/g)];
      expect(outlines.map((m) => m[2])).toEqual(glyphs);
      expect(svg.match(/fill="none"/g)).toHaveLength(2);
    }
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
