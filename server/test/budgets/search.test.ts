import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  creativeFields,
  operationSkills,
  standardizedProfessions,
  standardizedSkills,
  userCreativeFields,
} from "../../src/db/schema/index.ts";
import { createTestContext } from "../context.ts";
import { buildItem } from "../creations.ts";
import { buildProfile, buildSignedInUser, buildUser, buildUserProfession } from "../factories.ts";
import { statementsOf } from "../statements.ts";

/**
 * How many statements the header search's lists may run when a keyword names crafts: 40 people
 * holding photography's professions, fields and skills at every level, and their items. A query
 * per person, per craft or per item breaks these.
 */
const ctx = await createTestContext();
const { db } = ctx.deps;
let viewerToken: string;

beforeAll(async () => {
  const [photography] = await db.select().from(creativeFields).where(eq(creativeFields.slug, "photography"));
  const professions = await db
    .select({ id: standardizedProfessions.id })
    .from(standardizedProfessions)
    .where(eq(standardizedProfessions.creativeFieldId, photography.id))
    .orderBy(asc(standardizedProfessions.id));
  const skills = await db
    .select({ id: standardizedSkills.id })
    .from(standardizedSkills)
    .where(eq(standardizedSkills.creativeFieldId, photography.id))
    .orderBy(asc(standardizedSkills.id));
  const levels = ["none", "beginner", "intermediate", "expert"] as const;
  for (let i = 0; i < 40; i += 1) {
    const user = await buildUser(db, { name: `Person ${i}` });
    await buildProfile(db, { userId: user.id, headline: i % 2 ? "Light and shadow" : null });
    await buildUserProfession(db, { userId: user.id, professionId: professions[i % professions.length].id });
    const [operation] = await db
      .insert(userCreativeFields)
      .values({ userId: user.id, creativeFieldId: photography.id, level: levels[i % levels.length] })
      .returning();
    await db
      .insert(operationSkills)
      .values(skills.slice(0, 1 + (i % 3)).map((skill) => ({ operationId: operation.id, skillId: skill.id })));
    await buildItem(db, {
      ownerId: user.id,
      creativeFieldIds: [photography.id],
      skillIds: [skills[i % skills.length].id],
    });
  }
  viewerToken = (await buildSignedInUser(db)).token;
}, 120_000);

async function statementsFor(url: string, token?: string) {
  const { result, statements } = await statementsOf(() =>
    ctx.app.inject({ url, headers: token ? { "x-auth-token": token } : {} }),
  );
  expect(result.statusCode, `${url} answered ${result.statusCode}`).toBe(200);
  return { statements, body: result.json() };
}

describe("statement budgets of a search by craft", () => {
  it("a page of 20 people found by craft, with their professions, place and fields, reads in 3 statements", async () => {
    const url =
      "/api/v1/users?filter[with_user_keyword]=fotograf&include=assigned_professions.profession,location,creative_fields";
    // The page, its count and its people's facts, in a transaction that plans them for the keyword's
    // values; a member's session, as the instance kept it, and their standing (read before and
    // after the list is built) come on top.
    const readsOf = (all: string[]) =>
      all.filter((s) => !/^(begin|commit|set local plan_cache_mode)|from "sessions"/i.test(s)).length;
    for (const token of [undefined, viewerToken]) {
      const { statements, body } = await statementsFor(`${url}&page[size]=20`, token);
      expect(body.data).toHaveLength(20);
      expect(body.meta.total).toBe(40);
      const kinds = new Set(body.data.map((user: { meta: { matched_by: string } }) => user.meta.matched_by));
      expect(kinds).toEqual(new Set(["profession", "creative_field"]));
      expect(readsOf(statements), statements.join("\n")).toBeLessThanOrEqual(token ? 5 : 3);
      const one = await statementsFor(`${url}&page[size]=1`, token);
      expect(readsOf(one.statements), "never a statement per person").toBe(readsOf(statements));
    }
  });

  it("a page of showroom items found by their field, with their owners, runs at most 5 statements", async () => {
    const { statements, body } = await statementsFor(
      "/api/v1/showroom/items?filter[with_showroom_keyword]=photography&include=owner",
    );
    expect(body.data).toHaveLength(20);
    expect(body.data[0].meta).toEqual({ matched_by: "creative_field", matched_label: "Photography" });
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(5);
  });
});
