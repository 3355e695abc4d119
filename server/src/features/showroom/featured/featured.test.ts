import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildItem } from "../../../../test/creations.ts";
import { buildBlock, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, idsOf, someCreativeFields } from "../../../../test/social.ts";
import { statementsOf } from "../../../../test/statements.ts";
import { creations, eventOutbox, featuredEntries, featuredPeriods } from "../../../db/schema/index.ts";
import { FEATURED_CREATIVES, startFeaturedPeriod } from "./featured.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
const get = (url: string, headers: Record<string, string> = {}) => request(ctx.app, "GET", url, { headers });
const entriesOf = (periodId: number) =>
  db
    .select({ userId: featuredEntries.userId, creationId: featuredEntries.creationId })
    .from(featuredEntries)
    .where(eq(featuredEntries.periodId, periodId))
    .orderBy(featuredEntries.position);

/** Tests run one after another on one database: each moves the clock past everything before it. */
let clock = Date.now() + 1000 * DAY;
const later = () => {
  clock += 100 * WEEK;
  return new Date(clock);
};

describe("the featured rotation", () => {
  it("starts nothing while no field has published showroom items", async () => {
    await buildItem(db, { status: "draft" });
    expect(await startFeaturedPeriod(db, { lengthMs: WEEK, now: later() })).toBeNull();
    expect(await db.select().from(featuredPeriods)).toEqual([]);
  });

  it("features the next field with items, its most liked creatives and each one's best item, then rotates round robin", async () => {
    const [first, second, third] = await someCreativeFields(db, 3);
    const [popular, quiet] = [await buildUser(db), await buildUser(db)];
    const best = await buildItem(db, { ownerId: popular.id, likesCount: 9, creativeFieldIds: [first] });
    await buildItem(db, { ownerId: popular.id, likesCount: 2, creativeFieldIds: [first] });
    const quietItem = await buildItem(db, { ownerId: quiet.id, likesCount: 5, creativeFieldIds: [first] });
    // Not featurable: a draft, an item of a hidden owner, and a gallery item.
    await buildItem(db, { status: "draft", likesCount: 50, creativeFieldIds: [first] });
    await buildItem(db, {
      ownerId: (await buildUser(db, { complete: false })).id,
      likesCount: 50,
      creativeFieldIds: [first],
    });
    await buildItem(db, { type: "gallery", likesCount: 50, creativeFieldIds: [first] });
    const inThird = await buildItem(db, { creativeFieldIds: [third] });

    const now = later();
    const period = await startFeaturedPeriod(db, { lengthMs: WEEK, now });

    expect(period).toMatchObject({ creativeFieldId: first, startsAt: now, endsAt: new Date(now.getTime() + WEEK) });
    expect(await entriesOf(period?.id ?? 0)).toEqual([
      { userId: popular.id, creationId: best.id },
      { userId: quiet.id, creationId: quietItem.id },
    ]);
    const events = await db.select().from(eventOutbox).where(eq(eventOutbox.type, "featured_period_started"));
    expect(events.map((e) => e.payload)).toContainEqual({ periodId: period?.id, creativeFieldId: first });

    // While it runs, nothing new starts.
    expect(await startFeaturedPeriod(db, { lengthMs: WEEK, now: new Date(now.getTime() + DAY) })).toBeNull();
    // Then the next field with items (the second has none), then back to the first.
    const next = await startFeaturedPeriod(db, { lengthMs: WEEK, now: new Date(now.getTime() + WEEK) });
    expect(next?.creativeFieldId).toBe(third);
    expect(second).not.toBe(third);
    expect(await entriesOf(next?.id ?? 0)).toEqual([{ userId: inThird.ownerId, creationId: inThird.id }]);
    const again = await startFeaturedPeriod(db, { lengthMs: WEEK, now: new Date(now.getTime() + 2 * WEEK) });
    expect(again?.creativeFieldId).toBe(first);
  });

  it(`features at most ${FEATURED_CREATIVES} creatives`, async () => {
    const [field] = await someCreativeFields(db, 1);
    for (let i = 0; i < FEATURED_CREATIVES + 2; i++) await buildItem(db, { likesCount: i, creativeFieldIds: [field] });
    let period = await startFeaturedPeriod(db, { lengthMs: WEEK, now: later() });
    // Round robin may pick another field first; the field with ten creatives comes within a few turns.
    for (let turn = 0; period?.creativeFieldId !== field && turn < 5; turn++) {
      period = await startFeaturedPeriod(db, { lengthMs: WEEK, now: later() });
    }
    expect(period?.creativeFieldId).toBe(field);
    expect(await entriesOf(period?.id ?? 0)).toHaveLength(FEATURED_CREATIVES);
  });

  it("starts one period when several instances try at once", async () => {
    await buildItem(db, { creativeFieldIds: await someCreativeFields(db, 1) });
    const now = later();
    const started = await Promise.all(
      Array.from({ length: 4 }, () => startFeaturedPeriod(db, { lengthMs: WEEK, now })),
    );
    expect(started.filter((p) => p !== null)).toHaveLength(1);
    const running = await db.select().from(featuredPeriods).where(eq(featuredPeriods.startsAt, now));
    expect(running).toHaveLength(1);
  });
});

describe("GET /api/v1/creative_fields/featured and /api/v1/featured_periods", () => {
  it("answers the running period with its field and creatives, as far as the caller may see them (B2)", async () => {
    const fresh = await createTestContext();
    const fdb = fresh.deps.db;
    const none = await fresh.app.inject({ url: "/api/v1/creative_fields/featured" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });

    const [field] = await someCreativeFields(fdb, 1);
    const a = await buildItem(fdb, { likesCount: 3, creativeFieldIds: [field] });
    const b = await buildItem(fdb, { likesCount: 2, creativeFieldIds: [field] });
    const c = await buildItem(fdb, { likesCount: 1, creativeFieldIds: [field] });
    const past = await startFeaturedPeriod(fdb, { lengthMs: WEEK, now: new Date(Date.now() - 2 * WEEK) });
    const period = await startFeaturedPeriod(fdb, { lengthMs: WEEK, now: new Date(Date.now() - DAY) });
    // After the choice: b's owner blocks the viewer, and c turns back into a draft.
    const viewer = await buildMember(fdb);
    await buildBlock(fdb, { blockerId: b.ownerId, blockedId: viewer.user.id });
    await fdb.update(creations).set({ status: "draft" }).where(eq(creations.id, c.id));

    const res = await fresh.app.inject({
      url: "/api/v1/creative_fields/featured",
      headers: { ...viewer.headers, "accept-language": "de" },
    });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual({
      type: "featured_periods",
      id: String(period?.id),
      attributes: {
        creative_field_id: String(field),
        starts_at: period?.startsAt.toISOString(),
        ends_at: period?.endsAt.toISOString(),
      },
      relationships: {
        creative_field: { data: { type: "creative_fields", id: String(field) } },
        creatives: {
          data: [a.ownerId, c.ownerId].map((id) => ({ type: "users", id: String(id) })),
        },
        creations: { data: [{ type: "showroom_items", id: String(a.id) }] },
      },
    });
    expect(
      body.included
        .filter((r: { type: string }) => r.type !== "media")
        .map((r: { type: string; id: string }) => `${r.type}:${r.id}`)
        .sort(),
    ).toEqual(
      [`creative_fields:${field}`, `users:${a.ownerId}`, `users:${c.ownerId}`, `showroom_items:${a.id}`].sort(),
    );
    const item = body.included.find((r: { type: string }) => r.type === "showroom_items");
    expect(item.attributes).toMatchObject({ title: a.title, status: "published", likes_count: 3 });
    expect(body.included.filter((r: { type: string }) => r.type === "media")).toHaveLength(1);

    const anyone = (await fresh.app.inject({ url: "/api/v1/featured_periods?page[size]=1" })).json();
    expect(idsOf(anyone)).toEqual([String(period?.id)]);
    expect(anyone.meta).toEqual({ total: 2, total_pages: 2 });
    expect(anyone.data[0].relationships.creatives.data).toHaveLength(3);
    const second = (await fresh.app.inject({ url: "/api/v1/featured_periods?page[size]=1&page[number]=2" })).json();
    expect(idsOf(second)).toEqual([String(past?.id)]);
    await fresh.app.close();
  });

  it("refuses a bad page number with a 400 naming the parameter", async () => {
    const res = await get("/api/v1/featured_periods?page[number]=0");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source).toEqual({ parameter: "page[number]" });
  });
});

describe("statement budgets", () => {
  it("reads the featured field with eight creatives and their items, and a page of periods, in a fixed number of statements", async () => {
    const [field] = await someCreativeFields(db, 1);
    for (let i = 0; i < FEATURED_CREATIVES; i++)
      await buildItem(db, { likesCount: 100 + i, creativeFieldIds: [field] });
    const now = new Date(Date.now() - 1000);
    for (let turn = 0; turn < 40; turn++) {
      const started = await startFeaturedPeriod(db, { lengthMs: 1, now: new Date(now.getTime() - 40 + turn) });
      if (started?.creativeFieldId === field) break;
    }
    await startFeaturedPeriod(db, { lengthMs: WEEK, now });
    const viewer = await buildMember(db);

    const current = await statementsOf(() => get("/api/v1/creative_fields/featured", viewer.headers));
    expect(current.result.json().data.relationships.creatives.data.length).toBeGreaterThan(0);
    expect(current.statements.length, current.statements.join("\n")).toBeLessThanOrEqual(7);
    const periods = await statementsOf(() => get("/api/v1/featured_periods", viewer.headers));
    expect(periods.result.json().data.length).toBeGreaterThan(1);
    expect(periods.statements.length, periods.statements.join("\n")).toBeLessThanOrEqual(8);
  });
});
