import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { linkTo, mailsTo } from "../../../test/accounts.ts";
import { createTestContext, TEST_ORIGIN } from "../../../test/context.ts";
import { buildCoCreator, buildItem } from "../../../test/creations.ts";
import { buildBlock, buildFollow } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildMember, someCreativeFields, uniqueWord } from "../../../test/social.ts";
import { follows, likes, notifications, profiles, users } from "../../db/schema/index.ts";
import { startFeaturedPeriod } from "../showroom/featured/featured.ts";
import { type MailTopic, notificationMailBody } from "./mail.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

/** A signed-in member with a profile, writing in `locale`. */
async function person(name: string, locale = "en") {
  const member = await buildMember(db, { name, locale });
  await db.insert(profiles).values({ userId: member.user.id, slug: `${name.split(" ")[0]}-${uniqueWord()}` });
  return member;
}

/** Delivers every event so far, then the mail it queued. */
async function delivered() {
  await ctx.deps.events.drain();
  await ctx.deps.mail.flush();
}

const told = (userId: number) => db.select().from(notifications).where(eq(notifications.userId, userId));
const keysTold = async (userId: number) => (await told(userId)).map((n) => n.key);
const publish = (headers: Record<string, string>, type: string, id: number) =>
  request(ctx.app, "PATCH", `/api/v1/${type}/items/${id}/publish`, { headers });

describe("new_like", () => {
  it("tells the owner who liked which item, by notification and by e-mail linking to the item", async () => {
    const owner = await person("Olga Owner");
    const liker = await person("Lea Liker");
    const item = await buildItem(db, { ownerId: owner.user.id, title: "Blue hour" });

    await request(ctx.app, "PATCH", `/api/v1/likes/showroom_items/${item.id}`, { headers: liker.headers });
    await delivered();

    expect(await told(owner.user.id)).toEqual([
      expect.objectContaining({
        key: "new_like",
        actorId: liker.user.id,
        subjectType: "showroom_items",
        subjectId: item.id,
      }),
    ]);
    const [mail] = await mailsTo(db, owner.user.email);
    expect(mail.subject).toBe("Lea Liker likes your work “Blue hour”");
    expect(linkTo(mail.text, "/showroom/").href).toBe(`${TEST_ORIGIN}/showroom/${item.slug}`);
    expect(await told(liker.user.id)).toEqual([]);
  });

  it("tells nothing of a like taken back before delivery", async () => {
    const owner = await person("Olga Owner");
    const liker = await person("Lea Liker");
    const item = await buildItem(db, { ownerId: owner.user.id });
    await request(ctx.app, "PATCH", `/api/v1/likes/showroom_items/${item.id}`, { headers: liker.headers });
    await db.delete(likes).where(and(eq(likes.creationId, item.id), eq(likes.userId, liker.user.id)));
    await delivered();
    expect(await told(owner.user.id)).toEqual([]);
    expect(await mailsTo(db, owner.user.email)).toEqual([]);
  });
});

describe("new_showroom_item", () => {
  it("tells every follower of the owner when a showroom item is first published, not again, and not a blocked one", async () => {
    const owner = await person("Olga Owner");
    const [fan, other, blocked] = [
      await person("Fay Fan", "de"),
      await person("Otto Other"),
      await person("Bo Blocked"),
    ];
    for (const f of [fan, other, blocked]) await buildFollow(db, { followerId: f.user.id, followeeId: owner.user.id });
    await buildBlock(db, { blockerId: owner.user.id, blockedId: blocked.user.id });
    const item = await buildItem(db, { ownerId: owner.user.id, status: "draft", media: 1, title: "Night trains" });

    expect((await publish(owner.headers, "showroom", item.id)).statusCode).toBe(200);
    await delivered();

    for (const f of [fan, other]) {
      expect(await told(f.user.id)).toEqual([
        expect.objectContaining({ key: "new_showroom_item", actorId: owner.user.id, subjectId: item.id }),
      ]);
    }
    expect(await told(blocked.user.id)).toEqual([]);
    const [mail] = await mailsTo(db, fan.user.email);
    expect(mail.subject).toBe("Olga Owner hat eine neue Arbeit veröffentlicht: „Night trains“");

    // Back to draft and out again: nobody is told twice.
    await request(ctx.app, "PATCH", `/api/v1/showroom/items/${item.id}/draft`, { headers: owner.headers });
    await publish(owner.headers, "showroom", item.id);
    await delivered();
    expect(await told(fan.user.id)).toHaveLength(1);
  });

  it("tells no follower of a gallery item", async () => {
    const owner = await person("Olga Owner");
    const fan = await person("Fay Fan");
    await buildFollow(db, { followerId: fan.user.id, followeeId: owner.user.id });
    const item = await buildItem(db, { ownerId: owner.user.id, type: "gallery", status: "draft", media: 1 });
    await publish(owner.headers, "gallery", item.id);
    await delivered();
    expect(await told(fan.user.id)).toEqual([]);
  });
});

describe("added_as_co_creator", () => {
  const name = (owner: { headers: Record<string, string> }, type: string, itemId: number, userId: number) =>
    request(ctx.app, "POST", `/api/v1/${type}/items/${itemId}/co_creators`, {
      headers: owner.headers,
      type: "co_creators",
      attributes: { user_id: String(userId) },
    });

  it("tells the co-creator at once when the item is published", async () => {
    const owner = await person("Olga Owner");
    const partner = await person("Pat Partner", "de");
    const item = await buildItem(db, { ownerId: owner.user.id, type: "gallery", title: "Poster" });

    const res = await name(owner, "gallery", item.id, partner.user.id);
    await delivered();

    expect(await told(partner.user.id)).toEqual([
      expect.objectContaining({
        key: "added_as_co_creator",
        actorId: owner.user.id,
        subjectType: "gallery_items",
        subjectId: item.id,
        data: expect.objectContaining({ co_creator_id: res.json().data.id }),
      }),
    ]);
    const [mail] = await mailsTo(db, partner.user.email);
    expect(mail.subject).toBe("Olga Owner hat dich als Mitwirkende oder Mitwirkenden von „Poster“ genannt");
    expect(linkTo(mail.text, "/gallery/").pathname).toBe(`/gallery/${item.slug}`);
  });

  it("named on a draft, tells them when it is first published, once, and not when they confirmed meanwhile", async () => {
    const owner = await person("Olga Owner");
    const [partner, confirmedMeanwhile] = [await person("Pat Partner"), await person("Cy Confirmed")];
    const item = await buildItem(db, { ownerId: owner.user.id, status: "draft", media: 1 });
    await name(owner, "showroom", item.id, partner.user.id);
    await buildCoCreator(db, item.id, confirmedMeanwhile.user.id, true);
    await delivered();
    expect(await told(partner.user.id)).toEqual([]);

    await publish(owner.headers, "showroom", item.id);
    const later = await person("Liv Later");
    await name(owner, "showroom", item.id, later.user.id);
    await delivered();

    expect(await keysTold(partner.user.id)).toEqual(["added_as_co_creator"]);
    expect(await keysTold(later.user.id)).toEqual(["added_as_co_creator"]);
    expect(await told(confirmedMeanwhile.user.id)).toEqual([]);
  });

  it("named while the item is back in draft, tells them when it is published again, and nobody twice", async () => {
    const owner = await person("Olga Owner");
    const [early, meanwhile] = [await person("Eve Early"), await person("Max Meanwhile")];
    const item = await buildItem(db, { ownerId: owner.user.id, status: "draft", media: 1 });
    await name(owner, "showroom", item.id, early.user.id);
    await publish(owner.headers, "showroom", item.id);
    await delivered();
    expect(await keysTold(early.user.id)).toEqual(["added_as_co_creator"]);

    await request(ctx.app, "PATCH", `/api/v1/showroom/items/${item.id}/draft`, { headers: owner.headers });
    await name(owner, "showroom", item.id, meanwhile.user.id);
    await delivered();
    expect(await told(meanwhile.user.id)).toEqual([]);

    await publish(owner.headers, "showroom", item.id);
    await delivered();
    expect(await told(meanwhile.user.id)).toEqual([
      expect.objectContaining({ key: "added_as_co_creator", subjectId: item.id, actorId: owner.user.id }),
    ]);
    expect(await keysTold(early.user.id)).toEqual(["added_as_co_creator"]);
    expect(await keysTold(owner.user.id)).toEqual([]);
  });
});

describe("me_featured and followee_featured", () => {
  it("tells each featured creative and their followers, each in their language", async () => {
    const [field] = await someCreativeFields(db, 1);
    const creative = await person("Cleo Creative", "de");
    const fan = await person("Fay Fan");
    await buildFollow(db, { followerId: fan.user.id, followeeId: creative.user.id });
    await buildItem(db, { ownerId: creative.user.id, creativeFieldIds: [field] });

    const period = await startFeaturedPeriod(db, { lengthMs: 7 * 24 * 3600 * 1000 });
    await delivered();

    expect(await told(creative.user.id)).toEqual([
      expect.objectContaining({
        key: "me_featured",
        actorId: null,
        subjectType: "featured_periods",
        subjectId: period?.id,
      }),
    ]);
    expect(await told(fan.user.id)).toEqual([
      expect.objectContaining({ key: "followee_featured", actorId: creative.user.id, subjectId: period?.id }),
    ]);
    const [own] = await mailsTo(db, creative.user.email);
    expect(own.subject).toBe("Du wirst auf Atelier in Grafikdesign vorgestellt");
    expect(linkTo(own.text, "/featured").pathname).toBe("/featured");
    const [theirs] = await mailsTo(db, fan.user.email);
    expect(theirs.subject).toBe("Cleo Creative is featured in Graphic Design on Atelier");
  });
});

describe("fan-out", () => {
  it("tells every one of hundreds of followers, batch after batch, but not one blocked in a later batch", async () => {
    const owner = await person("Olga Owner");
    const followers = await db
      .insert(users)
      .values(
        Array.from({ length: 450 }, (_, i) => ({
          email: `fan-${i}-${uniqueWord()}@example.test`,
          name: `Fan ${i}`,
          complete: true,
          isCreative: true,
          kind: "private" as const,
          confirmedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    await db.insert(follows).values(followers.map((f) => ({ followerId: f.id, followeeId: owner.user.id })));
    const blocked = followers[420];
    await buildBlock(db, { blockerId: blocked.id, blockedId: owner.user.id });
    const item = await buildItem(db, { ownerId: owner.user.id, status: "draft", media: 1 });

    await publish(owner.headers, "showroom", item.id);
    await delivered();

    const stored = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.key, "new_showroom_item"), eq(notifications.subjectId, item.id)));
    expect(stored).toHaveLength(449);
    expect(stored.map((n) => n.userId)).not.toContain(blocked.id);
  }, 60_000);
});

describe("the e-mails of the showroom's notifications", () => {
  const link = (path: string) => `${TEST_ORIGIN}${path}`;
  const actor = { name: "Ada\nActor", profileUrl: `${TEST_ORIGIN}/profile/ada` };
  const item: MailTopic = { title: { en: "Blue hour", de: "Blue hour" }, item: { type: "gallery", slug: "blue-hour" } };
  const field: MailTopic = { title: { en: "Photography", de: "Fotografie" }, featured: true };
  const CASES = [
    ["new_like", item, `${TEST_ORIGIN}/gallery/blue-hour`],
    ["new_showroom_item", item, `${TEST_ORIGIN}/gallery/blue-hour`],
    ["added_as_co_creator", item, `${TEST_ORIGIN}/gallery/blue-hour`],
    ["me_featured", field, `${TEST_ORIGIN}/featured`],
    ["followee_featured", field, `${TEST_ORIGIN}/featured`],
  ] as const;

  it.each(CASES.flatMap(([key, topic, url]) => (["en", "de"] as const).map((locale) => ({ key, topic, url, locale }))))(
    "$key in $locale: one subject line naming what it is about, and a button to it",
    ({ key, topic, url, locale }) => {
      const body = notificationMailBody(key, actor, locale, { topic, link });
      expect(body.kind).toBe(key);
      expect(body.subject).not.toMatch(/\n/);
      expect(body.subject).toContain(topic.title[locale]);
      if (key !== "me_featured") expect(body.subject).toContain("Ada Actor");
      expect(body.paragraphs.join(" ")).toContain(topic.title[locale]);
      expect(body.action?.url).toBe(url);
      const other = notificationMailBody(key, actor, locale === "en" ? "de" : "en", { topic, link });
      expect(other.subject).not.toBe(body.subject);
    },
  );
});
