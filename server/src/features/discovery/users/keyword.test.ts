import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildBlock, buildProfile, buildUser, buildUserProfession } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, idsOf } from "../../../../test/social.ts";
import {
  creativeFields,
  operationSkills,
  standardizedProfessions,
  standardizedSkills,
  userCreativeFields,
  type users,
} from "../../../db/schema/index.ts";

/**
 * GET /v1/users?filter[with_user_keyword]: people found by name or by the professions, creative
 * fields and skills they hold, in either language. The file's database holds only the people
 * made here, so every list below is whole.
 */
const ctx = await createTestContext();
const { db } = ctx.deps;

type Level = "none" | "beginner" | "intermediate" | "expert";
interface Crafts {
  professions?: string[];
  /** Creative fields by slug, at a level. */
  fields?: [slug: string, level: Level][];
  /** Skills by English name, under a creative field given by slug. */
  skills?: [field: string, skill: string][];
}

const professionId = async (nameEn: string) =>
  (
    await db
      .select({ id: standardizedProfessions.id })
      .from(standardizedProfessions)
      .where(eq(standardizedProfessions.nameEn, nameEn))
  )[0].id;
const fieldId = async (slug: string) =>
  (await db.select({ id: creativeFields.id }).from(creativeFields).where(eq(creativeFields.slug, slug)))[0].id;
const skillId = async (nameEn: string) =>
  (
    await db.select({ id: standardizedSkills.id }).from(standardizedSkills).where(eq(standardizedSkills.nameEn, nameEn))
  )[0].id;

/** A complete, listed person holding the crafts given. */
async function craftsperson(name: string, crafts: Crafts = {}, columns: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(db, { name, ...columns });
  for (const [position, profession] of (crafts.professions ?? []).entries()) {
    await buildUserProfession(db, { userId: user.id, professionId: await professionId(profession), position });
  }
  const operations = new Map<string, number>();
  const operationOf = async (slug: string, level: Level = "none") => {
    let id = operations.get(slug);
    if (id === undefined) {
      const [row] = await db
        .insert(userCreativeFields)
        .values({ userId: user.id, creativeFieldId: await fieldId(slug), level, position: operations.size })
        .returning();
      id = row.id;
      operations.set(slug, id);
    }
    return id;
  };
  for (const [slug, level] of crafts.fields ?? []) await operationOf(slug, level);
  for (const [slug, skill] of crafts.skills ?? []) {
    await db.insert(operationSkills).values({ operationId: await operationOf(slug), skillId: await skillId(skill) });
  }
  return user;
}

const search = (keyword: string, opts: { headers?: Record<string, string>; query?: string } = {}) =>
  request(ctx.app, "GET", `/api/v1/users?filter[with_user_keyword]=${encodeURIComponent(keyword)}${opts.query ?? ""}`, {
    headers: opts.headers,
  });

type Found = { id: string; meta?: { matched_by: string; matched_label: string } };
const found = async (keyword: string, opts: Parameters<typeof search>[1] = {}) => {
  const reply = await search(keyword, opts);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as Found[];
};
const matchOf = (list: Found[], id: number) => list.find((user) => user.id === String(id))?.meta;
const german = { headers: { "accept-language": "de" } };

let illustrator: typeof users.$inferSelect;
let photographer: typeof users.$inferSelect;
let painter: typeof users.$inferSelect;
let photoField: typeof users.$inferSelect;

beforeAll(async () => {
  illustrator = await craftsperson("Hanna Berger", {
    professions: ["Illustrator"],
    fields: [["illustration", "none"]],
  });
  photographer = await craftsperson("Tomasz Wolny", { professions: ["Photographer"] });
  painter = await craftsperson("Lea Vogt", { skills: [["illustration", "Watercolour"]] });
  photoField = await craftsperson("Ines Maurer", { fields: [["photography", "intermediate"]] });
});

describe("GET /api/v1/users?filter[with_user_keyword]", () => {
  it("finds an illustrator by a part of the profession, and says so in the reader's language", async () => {
    const list = await found("illustr");
    expect(idsOf({ data: list })).toContain(String(illustrator.id));
    expect(matchOf(list, illustrator.id)).toEqual({ matched_by: "profession", matched_label: "Illustrator" });
    // The painter's watercolours are an illustration skill: their creative field is named.
    expect(matchOf(list, painter.id)).toEqual({ matched_by: "creative_field", matched_label: "Illustration" });
    expect(list).toHaveLength(2);

    const inGerman = await found("ILLUSTR", german);
    expect(matchOf(inGerman, illustrator.id)).toEqual({ matched_by: "profession", matched_label: "Illustrator/in" });
  });

  it("finds a photographer by the German name of the profession, and by the English one in part", async () => {
    for (const keyword of ["Fotograf", "photogr", "PHOTOGRAPHER"]) {
      const list = await found(keyword);
      expect(matchOf(list, photographer.id), keyword).toEqual({
        matched_by: "profession",
        matched_label: "Photographer",
      });
    }
    // The creative field, Photography (Fotografie), is named by the shorter words alone.
    for (const keyword of ["Fotograf", "photogr"]) {
      expect(matchOf(await found(keyword), photoField.id), keyword).toEqual({
        matched_by: "creative_field",
        matched_label: "Photography",
      });
    }
    expect(matchOf(await found("photographer"), photoField.id)).toBeUndefined();
    const inGerman = await found("fotograf", german);
    expect(matchOf(inGerman, photographer.id)).toEqual({ matched_by: "profession", matched_label: "Fotograf/in" });
    expect(matchOf(inGerman, photoField.id)).toEqual({ matched_by: "creative_field", matched_label: "Fotografie" });
  });

  it("finds people by a skill, in either language", async () => {
    for (const keyword of ["watercol", "Aquarell"]) {
      const list = await found(keyword);
      expect(idsOf({ data: list }), keyword).toEqual([String(painter.id)]);
      expect(list[0].meta).toEqual({ matched_by: "skill", matched_label: "Watercolour" });
    }
  });

  it("finds names as the name search does, and tells a name match by the name shown", async () => {
    const list = await found("hanna berg");
    expect(idsOf({ data: list })).toEqual([String(illustrator.id)]);
    expect(list[0].meta).toEqual({ matched_by: "name", matched_label: "Hanna Berger" });
    // Umlauts written out, and a typo, as in a name search.
    const umlaut = await craftsperson("Jörg Zwölfer");
    expect(idsOf({ data: await found("zwoelfer") })).toEqual([String(umlaut.id)]);
    expect(idsOf({ data: await found("Zwöllfer") })).toEqual([String(umlaut.id)]);
  });

  it("ranks names matching whole or at a word's start first, then crafts by level and fuller profiles, then names holding the words inside", async () => {
    const linocut: Crafts["skills"] = [["fine-arts", "Linocut"]];
    const byName = await craftsperson("Linol Atelier");
    const byWord = await craftsperson("Studio Linoldruck");
    const expert = await craftsperson("Alma Reuter", { fields: [["fine-arts", "expert"]], skills: linocut });
    const beginner = await craftsperson("Bea Sommer", { fields: [["fine-arts", "beginner"]], skills: linocut });
    // At the same level, the fuller profile (one with a headline) first.
    const fuller = await craftsperson("Carla Ott", { fields: [["fine-arts", "beginner"]], skills: linocut });
    await buildProfile(db, { userId: fuller.id, headline: "Prints in small runs" });
    const inside = await craftsperson("Kalinolo Berg");

    // "Linolschnitt" is the German name of the skill: the label is in the reader's language.
    const list = await found("linol");
    expect(idsOf({ data: list })).toEqual(
      [byName, byWord, expert, fuller, beginner, inside].map((user) => String(user.id)),
    );
    expect(list.map((user) => user.meta?.matched_by)).toEqual(["name", "name", "skill", "skill", "skill", "name"]);
    expect(list[2].meta?.matched_label).toBe("Linocut");
    // An order asked for holds: the keyword decides who is listed, not in which order.
    const byNameOrder = await found("linol", { query: "&sorted_by=name" });
    expect(idsOf({ data: byNameOrder })).toEqual(
      [expert, beginner, fuller, inside, byName, byWord].map((user) => String(user.id)),
    );
    expect(byNameOrder[0].meta).toEqual({ matched_by: "skill", matched_label: "Linocut" });
  });

  it("ranks a profession before a creative field or skill at the same level", async () => {
    const storyboarding: Crafts["skills"] = [["illustration", "Storyboarding"]];
    const expert = await craftsperson("Mira Falk", { fields: [["illustration", "expert"]], skills: storyboarding });
    // The fuller profile, were it not for the profession.
    const skilled = await craftsperson("Jan Roth", { skills: storyboarding });
    await buildProfile(db, { userId: skilled.id, headline: "Frames before the shoot" });
    const professional = await craftsperson("Ute Lind", { professions: ["Storyboard Artist"] });

    const list = await found("storyboard");
    expect(idsOf({ data: list })).toEqual([expert, professional, skilled].map((user) => String(user.id)));
    expect(list.map((user) => user.meta?.matched_by)).toEqual(["skill", "profession", "skill"]);
  });

  it("never finds the people a viewer may not see", async () => {
    const viewer = await buildMember(db);
    const hidden = {
      deactivated: await craftsperson("Gone Person", { professions: ["Cartoonist"] }, { deactivatedAt: new Date() }),
      unconfirmed: await craftsperson("New Person", { professions: ["Cartoonist"] }, { confirmedAt: null }),
      incomplete: await craftsperson("Half Person", { professions: ["Cartoonist"] }, { complete: false }),
      connectionsOnly: await craftsperson(
        "Private Person",
        { professions: ["Cartoonist"] },
        { profileVisibility: "connections" },
      ),
      blockedByViewer: await craftsperson("Blocked Person", { professions: ["Cartoonist"] }),
      blockingViewer: await craftsperson("Blocking Person", { professions: ["Cartoonist"] }),
    };
    await buildBlock(db, { blockerId: viewer.user.id, blockedId: hidden.blockedByViewer.id });
    await buildBlock(db, { blockerId: hidden.blockingViewer.id, blockedId: viewer.user.id });
    const shown = await craftsperson("Open Person", { professions: ["Cartoonist"] });

    expect(idsOf({ data: await found("cartoon", { headers: viewer.headers }) })).toEqual([String(shown.id)]);
    const asVisitor = idsOf({ data: await found("cartoon") });
    expect(asVisitor).toContain(String(shown.id));
    for (const user of [hidden.deactivated, hidden.unconfirmed, hidden.incomplete, hidden.connectionsOnly]) {
      expect(asVisitor).not.toContain(String(user.id));
    }
  });

  it("finds crafts by two letters only at the start of a word, and everyone for blanks", async () => {
    const ux = await craftsperson("Nils Brandt", { professions: ["UX Designer"] });
    expect(idsOf({ data: await found("ux") })).toEqual([String(ux.id)]);
    // "ai" is inside many a craft's name ("Portrait", "Detailing"), at no word's start.
    expect(await found("ai")).toEqual([]);
    const everyone = await search("  ", { query: "&page[size]=1" });
    expect(everyone.json().meta.total).toBeGreaterThan(5);
    expect(everyone.json().data[0].meta).toBeUndefined();
  });

  it("refuses a keyword that is too long, or several, naming the parameter", async () => {
    for (const keyword of ["x".repeat(101), "illustr,photogr"]) {
      const reply = await search(keyword);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors[0].source).toEqual({ parameter: "filter[with_user_keyword]" });
    }
    // The users lists of someone (followers and the like) search by name alone.
    const reply = await request(
      ctx.app,
      "GET",
      `/api/v1/users/${illustrator.id}/followers?filter[with_user_keyword]=illustr`,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].source).toEqual({ parameter: "filter[with_user_keyword]" });
  });
});
