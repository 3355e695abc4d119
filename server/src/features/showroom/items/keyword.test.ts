import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildItem } from "../../../../test/creations.ts";
import { buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { idsOf } from "../../../../test/social.ts";
import { creativeFields, standardizedSkills } from "../../../db/schema/index.ts";

/**
 * The showroom's keyword finds items by their own words and by the creative fields and skills it
 * names, in either language. The file's database holds only the items made here.
 */
const ctx = await createTestContext();
const { db } = ctx.deps;

const fieldId = async (slug: string) =>
  (await db.select({ id: creativeFields.id }).from(creativeFields).where(eq(creativeFields.slug, slug)))[0].id;
const skillId = async (nameEn: string) =>
  (
    await db.select({ id: standardizedSkills.id }).from(standardizedSkills).where(eq(standardizedSkills.nameEn, nameEn))
  )[0].id;

const search = (keyword: string, query = "", headers: Record<string, string> = {}) =>
  request(
    ctx.app,
    "GET",
    `/api/v1/showroom/items?filter[with_showroom_keyword]=${encodeURIComponent(keyword)}${query}`,
    { headers },
  );

describe("GET /api/v1/showroom/items?filter[with_showroom_keyword]", () => {
  it("finds items by the name of their creative field or skill, its own words first, and says what matched", async () => {
    const owner = await buildUser(db);
    const typeface = await buildItem(db, {
      ownerId: owner.id,
      title: "A new grotesque",
      creativeFieldIds: [await fieldId("typography")],
      seedRank: 1,
    });
    const lettering = await buildItem(db, {
      ownerId: owner.id,
      title: "Hand lettering",
      creativeFieldIds: [await fieldId("illustration")],
      skillIds: [await skillId("Type Design")],
      seedRank: 2,
    });
    // Found by its own words, and so before those found by their tags, though later in the seed order.
    const titled = await buildItem(db, { ownerId: owner.id, title: "Typografie im Stadtraum", seedRank: 3 });
    await buildItem(db, { ownerId: owner.id, title: "Unrelated", creativeFieldIds: [await fieldId("photography")] });

    const reply = await search("typogra");
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(idsOf(body)).toEqual([titled, typeface].map((item) => String(item.id)));
    expect(body.data.map((item: { meta: unknown }) => item.meta)).toEqual([
      { matched_by: "title", matched_label: "Typografie im Stadtraum" },
      { matched_by: "creative_field", matched_label: "Typography" },
    ]);

    // The German name of the field, and the label in the reader's language.
    const inGerman = (await search("Typografie", "", { "accept-language": "de" })).json();
    expect(inGerman.data.find((item: { id: string }) => item.id === String(typeface.id)).meta).toEqual({
      matched_by: "creative_field",
      matched_label: "Typografie",
    });

    const bySkill = (await search("letter")).json();
    expect(idsOf(bySkill)).toEqual([String(lettering.id)]);
    // Its title holds the word: found by its own words before its skill.
    expect(bySkill.data[0].meta).toEqual({ matched_by: "title", matched_label: "Hand lettering" });
    const bySkillAlone = (await search("Schriftgestaltung")).json();
    expect(bySkillAlone.data.map((item: { id: string; meta: unknown }) => [item.id, item.meta])).toEqual([
      [String(lettering.id), { matched_by: "skill", matched_label: "Type Design" }],
    ]);

    // The newest first, when asked for, whatever found them.
    expect(idsOf((await search("typogra", "&sorted_by=1")).json())).toEqual(
      [titled, typeface].map((item) => String(item.id)),
    );
    // Other lists of items say nothing of a match.
    const plain = (await request(ctx.app, "GET", `/api/v1/users/${owner.id}/showroom_items`)).json();
    expect(plain.data.every((item: { meta?: unknown }) => item.meta === undefined)).toBe(true);
  });
});
