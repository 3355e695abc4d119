import {
  CLIENT_FIND_KINDS,
  CREATIVE_FIND_KINDS,
  FIND_CARD_THUMBNAILS,
  FIND_FILTERS,
  FIND_FILTERS_BY_KIND,
  type FindFilterName,
  type FindScope,
  findFilterParam,
  findKindParams,
} from "@atelier/common";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildItem } from "../../../../test/creations.ts";
import {
  buildBlock,
  buildConnection,
  buildFollow,
  buildProfile,
  buildSignedInUser,
  buildUser,
} from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { idsOf, someCreativeFields, uniqueWord } from "../../../../test/social.ts";
import { statementsOf } from "../../../../test/statements.ts";
import {
  industries,
  languageLevels,
  languages,
  likes,
  locations,
  operationSkills,
  standardizedSkills,
  userCreativeFields,
  userFacets,
  userIndustries,
  users,
} from "../../../db/schema/index.ts";
import { issueSession } from "../../../platform/auth/sessions.ts";
import { NAME_CANDIDATES } from "../users/names.ts";
import { visibleUsersFilter } from "../users/visibility.ts";
import { EXACT_COUNT_UP_TO } from "./counts.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Params = Record<string, string>;
const urlOf = (scope: FindScope, params: Params) =>
  `/api/v1/${scope}?${Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&")}`;
const find = (scope: FindScope, params: Params, headers: Record<string, string> = {}) =>
  request(ctx.app, "GET", urlOf(scope, params), { headers });
const filter = (scope: FindScope, name: FindFilterName) => `filter[${findFilterParam(scope, name)}]`;
const kindFilters = (scope: FindScope, kind: string): Params =>
  Object.fromEntries(Object.entries(findKindParams(scope, kind as never)).map(([k, v]) => [`filter[${k}]`, v]));

/** The ids found, newest first, among the users whose name holds `word`. */
async function found(scope: FindScope, word: string, params: Params = {}, headers: Record<string, string> = {}) {
  const res = await find(scope, { [filter(scope, "names")]: word, sorted_by: "1", ...params }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return idsOf(res.json());
}
const sortedIds = (...rows: { id: number }[]) => rows.map((row) => String(row.id)).sort();
const asSet = (ids: string[]) => [...ids].sort();

const [fieldA, fieldB] = await someCreativeFields(db, 2);
const [skillA, skillB] = (await db.select().from(standardizedSkills).orderBy(asc(standardizedSkills.id)).limit(2)).map(
  (row) => row.id,
);
const [placeA, placeB] = (await db.select().from(locations).orderBy(asc(locations.id)).limit(2)).map((row) => row.id);
/** A place only the visibility test's people live in. */
const [{ id: placeAlone }] = await db.select().from(locations).orderBy(asc(locations.id)).offset(2).limit(1);
const langRows = await db.select().from(languages).orderBy(asc(languages.id));
const english = langRows.find((l) => l.code === "en") ?? langRows[0];
const german = langRows.find((l) => l.code === "de") ?? langRows[1];
const [industryA, industryB] = (await db.select().from(industries).orderBy(asc(industries.id)).limit(2)).map(
  (row) => row.id,
);

interface Facets {
  fields?: { id: number; level?: "none" | "beginner" | "intermediate" | "expert"; skills?: number[] }[];
  languages?: number[];
  industries?: number[];
}

/** A listed user with these facets, written as the profile endpoints would. */
async function buildPerson(overrides: Partial<typeof users.$inferInsert>, facets: Facets = {}) {
  const user = await buildUser(db, overrides);
  for (const [position, field] of (facets.fields ?? []).entries()) {
    const [operation] = await db
      .insert(userCreativeFields)
      .values({ userId: user.id, creativeFieldId: field.id, level: field.level ?? "none", position })
      .returning();
    for (const skillId of field.skills ?? []) {
      await db.insert(operationSkills).values({ operationId: operation.id, skillId });
    }
  }
  for (const languageId of facets.languages ?? []) {
    await db.insert(languageLevels).values({ userId: user.id, languageId, level: "fluent" });
  }
  for (const [position, industryId] of (facets.industries ?? []).entries()) {
    await db.insert(userIndustries).values({ userId: user.id, industryId, position });
  }
  return user;
}

describe("GET /api/v1/creatives and /api/v1/clients", () => {
  it("filters creatives by every filter alone and combined, any value of one, all of several", async () => {
    const word = uniqueWord();
    const anna = await buildPerson(
      { name: `Anna ${word}`, locationId: placeA },
      {
        fields: [{ id: fieldA, level: "expert", skills: [skillA] }],
        languages: [english.id],
      },
    );
    const ben = await buildPerson(
      { name: `Ben ${word}`, locationId: placeB },
      {
        fields: [
          { id: fieldA, level: "beginner" },
          { id: fieldB, level: "expert", skills: [skillB] },
        ],
        languages: [german.id],
      },
    );
    const studio = await buildPerson(
      { name: `Studio ${word}`, kind: "company", locationId: placeA },
      { fields: [{ id: fieldB, skills: [skillA, skillB] }] },
    );
    const s = "creatives";
    const priv = kindFilters(s, "private");

    expect(asSet(await found(s, word))).toEqual(sortedIds(anna, ben, studio));
    expect(asSet(await found(s, word, priv))).toEqual(sortedIds(anna, ben));
    expect(asSet(await found(s, word, kindFilters(s, "company")))).toEqual(sortedIds(studio));
    expect(asSet(await found(s, word, { [filter(s, "creativeFieldIds")]: `${fieldA}` }))).toEqual(sortedIds(anna, ben));
    expect(asSet(await found(s, word, { [filter(s, "creativeFieldIds")]: `${fieldA},${fieldB}` }))).toEqual(
      sortedIds(anna, ben, studio),
    );
    expect(asSet(await found(s, word, { [filter(s, "skills")]: `${skillA}` }))).toEqual(sortedIds(anna, studio));
    expect(asSet(await found(s, word, { [filter(s, "locationIds")]: `${placeB}` }))).toEqual(sortedIds(ben));
    expect(asSet(await found(s, word, { ...priv, [filter(s, "languageCodes")]: german.code }))).toEqual(sortedIds(ben));
    expect(
      asSet(await found(s, word, { ...priv, [filter(s, "languageCodes")]: `${english.code},${german.code}` })),
    ).toEqual(sortedIds(anna, ben));
    // Levels alone: any field at that level; with fields: that field at that level.
    expect(asSet(await found(s, word, { ...priv, [filter(s, "levels")]: "expert" }))).toEqual(sortedIds(anna, ben));
    expect(
      asSet(
        await found(s, word, {
          ...priv,
          [filter(s, "levels")]: "expert",
          [filter(s, "creativeFieldIds")]: `${fieldA}`,
        }),
      ),
    ).toEqual(sortedIds(anna));
    expect(
      asSet(
        await found(s, word, {
          ...priv,
          [filter(s, "levels")]: "beginner,intermediate",
          [filter(s, "creativeFieldIds")]: `${fieldB}`,
        }),
      ),
    ).toEqual([]);
    // Every filter given must match.
    expect(
      asSet(
        await found(s, word, {
          [filter(s, "skills")]: `${skillA}`,
          [filter(s, "locationIds")]: `${placeA}`,
          [filter(s, "creativeFieldIds")]: `${fieldB}`,
        }),
      ),
    ).toEqual(sortedIds(studio));
    // Repeated values count once.
    expect(asSet(await found(s, word, { [filter(s, "skills")]: `${skillB},${skillB}` }))).toEqual(
      sortedIds(ben, studio),
    );
  });

  it("keeps the facets current as fields, skills, languages and industries change", async () => {
    const word = uniqueWord();
    const person = await buildPerson({ name: `Changing ${word}` }, { fields: [{ id: fieldA, skills: [skillA] }] });
    const s = "creatives";
    expect(await found(s, word, { [filter(s, "skills")]: `${skillA}` })).toEqual([String(person.id)]);
    await db.delete(userCreativeFields).where(eq(userCreativeFields.userId, person.id));
    expect(await found(s, word, { [filter(s, "skills")]: `${skillA}` })).toEqual([]);
    expect(await found(s, word, { [filter(s, "creativeFieldIds")]: `${fieldA}` })).toEqual([]);
    await db.insert(languageLevels).values({ userId: person.id, languageId: german.id, level: "fluent" });
    expect(await found(s, word, { ...kindFilters(s, "private"), [filter(s, "languageCodes")]: german.code })).toEqual([
      String(person.id),
    ]);
    await db.update(users).set({ isClient: true }).where(eq(users.id, person.id));
    const industry = { ...kindFilters("clients", "private"), [filter("clients", "industryIds")]: `${industryB}` };
    expect(await found("clients", word, industry)).toEqual([]);
    await db.insert(userIndustries).values({ userId: person.id, industryId: industryB, position: 0 });
    expect(await found("clients", word, industry)).toEqual([String(person.id)]);
  });

  it("filters clients by kind, the creative industries and industries", async () => {
    const word = uniqueWord();
    const client = { isClient: true, isCreative: false };
    const person = await buildPerson({ ...client, name: `Private ${word}` }, { industries: [industryA] });
    const agency = await buildPerson(
      { ...client, name: `Agency ${word}`, kind: "company", isInsideCci: true },
      { fields: [{ id: fieldA, skills: [skillA] }] },
    );
    const bank = await buildPerson(
      { ...client, name: `Bank ${word}`, kind: "company", isInsideCci: false, locationId: placeB },
      { industries: [industryB] },
    );
    await buildPerson({ name: `Creative ${word}` });
    const s = "clients";

    expect(asSet(await found(s, word))).toEqual(sortedIds(person, agency, bank));
    expect(await found(s, word, kindFilters(s, "private"))).toEqual([String(person.id)]);
    expect(await found(s, word, kindFilters(s, "companyInsideCci"))).toEqual([String(agency.id)]);
    expect(await found(s, word, kindFilters(s, "companyOutsideCci"))).toEqual([String(bank.id)]);
    const outside = kindFilters(s, "companyOutsideCci");
    expect(await found(s, word, { ...outside, [filter(s, "industryIds")]: `${industryB}` })).toEqual([String(bank.id)]);
    expect(await found(s, word, { ...outside, [filter(s, "industryIds")]: `${industryA}` })).toEqual([]);
    expect(await found(s, word, { ...kindFilters(s, "private"), [filter(s, "industryIds")]: `${industryA}` })).toEqual([
      String(person.id),
    ]);
    const inside = kindFilters(s, "companyInsideCci");
    expect(await found(s, word, { ...inside, [filter(s, "skills")]: `${skillA}` })).toEqual([String(agency.id)]);
    expect(await found(s, word, { [filter(s, "creativeFieldIds")]: `${fieldA}` })).toEqual([String(agency.id)]);
    expect(await found(s, word, { [filter(s, "locationIds")]: `${placeB}` })).toEqual([String(bank.id)]);
  });

  it("refuses every filter a kind does not offer with a 422 at its parameter", async () => {
    const scopes = { creatives: CREATIVE_FIND_KINDS, clients: CLIENT_FIND_KINDS } as const;
    const values: Record<FindFilterName, string> = {
      names: "anna",
      creativeFieldIds: `${fieldA}`,
      industryIds: `${industryA}`,
      skills: `${skillA}`,
      levels: "expert",
      locationIds: `${placeA}`,
      languageCodes: "en",
    };
    for (const scope of ["creatives", "clients"] as const) {
      for (const kind of scopes[scope]) {
        const offered = (FIND_FILTERS_BY_KIND[scope] as Record<string, readonly FindFilterName[]>)[kind];
        for (const name of FIND_FILTERS) {
          const res = await find(scope, { ...kindFilters(scope, kind), [filter(scope, name)]: values[name] });
          if (offered.includes(name)) {
            expect(res.statusCode, `${scope} ${kind} ${name}`).toBe(200);
          } else {
            expect(res.statusCode, `${scope} ${kind} ${name}`).toBe(422);
            expect(res.json().errors[0].source).toEqual({ parameter: filter(scope, name) });
          }
        }
      }
    }
  });

  it("answers contradicting kinds with a 422, unknown filters and malformed values with a 400, each naming the parameter", async () => {
    // The parameter named is the last one of each case.
    const cases: [FindScope, Params, number][] = [
      ["creatives", { "filter[is_inside_cci]": "true" }, 422],
      ["clients", { "filter[with_client_kinds]": "private", "filter[is_inside_cci]": "true" }, 422],
      [
        "clients",
        { "filter[with_client_kinds]": "company", "filter[is_inside_cci]": "true", "filter[is_outside_cci]": "true" },
        422,
      ],
      ["clients", { "filter[is_inside_cci]": "yes" }, 400],
      ["creatives", { "filter[with_client_names]": "anna" }, 400],
      ["creatives", { "filter[password]": "x" }, 400],
      ["creatives", { "filter[with_creative_kinds]": "robot" }, 400],
      ["creatives", { "filter[with_creative_skills]": "abc" }, 400],
      ["creatives", { "filter[with_creative_location_ids]": "-1" }, 400],
      ["creatives", { "filter[with_creative_kinds]": "private", "filter[with_creative_levels]": "guru" }, 400],
      ["creatives", { "filter[with_creative_kinds]": "private", "filter[with_creative_language_codes]": "EN" }, 400],
      ["creatives", { sorted_by: "2" }, 400],
      ["creatives", { sort: "created_at" }, 400],
      ["creatives", { sort: "password" }, 400],
      ["creatives", { sort: "-name;drop table users" }, 400],
      ["creatives", { "page[number]": "-1" }, 400],
      ["creatives", { include: "email" }, 400],
    ];
    for (const [scope, params, status] of cases) {
      const res = await find(scope, params);
      const parameter = Object.keys(params).at(-1);
      expect(res.statusCode, JSON.stringify(params)).toBe(status);
      expect(res.json().errors[0].source).toEqual({ parameter });
    }
  });

  it("takes SQL metacharacters, wildcards, huge and odd values in every parameter literally or as a 400, never a 500", async () => {
    const nasty = [
      "'",
      "\"'; drop table users; --",
      "%",
      "_",
      "\\",
      "a%b_c\\",
      "1 or 1=1",
      "1);select pg_sleep(1);--",
      "x".repeat(10_000),
      "٣",
      "\ufffd",
      "\u0000",
      "\u202e",
      "1e309",
      String(2 ** 53 + 1),
      "-0",
      "__proto__",
      "a:*|b",
      "!(&",
    ];
    // Private creatives and private clients offer every filter between them.
    for (const scope of ["creatives", "clients"] as const) {
      const kindParam = `filter[with_${scope === "creatives" ? "creative" : "client"}_kinds]`;
      const params = [
        ...FIND_FILTERS_BY_KIND[scope].private.map((name) => filter(scope, name)),
        kindParam,
        "sorted_by",
        "sort",
        "page[number]",
        "page[size]",
        "include",
      ];
      for (const parameter of params) {
        for (const value of nasty) {
          const base = parameter === kindParam ? {} : { [kindParam]: "private" };
          const res = await find(scope, { ...base, [parameter]: value });
          const what = `${scope} ${parameter}=${value.slice(0, 20)}`;
          expect([200, 400], what).toContain(res.statusCode);
          // A NUL anywhere in the address is refused before any route reads it.
          const source = value === "\u0000" ? undefined : { parameter };
          if (res.statusCode === 400) expect(res.json().errors[0].source, what).toEqual(source);
          expect(JSON.stringify(res.json().errors ?? [])).not.toMatch(/syntax|relation|column|sql/i);
        }
      }
    }
    // A lone surrogate and broken UTF-8 as they arrive on the wire.
    for (const raw of ["%ED%A0%80", "%C3", "%FF%FE"]) {
      const res = await request(ctx.app, "GET", `/api/v1/creatives?filter[with_creative_names]=${raw}`);
      expect([200, 400]).toContain(res.statusCode);
    }
    // Arrays: a repeated parameter is joined like commas.
    const word = uniqueWord();
    const one = await buildPerson({ name: `Arrays ${word}`, locationId: placeA });
    const res = await request(
      ctx.app,
      "GET",
      `/api/v1/creatives?filter[with_creative_names]=${word}&filter[with_creative_location_ids]=${placeB}&filter[with_creative_location_ids]=${placeA}`,
    );
    expect(idsOf(res.json())).toEqual([String(one.id)]);
    // Wildcards in a name match themselves only.
    expect(await found("creatives", `${word.slice(0, 2)}%`)).toEqual([]);
    expect((await db.select({ id: users.id }).from(users).limit(1)).length).toBe(1);
  });

  it("ranks a name search: the exact name, then names starting with it, word starts, inside, typos", async () => {
    const word = uniqueWord();
    const inside = await buildPerson({ name: `Xx${word}yy Lee` });
    const wordStart = await buildPerson({ name: `Lee ${word}son` });
    const starting = await buildPerson({ name: `${word} Lee` });
    const exact = await buildPerson({ name: `${word}` });
    // One letter wrong, as a typo is.
    const typo = await buildPerson({ name: `${word.slice(0, 5)}${word[5] === "q" ? "x" : "q"}${word.slice(6)} Lee` });
    const res = await find("creatives", { [filter("creatives", "names")]: word });
    expect(idsOf(res.json())).toEqual([exact, starting, wordStart, inside, typo].map((u) => String(u.id)));
    // Newest first when asked, whatever the rank.
    const newest = await find("creatives", { [filter("creatives", "names")]: word, sort: "-created_at" });
    expect(idsOf(newest.json())).toEqual([typo, exact, starting, wordStart, inside].map((u) => String(u.id)));
  });

  it("finds the exact name first however many names start with it", async () => {
    const word = uniqueWord();
    const sharing = Array.from({ length: NAME_CANDIDATES + 100 }, (_, i) => ({
      email: `sharing-${i}-${word}@example.test`,
      name: `${word} Member${i}`,
      complete: true,
      isCreative: true,
      kind: "private" as const,
      confirmedAt: new Date(),
    }));
    await db.insert(users).values(sharing);
    // Written last, so that any unordered cap would read it last.
    const exact = await buildPerson({ name: word });
    const res = await find("creatives", { [filter("creatives", "names")]: word });
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res.json())[0]).toBe(String(exact.id));
    expect(res.json().meta.total).toBe(NAME_CANDIDATES);
  });

  it("finds names whatever their accents and umlauts: München, Munchen, Muenchen; Müller, Muller", async () => {
    const word = uniqueWord();
    const muller = await buildPerson({ name: `Jana Müller ${word}` });
    const munchen = await buildPerson({ name: `Atelier München ${word}`, kind: "company" });
    const gross = await buildPerson({ name: `Jürgen Groß ${word}` });
    for (const term of ["muller", "Müller", "mueller", "MULLER"]) {
      expect(await found("creatives", `${term} ${word}`), term).toEqual([String(muller.id)]);
    }
    for (const term of ["München", "munchen", "muenchen"]) {
      expect(await found("creatives", `${term} ${word}`), term).toEqual([String(munchen.id)]);
    }
    expect(await found("creatives", `jurgen gross ${word}`)).toEqual([String(gross.id)]);
    // The same ranking holds for the users list the header search reads.
    const users = await request(
      ctx.app,
      "GET",
      `/api/v1/users?filter[with_user_names]=${encodeURIComponent(`mueller ${word}`)}`,
    );
    expect(idsOf(users.json())).toEqual([String(muller.id)]);
  });

  it("never lists hidden, deactivated, unconfirmed, incomplete, blocked or members-only users to those who may not see them", async () => {
    const word = uniqueWord();
    const shown = await buildPerson({ name: `Shown ${word}` });
    await buildPerson({ name: `Deactivated ${word}`, deactivatedAt: new Date() });
    await buildPerson({ name: `Unconfirmed ${word}`, confirmedAt: null });
    await buildPerson({ name: `Incomplete ${word}`, complete: false });
    await buildPerson({ name: `Connections ${word}`, profileVisibility: "connections" });
    const members = await buildPerson({ name: `Members ${word}`, profileVisibility: "members" });
    const blocked = await buildPerson({ name: `Blocked ${word}` });
    const blocker = await buildPerson({ name: `Blocker ${word}` });
    const viewer = await buildSignedInUser(db, { name: "Viewer" });
    await buildBlock(db, { blockerId: viewer.user.id, blockedId: blocked.id });
    await buildBlock(db, { blockerId: blocker.id, blockedId: viewer.user.id });

    const connected = await buildPerson({ name: `Connected ${word}`, profileVisibility: "connections" });
    const asking = await buildPerson({ name: `Asking ${word}`, profileVisibility: "connections" });
    const asked = await buildPerson({ name: `Asked ${word}`, profileVisibility: "connections" });
    await buildConnection(db, { requesterId: viewer.user.id, connecteeId: connected.id, status: "confirmed" });
    await buildConnection(db, { requesterId: asking.id, connecteeId: viewer.user.id, status: "requested" });
    await buildConnection(db, { requesterId: viewer.user.id, connecteeId: asked.id, status: "requested" });

    // A block hides the two from each other alone; a "connections" profile shows itself to its
    // connections and to whom it asked.
    const toVisitors = sortedIds(shown, blocked, blocker);
    const toViewer = sortedIds(shown, members, connected, asking);
    expect(asSet(await found("creatives", word))).toEqual(toVisitors);
    expect(asSet(await found("creatives", word, {}, viewer.headers))).toEqual(toViewer);
    // The same without a name, where the lists read the users' facets alone.
    await db
      .update(users)
      .set({ locationId: placeAlone })
      .where(sql`${users.name} like ${`%${word}`} and ${users.id} <> ${viewer.user.id}`);
    const byPlace = (headers: Record<string, string> = {}) =>
      find("creatives", { [filter("creatives", "locationIds")]: String(placeAlone) }, headers);
    expect(asSet(idsOf((await byPlace()).json()))).toEqual(toVisitors);
    expect(asSet(idsOf((await byPlace(viewer.headers)).json()))).toEqual(toViewer);
    // Both rules name the same people.
    const sameByRule = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.locationId, placeAlone), visibleUsersFilter({ id: viewer.user.id })));
    expect(asSet(sameByRule.map((row) => String(row.id)))).toEqual(toViewer);
  });

  it("follows changes of the account itself: place, role, visibility and deactivation", async () => {
    const word = uniqueWord();
    const person = await buildPerson({ name: `Moving ${word}`, locationId: placeA });
    const inPlace = (place: number) => found("creatives", word, { [filter("creatives", "locationIds")]: `${place}` });
    expect(await inPlace(placeA)).toEqual([String(person.id)]);
    await db.update(users).set({ locationId: placeB }).where(eq(users.id, person.id));
    expect(await inPlace(placeA)).toEqual([]);
    expect(await inPlace(placeB)).toEqual([String(person.id)]);
    await db.update(users).set({ profileVisibility: "members" }).where(eq(users.id, person.id));
    expect(await found("creatives", word)).toEqual([]);
    await db.update(users).set({ profileVisibility: "everyone", isCreative: false }).where(eq(users.id, person.id));
    expect(await found("creatives", word)).toEqual([]);
    await db.update(users).set({ isCreative: true, deactivatedAt: new Date() }).where(eq(users.id, person.id));
    expect(await found("creatives", word)).toEqual([]);
    await db.update(users).set({ deactivatedAt: null }).where(eq(users.id, person.id));
    expect(await found("creatives", word)).toEqual([String(person.id)]);
  });

  it("counts a list exactly up to its cap in the page's own statement, and keeps the count of a longer one", async () => {
    const [{ id: crowded }] = await db.select().from(locations).orderBy(asc(locations.id)).offset(3).limit(1);
    const addPeople = (from: number, to: number) =>
      db.execute(sql`insert into users (email, name, complete, is_creative, kind, confirmed_at, location_id)
        select 'crowd-' || g || '@example.test', 'Crowd ' || g, true, true, 'private', now(), ${crowded}
        from generate_series(${from}::int, ${to}::int) g`);
    const inCrowd = { [filter("creatives", "locationIds")]: String(crowded) };
    await addPeople(1, EXACT_COUNT_UP_TO);
    expect((await find("creatives", inCrowd)).json().meta.total).toBe(EXACT_COUNT_UP_TO);
    await addPeople(EXACT_COUNT_UP_TO + 1, EXACT_COUNT_UP_TO + 30);
    const counted = await statementsOf(() => find("creatives", inCrowd));
    expect(counted.result.json().meta.total).toBe(EXACT_COUNT_UP_TO + 30);
    // The page, its capped count, then the full count on the narrow rows.
    expect(counted.statements.filter((s) => s.includes(`"user_facets"`))).toHaveLength(2);
    // A newcomer shows in the kept count once it is counted again, not on every request.
    await addPeople(EXACT_COUNT_UP_TO + 31, EXACT_COUNT_UP_TO + 31);
    const kept = await statementsOf(() => find("creatives", { ...inCrowd, "page[number]": "2" }));
    expect(kept.result.json().meta.total).toBe(EXACT_COUNT_UP_TO + 30);
    expect(kept.statements.filter((s) => s.includes(`"user_facets"`))).toHaveLength(1);
    // Members count apart from visitors: they may see more.
    const member = await buildSignedInUser(db);
    expect((await find("creatives", inCrowd, member.headers)).json().meta.total).toBe(EXACT_COUNT_UP_TO + 31);
  });

  it("keeps a visitor's list until who is listed, or someone listed, changes", async () => {
    const [{ id: place }] = await db.select().from(locations).orderBy(asc(locations.id)).offset(4).limit(1);
    const word = uniqueWord();
    const first = await buildPerson({ name: `Kept ${word}`, locationId: place });
    const params = { [filter("creatives", "locationIds")]: String(place) };
    // The notices of the rows just written may still be on their way, and take away what a read keeps.
    await vi.waitFor(async () => {
      await find("creatives", params);
      const again = await statementsOf(() => find("creatives", params));
      // Where the facets stand, and nothing more.
      expect(again.statements).toHaveLength(1);
    });
    // A newcomer is listed at once: the facets moved on.
    const second = await buildPerson({ name: `Newcomer ${word}`, locationId: place });
    expect(asSet(idsOf((await find("creatives", params)).json()))).toEqual(sortedIds(first, second));
    // A change to someone listed that leaves the facets alone shows once its notice arrives.
    await db
      .update(users)
      .set({ name: `Renamed ${word}` })
      .where(eq(users.id, first.id));
    await vi.waitFor(async () => {
      const listed = (await find("creatives", params)).json().data as { attributes: { name: string } }[];
      expect(listed.map((user) => user.attributes.name)).toContain(`Renamed ${word}`);
    });
  });

  it("keeps a list for every plain member, each with their own follows, connections and likes laid over it", async () => {
    const [{ id: place }] = await db.select().from(locations).orderBy(asc(locations.id)).offset(5).limit(1);
    const word = uniqueWord();
    const maker = await buildPerson({ name: `Maker ${word}`, locationId: place });
    const item = await buildItem(db, { ownerId: maker.id, position: 1 });
    // A name that reads like the place a member's own attributes go in the kept text is just a name.
    const otherName = `Other ${word} \\u0000":7 "quoted"`;
    const other = await buildPerson({ name: otherName, locationId: place, messagePermission: "connections" });
    const hidden = await buildPerson({ name: `Hidden ${word}`, locationId: place, profileVisibility: "connections" });
    const params = { [filter("creatives", "locationIds")]: String(place), include: "showroom_items" };
    const plain = await buildSignedInUser(db, { name: "Plain" });
    const fan = await buildSignedInUser(db, { name: "Fan" });
    await buildFollow(db, { followerId: fan.user.id, followeeId: maker.id });
    await buildConnection(db, { requesterId: other.id, connecteeId: fan.user.id, status: "confirmed" });
    await db.insert(likes).values({ userId: fan.user.id, creationId: item.id });
    const friend = await buildSignedInUser(db, { name: "Friend" });
    await buildConnection(db, { requesterId: friend.user.id, connecteeId: hidden.id, status: "confirmed" });
    const blocker = await buildSignedInUser(db, { name: "Blocker" });
    await buildBlock(db, { blockerId: blocker.user.id, blockedId: maker.id });
    const attributesOf = (body: { data: { id: string; attributes: Record<string, unknown> }[] }) =>
      new Map(body.data.map((user) => [user.id, user.attributes]));

    await vi.waitFor(async () => {
      await find("creatives", params, plain.headers);
      const again = await statementsOf(() => find("creatives", params, plain.headers));
      // The member's standing with where the lists stand, the session being kept: nothing more.
      expect(again.statements).toHaveLength(1);
    });
    const asFan = await statementsOf(() => find("creatives", params, fan.headers));
    expect(asFan.statements).toHaveLength(2);
    const fanSees = attributesOf(asFan.result.json());
    expect(fanSees.get(String(maker.id))).toMatchObject({ is_me: false, is_followed: true, connection: null });
    expect(fanSees.get(String(other.id))).toMatchObject({
      is_followed: false,
      connection: { status: "confirmed", direction: "incoming" },
      may_message: true,
    });
    const liked = asFan.result.json().included.find((r: { id: string }) => r.id === String(item.id));
    expect(liked.attributes).toMatchObject({ is_liked: true, is_mine: false });
    const plainSees = attributesOf((await find("creatives", params, plain.headers)).json());
    expect(plainSees.get(String(maker.id))).toMatchObject({ is_followed: false });
    expect(plainSees.get(String(other.id))).toMatchObject({ name: otherName, connection: null, may_message: false });
    expect([...plainSees.keys()].sort()).toEqual(sortedIds(maker, other));
    // Whoever sees otherwise gets a list of their own: a "connections only" profile one is
    // connected with, a block, one's own card.
    expect(asSet(idsOf((await find("creatives", params, friend.headers)).json()))).toEqual(
      sortedIds(maker, other, hidden),
    );
    expect(asSet(idsOf((await find("creatives", params, blocker.headers)).json()))).toEqual(sortedIds(other));
    const { token } = await issueSession(db, maker.id);
    const asMaker = await find("creatives", params, { "x-auth-token": token });
    expect(attributesOf(asMaker.json()).get(String(maker.id))).toMatchObject({ is_me: true, may_message: false });
    const own = asMaker.json().included.find((r: { id: string }) => r.id === String(item.id));
    expect(own.attributes).toMatchObject({ is_mine: true });
  });

  it("pages the seed order without gaps or repeats, with links and totals", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 7; i += 1) await buildPerson({ name: `Page${i} ${word}`, locationId: placeB });
    const all = new Set<string>();
    const params = { "filter[with_creative_location_ids]": `${placeB}`, "page[size]": "3" };
    const first = (await find("creatives", params)).json();
    const total = first.meta.total as number;
    expect(total).toBeGreaterThanOrEqual(7);
    const pages = Math.ceil(total / 3);
    expect(first.meta.total_pages).toBe(pages);
    expect(new URL(first.links.last, "http://x").searchParams.get("page[number]")).toBe(String(pages));
    for (let number = 1; number <= pages; number += 1) {
      const page = (await find("creatives", { ...params, "page[number]": String(number) })).json();
      for (const id of idsOf(page)) all.add(id);
      expect(page.data.length).toBe(number < pages ? 3 : total - 3 * (pages - 1));
    }
    expect(all.size).toBe(total);
    // The seed order is stable: the first page again is the same.
    expect(idsOf((await find("creatives", params)).json())).toEqual(idsOf(first));
    const past = (await find("creatives", { ...params, "page[number]": String(pages + 1) })).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(total);
    // The seed order is the shuffle, not the order of creation.
    const ranks = await db
      .select({ id: users.id, seedRank: userFacets.seedRank })
      .from(users)
      .innerJoin(userFacets, eq(userFacets.userId, users.id))
      .where(and(eq(users.locationId, placeB), eq(users.isCreative, true), visibleUsersFilter(null)))
      .orderBy(asc(userFacets.seedRank), asc(users.id));
    expect(idsOf(first)).toEqual(ranks.slice(0, 3).map((r) => String(r.id)));
  });

  it("includes the first published showroom items of each, in the owner's order, in a few statements", async () => {
    const word = uniqueWord();
    const people = [];
    for (let i = 0; i < 4; i += 1) {
      const person = await buildPerson({ name: `Maker${i} ${word}` });
      await buildItem(db, { ownerId: person.id, status: "draft", position: 0 });
      for (let p = 1; p <= FIND_CARD_THUMBNAILS + 1; p += 1) await buildItem(db, { ownerId: person.id, position: p });
      people.push(person);
    }
    await buildProfile(db, { userId: people[0].id, slug: `maker-${word}` });
    const viewer = await buildSignedInUser(db, { name: "Looking" });
    const url = urlOf("creatives", {
      "filter[with_creative_names]": word,
      include: "showroom_items,location,creative_fields",
    });
    const { result, statements } = await statementsOf(() => request(ctx.app, "GET", url, { headers: viewer.headers }));
    expect(result.statusCode).toBe(200);
    const body = result.json();
    expect(body.data).toHaveLength(4);
    const items = body.included.filter((r: { type: string }) => r.type === "showroom_items");
    expect(items).toHaveLength(4 * FIND_CARD_THUMBNAILS);
    for (const user of body.data) {
      const linked = user.relationships.showroom_items.data.map((r: { id: string }) => r.id);
      expect(linked).toHaveLength(FIND_CARD_THUMBNAILS);
      const own = items.filter((item: { id: string }) => linked.includes(item.id));
      expect(own.map((item: { attributes: { position: number } }) => item.attributes.position)).toEqual([1, 2, 3]);
      expect(own[0].attributes.cover).not.toBeNull();
      expect(user.attributes.is_followed).toBe(false);
    }
    // The member's standing, the page with its count, the users' facts, the items and their parts,
    // and the standing among them; the page is read in a transaction of its own that plans it for
    // its values.
    // The session is read once or not at all, as the instance kept it.
    const readsOf = (all: string[]) =>
      all.filter((s) => !/^(begin|commit|set local plan_cache_mode)|from "sessions"/i.test(s)).length;
    expect(readsOf(statements), statements.join("\n")).toBeLessThanOrEqual(6);
    const one = await statementsOf(() => request(ctx.app, "GET", `${url}&page[size]=1`, { headers: viewer.headers }));
    expect(readsOf(one.statements), "never a statement per user").toBe(readsOf(statements));
  });
});
