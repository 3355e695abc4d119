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

/** The page once it is kept: the member's session and plainness are read, nothing of the page. */
const kept = (url: string, headers: Record<string, string>) =>
  vi.waitFor(async () => {
    const page = await visit(url, headers);
    expect(page.statements).toBeLessThanOrEqual(1);
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
      const page = await kept(url, as(vera.token));
      expect(page.html).not.toContain("Vera Home");
    }
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
