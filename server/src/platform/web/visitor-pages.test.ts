import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { buildItem } from "../../../test/creations.ts";
import { buildProfile, buildSignedInUser, buildUser } from "../../../test/factories.ts";
import { noticesHeard } from "../../../test/notices.ts";
import { createWebTestContext } from "../../../test/security/web-context.ts";
import { statementsOf } from "../../../test/statements.ts";
import { creations, employments, users } from "../../db/schema/index.ts";

const ctx = await createWebTestContext();
const { db } = ctx.deps;

async function someone() {
  const user = await buildUser(db, { name: "Pia Paged" });
  const profile = await buildProfile(db, { userId: user.id, headline: "Bookbinder" });
  return { user, url: `/profile/${profile.slug}` };
}

async function visit(url: string, headers: Record<string, string> = {}) {
  const { result, statements } = await statementsOf(() => ctx.app.inject({ url, headers }));
  return { reply: result, html: result.body, statements: statements.length };
}

/** The nonce the page's policy allows, and every nonce its elements carry. */
function nonces(reply: { headers: Record<string, unknown>; body: string }) {
  const policy = String(reply.headers["content-security-policy"]);
  const allowed = /'nonce-([^']+)'/.exec(policy)?.[1];
  const carried = new Set([...reply.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  return { allowed, carried: [...carried] };
}

// First in the file: the home page shows the creatives there are, and here there is one.
describe("the home page as visitors get it", () => {
  it("is rendered once with its shelves filled, kept, and shows a change to a creative on it", async () => {
    const { user } = await someone();
    const first = await visit("/");
    expect(first.reply.statusCode).toBe(200);
    expect(first.statements).toBeGreaterThan(0);
    expect(first.html).toContain("Pia Paged");
    await vi.waitFor(async () => expect((await visit("/")).statements).toBe(0));
    await db.update(users).set({ name: "Pia Home" }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await visit("/")).html).toContain("Pia Home"));
    expect((await visit("/", { cookie: "locale=de" })).statements).toBeGreaterThan(0);
  });
});

describe("a profile's page as visitors get it", () => {
  it("is rendered once and then served as kept, each time with a nonce of its own", async () => {
    const { url } = await someone();
    const first = await visit(url);
    expect(first.reply.statusCode).toBe(200);
    expect(first.statements).toBeGreaterThan(0);
    // The notices of the rows just written may arrive after a render and take away what it kept.
    const second = await vi.waitFor(async () => {
      const page = await visit(url);
      expect(page.statements).toBe(0);
      return page;
    });
    expect(second.reply.statusCode).toBe(200);
    expect(second.reply.headers["cache-control"]).toBe("no-store");

    const before = nonces(first.reply);
    const after = nonces(second.reply);
    expect(after.allowed).toBeDefined();
    expect(after.allowed).not.toBe(before.allowed);
    expect(after.carried).toEqual([after.allowed]);
    expect(second.html).toContain("Pia Paged");
    expect(second.html).toContain("Bookbinder");
  });

  it("shows a change to a section, the profile or the account once the database announces it", async () => {
    const { user, url } = await someone();
    await visit(url);
    await db.insert(employments).values({ userId: user.id, employer: "Atelier Nord", title: "Binder" });
    await vi.waitFor(async () => expect((await visit(url)).html).toContain("Atelier Nord"));
    await db.update(users).set({ name: "Pia Renamed" }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await visit(url)).html).toContain("Pia Renamed"));
  });

  it("stops serving the page once its user is hidden from visitors", async () => {
    const { user, url } = await someone();
    await visit(url);
    await db.update(users).set({ profileVisibility: "members" }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await visit(url)).reply.statusCode).toBe(404));
  });

  it("opens a profile on the work it has: the gallery when its showroom holds none, else About", async () => {
    const { user, url } = await someone();
    const selected = async () => /aria-selected="true"[^>]*>(<[^>]+>)*(\w+)/.exec((await visit(url)).html)?.[2];
    expect(await selected()).toBe("About");
    await buildItem(db, { ownerId: user.id, type: "gallery", title: "Sketchbook" });
    await vi.waitFor(async () => expect(await selected()).toBe("Gallery"));
    await buildItem(db, { ownerId: user.id, title: "Poster" });
    await vi.waitFor(async () => expect(await selected()).toBe("Showroom"));
  });

  it("brings the pictures of its first two works with the page, the rest as they come into view", async () => {
    const { user, url } = await someone();
    for (const title of ["Poster", "Print", "Plate"]) await buildItem(db, { ownerId: user.id, title });
    const eager = async () => (await visit(url)).html.match(/<img[^>]*loading="eager"[^>]*>/g) ?? [];
    // The profile's own portrait is eager too, when it has one; this one has none.
    await vi.waitFor(async () => expect(await eager()).toHaveLength(2));
    expect((await visit(url)).html).not.toMatch(/<img[^>]*loading="lazy"/);
  });

  it("renders another tab, which lists other people, every time", async () => {
    const { url } = await someone();
    await visit(`${url}?tab=connections`);
    expect((await visit(`${url}?tab=connections`)).statements).toBeGreaterThan(0);
  });

  it("renders for an alert to show, every time, and for a member never as a visitor's", async () => {
    const { url } = await someone();
    const viewer = await buildSignedInUser(db, { name: "Vera Viewer" });
    const alert = encodeURIComponent(JSON.stringify([{ type: "error", text: "alerts.internalError" }]));
    for (let i = 0; i < 2; i++) {
      // The page hands the alert to the browser, which shows it.
      const alerted = await visit(url, { cookie: `flash=${alert}` });
      expect(alerted.html).toContain("alerts.internalError");
      expect(alerted.statements).toBeGreaterThan(0);
      // Members get the page kept for members (member-pages.test.ts).
      expect((await visit(url, { cookie: `authToken=${viewer.token}` })).html).toMatch(/member[\\"]+:[\\"]+to-come/);
    }
  });

  it("keeps the page of a visitor's language and preferences, whatever other cookies they carry", async () => {
    const { url } = await someone();
    const german = await visit(url, { cookie: "locale=de" });
    expect(german.statements).toBeGreaterThan(0);
    expect(german.html).toContain('lang="de"');
    const kept = await vi.waitFor(async () => {
      const page = await visit(url, { cookie: "_pk_id=4f2a; locale=de" });
      expect(page.statements).toBe(0);
      return page;
    });
    expect(kept.html).toContain('lang="de"');
    expect(nonces(kept.reply).carried).toEqual([nonces(kept.reply).allowed]);
    // Other preferences are other pages: each is rendered once for itself.
    expect((await visit(url, { cookie: "locale=de; columnsCount=4" })).statements).toBeGreaterThan(0);
    expect((await visit(url, { cookie: "locale=en" })).statements).toBeGreaterThan(0);
  });
});

describe("a showroom item's page as visitors get it", () => {
  it("is rendered once, served as kept, and follows a change to the item", async () => {
    const owner = await buildUser(db, { name: "Ida Item" });
    const item = await buildItem(db, { ownerId: owner.id, title: "Paper Cranes" });
    const url = `/showroom/${item.slug}`;
    // Each change is followed once its notices have arrived: one still on its way drops what is kept.
    await noticesHeard(ctx);
    expect((await visit(url)).html).toContain("Paper Cranes");
    expect((await visit(url)).statements).toBe(0);
    await db.update(creations).set({ title: "Paper Swans" }).where(eq(creations.id, item.id));
    await noticesHeard(ctx);
    expect((await visit(url)).html).toContain("Paper Swans");
    expect((await visit(url)).statements).toBe(0);
    // Related items are the browser's to load: another owner's new item leaves the page as kept.
    await buildItem(db, { title: "Elsewhere" });
    await noticesHeard(ctx);
    expect((await visit(url)).statements).toBe(0);
    await db.update(creations).set({ status: "draft" }).where(eq(creations.id, item.id));
    await vi.waitFor(async () => expect((await visit(url)).reply.statusCode).toBe(404));
  });

  it("is kept for a visitor with a language cookie apart from the browser's language, each with a nonce of its own", async () => {
    const item = await buildItem(db, { type: "gallery" });
    const url = `/gallery/${item.slug}`;
    await vi.waitFor(async () => expect((await visit(url)).statements).toBe(0));
    const first = await visit(url, { cookie: "locale=de" });
    expect(first.statements).toBeGreaterThan(0);
    const second = await vi.waitFor(async () => {
      const page = await visit(url, { cookie: "locale=de" });
      expect(page.statements).toBe(0);
      return page;
    });
    expect(second.reply.statusCode).toBe(200);
    expect(second.reply.body).toContain(item.title);
    expect(second.html).toContain('lang="de"');
    expect(second.reply.headers["content-security-policy"]).not.toBe(first.reply.headers["content-security-policy"]);
  });
});
