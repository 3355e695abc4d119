import { beforeAll, describe, expect, it, vi } from "vitest";
import { demoUserIds } from "../../src/seed/demo/accounts.ts";
import { seedDemo } from "../../src/seed/demo/index.ts";
import { buildSignedInUser } from "../factories.ts";
import { createWebTestContext } from "../security/web-context.ts";
import { statementsOf } from "../statements.ts";

/**
 * How many statements a profile's reads may run, on the demo world's full profiles (every
 * section filled, several entries each). A query per row or per section breaks these.
 */
const ctx = await createWebTestContext();
let slug: string;
let companySlug: string;

const slugOf = async (id: number | undefined) =>
  (await ctx.app.inject({ url: `/api/v1/users/${id}` })).json().data.attributes.slug as string;

beforeAll(async () => {
  await seedDemo(ctx.deps);
  const ids = await demoUserIds(ctx.deps.db);
  slug = await slugOf(ids.get("mara"));
  // A client company: its page reads its industries and its contact block beside the other sections.
  companySlug = await slugOf(ids.get("studio"));
}, 300_000);

async function statementsFor(url: string, headers: Record<string, string> = {}) {
  const { result, statements } = await statementsOf(() => ctx.app.inject({ url, headers }));
  expect(result.statusCode, `${url} answered ${result.statusCode}`).toBe(200);
  return statements;
}

describe("statement budgets", () => {
  it("the profile API reads a user in at most 4 statements", async () => {
    const statements = await statementsFor(
      `/api/v1/users/${slug}?include=assigned_professions.profession,location,creative_fields`,
    );
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(4);
  });

  it("the server-rendered profile page runs at most 6 statements on its About tab, its start data included", async () => {
    // The first render also fetches the start lists a minute's cache then keeps (locales, settings).
    const first = await statementsFor(`/profile/${slug}?tab=about`);
    expect(first.length, first.join("\n")).toBeLessThanOrEqual(6);
    // Every section asked for side by side comes in one statement, whatever the number of sections.
    const again = await statementsFor(`/profile/${slug}?tab=about`);
    expect(again.length, again.join("\n")).toBeLessThanOrEqual(4);
  });

  it("a profile with published work opens on its showroom, reading what that tab reads, in at most 8 statements", async () => {
    const first = await statementsFor(`/profile/${slug}`);
    expect(first.length, first.join("\n")).toBeLessThanOrEqual(8);
    const page = (await ctx.app.inject({ url: `/profile/${slug}` })).body;
    expect(page).toMatch(/aria-selected="true"[^>]*>(<[^>]+>)*Showroom/);
    expect(page).toContain("Harbour poster series");
  });

  it("the profile page rendered for a signed-in member runs at most 5 statements once their session is kept", async () => {
    const viewer = await buildSignedInUser(ctx.deps.db, { name: "Vera Viewer" });
    const headers = { cookie: `authToken=${viewer.token}` };
    await statementsFor(`/profile/${slug}?tab=about`, headers);
    // The member's own account for the header (1), the user as they may see them with their
    // standing, and the sections with their skills: none of it kept, as it is the member's alone.
    // The new member's own notice may take the kept session away once more: asked until it stays.
    await vi.waitFor(async () => {
      const again = await statementsFor(`/profile/${slug}?tab=about`, headers);
      expect(again.filter((statement) => statement.includes('from "sessions"'))).toHaveLength(0);
      expect(again.length, again.join("\n")).toBeLessThanOrEqual(5);
    });
  });

  it("a client company's page reads its industries in the one statement of its sections, 5 in all", async () => {
    // Seen first by this visitor: the start data is kept already, the page itself is not yet.
    const first = await statementsFor(`/profile/${companySlug}`);
    expect(first.length, first.join("\n")).toBeLessThanOrEqual(5);
    const lists = first.filter((statement) => statement.includes('"user_industries"'));
    expect(lists).toHaveLength(1);
    expect(lists[0]).toContain('"weblinks"');
    const page = (await ctx.app.inject({ url: `/profile/${companySlug}` })).body;
    expect(page).toContain("Museums &amp; Culture");
  });

  it("a profile opened on its showroom renders its items on the server, in at most 8 statements", async () => {
    const first = await statementsFor(`/profile/${slug}?tab=showroom`);
    expect(first.length, first.join("\n")).toBeLessThanOrEqual(8);
    const page = (await ctx.app.inject({ url: `/profile/${slug}?tab=showroom` })).body;
    expect(page).toContain("Harbour poster series");
  });

  it("a user's showroom items with their owners read in at most 6 statements", async () => {
    const statements = await statementsFor(`/api/v1/users/${slug}/showroom_items?include=owner&page[size]=20`);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(6);
  });

  it("the home page renders with its shelves filled, in at most 2 statements beside what its shelves read", async () => {
    const shelves = {
      "/api/v1/showroom/items/explore?page[size]=8&include=owner": 5,
      "/api/v1/creatives/explore?page[size]=8&include=assigned_professions.profession,location": 3,
      "/api/v1/creative_fields/featured": 7,
    };
    // The page first, before any shelf's reply could be kept.
    const page = await statementsFor("/");
    const shelfBudget = Object.values(shelves).reduce((sum, budget) => sum + budget, 0);
    expect(page.length, page.join("\n")).toBeLessThanOrEqual(2 + shelfBudget);
    for (const [url, budget] of Object.entries(shelves)) {
      const statements = await statementsFor(url);
      expect(statements.length, `${url}\n${statements.join("\n")}`).toBeLessThanOrEqual(budget);
    }
  });

  it("a users list with its includes runs at most 5 statements", async () => {
    const statements = await statementsFor("/api/v1/users?include=assigned_professions,location,creative_fields");
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(5);
  });
});
