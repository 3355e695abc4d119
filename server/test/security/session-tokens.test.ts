import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../src/db/schema/index.ts";
import { issueSession } from "../../src/platform/auth/sessions.ts";
import { createTestContext } from "../context.ts";
import { buildSignedInUser, buildUser } from "../factories.ts";
import { request } from "../http.ts";

const ctx = await createTestContext();

describe("A5 session tokens", () => {
  it("issues 1,000 distinct URL-safe tokens of at least 256 bits and stores only their SHA-256", async () => {
    const user = await buildUser(ctx.deps.db);
    const tokens: string[] = [];
    for (let i = 0; i < 1000; i++) tokens.push((await issueSession(ctx.deps.db, user.id)).token);

    expect(new Set(tokens).size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    // Every column of every session row, as text: the raw token must appear in none of them.
    const stored = await ctx.deps.db
      .select({ row: sql<string>`${sessions}::text`, tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1000);
    const dump = stored.map((r) => r.row).join("\n");
    for (const token of tokens) expect(dump.includes(token)).toBe(false);

    const expectedHashes = new Set(tokens.map((t) => createHash("sha256").update(t).digest("hex")));
    expect(new Set(stored.map((r) => r.tokenHash))).toEqual(expectedHashes);
  }, 120_000);
});

describe("A6 token in the query string", () => {
  it("ignores ?authToken= so the request stays anonymous", async () => {
    const { token } = await buildSignedInUser(ctx.deps.db);

    const viaQuery = await request(ctx.app, "GET", `/api/v1/me?authToken=${encodeURIComponent(token)}`);
    expect(viaQuery.statusCode).toBe(403);
    expect(viaQuery.json().errors[0]).toMatchObject({ status: "403", code: "forbidden" });

    // The same token is valid where it belongs, so the 403 above is about where it was sent.
    const viaHeader = await request(ctx.app, "GET", "/api/v1/me", { token });
    expect(viaHeader.statusCode).toBe(200);
  });
});
