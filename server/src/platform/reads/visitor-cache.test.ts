import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import {
  buildConnection,
  buildFollow,
  buildMembership,
  buildProfile,
  buildSignedInUser,
  buildUser,
  buildUserProfession,
} from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { statementsOf } from "../../../test/statements.ts";
import {
  creationMedia,
  creations,
  creativeFields,
  operationSkills,
  profiles,
  standardizedSkills,
  userCreativeFields,
  users,
} from "../../db/schema/index.ts";
import { showsUser } from "./request-scope.ts";
import { keptForVisitors } from "./visitor-cache.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

/** What keptForVisitors keeps under `key`, if anything. */
const keptValue = (key: string) => (ctx.deps.visitorCache.get(key) as { value: unknown } | undefined)?.value;

interface UserDocument {
  data: { attributes: Record<string, unknown>; relationships: Record<string, { data: unknown }> };
  included?: unknown[];
}

/** Someone anyone may see, with a profile. */
async function someone() {
  const user = await buildUser(db, { name: "Vera Visible" });
  const profile = await buildProfile(db, { userId: user.id, headline: "Letterer" });
  return { user, slug: profile.slug };
}

const URL_OF = (slug: string) => `/api/v1/users/${slug}?include=assigned_professions,creative_fields`;

async function visitorView(slug: string): Promise<UserDocument> {
  const reply = await request(ctx.app, "GET", URL_OF(slug));
  expect(reply.statusCode).toBe(200);
  return reply.json() as UserDocument;
}

/**
 * Reads until what a visitor sees is kept: the notices of the rows just written may still be on
 * their way, and one arriving after a read takes away what the read kept.
 */
async function kept(slug: string) {
  await vi.waitFor(async () => {
    await visitorView(slug);
    expect(await statementsOfVisit(slug)).toBe(0);
  });
}

/** How many statements a visitor's read runs: none once it is kept. */
async function statementsOfVisit(slug: string, headers: Record<string, string> = {}) {
  const { statements } = await statementsOf(() => ctx.app.inject({ url: URL_OF(slug), headers }));
  return statements.length;
}

/** Each change to what the users resource shows, and how a visitor's view must follow it. */
const CHANGES: {
  name: string;
  change(user: { id: number }): Promise<unknown>;
  shows(view: UserDocument): void;
}[] = [
  {
    name: "the profile's text",
    change: (user) => db.update(profiles).set({ headline: "Type designer" }).where(eq(profiles.userId, user.id)),
    shows: (view) => expect(view.data.attributes.headline).toBe("Type designer"),
  },
  {
    name: "the account's name",
    change: (user) => db.update(users).set({ name: "Vera Renamed" }).where(eq(users.id, user.id)),
    shows: (view) => expect(view.data.attributes.name).toBe("Vera Renamed"),
  },
  {
    name: "a new follower",
    change: (user) => buildFollow(db, { followeeId: user.id }),
    shows: (view) => expect(view.data.attributes.followers_count).toBe(1),
  },
  {
    name: "someone followed",
    change: (user) => buildFollow(db, { followerId: user.id }),
    shows: (view) => expect(view.data.attributes.followings_count).toBe(1),
  },
  {
    name: "a confirmed connection",
    change: (user) => buildConnection(db, { connecteeId: user.id }),
    shows: (view) => expect(view.data.attributes.connections_count).toBe(1),
  },
  {
    name: "a premium membership",
    change: (user) => buildMembership(db, { userId: user.id, isPremium: true }),
    shows: (view) => expect(view.data.attributes.is_premium).toBe(true),
  },
  {
    name: "a profession",
    change: (user) => buildUserProfession(db, { userId: user.id }),
    shows: (view) => expect(view.data.relationships.assigned_professions.data).toHaveLength(1),
  },
  {
    name: "a creative field",
    change: async (user) => {
      const [field] = await db
        .execute<{ id: number }>(sql`select id from creative_fields order by id limit 1`)
        .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
      return db.insert(userCreativeFields).values({ userId: user.id, creativeFieldId: field.id, position: 0 });
    },
    shows: (view) => expect(view.data.relationships.creative_fields.data).toHaveLength(1),
  },
];

describe("what visitors see of a user, kept per instance", () => {
  it("is read once; later visits read nothing", async () => {
    const { slug } = await someone();
    const first = await visitorView(slug);
    await kept(slug);
    expect(await visitorView(slug)).toEqual(first);
  });

  it.each(CHANGES)("follows a change: $name", async ({ change, shows }) => {
    const { user, slug } = await someone();
    await kept(slug);
    await change(user);
    // The database announces the change when it commits; the notice reaches the instance just after.
    await vi.waitFor(async () => shows(await visitorView(slug)));
  });

  it("follows a follower who stops being visible: the count holds only those a visitor may see", async () => {
    const { user, slug } = await someone();
    const follower = await buildUser(db);
    await buildFollow(db, { followerId: follower.id, followeeId: user.id });
    await expect.poll(async () => (await visitorView(slug)).data.attributes.followers_count).toBe(1);
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, follower.id));
    await expect.poll(async () => (await visitorView(slug)).data.attributes.followers_count).toBe(0);
  });

  it("does not keep what was read before a change to a user it shows, heard of meanwhile", async () => {
    const { user } = await someone();
    const cache = ctx.deps.visitorCache;
    const showing = (value: string) => async () => {
      showsUser(user.id);
      return value;
    };
    await keptForVisitors(cache, `probe:${user.id}`, showing("kept"));
    expect(keptValue(`probe:${user.id}`)).toBe("kept");
    const read = await keptForVisitors(cache, `raced:${user.id}`, async () => {
      await db.update(users).set({ name: "Changed Meanwhile" }).where(eq(users.id, user.id));
      // The notice has arrived once it has taken the probe away.
      await vi.waitFor(() => expect(keptValue(`probe:${user.id}`)).toBeUndefined());
      return showing("read before the change")();
    });
    expect(read).toBe("read before the change");
    expect(keptValue(`raced:${user.id}`)).toBeUndefined();
    // Built after the notice, it is kept.
    await keptForVisitors(cache, `raced:${user.id}`, showing("read after the change"));
    expect(keptValue(`raced:${user.id}`)).toBe("read after the change");
  });

  it("builds a reply once for the requests that ask while it is built, unless told that each builds its own", async () => {
    const { user } = await someone();
    const cache = ctx.deps.visitorCache;
    for (const join of [true, false]) {
      let builds = 0;
      const build = async () => {
        const number = ++builds;
        showsUser(user.id);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return `build ${number}`;
      };
      const key = `herd:${user.id}:${join}`;
      const replies = await Promise.all(Array.from({ length: 5 }, () => keptForVisitors(cache, key, build, { join })));
      expect(builds).toBe(join ? 1 : 5);
      expect(new Set(replies).size).toBe(join ? 1 : 5);
    }
  });

  it("hears of changes to rows a user has through another: a creative field's skill, an item's medium", async () => {
    const { user } = await someone();
    const keep = (key: string) =>
      keptForVisitors(ctx.deps.visitorCache, key, async () => {
        showsUser(user.id);
        return "kept";
      });
    const [field] = await db.select({ id: creativeFields.id }).from(creativeFields).limit(1);
    const [skill] = await db.select({ id: standardizedSkills.id }).from(standardizedSkills).limit(1);
    const [operation] = await db
      .insert(userCreativeFields)
      .values({ userId: user.id, creativeFieldId: field.id, position: 0 })
      .returning();
    const [item] = await db
      .insert(creations)
      .values({ type: "showroom", ownerId: user.id, slug: `probe-${user.id}`, title: "Probe", seedRank: 1 })
      .returning();
    const changes = [
      () => db.insert(operationSkills).values({ operationId: operation.id, skillId: skill.id }),
      () => db.insert(creationMedia).values({ creationId: item.id, type: "youtube", code: "dQw4w9WgXcQ" }),
      () => db.delete(creationMedia).where(eq(creationMedia.creationId, item.id)),
    ];
    for (const [i, change] of changes.entries()) {
      await vi.waitFor(async () => {
        await keep(`probe:${i}`);
        expect(keptValue(`probe:${i}`)).toBe("kept");
      });
      await change();
      await vi.waitFor(() => expect(keptValue(`probe:${i}`)).toBeUndefined());
    }
  });

  it("stops serving a user who stops being public, with the notice of the change", async () => {
    const { user, slug } = await someone();
    await kept(slug);
    await db.update(users).set({ profileVisibility: "members" }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await request(ctx.app, "GET", URL_OF(slug))).statusCode).toBe(404));
  });

  it("serves signed-in viewers what they see, never the visitors' copy", async () => {
    const { slug } = await someone();
    await visitorView(slug);
    const viewer = await buildSignedInUser(db);
    expect(await statementsOfVisit(slug, viewer.headers)).toBeGreaterThan(1);
    const reply = await request(ctx.app, "GET", URL_OF(slug), { headers: viewer.headers });
    expect((reply.json() as UserDocument).data.attributes.is_followed).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE === "postgres")("when the database's notices may be missed", () => {
  it("keeps nothing while its listening connection is down, and keeps again once it is back", async () => {
    const { slug } = await someone();
    await kept(slug);
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen user_changed'`,
    );
    await vi.waitFor(async () => expect(await statementsOfVisit(slug)).toBeGreaterThan(0));
    await vi.waitFor(async () => {
      await visitorView(slug);
      expect(await statementsOfVisit(slug)).toBe(0);
    }, 5000);
  });
});
