import { SHOWROOM_LIMITS } from "@atelier/common";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildCoCreator, buildItem } from "../../../../test/creations.ts";
import { buildBlock, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, idsOf } from "../../../../test/social.ts";
import {
  creationCoCreators,
  creationSkills,
  creationWeblinks,
  eventOutbox,
  standardizedSkills,
} from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Headers = Record<string, string>;
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Headers = {}, body?: object) =>
  request(ctx.app, method, url, { headers, ...(body ? { payload: { data: body } } : {}) });

const skillIds = async (n: number) =>
  (await db.select({ id: standardizedSkills.id }).from(standardizedSkills).limit(n)).map((r) => r.id);
const skillsOf = (creationId: number) =>
  db.select().from(creationSkills).where(eq(creationSkills.creationId, creationId));
const coCreatorsOf = (creationId: number) =>
  db.select().from(creationCoCreators).where(eq(creationCoCreators.creationId, creationId));
const weblinksOf = (creationId: number) =>
  db.select().from(creationWeblinks).where(eq(creationWeblinks.creationId, creationId));

/** An owner signed in with one of their items. */
async function ownerWithItem(columns: Parameters<typeof buildItem>[1] = {}) {
  const owner = await buildMember(db);
  const item = await buildItem(db, { ownerId: owner.user.id, ...columns });
  return { owner, item, base: `/api/v1/${item.type}/items/${item.id}` };
}

describe("assigned skills", () => {
  it("the owner assigns a skill once; everyone reads them with the standardized skill included", async () => {
    const { owner, item, base } = await ownerWithItem();
    const [skill] = await skillIds(1);

    const added = await call("POST", `${base}/assigned_skills`, owner.headers, {
      type: "assigned_skills",
      attributes: { skill_id: String(skill) },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      type: "assigned_skills",
      attributes: { skill_id: String(skill) },
      relationships: { item: { data: { type: "showroom_items", id: String(item.id) } } },
    });
    expect(added.json().included).toEqual([
      expect.objectContaining({ type: "standardized_skills", id: String(skill) }),
    ]);

    const again = await call("POST", `${base}/assigned_skills`, owner.headers, {
      type: "assigned_skills",
      relationships: { skill: { data: { type: "standardized_skills", id: String(skill) } } },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      code: "duplicate_skill",
      source: { pointer: "/data/attributes/skill_id" },
    });

    const read = await call("GET", `/api/v1/showroom/items/${item.slug}/assigned_skills`);
    expect(read.statusCode).toBe(200);
    expect(idsOf(read.json())).toEqual([added.json().data.id]);
    expect(read.json().included[0].type).toBe("standardized_skills");
  });

  it("refuses an unknown skill and one past the limit with 422 at skill_id, and removes a skill", async () => {
    const { owner, item, base } = await ownerWithItem();
    const unknown = await call("POST", `${base}/assigned_skills`, owner.headers, {
      type: "assigned_skills",
      attributes: { skill_id: "987654321" },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].source).toEqual({ pointer: "/data/attributes/skill_id" });

    const ids = await skillIds(SHOWROOM_LIMITS.skillsPerItem + 1);
    await db.insert(creationSkills).values(ids.slice(0, -1).map((skillId) => ({ creationId: item.id, skillId })));
    const past = await call("POST", `${base}/assigned_skills`, owner.headers, {
      type: "assigned_skills",
      attributes: { skill_id: String(ids.at(-1)) },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors[0]).toMatchObject({
      code: "too_many_item_skills",
      meta: { max: SHOWROOM_LIMITS.skillsPerItem },
    });

    const [first] = await skillsOf(item.id);
    expect((await call("DELETE", `${base}/assigned_skills/${first.id}`, owner.headers)).statusCode).toBe(204);
    expect(await skillsOf(item.id)).toHaveLength(SHOWROOM_LIMITS.skillsPerItem - 1);
  });

  it("has no skills on gallery items", async () => {
    const { owner, base } = await ownerWithItem({ type: "gallery" });
    const res = await call("GET", `${base}/assigned_skills`, owner.headers);
    expect(res.statusCode).toBe(404);
  });
});

describe("web links of items", () => {
  it("the owner adds, changes and removes links, at most the limit; everyone reads them in order", async () => {
    const { owner, item, base } = await ownerWithItem({ type: "gallery" });
    const add = (url: string) =>
      call("POST", `${base}/weblinks`, owner.headers, { type: "item_weblinks", attributes: { url } });

    const first = await add("example.com/case-study");
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      type: "item_weblinks",
      attributes: { url: "https://example.com/case-study", position: 0 },
      relationships: { item: { data: { type: "gallery_items", id: String(item.id) } } },
    });
    for (let i = 1; i < SHOWROOM_LIMITS.weblinksPerItem; i++) await add(`https://example.com/${i}`);
    const past = await add("https://example.com/more");
    expect(past.statusCode).toBe(422);
    expect(past.json().errors[0]).toMatchObject({
      code: "too_many_item_weblinks",
      source: { pointer: "/data/attributes/url" },
      meta: { max: SHOWROOM_LIMITS.weblinksPerItem },
    });
    const bad = await add("javascript:alert(1)");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source).toEqual({ pointer: "/data/attributes/url" });

    const id = first.json().data.id;
    const changed = await call("PATCH", `${base}/weblinks/${id}`, owner.headers, {
      type: "item_weblinks",
      id,
      attributes: { url: "https://example.org/live" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes.url).toBe("https://example.org/live");

    const read = await call("GET", `/api/v1/gallery/items/${item.id}/weblinks`);
    expect(read.json().data.map((r: { attributes: { position: number } }) => r.attributes.position)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect((await call("DELETE", `${base}/weblinks/${id}`, owner.headers)).statusCode).toBe(204);
    expect(await weblinksOf(item.id)).toHaveLength(SHOWROOM_LIMITS.weblinksPerItem - 1);
  });
});

describe("co-creators", () => {
  const name = (headers: Headers, base: string, userId: number, role?: string) =>
    call("POST", `${base}/co_creators`, headers, {
      type: "co_creators",
      attributes: { user_id: String(userId), ...(role ? { role } : {}) },
    });
  const addedEvents = async (creationId: number) =>
    (await db.select().from(eventOutbox).where(eq(eventOutbox.type, "co_creator_added"))).filter(
      (e) => (e.payload as { creationId: number }).creationId === creationId,
    );

  it("the owner names a co-creator with a role; the list includes the users; the event is emitted", async () => {
    const { owner, item, base } = await ownerWithItem();
    const partner = await buildMember(db, { name: "Pat Partner" });

    const res = await name(owner.headers, base, partner.user.id, "Photography");

    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: "co_creators",
      attributes: { user_id: String(partner.user.id), role: "Photography", confirmed: false },
      relationships: { user: { data: { type: "users", id: String(partner.user.id) } } },
    });
    expect(res.json().included).toEqual([expect.objectContaining({ type: "users", id: String(partner.user.id) })]);
    expect(await addedEvents(item.id)).toEqual([
      expect.objectContaining({
        payload: {
          coCreatorId: Number(res.json().data.id),
          creationId: item.id,
          ownerId: owner.user.id,
          userId: partner.user.id,
        },
      }),
    ]);
    // Unconfirmed, the invitation is the owner's and the invitee's to see.
    const list = await call("GET", `${base}/co_creators`, owner.headers);
    expect(idsOf(list.json())).toEqual([res.json().data.id]);
    expect(idsOf((await call("GET", `${base}/co_creators`)).json())).toEqual([]);

    const changed = await call("PATCH", `${base}/co_creators/${res.json().data.id}`, owner.headers, {
      type: "co_creators",
      id: res.json().data.id,
      attributes: { role: "Sound design" },
    });
    expect(changed.json().data.attributes.role).toBe("Sound design");
  });

  it.each([
    ["the owner themself", async (ownerId: number) => ownerId, "self_co_creator"],
    [
      "a user who blocked the owner",
      async (ownerId: number) => {
        const blocker = await buildUser(db);
        await buildBlock(db, { blockerId: blocker.id, blockedId: ownerId });
        return blocker.id;
      },
      "unknown_id",
    ],
    ["an unconfirmed account", async () => (await buildUser(db, { confirmedAt: null })).id, "unknown_id"],
    ["nobody", async () => 987654321, "unknown_id"],
  ])("refuses to name %s with a 422 at user_id (B2)", async (_, who, code) => {
    const { owner, item, base } = await ownerWithItem();
    const res = await name(owner.headers, base, await who(owner.user.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ code, source: { pointer: "/data/attributes/user_id" } });
    expect(await coCreatorsOf(item.id)).toEqual([]);
  });

  it("names each person once, and under concurrent adds at the limit stores exactly the limit (L5)", async () => {
    const { owner, item, base } = await ownerWithItem();
    const partner = await buildMember(db);
    expect((await name(owner.headers, base, partner.user.id)).statusCode).toBe(201);
    const twice = await name(owner.headers, base, partner.user.id);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].code).toBe("duplicate_co_creator");

    for (let i = 1; i < SHOWROOM_LIMITS.coCreatorsPerItem - 1; i++) {
      await buildCoCreator(db, item.id, (await buildUser(db)).id, false);
    }
    const candidates = await Promise.all(Array.from({ length: 4 }, () => buildUser(db)));
    const answers = await Promise.all(candidates.map((c) => name(owner.headers, base, c.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
    expect(await coCreatorsOf(item.id)).toHaveLength(SHOWROOM_LIMITS.coCreatorsPerItem);
    expect(answers.find((r) => r.statusCode === 422)?.json().errors[0].code).toBe("too_many_co_creators");
  });

  it("only the co-creator confirms; the owner and others get 404; a draft's co-creator cannot yet", async () => {
    const { owner, item, base } = await ownerWithItem({ type: "gallery" });
    const partner = await buildMember(db);
    const stranger = await buildMember(db);
    const row = await buildCoCreator(db, item.id, partner.user.id, false);
    const confirm = (headers: Headers) => call("PATCH", `${base}/co_creators/${row.id}/confirm`, headers);

    expect((await confirm(owner.headers)).statusCode).toBe(404);
    expect((await confirm(stranger.headers)).statusCode).toBe(404);
    expect((await confirm({})).statusCode).toBe(403);
    const mine = await confirm(partner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.attributes.confirmed).toBe(true);
    expect((await coCreatorsOf(item.id))[0].confirmedAt).not.toBeNull();

    const draft = await ownerWithItem({ status: "draft" });
    const pending = await buildCoCreator(db, draft.item.id, partner.user.id, false);
    expect((await call("PATCH", `${draft.base}/co_creators/${pending.id}/confirm`, partner.headers)).statusCode).toBe(
      404,
    );
  });

  it("the owner removes a co-creator, the co-creator may leave, anyone else gets 404", async () => {
    const { owner, item, base } = await ownerWithItem();
    const [leaver, removed] = [await buildMember(db), await buildMember(db)];
    const stranger = await buildMember(db);
    const leaving = await buildCoCreator(db, item.id, leaver.user.id);
    const removing = await buildCoCreator(db, item.id, removed.user.id, false);

    expect((await call("DELETE", `${base}/co_creators/${leaving.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await call("DELETE", `${base}/co_creators/${leaving.id}`, removed.headers)).statusCode).toBe(404);
    expect((await call("DELETE", `${base}/co_creators/${leaving.id}`, leaver.headers)).statusCode).toBe(204);
    expect((await call("DELETE", `${base}/co_creators/${removing.id}`, owner.headers)).statusCode).toBe(204);
    expect(await coCreatorsOf(item.id)).toEqual([]);
  });

  it("lists only the co-creators the reader may see", async () => {
    const { item, base } = await ownerWithItem();
    const [shown, hidden] = [await buildMember(db), await buildMember(db)];
    const reader = await buildMember(db);
    await buildCoCreator(db, item.id, shown.user.id);
    await buildCoCreator(db, item.id, hidden.user.id);
    await buildBlock(db, { blockerId: hidden.user.id, blockedId: reader.user.id });

    const res = await call("GET", `${base}/co_creators`, reader.headers);
    expect(res.json().data.map((r: { attributes: { user_id: string } }) => r.attributes.user_id)).toEqual([
      String(shown.user.id),
    ]);
    expect(res.json().included.map((r: { id: string }) => r.id)).toEqual([String(shown.user.id)]);
  });
});

describe("ownership and hidden items (B1, B2)", () => {
  it("answers 404 to writes on another user's item, to parts named under another item, and to reads of a draft", async () => {
    const { owner, item, base } = await ownerWithItem();
    const other = await ownerWithItem();
    const intruder = await buildMember(db);
    const [skill] = await skillIds(1);
    const [assigned] = await db.insert(creationSkills).values({ creationId: item.id, skillId: skill }).returning();
    const [link] = await db
      .insert(creationWeblinks)
      .values({ creationId: item.id, url: "https://example.com" })
      .returning();
    const partner = await buildMember(db);
    const coCreator = await buildCoCreator(db, item.id, partner.user.id, false);

    const attempts = [
      call("POST", `${base}/assigned_skills`, intruder.headers, {
        type: "assigned_skills",
        attributes: { skill_id: String(skill) },
      }),
      call("DELETE", `${base}/assigned_skills/${assigned.id}`, intruder.headers),
      call("POST", `${base}/weblinks`, intruder.headers, {
        type: "item_weblinks",
        attributes: { url: "https://x.test" },
      }),
      call("PATCH", `${base}/weblinks/${link.id}`, intruder.headers, {
        type: "item_weblinks",
        id: String(link.id),
        attributes: { url: "https://x.test" },
      }),
      call("DELETE", `${base}/weblinks/${link.id}`, intruder.headers),
      call("POST", `${base}/co_creators`, intruder.headers, {
        type: "co_creators",
        attributes: { user_id: String(partner.user.id) },
      }),
      call("PATCH", `${base}/co_creators/${coCreator.id}`, intruder.headers, {
        type: "co_creators",
        id: String(coCreator.id),
        attributes: { role: "x" },
      }),
      call("DELETE", `${base}/co_creators/${coCreator.id}`, intruder.headers),
      // The other owner names this item's parts under their own item.
      call("DELETE", `${other.base}/assigned_skills/${assigned.id}`, other.owner.headers),
      call("DELETE", `${other.base}/weblinks/${link.id}`, other.owner.headers),
      call("DELETE", `${other.base}/co_creators/${coCreator.id}`, other.owner.headers),
      // A showroom item named as a gallery item.
      call("DELETE", `/api/v1/gallery/items/${item.id}/weblinks/${link.id}`, owner.headers),
    ];
    expect((await Promise.all(attempts)).map((r) => r.statusCode)).toEqual(attempts.map(() => 404));
    expect(await skillsOf(item.id)).toHaveLength(1);
    expect(await weblinksOf(item.id)).toEqual([expect.objectContaining({ url: "https://example.com" })]);
    expect(await coCreatorsOf(item.id)).toEqual([expect.objectContaining({ role: null })]);

    const draft = await ownerWithItem({ status: "draft" });
    for (const part of ["assigned_skills", "co_creators", "weblinks"]) {
      expect((await call("GET", `${draft.base}/${part}`, intruder.headers)).statusCode).toBe(404);
      expect((await call("GET", `${draft.base}/${part}`)).statusCode).toBe(404);
      expect((await call("GET", `${draft.base}/${part}`, draft.owner.headers)).statusCode).toBe(200);
    }
  });

  it("asks visitors to sign in before any write (403)", async () => {
    const { base } = await ownerWithItem();
    const res = await call(
      "POST",
      `${base}/weblinks`,
      {},
      { type: "item_weblinks", attributes: { url: "https://x.test" } },
    );
    expect(res.statusCode).toBe(403);
  });
});
