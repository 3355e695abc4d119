import type { NotificationKey } from "@atelier/common";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { linkTo, mailsTo } from "../../../test/accounts.ts";
import { createTestContext, TEST_ORIGIN } from "../../../test/context.ts";
import { buildBlock, buildConnection } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildMember, uniqueWord } from "../../../test/social.ts";
import { eventOutbox, follows, notifications, profiles, users } from "../../db/schema/index.ts";
import { findAccountToken } from "../../platform/auth/account-tokens.ts";
import { eventOf, type LiveEvent } from "../../platform/bus/bus.ts";
import { emit } from "../../platform/events/emit.ts";
import { subscriptionsSettled } from "../../platform/live/channel.ts";
import { saveNotificationSettings } from "../accounts/settings/notification-settings.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Member = Awaited<ReturnType<typeof buildMember>>;

/** A signed-in member with a profile, writing in `locale`. */
async function person(name: string, locale = "en") {
  const member = await buildMember(db, { name, locale });
  const slug = `${name.split(" ")[0]}-${uniqueWord()}`;
  await db.insert(profiles).values({ userId: member.user.id, slug });
  return { ...member, slug };
}

/** Delivers every event so far, then the mail it queued. */
async function delivered() {
  await ctx.deps.events.drain();
  await ctx.deps.mail.flush();
}

const told = (userId: number) => db.select().from(notifications).where(eq(notifications.userId, userId));

/** How the actor makes each key happen to the recipient, through the API. */
const CAUSES: Record<
  "new_follower" | "new_connection" | "confirmed_connection",
  (actor: Member, recipient: Member) => Promise<unknown>
> = {
  new_follower: (actor, recipient) =>
    request(ctx.app, "POST", "/api/v1/followings", {
      headers: actor.headers,
      type: "follows",
      attributes: { target_id: String(recipient.user.id) },
    }),
  new_connection: (actor, recipient) =>
    request(ctx.app, "POST", "/api/v1/connections", {
      headers: actor.headers,
      type: "connections",
      attributes: { connectee_id: String(recipient.user.id) },
    }),
  confirmed_connection: async (actor, recipient) => {
    const asked = await buildConnection(db, {
      requesterId: recipient.user.id,
      connecteeId: actor.user.id,
      status: "requested",
    });
    return request(ctx.app, "PATCH", `/api/v1/connections/${asked.id}/confirm`, { headers: actor.headers });
  },
};
const KEYS = Object.keys(CAUSES) as (keyof typeof CAUSES)[];

const SETTINGS = [
  { chosen: "never chosen", inline: true, email: true },
  { chosen: "inline only", inline: true, email: false },
  { chosen: "e-mail only", inline: false, email: true },
  { chosen: "neither", inline: false, email: false },
];

describe("notifications by the recipient's settings", () => {
  it.each(KEYS.flatMap((key) => SETTINGS.map((s) => ({ key, ...s }))))(
    "$key, $chosen: stores and pushes the notification when inline is on, mails when e-mail is on",
    async ({ key, chosen, inline, email }) => {
      const actor = await person("Ada Actor");
      const recipient = await person("Rita Recipient");
      // Another key's choice plays no part.
      const other: NotificationKey = key === "new_follower" ? "new_connection" : "new_follower";
      await saveNotificationSettings(db, recipient.user.id, [
        { key: other, channel: "inline", enabled: !inline },
        { key: other, channel: "email", enabled: !email },
        ...(chosen === "never chosen"
          ? []
          : [
              { key, channel: "inline" as const, enabled: inline },
              { key, channel: "email" as const, enabled: email },
            ]),
      ]);
      const heard: LiveEvent[] = [];
      // Notifications only: a request also moves the recipient's header counts (live-counts.test.ts).
      const unsubscribe = ctx.deps.bus.subscribe(recipient.user.id, (frame) => {
        if (frame.type === "notification") heard.push(eventOf(frame));
      });
      await subscriptionsSettled(ctx.deps.bus);

      await CAUSES[key](actor, recipient);
      await delivered();

      const stored = await told(recipient.user.id);
      expect(stored).toEqual(inline ? [expect.objectContaining({ key, actorId: actor.user.id, readAt: null })] : []);
      if (inline) {
        await expect.poll(() => heard.length).toBe(1);
        expect(heard[0]).toMatchObject({
          type: "notification",
          document: { data: { type: "notifications", id: String(stored[0].id), attributes: { key } } },
        });
      } else {
        expect(heard).toEqual([]);
      }
      unsubscribe();
      const mails = await mailsTo(db, recipient.user.email);
      expect(mails.map((m) => m.kind)).toEqual(email ? [key] : []);
      // The actor hears nothing of their own doing.
      expect(await told(actor.user.id)).toEqual([]);
      expect(await mailsTo(db, actor.user.email)).toEqual([]);
    },
  );
});

describe("notifications a change takes away", () => {
  /**
   * With one notification stored for the member, makes the change (answered `status`): afterwards
   * it is gone, and the member's open clients get the bell's count without it.
   */
  async function forgets(who: Member, change: () => ReturnType<typeof request>, status: number) {
    expect(await told(who.user.id)).toHaveLength(1);
    const heard: LiveEvent[] = [];
    const unsubscribe = ctx.deps.bus.subscribe(who.user.id, (frame) => heard.push(eventOf(frame)));
    await subscriptionsSettled(ctx.deps.bus);
    const answer = await change();
    expect(answer.statusCode, answer.body).toBe(status);
    await delivered();
    expect(await told(who.user.id)).toEqual([]);
    const counts = () => heard.filter((e) => e.type === "counts").map((e) => e.data);
    await expect.poll(counts).toContainEqual({ unread_notifications_count: 0 });
    unsubscribe();
  }

  it("bring both their unread count once a block has forgotten what either was told of the other", async () => {
    const [ada, ben] = await Promise.all([person("Ada Followed"), person("Ben Follows")]);
    await CAUSES.new_follower(ben, ada);
    await delivered();
    const block = () =>
      request(ctx.app, "POST", "/api/v1/my/blocks", {
        headers: ada.headers,
        type: "blocks",
        attributes: { user_id: String(ben.user.id) },
      });
    await forgets(ada, block, 201);
  });

  it("bring the connectee their unread count once a withdrawn request took its notice along", async () => {
    const [ada, ben] = await Promise.all([person("Ada Asked"), person("Ben Asks")]);
    const asked = await request(ctx.app, "POST", "/api/v1/connections", {
      headers: ben.headers,
      type: "connections",
      attributes: { connectee_id: String(ada.user.id) },
    });
    await delivered();
    const withdraw = () =>
      request(ctx.app, "DELETE", `/api/v1/connections/${asked.json().data.id}`, { headers: ben.headers });
    await forgets(ada, withdraw, 204);
  });
});

const SUBJECTS = {
  en: {
    new_follower: "Ada Actor now follows you on Atelier",
    new_connection: "Ada Actor wants to connect with you on Atelier",
    confirmed_connection: "Ada Actor accepted your connection request",
  },
  de: {
    new_follower: "Ada Actor folgt dir jetzt auf Atelier",
    new_connection: "Ada Actor möchte sich auf Atelier mit dir vernetzen",
    confirmed_connection: "Ada Actor hat deine Kontaktanfrage angenommen",
  },
};

describe("notification e-mails", () => {
  it.each(KEYS.flatMap((key) => (["en", "de"] as const).map((locale) => ({ key, locale }))))(
    "$key in $locale: names the actor, links to their profile and to the recipient's settings",
    async ({ key, locale }) => {
      const actor = await person("Ada Actor", locale === "en" ? "de" : "en");
      const recipient = await person("Rita Recipient", locale);

      await CAUSES[key](actor, recipient);
      await delivered();

      const [mail] = await mailsTo(db, recipient.user.email);
      expect(mail.subject).toBe(SUBJECTS[locale][key]);
      expect(mail.text.startsWith(locale === "de" ? "Hallo Rita Recipient," : "Hello Rita Recipient,")).toBe(true);
      expect(mail.text).toContain("Ada Actor");
      expect(mail.html).toContain(`<html lang="${locale}">`);

      const profile = linkTo(mail.text, "/profile/");
      expect(profile.href).toBe(`${TEST_ORIGIN}/profile/${actor.slug}`);
      expect(mail.html).toContain(`href="${profile.href}"`);

      const settings = linkTo(mail.text, "/settings/notifications");
      expect(`${settings.origin}${settings.pathname}`).toBe(`${TEST_ORIGIN}/settings/notifications`);
      const token = settings.searchParams.get("token");
      expect(await findAccountToken(db, "notification_settings", token)).toMatchObject({ userId: recipient.user.id });
      expect(mail.html).toContain(`href="${settings.href.replace(/&/g, "&amp;")}"`);
    },
  );
});

describe("the e-mail of a connection request with a note", () => {
  it.each([
    ["en", "Ada Actor wrote: “Your zine was great.\nCoffee?”"],
    ["de", "Ada Actor schreibt dazu: „Your zine was great.\nCoffee?“"],
  ] as const)("quotes the note in %s", async (locale, quoted) => {
    const actor = await person("Ada Actor");
    const recipient = await person("Rita Recipient", locale);

    await request(ctx.app, "POST", "/api/v1/connections", {
      headers: actor.headers,
      type: "connections",
      attributes: { connectee_id: String(recipient.user.id), note: "Your zine was great.\nCoffee?" },
    });
    await delivered();

    const [mail] = await mailsTo(db, recipient.user.email);
    expect(mail.subject).toBe(SUBJECTS[locale].new_connection);
    expect(mail.text).toContain(quoted);
    expect(mail.html).toContain("Your zine was great.");
  });
});

describe("who is never told", () => {
  /** A follow already made, and its event emitted as the follow's transaction would. */
  async function followedMeanwhile(change: (actor: Member, recipient: Member) => Promise<unknown>) {
    const actor = await person("Ada Actor");
    const recipient = await person("Rita Recipient");
    await db.insert(follows).values({ followerId: actor.user.id, followeeId: recipient.user.id });
    await change(actor, recipient);
    await emit(db, { type: "user_followed", followerId: actor.user.id, followeeId: recipient.user.id });
    await delivered();
    return { actor, recipient };
  }

  const deactivate = (member: Member) =>
    db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, member.user.id));

  it.each([
    [
      "the recipient blocked the actor",
      (a: Member, r: Member) => buildBlock(db, { blockerId: r.user.id, blockedId: a.user.id }),
    ],
    [
      "the actor blocked the recipient",
      (a: Member, r: Member) => buildBlock(db, { blockerId: a.user.id, blockedId: r.user.id }),
    ],
    ["the recipient's account is deactivated", (_: Member, r: Member) => deactivate(r)],
    ["the actor's account is deactivated", (a: Member) => deactivate(a)],
    [
      "the actor's e-mail address is unconfirmed",
      (a: Member) => db.update(users).set({ confirmedAt: null }).where(eq(users.id, a.user.id)),
    ],
    [
      "the follow was undone before delivery",
      (a: Member, r: Member) =>
        db
          .delete(follows)
          .where(eq(follows.followerId, a.user.id))
          .then(() => r),
    ],
  ])("gets neither notification nor e-mail when %s, and the event counts as handled", async (_, change) => {
    const { recipient } = await followedMeanwhile(change);
    expect(await told(recipient.user.id)).toEqual([]);
    expect(await mailsTo(db, recipient.user.email)).toEqual([]);
    const pending = await db.select().from(eventOutbox).where(eq(eventOutbox.status, "pending"));
    expect(pending).toEqual([]);
  });
});
