import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildBlock, buildMembership, buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import {
  addresses,
  creativeFields,
  interestCreativeFields,
  interestSettings,
  memberships,
  notificationSettings,
  userBlocks,
  users,
} from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

/** Every account route: the user's own resources, reached by session (or settings token) only. */
const OWN_PATHS = /^\/api\/v1\/(me|my|notification_settings|interests_settings)(\/|$)/;

/** A's private data, as stored; B's requests must leave all of it as it was. */
async function snapshot(userId: number) {
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    address: await db.select().from(addresses).where(eq(addresses.userId, userId)),
    blocks: await db.select().from(userBlocks).where(eq(userBlocks.blockerId, userId)),
    notifications: await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    interests: await db.select().from(interestCreativeFields).where(eq(interestCreativeFields.userId, userId)),
    digest: await db.select().from(interestSettings).where(eq(interestSettings.userId, userId)),
    memberships: await db.select().from(memberships).where(eq(memberships.userId, userId)),
  };
}

describe("another user's account data (B1)", () => {
  it("is neither shown nor changed by any account route, whatever ids B sends", async () => {
    const a = await buildSignedInUser(db, { profileVisibility: "connections", theme: "dark" });
    const b = await buildSignedInUser(db);
    const blockedByA = await buildUser(db);
    const [field] = await db.select().from(creativeFields).orderBy(asc(creativeFields.id)).limit(1);
    await db.insert(addresses).values({ userId: a.user.id, street: "Geheimweg 7", phone: "+49 30 999999" });
    await buildBlock(db, { blockerId: a.user.id, blockedId: blockedByA.id });
    await db
      .insert(notificationSettings)
      .values({ userId: a.user.id, key: "new_like", channel: "email", enabled: false });
    await db.insert(interestCreativeFields).values({ userId: a.user.id, creativeFieldId: field.id });
    await db.insert(interestSettings).values({ userId: a.user.id, opportunityDigest: "never" });
    await buildMembership(db, { userId: a.user.id, startsAt: new Date() });
    const before = await snapshot(a.user.id);
    const secrets = [a.user.email, "Geheimweg 7", "+49 30 999999"];

    const spec = (await request(ctx.app, "GET", "/api/docs/json")).json();
    const routes = Object.entries(spec.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => OWN_PATHS.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })));
    expect(routes.length).toBeGreaterThanOrEqual(14);

    // First with A's id in the body, which every write must refuse; then without, so that each route
    // runs its own logic on B's account, which must stay B's.
    for (const bodyId of [String(a.user.id), undefined]) {
      for (const { path, method } of routes) {
        // Path ids name what A blocked.
        const url = path.replace(/\{[^}]+\}/g, String(blockedByA.id));
        const res = await ctx.app.inject({
          method: method as "GET",
          url,
          headers: { ...b.headers, "content-type": JSONAPI_MEDIA_TYPE },
          ...(method === "GET" || method === "DELETE"
            ? {}
            : { payload: { data: { id: bodyId, attributes: { user_id: String(a.user.id), street: "B's street" } } } }),
        });
        const where = `${method} ${url} with body id ${bodyId} answered ${res.statusCode}`;
        if (method !== "GET" && bodyId !== undefined) expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, where).toBeLessThan(500);
        for (const secret of secrets) expect(res.body, where).not.toContain(secret);
      }
    }

    expect(await snapshot(a.user.id)).toEqual(before);
  });
});
