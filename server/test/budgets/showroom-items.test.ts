import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { creationWeblinks, standardizedSkills } from "../../src/db/schema/index.ts";
import { createTestContext } from "../context.ts";
import { buildCoCreator, buildItem, buildMedium } from "../creations.ts";
import { buildProfile, buildSignedInUser, buildUser } from "../factories.ts";
import { someCreativeFields } from "../social.ts";
import { statementsOf } from "../statements.ts";

/**
 * How many statements the showroom's reads may run, on a full page: 20 items of 20 owners, each
 * with media of every kind, creative fields, skills, co-creators and links. A query per item or
 * per part breaks these.
 */
const ctx = await createTestContext();
const { db } = ctx.deps;
let slug: string;
let viewerToken: string;

beforeAll(async () => {
  const fields = await someCreativeFields(db, 3);
  const skills = (
    await db.select({ id: standardizedSkills.id }).from(standardizedSkills).orderBy(asc(standardizedSkills.id)).limit(3)
  ).map((r) => r.id);
  const partner = await buildUser(db);
  for (let i = 0; i < 20; i += 1) {
    const owner = await buildUser(db);
    await buildProfile(db, { userId: owner.id });
    for (let position = 0; position < 3; position += 1) {
      const item = await buildItem(db, {
        ownerId: owner.id,
        position,
        media: 2,
        creativeFieldIds: fields.slice(0, 1 + (i % 3)),
        skillIds: skills,
      });
      await buildMedium(db, item.id, { type: "youtube", code: "dQw4w9WgXcQ" });
      await buildCoCreator(db, item.id, partner.id);
      await buildCoCreator(db, item.id, (await buildUser(db)).id, false);
      await db.insert(creationWeblinks).values({ creationId: item.id, url: "https://work.example" });
      if (position === 1) slug = item.slug;
    }
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

const ALL = "include=owner,media,co_creators,weblinks,creative_fields,assigned_skills";

describe("statement budgets of the showroom", () => {
  it("a page of 20 items with every include runs at most 5 statements, for visitors and members", async () => {
    for (const token of [undefined, viewerToken]) {
      const { statements, body } = await statementsFor(`/api/v1/showroom/items?${ALL}`, token);
      expect(body.data).toHaveLength(20);
      // The session's lookup comes on top for a member.
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(token ? 6 : 5);
    }
  });

  it("one item with its neighbours and every part runs at most 5 statements", async () => {
    const { statements, body } = await statementsFor(`/api/v1/showroom/items/${slug}`);
    expect(body.data.links.prev).not.toBeNull();
    expect(body.included.length).toBeGreaterThan(8);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(5);
  });

  it("a user's items (who is looked up first) take 6 statements, explore and related items 5", async () => {
    const item = (await statementsFor(`/api/v1/showroom/items/${slug}?include=owner`)).body.data;
    const owner = item.relationships.owner.data.id;
    for (const [url, budget] of [
      [`/api/v1/users/${owner}/showroom_items?${ALL}`, 6],
      [`/api/v1/showroom/items/explore?${ALL}`, 5],
      [`/api/v1/showroom/items/${slug}/related?${ALL}`, 5],
    ] as const) {
      const { statements } = await statementsFor(url);
      expect(statements.length, `${url}\n${statements.join("\n")}`).toBeLessThanOrEqual(budget);
    }
  });
});
