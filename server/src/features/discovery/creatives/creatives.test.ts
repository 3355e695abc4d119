import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import type { buildUser } from "../../../../test/factories.ts";
import { buildBlock, buildConnection, buildUserProfession } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, idsOf, someCreativeFields, uniqueWord } from "../../../../test/social.ts";
import { statementsOf } from "../../../../test/statements.ts";
import type { Executor } from "../../../db/connect.ts";
import {
  locations,
  operationSkills,
  standardizedProfessions,
  standardizedSkills,
  userCreativeFields,
} from "../../../db/schema/index.ts";
import { RELATED_PAGE_SIZE } from "./service.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const get = (url: string, headers: Record<string, string> = {}) => request(ctx.app, "GET", url, { headers });
const related = (id: number | string, query = "", headers: Record<string, string> = {}) =>
  get(`/api/v1/creatives/${id}/related${query}`, headers);

type UserInsert = NonNullable<Parameters<typeof buildUser>[1]>;
type Member = Awaited<ReturnType<typeof buildMember>>;

const ids = (...list: { id: number }[]) => list.map((u) => String(u.id));
const userIds = (...list: Member[]) => ids(...list.map((m) => m.user));

/**
 * Creative fields and cities no other test of this file uses: related lists reach everyone sharing
 * a field or a place, so each test keeps to its own.
 */
let fieldsTaken = 0;
async function freshFields(n: number): Promise<number[]> {
  const all = await someCreativeFields(db, 100);
  fieldsTaken += n;
  if (fieldsTaken > all.length) throw new Error("This file uses more creative fields than there are.");
  return all.slice(fieldsTaken - n, fieldsTaken);
}
let citiesTaken = 0;
async function freshGermanCities(n: number) {
  const cities = await db
    .select()
    .from(locations)
    .where(eq(locations.countryCode, "DE"))
    .orderBy(asc(locations.id))
    .limit(n)
    .offset(citiesTaken);
  citiesTaken += n;
  return cities;
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A complete creative in these fields. */
const creative = (overrides: Partial<UserInsert>, fieldIds: number[] = []) =>
  buildMember(db, { name: `Creative ${uniqueWord()}`, ...overrides }, fieldIds);

async function addSkills(executor: Executor, userId: number, creativeFieldId: number, skillIds: number[]) {
  const [operation] = await executor
    .select({ id: userCreativeFields.id })
    .from(userCreativeFields)
    .where(and(eq(userCreativeFields.userId, userId), eq(userCreativeFields.creativeFieldId, creativeFieldId)));
  await executor.insert(operationSkills).values(skillIds.map((skillId) => ({ operationId: operation.id, skillId })));
}

describe("GET /api/v1/creatives/{id}/related", () => {
  it("ranks by shared creative fields, then shared skills, then the same city and country, then the newest", async () => {
    const [f1, f2, f3] = await freshFields(3);
    const [s1, s2] = (await db.select().from(standardizedSkills).orderBy(asc(standardizedSkills.id)).limit(2)).map(
      (s) => s.id,
    );
    const [city, otherCity] = await freshGermanCities(2);
    const subject = await creative({ locationId: city.id }, [f1, f2]);
    await addSkills(db, subject.user.id, f1, [s1, s2]);

    // Created oldest first in the expected order, so that "newest first" alone would turn it round.
    const twoFields = await creative({ createdAt: minutesAgo(90) }, [f1, f2]);
    const fieldTwoSkills = await creative({ createdAt: minutesAgo(80) }, [f1]);
    const fieldOneSkill = await creative({ createdAt: minutesAgo(70) }, [f2]);
    const fieldNeighbour = await creative({ createdAt: minutesAgo(60), locationId: city.id }, [f1]);
    const fieldCompatriot = await creative({ createdAt: minutesAgo(50), locationId: otherCity.id }, [f2]);
    const fieldNewer = await creative({ createdAt: minutesAgo(10) }, [f1]);
    const fieldOlder = await creative({ createdAt: minutesAgo(40) }, [f1]);
    const skillOnly = await creative({ createdAt: minutesAgo(30) }, [f3]);
    const neighbourOnly = await creative({ createdAt: minutesAgo(20), locationId: city.id });
    // The same country alone is no relation: it only orders those who share something else.
    const compatriotOnly = await creative({ createdAt: minutesAgo(5), locationId: otherCity.id });
    const stranger = await creative({ createdAt: minutesAgo(1) }, []);
    await addSkills(db, fieldTwoSkills.user.id, f1, [s1, s2]);
    await addSkills(db, fieldOneSkill.user.id, f2, [s2]);
    await addSkills(db, skillOnly.user.id, f3, [s1]);

    const res = await related(subject.user.id, `?page[size]=${RELATED_PAGE_SIZE.maxSize}`);
    expect(res.statusCode).toBe(200);
    const expected = userIds(
      twoFields,
      fieldTwoSkills,
      fieldOneSkill,
      fieldNeighbour,
      fieldCompatriot,
      fieldNewer,
      fieldOlder,
      skillOnly,
      neighbourOnly,
    );
    expect(idsOf(res.json())).toEqual(expected);
    expect(res.json().meta).toEqual({ total: expected.length, total_pages: 1 });
    expect(idsOf(res.json())).not.toContain(String(compatriotOnly.user.id));
    expect(idsOf(res.json())).not.toContain(String(stranger.user.id));
    expect(res.json().data[0]).toMatchObject({ type: "users", attributes: { is_creative: true } });

    // A signed-in viewer sees the same order, without themselves.
    const asRanked = await related(subject.user.id, "?page[size]=24", fieldNeighbour.headers);
    expect(idsOf(asRanked.json())).toEqual(expected.filter((id) => id !== String(fieldNeighbour.user.id)));
  });

  it("leaves out the user, the viewer, clients, and whoever is hidden from the viewer", async () => {
    const [field] = await freshFields(1);
    const subject = await creative({}, [field]);
    const viewer = await creative({}, [field]);
    const visible = await creative({}, [field]);
    const alsoClient = await creative({ isClient: true }, [field]);
    const membersOnly = await creative({ profileVisibility: "members" }, [field]);
    const connected = await creative({ profileVisibility: "connections" }, [field]);
    const blockedByViewer = await creative({}, [field]);
    const blockingViewer = await creative({}, [field]);
    await creative({ isCreative: false, isClient: true }, [field]);
    await creative({ deactivatedAt: new Date() }, [field]);
    await creative({ complete: false }, [field]);
    await creative({ profileVisibility: "connections" }, [field]);
    await buildConnection(db, { requesterId: connected.user.id, connecteeId: viewer.user.id });
    await buildBlock(db, { blockerId: viewer.user.id, blockedId: blockedByViewer.user.id });
    await buildBlock(db, { blockerId: blockingViewer.user.id, blockedId: viewer.user.id });

    const signedIn = await related(subject.user.id, "", viewer.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(idsOf(signedIn.json()).sort()).toEqual(userIds(visible, alsoClient, membersOnly, connected).sort());
    expect(signedIn.json().meta.total).toBe(4);

    // Blocks hide the two users from each other only; a visitor sees everyone who shows to all.
    const visitor = await related(subject.user.id);
    expect(idsOf(visitor.json()).sort()).toEqual(
      userIds(viewer, visible, alsoClient, blockedByViewer, blockingViewer).sort(),
    );
    expect(visitor.json().meta.total).toBe(5);

    // On one's own profile, the list holds neither oneself nor, of course, the viewer twice.
    const own = await related(subject.user.id, "", subject.headers);
    expect(idsOf(own.json())).not.toContain(String(subject.user.id));
    expect(idsOf(own.json())).toContain(String(viewer.user.id));
  });

  it("lists the creatives in a client's fields: the fields the client hires in", async () => {
    const [field, otherField] = await freshFields(2);
    const client = await buildMember(db, { isCreative: false, isClient: true, kind: "company" }, [field]);
    const inField = await creative({}, [field]);
    await creative({}, [otherField]);
    await buildMember(db, { isCreative: false, isClient: true }, [field]);

    const res = await related(client.user.id);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual(userIds(inField));
  });

  it("is empty for a user who shares nothing with anyone", async () => {
    const loner = await creative({});
    const res = await related(loner.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0, total_pages: 1 } });
  });

  it(`pages the list, ${RELATED_PAGE_SIZE.defaultSize} by default and at most ${RELATED_PAGE_SIZE.maxSize}`, async () => {
    const [field] = await freshFields(1);
    const subject = await creative({}, [field]);
    const others: Member[] = [];
    for (let i = 0; i < 8; i += 1) others.push(await creative({ createdAt: minutesAgo(i) }, [field]));

    const first = (await related(subject.user.id)).json();
    expect(first.data).toHaveLength(6);
    expect(first.meta).toEqual({ total: 8, total_pages: 2 });
    expect(decodeURIComponent(first.links.next)).toContain("page[number]=2");
    expect(decodeURIComponent(first.links.next)).toContain("page[size]=6");
    expect(first.links.prev).toBeNull();
    const second = (await related(subject.user.id, "?page[number]=2")).json();
    expect(second.data).toHaveLength(2);
    expect(second.links.next).toBeNull();
    expect([...idsOf(first), ...idsOf(second)]).toEqual(userIds(...others));

    const small = (await related(subject.user.id, "?page[size]=3&page[number]=3")).json();
    expect(idsOf(small)).toEqual(userIds(...others.slice(6)));
    expect(small.meta.total_pages).toBe(3);

    const capped = (await related(subject.user.id, "?page[size]=1000")).json();
    expect(decodeURIComponent(capped.links.self)).toContain(`page[size]=${RELATED_PAGE_SIZE.maxSize}`);
    expect(capped.data).toHaveLength(8);
    expect((await related(subject.user.id, "?page[number]=9")).json().data).toEqual([]);
  });

  it("includes assigned professions with their professions, and locations", async () => {
    const [field] = await freshFields(1);
    const [city] = await freshGermanCities(1);
    const [profession] = await db.select().from(standardizedProfessions).limit(1);
    const subject = await creative({}, [field]);
    const other = await creative({ locationId: city.id }, [field]);
    const assigned = await buildUserProfession(db, { userId: other.user.id, professionId: profession.id });

    const res = await related(subject.user.id, "?include=assigned_professions.profession,location");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data[0].relationships).toMatchObject({
      location: { data: { type: "locations", id: String(city.id) } },
      assigned_professions: { data: [{ type: "user_professions", id: String(assigned.id) }] },
    });
    const included = body.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`).sort();
    expect(included).toEqual(
      [`locations:${city.id}`, `standardized_professions:${profession.id}`, `user_professions:${assigned.id}`].sort(),
    );
    expect((await related(subject.user.id)).json().included).toBeUndefined();
  });

  it("answers any page in the same number of queries, whatever its size (no query per user)", async () => {
    const [field] = await freshFields(1);
    const [city] = await freshGermanCities(1);
    const [profession] = await db.select().from(standardizedProfessions).limit(1);
    const subject = await creative({}, [field]);
    const viewer = await creative({});
    for (let i = 0; i < 12; i += 1) {
      const other = await creative({ locationId: city.id }, [field]);
      await buildUserProfession(db, { userId: other.user.id, professionId: profession.id });
      await buildConnection(db, { requesterId: other.user.id, connecteeId: viewer.user.id });
    }
    const queriesFor = async (size: number) => {
      const { result: res, statements } = await statementsOf(() =>
        related(
          subject.user.id,
          `?page[size]=${size}&include=assigned_professions.profession,location,creative_fields`,
          viewer.headers,
        ),
      );
      expect(res.json().data).toHaveLength(size);
      // Whether the session was kept depends on when the notices of the rows above arrived.
      return statements.filter((s) => !/from "sessions"/.test(s)).length;
    };

    const forTwo = await queriesFor(2);
    expect(forTwo).toBeGreaterThan(0);
    expect(await queriesFor(12)).toBe(forTwo);
  });

  it("answers 404 for users the caller may not see, and for ids that name nobody", async () => {
    const [field] = await freshFields(1);
    const viewer = await creative({}, [field]);
    const make = (overrides: Partial<UserInsert>) => creative(overrides, [field]);
    const hidden = {
      deactivated: await make({ deactivatedAt: new Date() }),
      incomplete: await make({ complete: false }),
      blockedByViewer: await make({}),
      blockingViewer: await make({}),
      connectionsOnly: await make({ profileVisibility: "connections" }),
    };
    const membersOnly = await make({ profileVisibility: "members" });
    await buildBlock(db, { blockerId: viewer.user.id, blockedId: hidden.blockedByViewer.user.id });
    await buildBlock(db, { blockerId: hidden.blockingViewer.user.id, blockedId: viewer.user.id });

    for (const [label, member] of Object.entries(hidden)) {
      const res = await related(member.user.id, "", viewer.headers);
      expect(res.statusCode, label).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ status: "404" });
      expect(res.body).not.toContain(member.user.name);
    }
    expect((await related(membersOnly.user.id)).statusCode).toBe(404);
    expect((await related(membersOnly.user.id, "", viewer.headers)).statusCode).toBe(200);
    expect((await related(hidden.blockedByViewer.user.id)).statusCode).toBe(200);
    for (const id of ["98765432109", "abc", "1.5", "-1"]) expect((await related(id)).statusCode, id).toBe(404);
  });

  it.each([
    ["a page number below 1", "page[number]=0", "page[number]"],
    ["a page number that is no number", "page[number]=two", "page[number]"],
    ["a page size of 0", "page[size]=0", "page[size]"],
    ["a page size that is no number", "page[size]=six", "page[size]"],
    ["an unknown include", "include=sessions", "include"],
    ["a filter, which this list does not take", "filter[kind]=private", "filter[kind]"],
    ["an order of its own", "sort=-created_at", "sort"],
  ])("answers 400 naming the parameter for %s", async (_, query, parameter) => {
    const subject = await creative({});
    const res = await related(subject.user.id, `?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source).toEqual({ parameter });
  });

  it("is described in the API description", async () => {
    const spec = (await get("/api/docs/json")).json();
    const operation = spec.paths["/api/v1/creatives/{id}/related"]?.get;
    expect(operation).toMatchObject({ tags: ["creatives"], summary: expect.any(String) });
    const parameters = operation.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(["id", "include", "page[number]", "page[size]"]));
  });
});
