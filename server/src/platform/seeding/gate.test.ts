import { describe, expect, it, vi } from "vitest";
import { buildProfile, buildUser } from "../../../test/factories.ts";
import { createWebTestContext } from "../../../test/security/web-context.ts";
import { statementsOf } from "../../../test/statements.ts";
import { seedSteps } from "../../seed/progress.ts";

const ctx = await createWebTestContext({ SEED_DEMO: "true" });
const { db, seeding } = ctx.deps;

/** A seed's step that ends when the test lets it. */
function held() {
  let finish = () => {};
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => ended, finish };
}

async function visit(url: string, headers: Record<string, string> = {}) {
  const { result, statements } = await statementsOf(() => ctx.app.inject({ url, headers }));
  return { reply: result, html: result.body, statements: statements.length };
}

describe("a first start's seed as visitors meet it", () => {
  it("answers a getting-ready page until the people are in, then the site, kept only once the seed is over", async () => {
    const user = await buildUser(db, { name: "Sina Seeded" });
    const { slug } = await buildProfile(db, { userId: user.id, headline: "Potter" });
    const url = `/profile/${slug}`;
    // Kept before the seed: what the rows just written announce has arrived.
    await vi.waitFor(async () => expect((await visit(url)).statements).toBe(0));

    seeding.begin(3);
    const steps = seedSteps(undefined, 3, seeding);
    await steps.run("reference data", "the lists", async () => {});
    const people = held();
    const peopleIn = steps.run("people", "the accounts", people.work);

    const waiting = await visit(url, { "accept-language": "en-GB,en;q=0.9" });
    expect(waiting.reply.statusCode).toBe(503);
    expect(Number(waiting.reply.headers["retry-after"])).toBeGreaterThan(0);
    expect(waiting.reply.headers["content-type"]).toMatch(/^text\/html/);
    expect(waiting.reply.headers["cache-control"]).toBe("no-store");
    expect(waiting.reply.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(waiting.html).toContain('<meta http-equiv="refresh"');
    expect(waiting.html).toContain("Atelier is getting ready");
    expect(waiting.html).toContain("Seeding the demo world (step 2 of 3)");
    expect(waiting.html).not.toContain("Sina Seeded");
    expect(waiting.statements).toBe(0);
    const german = await visit("/", { "accept-language": "de-AT,de;q=0.9,en;q=0.5" });
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain("Die Demo-Welt wird angelegt (Schritt 2 von 3)");

    const api = await ctx.app.inject({ url: "/api/v1/users" });
    expect(api.statusCode).toBe(503);
    expect(Number(api.headers["retry-after"])).toBeGreaterThan(0);
    expect(api.json().errors[0]).toMatchObject({ status: "503", code: "unavailable" });

    people.finish();
    await peopleIn;
    await steps.serve();
    const statistics = held();
    const rest = steps.run("statistics", "the planner's", statistics.work);

    // Served while the rest is seeded, but rendered every time: it would be kept half done.
    for (let i = 0; i < 2; i++) {
      const page = await visit(url);
      expect(page.reply.statusCode).toBe(200);
      expect(page.html).toContain("Sina Seeded");
      expect(page.statements).toBeGreaterThan(0);
    }
    expect((await ctx.app.inject({ url: `/api/v1/users/${slug}` })).statusCode).toBe(200);

    statistics.finish();
    await rest;
    await seeding.end();
    expect((await visit(url)).statements).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await visit(url)).statements).toBe(0));
  });
});
