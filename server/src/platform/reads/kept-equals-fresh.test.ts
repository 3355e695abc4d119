import { COOKIES } from "@atelier/common/enums";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildItem } from "../../../test/creations.ts";
import { buildFollow, buildProfile, buildStoredFile } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { noticesHeard } from "../../../test/notices.ts";
import { buildOpportunity } from "../../../test/opportunities.ts";
import { createWebTestContext } from "../../../test/security/web-context.ts";
import { buildMember, someCreativeFields, uniqueWord } from "../../../test/social.ts";
import { locations, opportunities, profileImages, standardizedSkills, users } from "../../db/schema/index.ts";
import { startFeaturedPeriod } from "../../features/showroom/featured/featured.ts";

// Kept far longer than the checks take on a slow machine: only a notice may take a read away here.
const ctx = await createWebTestContext({ KEPT_READS_SECONDS: "3600" });
const { db } = ctx.deps;
const cache = ctx.deps.visitorCache;

/**
 * Fresh reads bypass what is kept (nothing is served from it nor kept by them); every other read
 * goes through the cache, and the first lookup of each read tells whether it was served as kept.
 */
let fresh = false;
let firstLookup: "hit" | "miss" | undefined;
const get = cache.get.bind(cache);
const keep = cache.keep.bind(cache);
cache.get = (key) => {
  if (fresh) return undefined;
  const value = get(key);
  firstLookup ??= value === undefined ? "miss" : "hit";
  return value;
};
cache.keep = (...args) => {
  if (!fresh) keep(...args);
};

type Headers = Record<string, string>;

interface Read {
  url: string;
  /** A member's read (their lists are kept for any member); a visitor's without. */
  as?: Headers;
}

interface Seen {
  status: number;
  body: unknown;
  lookup: "hit" | "miss" | undefined;
}

/** A read as compared: an HTML page without its per-request nonce, a JSON reply parsed. */
async function read({ url, as }: Read): Promise<Seen> {
  firstLookup = undefined;
  const reply = await ctx.app.inject({ url, headers: as });
  const lookup = firstLookup;
  if (url.startsWith("/api/")) return { status: reply.statusCode, body: reply.json(), lookup };
  const nonce = /'nonce-([^']+)'/.exec(String(reply.headers["content-security-policy"]))?.[1];
  const html = nonce ? reply.body.replaceAll(nonce, "NONCE") : reply.body;
  // When the page's data was fetched and handed over: the time of each render.
  return { status: reply.statusCode, body: html.replace(/(At[\\"]+:)\d{13}/g, "$1TIME"), lookup };
}

/** Where two reads differ first, shortly; undefined when they do not. */
function difference(kept: Seen, now: Seen): string | undefined {
  const [a, b] = [`${kept.status} ${JSON.stringify(kept.body)}`, `${now.status} ${JSON.stringify(now.body)}`];
  if (a === b) return undefined;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  return `kept …${a.slice(Math.max(0, at - 150), at + 150)}… fresh …${b.slice(Math.max(0, at - 150), at + 150)}…`;
}

async function freshRead(target: Read): Promise<Seen> {
  fresh = true;
  try {
    return await read(target);
  } finally {
    fresh = false;
  }
}

/** An API write as the client makes it, which must succeed. */
async function send(method: "POST" | "PATCH" | "DELETE", url: string, as: Headers, data?: object) {
  const reply = await request(ctx.app, method, url, { headers: as, ...(data ? { payload: { data } } : {}) });
  expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBeLessThan(300);
  return reply.statusCode === 204 ? undefined : reply.json().data;
}

describe("what visitors and members are kept", () => {
  // Some thirty writes, each followed by every read twice: a minute on a quiet machine, more on a busy one.
  it("equals a fresh read of the same data after every kind of write", { timeout: 300_000 }, async () => {
    const word = uniqueWord();
    const [field, otherField] = await someCreativeFields(db, 2);
    const [skill] = await db.select({ id: standardizedSkills.id }).from(standardizedSkills).limit(1);
    const [place] = await db.select({ id: locations.id }).from(locations).limit(1);
    // Complete by every rule, so that changing their account keeps them so.
    const member = async (name: string, columns: Partial<typeof users.$inferInsert> = {}) => {
      const signedIn = await buildMember(
        db,
        { name: `${name} ${word}`, locationId: place.id, acceptedTermsAt: new Date(), ...columns },
        [field],
      );
      const profile = await buildProfile(db, { userId: signedIn.user.id, headline: `${name}'s work` });
      return { ...signedIn, id: signedIn.user.id, slug: profile.slug };
    };
    const ada = await member("Ada");
    const ben = await member("Ben");
    const cy = await member("Cy", { confirmedAt: null });
    const dee = await member("Dee");
    const eve = await member("Eve");
    const item = await buildItem(db, { ownerId: ada.id, title: `Cranes ${word}`, creativeFieldIds: [field] });
    await buildFollow(db, { followerId: cy.id, followeeId: ada.id });
    // The home page features a field now; the rotation, finding it running, starts none mid-test.
    expect(await startFeaturedPeriod(db, { lengthMs: 86_400_000 })).not.toBeNull();
    const itemBase = `/api/v1/showroom/items/${item.id}`;
    const job = await buildOpportunity(db, ada.id, { title: `Poster printer ${word}` }, [field]);
    const board = `/api/v1/opportunities?filter[with_opportunity_keyword]=${word}&include=owner,location,creative_fields`;

    // A page knows its member by the session's cookie, as the browser sends it.
    const eveSignedIn = { cookie: `${COOKIES.authToken}=${eve.token}` };
    const everyInclude = "include=owner,media,co_creators,weblinks,creative_fields,assigned_skills";
    const find = `/api/v1/creatives?filter[with_creative_names]=${word}&include=showroom_items`;
    const reads: Read[] = [
      { url: "/" },
      { url: `/profile/${ada.slug}` },
      { url: `/profile/${dee.slug}` },
      { url: `/showroom/${item.slug}` },
      { url: `/api/v1/users/${ada.id}` },
      { url: `/api/v1/users/${dee.id}` },
      { url: `/api/v1/showroom/items/${item.slug}` },
      { url: `/api/v1/showroom/items?filter[with_showroom_created_by]=${ada.id}&sorted_by=1&${everyInclude}` },
      { url: `/api/v1/showroom/items?sorted_by=1&${everyInclude}` },
      { url: find },
      { url: find, as: eve.headers },
      { url: `/api/v1/users?filter[with_user_names]=${word}`, as: eve.headers },
      { url: board },
      { url: board, as: eve.headers },
      { url: "/jobs" },
      // The pages kept for any plain member, whose own standing arrives after paint.
      { url: "/", as: eveSignedIn },
      { url: `/profile/${ada.slug}`, as: eveSignedIn },
      { url: `/showroom/${item.slug}`, as: eveSignedIn },
      { url: "/jobs", as: eveSignedIn },
    ];

    let connection = "";
    let newItem = 0;
    let coCreator = "";
    const writes: [string, () => Promise<unknown>][] = [
      [
        "profile text",
        () => send("PATCH", "/api/v1/my/profile", ada.headers, { type: "profiles", attributes: { headline: "Paper" } }),
      ],
      [
        "account name",
        () =>
          send("PATCH", "/api/v1/me", ada.headers, {
            type: "me",
            id: String(ada.id),
            attributes: { name: `Ada Renamed ${word}` },
          }),
      ],
      [
        "profile section",
        () =>
          send("POST", "/api/v1/my/employments", ada.headers, {
            type: "employments",
            attributes: { employer: "Atelier Nord", title: "Binder" },
          }),
      ],
      [
        "profile link",
        () =>
          send("POST", "/api/v1/my/weblinks", ada.headers, {
            type: "weblinks",
            attributes: { url: "https://ada.example" },
          }),
      ],
      [
        "profile image",
        async () => {
          const file = await buildStoredFile(db, { ownerId: ada.id });
          await db.insert(profileImages).values({
            userId: ada.id,
            kind: "profile",
            fileId: file.id,
            renditions: { small: "p/s.webp", medium: "p/m.webp", large: "p/l.webp" },
            width: 512,
            height: 512,
          });
        },
      ],
      [
        "follow",
        () =>
          send("POST", "/api/v1/followings", ben.headers, {
            type: "follows",
            attributes: { target_id: String(ada.id) },
          }),
      ],
      ["unfollow", () => send("DELETE", `/api/v1/followings/${ada.id}`, ben.headers)],
      [
        "connection request",
        async () => {
          const asked = await send("POST", "/api/v1/connections", ben.headers, {
            type: "connections",
            attributes: { connectee_id: String(ada.id) },
          });
          connection = asked.id;
        },
      ],
      ["connection confirmed", () => send("PATCH", `/api/v1/connections/${connection}/confirm`, ada.headers)],
      [
        "block",
        () =>
          send("POST", "/api/v1/my/blocks", ada.headers, { type: "blocks", attributes: { user_id: String(ben.id) } }),
      ],
      [
        "item created",
        async () => {
          newItem = Number(
            (
              await send("POST", "/api/v1/showroom/items", ada.headers, {
                type: "showroom_items",
                attributes: { title: "Swans" },
              })
            ).id,
          );
        },
      ],
      [
        "medium added",
        () =>
          send("POST", `/api/v1/showroom/items/${newItem}/youtubes`, ada.headers, {
            type: "media",
            attributes: { code: "dQw4w9WgXcQ" },
          }),
      ],
      ["item published", () => send("PATCH", `/api/v1/showroom/items/${newItem}/publish`, ada.headers)],
      [
        "item changed",
        () =>
          send("PATCH", itemBase, ada.headers, {
            type: "showroom_items",
            id: String(item.id),
            attributes: { title: "Herons", creative_field_ids: [String(otherField)] },
          }),
      ],
      [
        "skill assigned",
        () =>
          send("POST", `${itemBase}/assigned_skills`, ada.headers, {
            type: "assigned_skills",
            attributes: { skill_id: String(skill.id) },
          }),
      ],
      [
        "item link",
        () =>
          send("POST", `${itemBase}/weblinks`, ada.headers, {
            type: "item_weblinks",
            attributes: { url: "https://herons.example" },
          }),
      ],
      [
        "co-creator named",
        async () => {
          coCreator = (
            await send("POST", `${itemBase}/co_creators`, ada.headers, {
              type: "co_creators",
              attributes: { user_id: String(dee.id) },
            })
          ).id;
        },
      ],
      ["co-creator confirms", () => send("PATCH", `${itemBase}/co_creators/${coCreator}/confirm`, dee.headers)],
      ["like", () => send("PATCH", `/api/v1/likes/showroom_items/${item.id}`, eve.headers)],
      [
        "co-creator hidden",
        () =>
          send("PATCH", "/api/v1/me/privacy", dee.headers, {
            type: "privacy_settings",
            attributes: { profile_visibility: "members" },
          }),
      ],
      [
        "co-creator shown again",
        () =>
          send("PATCH", "/api/v1/me/privacy", dee.headers, {
            type: "privacy_settings",
            attributes: { profile_visibility: "everyone" },
          }),
      ],
      [
        "follower confirms their address",
        () => db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, cy.id)),
      ],
      ["follower deactivated", () => db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, cy.id))],
      ["item deleted", () => send("DELETE", `/api/v1/showroom/items/${newItem}`, ada.headers)],
      [
        "opportunity saved",
        () =>
          send("POST", "/api/v1/bookmarks", eve.headers, {
            type: "bookmarks",
            attributes: { bookmarkable_type: "opportunity", bookmarkable_id: String(job.id) },
          }),
      ],
      [
        "applied",
        () => send("PATCH", `/api/v1/opportunities/${job.id}/apply`, eve.headers, { type: "opportunity_applications" }),
      ],
      // Someone the board showed nobody of posts: only the board's own notice reaches its kept pages.
      ["opportunity posted", () => buildOpportunity(db, ben.id, { title: `Letterpress ${word}` }, [field])],
      [
        "opportunity cancelled",
        () => db.update(opportunities).set({ cancelledAt: new Date() }).where(eq(opportunities.id, job.id)),
      ],
      [
        "owner hidden",
        () =>
          send("PATCH", "/api/v1/me/privacy", ada.headers, {
            type: "privacy_settings",
            attributes: { profile_visibility: "members" },
          }),
      ],
      [
        "owner shown again",
        () =>
          send("PATCH", "/api/v1/me/privacy", ada.headers, {
            type: "privacy_settings",
            attributes: { profile_visibility: "everyone" },
          }),
      ],
    ];

    // The notices of the rows written above would take away what is kept now.
    await noticesHeard(ctx);
    const last = new Map<Read, Seen>();
    for (const target of reads) last.set(target, await read(target));
    for (const [kind, write] of writes) {
      // What was answered whole before the write is kept: the write is what must take it away.
      for (const target of reads) {
        const before = await read(target);
        if (last.get(target)?.status === 200)
          expect.soft(before.lookup, `${target.url} kept before: ${kind}`).toBe("hit");
      }
      await write();
      await noticesHeard(ctx);
      for (const target of reads) {
        const kept = await read(target);
        const now = await freshRead(target);
        expect.soft(difference(kept, now), `${target.url} after: ${kind}`).toBeUndefined();
        last.set(target, now);
      }
    }
  });
});
