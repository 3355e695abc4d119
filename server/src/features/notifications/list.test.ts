import { describe, expect, it } from "vitest";
import { mailsTo } from "../../../test/accounts.ts";
import { createTestContext } from "../../../test/context.ts";
import { buildItem } from "../../../test/creations.ts";
import { request } from "../../../test/http.ts";
import { buildMember, uniqueWord } from "../../../test/social.ts";
import { statementsOf } from "../../../test/statements.ts";
import { profiles } from "../../db/schema/index.ts";
import { eventOf, type LiveEvent } from "../../platform/bus/bus.ts";
import { subscriptionsSettled } from "../../platform/live/channel.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Member = Awaited<ReturnType<typeof buildMember>>;

async function person(name: string, locale = "en") {
  const member = await buildMember(db, { name, locale });
  const slug = `${name.split(" ")[0].toLowerCase()}-${uniqueWord()}`;
  await db.insert(profiles).values({ userId: member.user.id, slug });
  return { ...member, slug };
}

async function delivered() {
  await ctx.deps.events.drain();
  await ctx.deps.mail.flush();
}

const like = (who: Member, itemId: number) =>
  request(ctx.app, "PATCH", `/api/v1/likes/showroom_items/${itemId}`, { headers: who.headers });
const follow = (who: Member, target: Member) =>
  request(ctx.app, "POST", "/api/v1/followings", {
    headers: who.headers,
    type: "follows",
    attributes: { target_id: String(target.user.id) },
  });
const list = async (who: Member, query = "") =>
  (await request(ctx.app, "GET", `/api/v1/notifications${query}`, { headers: who.headers })).json();
const unread = async (who: Member) =>
  (await request(ctx.app, "GET", "/api/v1/notifications/counts", { headers: who.headers })).json().data.attributes
    .unread as number;

describe("the notifications list", () => {
  it("lists the newest first with the actor, the subject's title in the reader's language and where it leads", async () => {
    const owner = await person("Olga Owner", "de");
    const fan = await person("Fritz Fan");
    const item = await buildItem(db, { ownerId: owner.user.id, title: "Hafenplakate" });
    await follow(fan, owner);
    await like(fan, item.id);
    await delivered();

    const body = await list(owner);
    expect(body.data.map((n: { attributes: { key: string } }) => n.attributes.key)).toEqual([
      "new_like",
      "new_follower",
    ]);
    expect(body.data[0].attributes).toMatchObject({
      subject_title: "Hafenplakate",
      path: `/showroom/${item.slug}`,
      others_count: 0,
      read_at: null,
    });
    expect(body.data[1].attributes.path).toBe(`/profile/${fan.slug}`);
    expect(body.included).toEqual([
      expect.objectContaining({
        type: "users",
        id: String(fan.user.id),
        attributes: expect.objectContaining({ name: "Fritz Fan" }),
      }),
    ]);
    expect(body.meta.total).toBe(2);
    const me = await request(ctx.app, "GET", "/api/v1/me", { headers: owner.headers });
    expect(me.json().data.attributes.unread_notifications_count).toBe(2);
  });

  it("makes one entry and one e-mail of a burst of likes on one item", async () => {
    const owner = await person("Bea Burst");
    const item = await buildItem(db, { ownerId: owner.user.id, title: "Wave poster" });
    const fans = await Promise.all(Array.from({ length: 5 }, (_, i) => person(`Fan${i} Burst`)));
    for (const fan of fans) await like(fan, item.id);
    await delivered();

    const body = await list(owner);
    const likes = body.data.filter((n: { attributes: { key: string } }) => n.attributes.key === "new_like");
    expect(likes).toHaveLength(1);
    expect(likes[0].attributes.others_count).toBe(4);
    expect(likes[0].relationships.actor.data.id).toBe(String(fans[4].user.id));
    const mails = (await mailsTo(db, owner.user.email)).filter((m) => m.kind === "new_like");
    expect(mails).toHaveLength(1);
  });

  it("marks read up to the newest one seen, leaving what came after unread", async () => {
    const owner = await person("Mia Marker");
    const [a, b] = await Promise.all([person("Al First"), person("Bo Later")]);
    await follow(a, owner);
    await delivered();
    const seen = (await list(owner)).data[0].attributes.created_at as string;
    await follow(b, owner);
    await delivered();
    expect(await unread(owner)).toBe(2);
    const heard: LiveEvent[] = [];
    const unsubscribe = ctx.deps.bus.subscribe(owner.user.id, (frame) => heard.push(eventOf(frame)));
    await subscriptionsSettled(ctx.deps.bus);

    const marked = await request(ctx.app, "PATCH", "/api/v1/notifications/mark_as_read", {
      headers: owner.headers,
      type: "notifications",
      attributes: { created_at_before: seen },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.attributes.unread).toBe(1);
    // The member's other tabs get the bell's count at once.
    await expect.poll(() => heard).toContainEqual({ type: "counts", data: { unread_notifications_count: 1 } });
    unsubscribe();
    const bad = await request(ctx.app, "PATCH", "/api/v1/notifications/mark_as_read", {
      headers: owner.headers,
      type: "notifications",
      attributes: { created_at_before: "yesterday" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source.pointer).toBe("/data/attributes/created_at_before");
  });

  it("is each member's own, paged, in at most 3 statements a page", async () => {
    const owner = await person("Pia Paged");
    const other = await person("Oz Other");
    for (const fan of await Promise.all(Array.from({ length: 6 }, (_, i) => person(`Pager${i} Fan`)))) {
      await follow(fan, owner);
    }
    await delivered();
    // The session is kept after its first request; the page's own statements are what counts.
    await list(owner);
    const page = await statementsOf(() =>
      request(ctx.app, "GET", "/api/v1/notifications?page[size]=4", { headers: owner.headers }),
    );
    expect(page.result.json().data).toHaveLength(4);
    expect(page.result.json().meta.total).toBe(6);
    expect(page.statements.length, page.statements.join("\n")).toBeLessThanOrEqual(3);
    expect((await list(other)).data).toEqual([]);
    expect((await request(ctx.app, "GET", "/api/v1/notifications")).statusCode).toBe(403);
  });
});
