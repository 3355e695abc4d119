import { asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildCoCreator, buildItem, buildMedium } from "../../../../test/creations.ts";
import { buildBlock, buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { idsOf, someCreativeFields, uniqueWord } from "../../../../test/social.ts";
import { locations, operationSkills, standardizedSkills, userCreativeFields, users } from "../../../db/schema/index.ts";
import { exploreItems } from "./queries.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const get = (url: string, token?: string) => request(ctx.app, "GET", `/api/v1/${url}`, { token });
const ids = (...rows: { id: number }[]) => rows.map((row) => String(row.id));
const someSkills = async (n: number) =>
  (
    await db.select({ id: standardizedSkills.id }).from(standardizedSkills).orderBy(asc(standardizedSkills.id)).limit(n)
  ).map((r) => r.id);

describe("GET /api/v1/showroom/items", () => {
  it("pages the seed order stably: every published item once, none on two pages", async () => {
    const owner = await buildUser(db);
    for (let i = 0; i < 23; i += 1) await buildItem(db, { ownerId: owner.id });
    await buildItem(db, { ownerId: owner.id, status: "draft" });
    await buildItem(db, { ownerId: owner.id, type: "gallery" });

    const first = (await get("showroom/items")).json();
    expect(first.data).toHaveLength(20);
    const seen: string[] = [];
    let pages = 0;
    for (let next: string | null = "/api/v1/showroom/items?page[size]=7"; next; pages += 1) {
      const body: { data: { id: string }[]; links: { next: string | null } } = (
        await request(ctx.app, "GET", next)
      ).json();
      seen.push(...idsOf(body));
      next = body.links.next;
    }
    expect(pages).toBe(Math.ceil(first.meta.total / 7));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.meta.total);
    const again = (await get("showroom/items?page[number]=2&page[size]=7")).json();
    expect(idsOf(again)).toEqual(seen.slice(7, 14));
    // The page size is the showroom's one setting at most.
    expect((await get("showroom/items?page[size]=500")).json().data).toHaveLength(20);
  });

  it("sorts newest first with sorted_by=1 and refuses other orders", async () => {
    const owner = await buildUser(db);
    const old = await buildItem(db, { ownerId: owner.id, createdAt: new Date("2025-01-01") });
    const recent = await buildItem(db, { ownerId: owner.id, createdAt: new Date("2026-01-01") });
    const res = await get(`showroom/items?sorted_by=1&filter[with_showroom_created_by]=${owner.id}`);
    expect(idsOf(res.json())).toEqual(ids(recent, old));
    const bad = await get("showroom/items?sorted_by=2");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.parameter).toBe("sorted_by");
    for (const sort of ["-name;drop", "seed_rank", "search_text"]) {
      const refused = await get(`showroom/items?sort=${sort}`);
      expect(refused.statusCode, sort).toBe(400);
      expect(refused.json().errors[0].source.parameter).toBe("sort");
    }
  });

  it("filters by creative field, skill, keyword, owner and owner's place, alone and together", async () => {
    const [fieldA, fieldB] = await someCreativeFields(db, 2);
    const [skillA, skillB] = await someSkills(2);
    const [place] = await db.select({ id: locations.id }).from(locations).limit(1);
    const word = uniqueWord();
    const owner = await buildUser(db, { locationId: place.id });
    const other = await buildUser(db);
    const inA = await buildItem(db, { ownerId: owner.id, creativeFieldIds: [fieldA], title: `Über ${word} poster` });
    const inB = await buildItem(db, { ownerId: other.id, creativeFieldIds: [fieldB], skillIds: [skillA] });
    const skilled = await buildItem(db, { ownerId: owner.id, skillIds: [skillB], description: `${word} mural` });
    const filtered = async (query: string) =>
      idsOf(
        (await get(`showroom/items?filter[with_showroom_created_by]=${owner.id},${other.id}&${query}`)).json(),
      ).sort();

    expect(await filtered(`filter[with_showroom_creative_field_ids]=${fieldA}`)).toEqual(ids(inA));
    expect(await filtered(`filter[with_showroom_creative_field_ids]=${fieldA},${fieldB}`)).toEqual(
      ids(inA, inB).sort(),
    );
    expect(await filtered(`filter[with_showroom_skills]=${skillA},${skillB}`)).toEqual(ids(inB, skilled).sort());
    expect(await filtered(`filter[with_showroom_keyword]=${word.toUpperCase()}`)).toEqual(ids(inA, skilled).sort());
    expect(await filtered(`filter[with_showroom_keyword]=uber ${word}`)).toEqual(ids(inA));
    expect(await filtered(`filter[with_showroom_location_ids]=${place.id}`)).toEqual(ids(inA, skilled).sort());
    expect(await filtered(`filter[with_showroom_keyword]=${word}&filter[with_showroom_skills]=${skillB}`)).toEqual(
      ids(skilled),
    );
    expect(await filtered(`filter[with_showroom_keyword]=100%25_${word}`)).toEqual([]);
    const unknown = await get("showroom/items?filter[with_showroom_colour]=red");
    expect(unknown.statusCode).toBe(400);
    const wrong = await get("showroom/items?filter[with_showroom_skills]=abc");
    expect(wrong.json().errors[0].source.parameter).toBe("filter[with_showroom_skills]");
  });

  it("includes what is asked for, and nothing unasked", async () => {
    const [field] = await someCreativeFields(db, 1);
    const [skill] = await someSkills(1);
    const owner = await buildUser(db, { name: "Included Owner" });
    const item = await buildItem(db, { ownerId: owner.id, creativeFieldIds: [field], skillIds: [skill], media: 2 });
    const url = `showroom/items?filter[with_showroom_created_by]=${owner.id}`;
    expect((await get(url)).json().included).toBeUndefined();
    const body = (await get(`${url}&include=owner,media,co_creators,weblinks,creative_fields,assigned_skills`)).json();
    expect(idsOf(body)).toEqual(ids(item));
    const types = body.included.map((r: { type: string }) => r.type).sort();
    expect(types).toEqual(["assigned_skills", "creative_fields", "media", "media", "standardized_skills", "users"]);
    expect((await get(`${url}&include=likers`)).statusCode).toBe(400);
  });

  it("leaves out drafts, and the items of deactivated, blocked and members-only owners as each viewer may not see them", async () => {
    const me = await buildSignedInUser(db);
    const shown = await buildUser(db);
    const gone = await buildUser(db, { deactivatedAt: new Date() });
    const blocker = await buildUser(db);
    const membersOnly = await buildUser(db, { profileVisibility: "members" });
    await buildBlock(db, { blockerId: blocker.id, blockedId: me.user.id });
    const [a, , blockers, forMembers, mine] = [
      await buildItem(db, { ownerId: shown.id }),
      await buildItem(db, { ownerId: gone.id }),
      await buildItem(db, { ownerId: blocker.id }),
      await buildItem(db, { ownerId: membersOnly.id }),
      await buildItem(db, { ownerId: me.user.id }),
    ];
    await buildItem(db, { ownerId: shown.id, status: "draft" });
    const owners = [shown, gone, blocker, membersOnly, me.user].map((u) => u.id).join(",");
    const url = `showroom/items?filter[with_showroom_created_by]=${owners}`;
    const members = await get(url, me.token);
    expect(idsOf(members.json()).sort()).toEqual(ids(a, mine, forMembers).sort());
    expect(members.json().meta.total).toBe(3);
    const visitors = (await get(url)).json();
    // A block hides the two users from each other alone; visitors see no members-only profile.
    expect(idsOf(visitors).sort()).toEqual(ids(a, blockers, mine).sort());

    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, shown.id));
    // Visitors' copies go with the database's notice of the change, just after it commits.
    await vi.waitFor(async () => expect(idsOf((await get(url)).json()).sort()).toEqual(ids(blockers, mine).sort()));
    await vi.waitFor(async () => expect((await get(`showroom/items/${a.id}`)).statusCode).toBe(404));
  });
});

describe("GET /api/v1/showroom/items/explore", () => {
  it("answers at most eight items, one per owner, pictured ones first, the same all day and another mix on other days", async () => {
    const owners = await Promise.all(Array.from({ length: 12 }, () => buildUser(db)));
    for (const owner of owners) {
      await buildItem(db, { ownerId: owner.id });
      const embed = await buildItem(db, { ownerId: owner.id, media: 0 });
      await buildMedium(db, embed.id, { type: "vimeo", code: "76979871" });
    }
    const res = await get("showroom/items/explore");
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(8);
    expect(data.every((item: { attributes: { cover_type: string } }) => item.attributes.cover_type === "image")).toBe(
      true,
    );
    const day = new Date("2026-03-01T10:00:00Z");
    const ownersOf = async (at: Date) => (await exploreItems(db, null, undefined, at)).map((row) => row.ownerId);
    const first = await ownersOf(day);
    expect(new Set(first).size).toBe(first.length);
    expect(await ownersOf(new Date("2026-03-01T22:00:00Z"))).toEqual(first);
    const week = await Promise.all(
      [2, 3, 4, 5, 6].map((d) => ownersOf(new Date(`2026-03-0${d}T10:00:00Z`)).then((o) => o.join())),
    );
    expect(week.some((set) => set !== first.join())).toBe(true);
  });

  it("takes the shelf's size and includes as the home page asks, and no more than eight", async () => {
    const asked = await get("showroom/items/explore?page[number]=1&page[size]=3&include=owner");
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toHaveLength(3);
    expect(asked.json().included.length).toBeGreaterThan(0);
    expect((await get("showroom/items/explore?page[size]=8")).json().data.length).toBeLessThanOrEqual(8);
    const tooMany = await get("showroom/items/explore?page[size]=9");
    expect(tooMany.statusCode === 400 || tooMany.json().data.length <= 8).toBe(true);
    expect((await get("showroom/items/explore?page[number]=2")).statusCode).toBe(400);
  });
});

describe("GET /api/v1/showroom/items/{id}/related", () => {
  it("lists items sharing a field or a skill, other owners' first, never the item itself", async () => {
    const fields = await someCreativeFields(db, 3);
    const [skill] = await someSkills(1);
    const owner = await buildUser(db);
    const item = await buildItem(db, { ownerId: owner.id, creativeFieldIds: [fields[2]], skillIds: [skill] });
    const sameOwner = await buildItem(db, { ownerId: owner.id, creativeFieldIds: [fields[2]] });
    const byField = await buildItem(db, { creativeFieldIds: [fields[2]] });
    const bySkill = await buildItem(db, { skillIds: [skill] });
    await buildItem(db, { creativeFieldIds: [fields[2]], status: "draft" });

    const res = await get(`showroom/items/${item.slug}/related`);

    const related = idsOf(res.json());
    expect(related).not.toContain(String(item.id));
    expect(related.slice(-1)).toEqual(ids(sameOwner));
    expect(related).toEqual(expect.arrayContaining(ids(byField, bySkill)));
    expect(related.length).toBeLessThanOrEqual(8);
    const draft = await buildItem(db, { status: "draft" });
    expect((await get(`showroom/items/${draft.id}/related`)).statusCode).toBe(404);
    const shelf = await get(`showroom/items/${item.slug}/related?page[number]=1&page[size]=2&include=owner`);
    expect(shelf.statusCode).toBe(200);
    expect(idsOf(shelf.json())).toEqual(related.slice(0, 2));
  });
});

describe("GET /api/v1/users/{id}/showroom_items and gallery_items", () => {
  it("lists the user's published items in their order, then those they co-created; the owner sees drafts after their published ones", async () => {
    const me = await buildSignedInUser(db);
    const other = await buildSignedInUser(db);
    const second = await buildItem(db, { ownerId: me.user.id, position: 1 });
    const first = await buildItem(db, { ownerId: me.user.id, position: 0 });
    const draft = await buildItem(db, { ownerId: me.user.id, position: -1, status: "draft" });
    const laterDraft = await buildItem(db, { ownerId: me.user.id, position: 2, status: "draft" });
    const coCreated = await buildItem(db, { ownerId: other.user.id });
    await buildCoCreator(db, coCreated.id, me.user.id);
    const pending = await buildItem(db, { ownerId: other.user.id });
    await buildCoCreator(db, pending.id, me.user.id, false);
    const gallery = await buildItem(db, { ownerId: me.user.id, type: "gallery" });

    const seen = await get(`users/${me.user.id}/showroom_items`, other.token);
    expect(idsOf(seen.json())).toEqual(ids(first, second, coCreated));
    expect(seen.json().meta.total).toBe(3);
    expect(idsOf((await get(`users/${me.user.id}/showroom_items`)).json())).toEqual(ids(first, second, coCreated));
    const own = await get(`users/${me.user.id}/showroom_items`, me.token);
    expect(idsOf(own.json())).toEqual(ids(first, second, draft, laterDraft, coCreated));
    expect(own.json().data.map((item: { attributes: { status: string } }) => item.attributes.status)).toEqual([
      "published",
      "published",
      "draft",
      "draft",
      "published",
    ]);
    expect(idsOf((await get(`users/${me.user.id}/gallery_items`)).json())).toEqual(ids(gallery));
    expect(idsOf((await get(`users/${me.user.id}/showroom_items?page[size]=2&page[number]=2`)).json())).toEqual(
      ids(coCreated),
    );
    expect(
      idsOf((await get(`users/${me.user.id}/showroom_items?page[size]=2&page[number]=2`, me.token)).json()),
    ).toEqual(ids(draft, laterDraft));
  });

  it("is a 404 for a hidden user", async () => {
    const me = await buildSignedInUser(db);
    const blocker = await buildUser(db);
    await buildBlock(db, { blockerId: blocker.id, blockedId: me.user.id });
    const gone = await buildUser(db, { deactivatedAt: new Date() });
    expect((await get(`users/${blocker.id}/showroom_items`, me.token)).statusCode).toBe(404);
    expect((await get(`users/${gone.id}/gallery_items`)).statusCode).toBe(404);
  });
});

describe("GET /api/v1/creative_field_operations/{id}/showroom_items and /api/v1/skills/{id}/showroom_items", () => {
  it("lists the user's items in the operation's field, and those with the operation skill's skill", async () => {
    const [fieldA, fieldB] = await someCreativeFields(db, 2);
    const [skillA, skillB] = await someSkills(2);
    const owner = await buildUser(db);
    const [op] = await db
      .insert(userCreativeFields)
      .values({ userId: owner.id, creativeFieldId: fieldA, position: 0 })
      .returning();
    const [opSkill] = await db.insert(operationSkills).values({ operationId: op.id, skillId: skillB }).returning();
    const inField = await buildItem(db, { ownerId: owner.id, creativeFieldIds: [fieldA], skillIds: [skillA] });
    const withSkill = await buildItem(db, { ownerId: owner.id, creativeFieldIds: [fieldB], skillIds: [skillB] });
    await buildItem(db, { creativeFieldIds: [fieldA], skillIds: [skillB] });
    await buildItem(db, { ownerId: owner.id, creativeFieldIds: [fieldA], status: "draft" });

    expect(idsOf((await get(`creative_field_operations/${op.id}/showroom_items`)).json())).toEqual(ids(inField));
    expect(idsOf((await get(`skills/${opSkill.id}/showroom_items`)).json())).toEqual(ids(withSkill));
    expect((await get("creative_field_operations/987654321/showroom_items")).statusCode).toBe(404);
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, owner.id));
    await vi.waitFor(async () => expect((await get(`skills/${opSkill.id}/showroom_items`)).statusCode).toBe(404));
  });
});
