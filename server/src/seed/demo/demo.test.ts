import { inArray, isNull, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { userCreativeFields, users } from "../../db/schema/index.ts";
import { seedDemo } from "./index.ts";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, DEMO_PEOPLE } from "./people.ts";

const ctx = await createTestContext();
const db = ctx.deps.db;

describe("demo world", () => {
  beforeAll(() => seedDemo(db));

  const demoUsers = () =>
    db
      .select()
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));

  it("creates every demo person as a complete, confirmed account with a city and creative fields", async () => {
    const rows = await demoUsers();
    expect(rows).toHaveLength(DEMO_PEOPLE.length);
    expect(rows.filter((u) => !u.complete || !u.confirmedAt || u.locationId === null)).toEqual([]);
    const fieldLinks = await db
      .select()
      .from(userCreativeFields)
      .where(
        inArray(
          userCreativeFields.userId,
          rows.map((u) => u.id),
        ),
      );
    expect(new Set(fieldLinks.map((l) => l.userId)).size).toBe(DEMO_PEOPLE.length);
  });

  it("leaves an already seeded database alone", async () => {
    await seedDemo(db);
    expect(await demoUsers()).toHaveLength(DEMO_PEOPLE.length);
    const [withoutHash] = await db.select().from(users).where(isNull(users.passwordHash)).limit(1);
    expect(withoutHash).toBeUndefined();
  });

  it("lets the README's demo accounts sign in", async () => {
    for (const handle of ["mara", "studio"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/login",
        headers: { "content-type": "application/vnd.api+json" },
        payload: {
          data: { type: "sessions", attributes: { email: `${handle}@${DEMO_EMAIL_DOMAIN}`, password: DEMO_PASSWORD } },
        },
      });
      expect(res.statusCode).toBe(201);
    }
  });
});
