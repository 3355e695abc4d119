import { count, eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildProfile } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { connections, follows, notifications, profiles, users } from "../../db/schema/index.ts";
import { issueSession } from "../../platform/auth/sessions.ts";
import { demoEmail } from "./accounts.ts";
import { CROWD_CONNECTED, DEMO_WORLD } from "./crowd.ts";
import { seedDemo } from "./index.ts";
import { DEMO_EMAIL_DOMAIN } from "./people.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

describe("the demo world's social side", () => {
  beforeAll(async () => {
    // Someone else already uses the address a demo person would get.
    const [taken] = await db.insert(users).values({ email: "jonas@example.test", name: "Jonas R." }).returning();
    await buildProfile(db, { userId: taken.id, slug: "Jonas-Reiter" });
    await seedDemo(ctx.deps);
    // The whole world, its drawn pictures included: slow on a busy machine.
  }, 600_000);

  const demoIds = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    ).map((u) => u.id);

  it("gives every demo person a profile with a slug, a headline and an about text", async () => {
    const ids = await demoIds();
    const rows = await db.select().from(profiles).where(inArray(profiles.userId, ids));
    expect(rows).toHaveLength(DEMO_WORLD.length);
    expect(rows.filter((p) => !p.slug || !p.headline || !p.about)).toEqual([]);
    const res = await request(ctx.app, "GET", "/api/v1/users/mara-lindqvist");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ name: "Mara Lindqvist", connections_count: 4 });
    const jonas = (await request(ctx.app, "GET", "/api/v1/users/jonas-reiter-2")).json().data.attributes;
    expect(jonas).toMatchObject({ name: "Jonas Reiter", headline: expect.stringContaining("Fotograf") });
  });

  it("lets the demo accounts find followers, connections and requests waiting", async () => {
    const [mara] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("mara")));
    const { token } = await issueSession(db, mara.id);
    const incoming = await request(ctx.app, "GET", "/api/v1/my/connections/incoming", { token });
    expect(incoming.json().data).toHaveLength(2);
    const followers = await request(ctx.app, "GET", `/api/v1/users/${mara.id}/followers`);
    expect(followers.json().meta.total).toBeGreaterThan(5);
    const recommended = await request(ctx.app, "GET", `/api/v1/users?filter[with_user_connectable_to]=${mara.id}`, {
      token,
    });
    expect(recommended.json().data.length).toBeGreaterThan(5);
    const told = await db.select().from(notifications).where(eq(notifications.userId, mara.id));
    expect(told.map((n) => n.key)).toEqual(expect.arrayContaining(["new_follower", "new_connection"]));
  });

  it("leaves an already seeded world alone", async () => {
    const before = await db.select({ n: count() }).from(follows);
    await seedDemo(ctx.deps);
    expect(await db.select({ n: count() }).from(follows)).toEqual(before);
    const ids = await demoIds();
    expect(await db.select().from(connections).where(inArray(connections.requesterId, ids))).toHaveLength(
      25 + CROWD_CONNECTED.length,
    );
  });
});
