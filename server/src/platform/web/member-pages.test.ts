import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { buildCoCreator, buildItem } from "../../../test/creations.ts";
import {
  buildBlock,
  buildConnection,
  buildFollow,
  buildProfile,
  buildSignedInUser,
  buildUser,
} from "../../../test/factories.ts";
import { createWebTestContext } from "../../../test/security/web-context.ts";
import { statementsOf } from "../../../test/statements.ts";
import { likes, users } from "../../db/schema/index.ts";
import { ANY_MEMBER_HEADER } from "../auth/any-member.ts";
import { FEED_FIRST_PAGE } from "./member-feed.ts";

const ctx = await createWebTestContext();
const { db } = ctx.deps;

/**
 * What a page holds for a member still to come, in the start data it hands the browser (escaped as
 * that data is; the chunk holding the code that reads the member is named alike).
 */
const TO_COME = /member[\\"]+:[\\"]+to-come/;

async function profile(columns: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(db, { name: "Pia Paged", ...columns });
  const row = await buildProfile(db, { userId: user.id, headline: "Bookbinder" });
  return { user, url: `/profile/${row.slug}` };
}

const member = (name: string) => buildSignedInUser(db, { name, email: `${name.replace(" ", ".")}@example.test` });
const as = (token: string, more = "") => ({ cookie: `authToken=${token}${more}` });

async function visit(url: string, headers: Record<string, string> = {}) {
  const { result, statements } = await statementsOf(() => ctx.app.inject({ url, headers }));
  return { status: result.statusCode, html: result.body, statements: statements.length };
}

/**
 * The page once it is kept: the member's session and plainness are read, nothing of the page, but
 * what is the member's own (`own` statements: the home's feed).
 */
const kept = (url: string, headers: Record<string, string>, own = 0) =>
  vi.waitFor(async () => {
    const page = await visit(url, headers);
    expect(page.statements).toBeLessThanOrEqual(1 + own);
    return page;
  });

describe("a page kept for members", () => {
  it("serves every plain member one copy, naming none of them, with their standing left to the browser", async () => {
    const { url } = await profile();
    const vera = await member("Vera Viewer");
    const otto = await member("Otto Other");
    const first = await visit(url, as(vera.token));
    expect(first.status).toBe(200);
    expect(first.statements).toBeGreaterThan(1);
    const again = await kept(url, as(vera.token));
    const other = await kept(url, as(otto.token));
    for (const page of [first, again, other]) {
      expect(page.html).toContain("Pia Paged");
      expect(page.html).toMatch(TO_COME);
      for (const secret of ["Vera Viewer", "Otto Other", vera.user.email, otto.user.email]) {
        expect(page.html).not.toContain(secret);
      }
    }
    // A member's page is not a visitor's: no sign-up pitch, the member's header to come.
    expect((await visit(url)).html).not.toMatch(TO_COME);
  });

  it("shows what members may see and visitors may not, and follows a change like a visitor's page", async () => {
    const { user, url } = await profile({ profileVisibility: "members" });
    const vera = await member("Vera Members");
    expect((await visit(url)).status).toBe(404);
    expect((await visit(url, as(vera.token))).html).toContain("Pia Paged");
    await kept(url, as(vera.token));
    await db.update(users).set({ name: "Pia Renamed" }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await visit(url, as(vera.token))).html).toContain("Pia Renamed"));
  });

  it("speaks the member's language: the locale cookie, else their account's", async () => {
    const { url } = await profile();
    const jonas = await buildSignedInUser(db, { name: "Jonas Deutsch", locale: "de" });
    expect((await visit(url, as(jonas.token))).html).toContain('lang="de"');
    expect((await visit(url, as(jonas.token, "; locale=en"))).html).toContain('lang="en"');
  });

  it("is rendered for the member alone where it shows them, or where they see more or less than any member", async () => {
    const { user: owner, url } = await profile();
    const ownerSession = await buildSignedInUser(db, { name: "Olga Owner" });
    await db.update(users).set({ name: "Olga Owner" }).where(eq(users.id, ownerSession.user.id));
    const own = await buildProfile(db, { userId: ownerSession.user.id });
    const blocker = await member("Bea Blocker");
    await buildBlock(db, { blockerId: blocker.user.id });
    const hidden = await buildUser(db, { profileVisibility: "connections" });
    const connected = await member("Cid Connected");
    await buildConnection(db, { requesterId: connected.user.id, connecteeId: hidden.id });
    const incomplete = await buildSignedInUser(db, { complete: false });

    const ownPage = await visit(`/profile/${own.slug}`, as(ownerSession.token));
    expect(ownPage.html).toContain("Olga Owner");
    expect(ownPage.html).not.toMatch(TO_COME);
    for (const someone of [blocker, connected, incomplete]) {
      for (let i = 0; i < 2; i++) {
        const page = await visit(url, as(someone.token));
        expect(page.html).not.toMatch(TO_COME);
        expect(page.statements).toBeGreaterThan(1);
      }
    }
    expect(owner.id).toBeGreaterThan(0);
  });

  it("is rendered for the member alone on their own draft and on an item they were asked to make", async () => {
    const maker = await member("Mo Maker");
    const draft = await buildItem(db, { ownerId: maker.user.id, title: "Half Done", status: "draft" });
    const asked = await buildItem(db, { title: "Made Together" });
    await buildCoCreator(db, asked.id, maker.user.id, false);
    const ownDraft = await visit(`/showroom/${draft.slug}`, as(maker.token));
    expect(ownDraft.status).toBe(200);
    expect(ownDraft.html).toContain("Half Done");
    expect(ownDraft.html).not.toMatch(TO_COME);
    // Another member gets the item kept for members; the one asked to confirm gets their own.
    expect((await visit(`/showroom/${asked.slug}`, as((await member("Ann Other")).token))).html).toMatch(TO_COME);
    for (let i = 0; i < 2; i++) {
      expect((await visit(`/showroom/${asked.slug}`, as(maker.token))).html).not.toMatch(TO_COME);
    }
  });

  it("keeps the home page and an item's page for members too", async () => {
    const vera = await member("Vera Home");
    const item = await buildItem(db, { title: "Paper Boats" });
    for (const url of ["/", `/showroom/${item.slug}`]) {
      expect((await visit(url, as(vera.token))).html).toMatch(TO_COME);
      const page = await kept(url, as(vera.token), url === "/" ? await feedStatements(vera.token) : 0);
      expect(page.html).not.toContain("Vera Home");
    }
  });
});

/** The statements of the first page of the member's feed, as the browser would ask for it. */
async function feedStatements(token: string) {
  const { result, statements } = await statementsOf(() =>
    ctx.app.inject({ url: `/api${FEED_FIRST_PAGE}`, headers: as(token) }),
  );
  expect(result.statusCode).toBe(200);
  return statements.length;
}

/** The cards drawn into the home's feed place, and the feed's first page brought beside them. */
function filledFeed(html: string) {
  const slot = /<div[^>]*data-feed-slot=""[^>]*>(.*?)<\/div><\/section>/s.exec(html);
  const brought = /<script type="application\/json" id="brought-feed">(.*?)<\/script>/s.exec(html);
  return { cards: slot?.[1] ?? null, brought: brought ? (JSON.parse(brought[1]) as { data: { id: string }[] }) : null };
}

describe("the home kept for members", () => {
  it("is filled for each member with the first cards of their own feed, and brings that feed's first page", async () => {
    const maker = await buildUser(db, { name: "Ida Maker" });
    const other = await buildUser(db, { name: "Ole Other" });
    const boats = await buildItem(db, { ownerId: maker.id, title: "Paper Boats" });
    const harbour = await buildItem(db, { ownerId: other.id, title: "Glass Harbour" });
    const vera = await member("Vera Feed");
    const otto = await member("Otto Feed");
    await buildFollow(db, { followerId: vera.user.id, followeeId: maker.id });
    await buildFollow(db, { followerId: otto.user.id, followeeId: other.id });

    const budget = await feedStatements(vera.token);
    const forVera = await kept("/", as(vera.token), budget);
    const forOtto = await kept("/", as(otto.token), budget);
    const veras = filledFeed(forVera.html);
    const ottos = filledFeed(forOtto.html);
    expect(veras.cards).toContain("Paper Boats");
    expect(veras.cards).toContain(`/showroom/${boats.slug}`);
    expect(veras.brought?.data.map((item) => item.id)).toEqual([String(boats.id)]);
    expect(ottos.cards).toContain("Glass Harbour");
    expect(ottos.brought?.data.map((item) => item.id)).toEqual([String(harbour.id)]);
    // Each member's page holds their own work alone; the copy kept for all of them holds none.
    expect(forVera.html).not.toContain("Glass Harbour");
    expect(forOtto.html).not.toContain("Paper Boats");
    expect(forVera.html).toMatch(TO_COME);
    expect(forVera.html).not.toContain("Vera Feed");
  });

  it("is filled as well where the home is rendered for the member alone, in their language", async () => {
    const maker = await buildUser(db, { name: "Kai Maker" });
    await buildItem(db, { ownerId: maker.id, title: "Salt Prints" });
    const asked = await member("Asa Asked");
    await buildFollow(db, { followerId: asked.user.id, followeeId: maker.id });
    // Asked to confirm a co-creation, they are not plain: their home is rendered for them alone.
    await buildCoCreator(db, (await buildItem(db, { title: "Made Together" })).id, asked.user.id, false);
    const page = await visit("/", as(asked.token, "; locale=de"));
    expect(page.status).toBe(200);
    expect(page.html).not.toMatch(TO_COME);
    expect(page.html).toContain('lang="de"');
    const { cards, brought } = filledFeed(page.html);
    expect(cards).toContain("Salt Prints");
    // The grid is named in the page's language, as the browser's grid names it.
    expect(cards).toContain('aria-label="Neu aus deinem Netzwerk"');
    expect(brought?.data).toHaveLength(1);
  });

  it("leaves the place empty for a member whose network has shown nothing yet", async () => {
    const quiet = await member("Quinn Quiet");
    const page = await kept("/", as(quiet.token), await feedStatements(quiet.token));
    expect(filledFeed(page.html)).toEqual({ cards: "", brought: null });
  });

  it("brings a feed whose titles would end a script as text that ends nothing", async () => {
    const maker = await buildUser(db, { name: "Sly Maker" });
    const title = "</script><script>alert(1)</script> & $& $1";
    await buildItem(db, { ownerId: maker.id, title });
    const vera = await member("Vera Careful");
    await buildFollow(db, { followerId: vera.user.id, followeeId: maker.id });
    const page = await kept("/", as(vera.token), await feedStatements(vera.token));
    expect(page.html).not.toContain("<script>alert(1)");
    const { cards, brought } = filledFeed(page.html);
    expect(cards).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; $1");
    expect(JSON.stringify(brought)).toContain(JSON.stringify(title).slice(1, -1));
  });
});

describe("GET /api/v1/me/standing", () => {
  const standing = (token: string, query: string) =>
    ctx.app.inject({ url: `/api/v1/me/standing?${query}`, headers: { "x-auth-token": token } });

  it("tells the member their own standing toward the users and items named, in one statement", async () => {
    const vera = await member("Vera Standing");
    const followed = await buildUser(db, { messagePermission: "everyone" });
    const connected = await buildUser(db, { messagePermission: "connections" });
    const stranger = await buildUser(db, { messagePermission: "connections" });
    const hidden = await buildUser(db, { profileVisibility: "connections" });
    await buildFollow(db, { followerId: vera.user.id, followeeId: followed.id });
    await buildConnection(db, { requesterId: connected.id, connecteeId: vera.user.id });
    const liked = await buildItem(db, { ownerId: followed.id });
    const mine = await buildItem(db, { ownerId: vera.user.id, type: "gallery" });
    await db.insert(likes).values({ creationId: liked.id, userId: vera.user.id });

    const users = [followed, connected, stranger, hidden, vera.user].map((u) => u.id).join(",");
    const { result, statements } = await statementsOf(() =>
      standing(
        vera.token,
        `filter[users]=${users}&filter[showroom_items]=${liked.id}&filter[gallery_items]=${mine.id}`,
      ),
    );
    expect(result.statusCode).toBe(200);
    expect(statements.filter((s) => !/sessions/.test(s)).length).toBe(1);
    const byKey = new Map(
      result
        .json()
        .data.map((r: { type: string; id: string; attributes: object }) => [`${r.type}:${r.id}`, r.attributes]),
    );
    expect(byKey.get(`users:${followed.id}`)).toEqual({
      is_me: false,
      is_followed: true,
      is_blocked: false,
      connection: null,
      may_message: true,
    });
    expect(byKey.get(`users:${connected.id}`)).toMatchObject({
      is_followed: false,
      connection: { status: "confirmed", direction: "incoming" },
      may_message: true,
    });
    expect(byKey.get(`users:${stranger.id}`)).toMatchObject({ connection: null, may_message: false });
    expect(byKey.get(`users:${vera.user.id}`)).toMatchObject({ is_me: true, may_message: false });
    expect(byKey.has(`users:${hidden.id}`)).toBe(false);
    expect(byKey.get(`showroom_items:${liked.id}`)).toEqual({ is_mine: false, is_liked: true });
    expect(byKey.get(`gallery_items:${mine.id}`)).toEqual({ is_mine: true, is_liked: false });
  });

  it("answers visitors 403 and names a malformed list of ids", async () => {
    const vera = await member("Vera Refused");
    expect((await ctx.app.inject({ url: "/api/v1/me/standing?filter[users]=1" })).statusCode).toBe(403);
    const bad = await standing(vera.token, "filter[users]=1,x");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain("filter[users]");
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(",");
    expect((await standing(vera.token, `filter[showroom_items]=${many}`)).statusCode).toBe(400);
  });
});

describe("asking the API as any member", () => {
  it("is the server's own: a request from outside naming the header is a visitor", async () => {
    const { url } = await profile({ profileVisibility: "members" });
    const slug = url.split("/").pop();
    const reply = await ctx.app.inject({ url: `/api/v1/users/${slug}`, headers: { [ANY_MEMBER_HEADER]: "guess" } });
    expect(reply.statusCode).toBe(404);
  });
});
