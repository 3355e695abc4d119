import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildBlock, buildConnection, buildMembership } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { noticesHeard } from "../../../test/notices.ts";
import { buildMember, idsOf, someCreativeFields, uniqueWord } from "../../../test/social.ts";
import { statementsOf } from "../../../test/statements.ts";
import { imageOf, pdfOf, upload } from "../../../test/uploads.ts";
import { locations, opportunities, standardizedSkills, storedFiles, users } from "../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Member = Awaited<ReturnType<typeof buildMember>>;
type Body = {
  data: { id: string; attributes: Record<string, unknown>; relationships: Record<string, { data: unknown }> };
  included?: { type: string; id: string }[];
};

const [fieldA, fieldB] = await someCreativeFields(db, 2);
const skills = (await db.select({ id: standardizedSkills.id }).from(standardizedSkills).limit(2)).map((r) => r.id);
const place = async (name: string) => {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.name, name), eq(locations.countryCode, "DE")));
  expect(row, name).toBeDefined();
  return row.id;
};
const [berlin, potsdam, hamburg] = [await place("Berlin"), await place("Potsdam"), await place("Hamburg")];

const DESCRIPTION = "We are looking for someone to draw the covers of our spring list of novels.";

const create = (who: Member, attributes: Record<string, unknown>) =>
  request(ctx.app, "POST", "/api/v1/my/opportunities", { headers: who.headers, type: "opportunities", attributes });
const patch = (who: Member, id: string, path: string, attributes?: Record<string, unknown>) =>
  request(ctx.app, "PATCH", `/api/v1/my/opportunities/${id}${path}`, {
    headers: who.headers,
    ...(attributes ? { type: "opportunities", attributes } : {}),
  });
const read = (path: string, who?: Member) => request(ctx.app, "GET", `/api/v1${path}`, { headers: who?.headers ?? {} });

/** What a job needs to be published. */
const READY = {
  kind: "job",
  description: DESCRIPTION,
  job_type: "freelance",
  creative_field_ids: [fieldA],
  location_id: berlin,
};

/** A published job of `owner`, ready for the board. */
async function published(owner: Member, attributes: Record<string, unknown> = {}) {
  const made = await create(owner, { ...READY, title: `Cover illustrator ${uniqueWord()}`, ...attributes });
  expect(made.statusCode, made.body).toBe(201);
  const id = (made.json() as Body).data.id;
  const out = await patch(owner, id, "/publish");
  expect(out.statusCode, out.body).toBe(200);
  return out.json() as Body;
}

const board = async (query: string, who?: Member) => {
  const reply = await read(`/opportunities?${query}`, who);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Body & { data: Body["data"][]; meta: { total: number } };
};

describe("an opportunity's life", () => {
  it("starts as a draft only its owner sees, and publishing asks for what the board needs, each at its field", async () => {
    const [owner, other] = await Promise.all([buildMember(db, { name: "Olga Owner" }), buildMember(db)]);
    const made = await create(owner, { kind: "job", title: "Editorial designer" });
    expect(made.statusCode, made.body).toBe(201);
    const draft = made.json() as Body;
    expect(draft.data.attributes).toMatchObject({ status: "drafted", slug: "editorial-designer", is_mine: true });
    expect((await read(`/opportunities/${draft.data.id}`, other)).statusCode).toBe(404);
    expect((await read("/opportunities/editorial-designer")).statusCode).toBe(404);
    expect((await read(`/my/opportunities/${draft.data.id}`, other)).statusCode).toBe(404);
    expect((await read(`/my/opportunities/${draft.data.id}`, owner)).statusCode).toBe(200);

    const refused = await patch(owner, draft.data.id, "/publish");
    expect(refused.statusCode).toBe(422);
    const pointers = refused.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual([
      "/data/attributes/description",
      "/data/attributes/job_type",
      "/data/attributes/creative_field_ids",
      "/data/attributes/location_id",
    ]);
    expect(refused.json().errors[0].code).toBe("required_to_publish");

    const filled = await patch(owner, draft.data.id, "", {
      description: DESCRIPTION,
      job_type: "fullTime",
      creative_field_ids: [fieldA, fieldB],
      remote: true,
      salary: 52000,
      currency: "EUR",
      salary_interval: "perYear",
      skill_ids: skills,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const out = await patch(owner, draft.data.id, "/publish");
    expect(out.statusCode, out.body).toBe(200);
    const attributes = (out.json() as Body).data.attributes;
    expect(attributes.status).toBe("published");
    const days = (Date.parse(attributes.expires_at as string) - Date.parse(attributes.published_at as string)) / 864e5;
    expect(days).toBe(30);
    // Anyone reads it by slug, with its owner, fields and skills; only the owner gets its counts.
    const seen = await read("/opportunities/Editorial-Designer");
    expect(seen.statusCode).toBe(200);
    const body = seen.json() as Body;
    expect(body.data.attributes).toMatchObject({ is_mine: false, salary: 52000, currency: "EUR" });
    expect(body.data.attributes.applications_count).toBeUndefined();
    expect(body.included?.map((r) => r.type).sort()).toEqual([
      "creative_fields",
      "creative_fields",
      "standardized_skills",
      "standardized_skills",
      "users",
    ]);
    // Publishing again changes nothing; the kind stays.
    expect((await patch(owner, draft.data.id, "/publish")).json().data.attributes.published_at).toBe(
      attributes.published_at,
    );
    const kind = await patch(owner, draft.data.id, "", { kind: "project" });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors[0]).toMatchObject({ code: "kind_fixed", source: { pointer: "/data/attributes/kind" } });
    // A published one keeps what publishing asked for.
    const emptied = await patch(owner, draft.data.id, "", { creative_field_ids: [] });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors[0].source.pointer).toBe("/data/attributes/creative_field_ids");
  });

  it("takes a change that names the opportunity's id, as the web client sends it, and no other id", async () => {
    const owner = await buildMember(db);
    const job = (await published(owner)).data.id;
    const named = (id: string, attributes: Record<string, unknown>, path = "") =>
      request(ctx.app, "PATCH", `/api/v1/my/opportunities/${job}${path}`, {
        headers: owner.headers,
        payload: { data: { type: "opportunities", id, attributes } },
      });
    const changed = await named(job, { title: "Covers for the spring list, renamed" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes.title).toBe("Covers for the spring list, renamed");
    const elsewhere = await named(`${Number(job) + 1}`, { title: "Not this one" });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().errors[0].source.pointer).toBe("/data/id");
    const cancelled = await named(job, { reason: "rather_not_say" }, "/cancel");
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it("expires by its date with no job, comes back when extended, and ends for good when cancelled", async () => {
    const owner = await buildMember(db);
    const job = await published(owner);
    const id = job.data.id;
    await db
      .update(opportunities)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(opportunities.id, Number(id)));
    expect((await read(`/opportunities/${id}`)).json().data.attributes.status).toBe("expired");
    const query = `filter[with_opportunity_owner_ids]=${owner.user.id}`;
    expect(idsOf(await board(query))).toEqual([]);
    expect(idsOf(await board(`${query}&filter[with_opportunity_statuses]=expired`))).toEqual([id]);

    const extended = await patch(owner, id, "/extend");
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data.attributes).toMatchObject({ status: "published" });
    expect(extended.json().data.attributes.extended_at).not.toBeNull();
    // A visitor's board is kept until the change's notice arrives, just after the commit.
    await noticesHeard(ctx);
    expect(idsOf(await board(query))).toEqual([id]);

    const wordless = await patch(owner, id, "/cancel", { reason: "other" });
    expect(wordless.statusCode).toBe(422);
    expect(wordless.json().errors[0].source.pointer).toBe("/data/attributes/text");
    const cancelled = await patch(owner, id, "/cancel", { reason: "found_candidate_on" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.attributes).toMatchObject({
      status: "expired",
      cancelled: true,
      cancel_reason: "found_candidate_on",
    });
    await noticesHeard(ctx);
    expect(idsOf(await board(query))).toEqual([]);
    expect((await read(`/opportunities/${id}`)).json().data.attributes.cancel_reason).toBeUndefined();
    expect((await patch(owner, id, "/cancel", { reason: "rather_not_say" })).statusCode).toBe(409);
    expect((await patch(owner, id, "/extend")).statusCode).toBe(409);

    const draft = (await create(owner, { kind: "project", title: "A draft" })).json() as Body;
    expect((await patch(owner, draft.data.id, "/extend")).statusCode).toBe(422);
    expect((await patch(owner, draft.data.id, "/cancel", { reason: "rather_not_say" })).statusCode).toBe(422);
  });

  it("keeps a free member to 3 opportunities on the board at once, and a premium member to none", async () => {
    const owner = await buildMember(db);
    const live = [await published(owner), await published(owner), await published(owner)];
    const fourth = (await create(owner, { ...READY, title: "The fourth" })).json() as Body;
    const refused = await patch(owner, fourth.data.id, "/publish");
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: "board_limit", meta: { max: 3 } });

    // One off the board makes room; extending an expired one needs room as publishing does.
    await db
      .update(opportunities)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(opportunities.id, Number(live[0].data.id)));
    expect((await patch(owner, fourth.data.id, "/publish")).statusCode).toBe(200);
    expect((await patch(owner, live[0].data.id, "/extend")).json().errors[0].code).toBe("board_limit");
    expect((await patch(owner, live[1].data.id, "/extend")).statusCode).toBe(200);

    await buildMembership(db, { userId: owner.user.id, startsAt: new Date(Date.now() - 1000) });
    expect((await patch(owner, live[0].data.id, "/extend")).statusCode).toBe(200);
    expect((await published(owner)).data.attributes.status).toBe("published");
  });

  it("is written and deleted by its owner alone, and posted only from a complete profile", async () => {
    const [owner, other] = await Promise.all([buildMember(db), buildMember(db)]);
    const job = await published(owner);
    for (const path of ["/publish", "/extend", "/checked"]) {
      expect((await patch(other, job.data.id, path)).statusCode, path).toBe(404);
    }
    expect((await patch(other, job.data.id, "", { title: "Mine now" })).statusCode).toBe(404);
    const logo = await upload(
      ctx.app,
      `/api/v1/my/opportunities/${job.data.id}/company_logo`,
      owner.headers,
      await imageOf(200, 200, "png"),
    );
    expect(logo.statusCode, logo.body).toBe(201);
    const material = await upload(ctx.app, `/api/v1/my/opportunities/${job.data.id}/materials`, owner.headers, pdfOf());
    expect(material.statusCode, material.body).toBe(201);
    const [{ logoFileId }] = await db
      .select({ logoFileId: opportunities.logoFileId })
      .from(opportunities)
      .where(eq(opportunities.id, Number(job.data.id)));
    const steal = await request(ctx.app, "DELETE", `/api/v1/my/opportunities/${job.data.id}`, {
      headers: other.headers,
    });
    expect(steal.statusCode).toBe(404);
    const gone = await request(ctx.app, "DELETE", `/api/v1/my/opportunities/${job.data.id}`, {
      headers: owner.headers,
    });
    expect(gone.statusCode).toBe(204);
    expect((await read(`/opportunities/${job.data.id}`)).statusCode).toBe(404);
    // Its logo and material went with it.
    expect(
      await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, logoFileId as number)),
    ).toEqual([]);
    expect((await read(`/opportunities/materials/${material.json().data.id}`)).statusCode).toBe(404);

    const incomplete = await buildMember(db, { complete: false });
    expect((await create(incomplete, { kind: "job", title: "Anything" })).statusCode).toBe(403);
    expect((await create(owner, { kind: "gig", title: "Anything" })).json().errors[0].source.pointer).toBe(
      "/data/attributes/kind",
    );
    const badTarget = await create(owner, {
      kind: "job",
      title: "Apply by mail",
      apply_type: "email",
      apply_target: "nope",
    });
    expect(badTarget.statusCode).toBe(422);
    expect(badTarget.json().errors[0].source.pointer).toBe("/data/attributes/apply_target");
    const unknownField = await create(owner, { kind: "job", title: "Unknown field", creative_field_ids: [999999] });
    expect(unknownField.json().errors[0].source.pointer).toBe("/data/attributes/creative_field_ids");
  });

  it("lists all of mine for the manager, drafts and expired ones too, with their counts", async () => {
    const owner = await buildMember(db);
    const job = await published(owner);
    const draft = (await create(owner, { kind: "project", title: "Mine, a draft" })).json() as Body;
    const mine = await read("/my/opportunities", owner);
    expect(mine.statusCode).toBe(200);
    expect(idsOf(mine.json())).toEqual([draft.data.id, job.data.id]);
    expect(mine.json().data[1].attributes).toMatchObject({ applications_count: 0, new_applications_count: 0 });
  });
});

describe("the board", () => {
  const word = uniqueWord();
  // The owner posts more than a free member's three at once: premium.
  const people = Promise.all([
    buildMember(db, { name: "Board Owner" }),
    buildMember(db, { name: "Board Reader" }),
  ]).then(async (both) => {
    await buildMembership(db, { userId: both[0].user.id, startsAt: new Date(Date.now() - 1000) });
    return both;
  });
  const posted = people.then(async ([owner]) => ({
    berlinJob: await published(owner, { title: `Münchner Plakat ${word}` }),
    potsdamProject: await published(owner, {
      kind: "project",
      job_type: null,
      project_period: "oneToThreeMonths",
      location_id: potsdam,
      creative_field_ids: [fieldB],
      skill_ids: [skills[0]],
    }),
    remoteJob: await published(owner, {
      job_type: "partTime",
      remote: true,
      location_id: null,
      description: `${DESCRIPTION} ${word} remote`,
    }),
    hamburgJob: await published(owner, { location_id: hamburg, job_type: "internship" }),
  }));

  it("filters by kind, job type, field, skill, place and distance, remote and keyword, each a parameter", async () => {
    const [owner] = await people;
    const o = await posted;
    const mine = `filter[with_opportunity_owner_ids]=${owner.user.id}`;
    const ids = async (q: string) => idsOf(await board(`${mine}&${q}`)).sort();
    const sorted = (...bodies: Body[]) => bodies.map((b) => b.data.id).sort();
    expect(await ids("filter[with_opportunity_kinds]=project")).toEqual(sorted(o.potsdamProject));
    expect(await ids("filter[with_job_types]=partTime,internship")).toEqual(sorted(o.remoteJob, o.hamburgJob));
    expect(await ids(`filter[with_opportunity_creative_field_ids]=${fieldB}`)).toEqual(sorted(o.potsdamProject));
    expect(await ids(`filter[with_opportunity_skills]=${skills[0]}`)).toEqual(sorted(o.potsdamProject));
    expect(await ids(`filter[with_opportunity_location_ids]=${berlin}`)).toEqual(sorted(o.berlinJob));
    expect(await ids(`filter[with_opportunity_location_ids]=${berlin}&filter[within_km]=50`)).toEqual(
      sorted(o.berlinJob, o.potsdamProject),
    );
    expect(await ids(`filter[with_opportunity_location_ids]=${hamburg}&filter[with_opportunity_remote]=true`)).toEqual(
      sorted(o.remoteJob, o.hamburgJob),
    );
    // Case and accents are forgiven; every word must be there.
    expect(await ids(`filter[with_opportunity_keyword]=munchner ${word}`)).toEqual(sorted(o.berlinJob));
    expect(await ids(`filter[with_opportunity_keyword]=${word}&sort=relevance`)).toEqual(
      sorted(o.berlinJob, o.remoteJob),
    );
    const closing = await board(`${mine}&sort=closing`);
    expect(idsOf(closing)).toEqual(sorted(o.berlinJob, o.potsdamProject, o.remoteJob, o.hamburgJob));
    expect(closing.meta.total).toBe(4);
    // A page past the end is empty and still tells how many there are.
    const past = await board(`${mine}&page[number]=9&page[size]=2`);
    expect(idsOf(past)).toEqual([]);
    expect(past.meta.total).toBe(4);
  });

  it("answers a wrong filter naming it, and keeps apply addresses from visitors", async () => {
    for (const [query, status, parameter] of [
      ["filter[with_opportunity_kinds]=gig", 422, "filter[with_opportunity_kinds]"],
      ["filter[within_km]=5", 422, "filter[within_km]"],
      [`filter[with_opportunity_location_ids]=${berlin}&filter[within_km]=9000`, 422, "filter[within_km]"],
      ["filter[with_opportunity_remote]=yes", 422, "filter[with_opportunity_remote]"],
      ["filter[bogus]=1", 400, "filter[bogus]"],
      ["sort=relevance", 400, "sort"],
      ["sort=cheapest", 400, "sort"],
    ] as const) {
      const reply = await read(`/opportunities?${query}`);
      expect(reply.statusCode, query).toBe(status);
      expect(reply.json().errors[0].source.parameter, query).toBe(parameter);
    }
    const [owner, reader] = await people;
    const byMail = await published(owner, { apply_type: "email", apply_target: "jobs@studio.example" });
    expect((await read(`/opportunities/${byMail.data.id}`)).json().data.attributes.apply_target).toBeNull();
    expect((await read(`/opportunities/${byMail.data.id}`, reader)).json().data.attributes.apply_target).toBe(
      "jobs@studio.example",
    );
  });

  it("hides the opportunities of someone blocked either way", async () => {
    const [owner, reader] = await people;
    const o = await posted;
    await buildBlock(db, { blockerId: owner.user.id, blockedId: reader.user.id });
    expect((await read(`/opportunities/${o.berlinJob.data.id}`, reader)).statusCode).toBe(404);
    expect(idsOf(await board(`filter[with_opportunity_owner_ids]=${owner.user.id}`, reader))).toEqual([]);
  });

  it("shows an opportunity on the board to exactly those who may open it, as its owner, their links and its fields change", async () => {
    const [owner, stranger, connected, asked] = await Promise.all([
      buildMember(db, { name: "Copy Owner" }),
      buildMember(db, { name: "Copy Stranger" }),
      buildMember(db, { name: "Copy Contact" }),
      buildMember(db, { name: "Copy Asked" }),
    ]);
    await buildConnection(db, { requesterId: owner.user.id, connecteeId: connected.user.id });
    // A request the owner sent shows them to the one asked, who could not answer otherwise.
    await buildConnection(db, { requesterId: owner.user.id, connecteeId: asked.user.id, status: "requested" });
    const job = await published(owner);
    const viewers = { visitor: undefined, stranger, connected, asked, owner };
    // Who finds it on the board (by owner, and by its field) and who may open it, for each viewer.
    const seen = async () => {
      const result: Record<string, [boolean, boolean, boolean]> = {};
      for (const [name, who] of Object.entries(viewers)) {
        const onBoard = idsOf(await board(`filter[with_opportunity_owner_ids]=${owner.user.id}`, who));
        const inField = idsOf(
          await board(
            `filter[with_opportunity_owner_ids]=${owner.user.id}&filter[with_opportunity_creative_field_ids]=${fieldA}`,
            who,
          ),
        );
        const page = await read(`/opportunities/${job.data.id}`, who);
        result[name] = [onBoard.includes(job.data.id), inField.includes(job.data.id), page.statusCode === 200];
      }
      return result;
    };
    const all = (visitor: boolean, stranger: boolean, connected: boolean, asked: boolean, inField = true) => ({
      visitor: [visitor, visitor && inField, visitor],
      stranger: [stranger, stranger && inField, stranger],
      connected: [connected, connected && inField, connected],
      asked: [asked, asked && inField, asked],
      owner: [true, inField, true],
    });
    // Each change is seen once its notices reached the kept copies, as they reach every instance.
    const setOwner = async (columns: Partial<typeof users.$inferInsert>) => {
      await db.update(users).set(columns).where(eq(users.id, owner.user.id));
      await noticesHeard(ctx);
    };

    expect(await seen()).toEqual(all(true, true, true, true));
    await setOwner({ profileVisibility: "members" });
    expect(await seen()).toEqual(all(false, true, true, true));
    await setOwner({ profileVisibility: "connections" });
    expect(await seen()).toEqual(all(false, false, true, true));
    await buildBlock(db, { blockerId: connected.user.id, blockedId: owner.user.id });
    await noticesHeard(ctx);
    expect(await seen()).toEqual(all(false, false, false, true));
    await setOwner({ profileVisibility: "everyone", deactivatedAt: new Date() });
    expect((await seen()).visitor).toEqual([false, false, false]);
    await setOwner({ deactivatedAt: null });
    expect(await seen()).toEqual(all(true, true, false, true));
    // Its fields follow an edit: moved to another field, it leaves the first one's board.
    const moved = await patch(owner, job.data.id, "", { creative_field_ids: [fieldB] });
    expect(moved.statusCode, moved.body).toBe(200);
    await noticesHeard(ctx);
    expect(await seen()).toEqual(all(true, true, false, true, false));
  });

  it("reads a page of the list in 3 statements and an opportunity in 3", async () => {
    await posted;
    const list = await statementsOf(() => read("/opportunities?page[size]=20"));
    expect(list.result.statusCode).toBe(200);
    expect(list.statements.length, list.statements.join("\n")).toBeLessThanOrEqual(3);
    const o = await posted;
    const page = await statementsOf(() => read(`/opportunities/${o.potsdamProject.data.attributes.slug}`));
    expect(page.result.statusCode).toBe(200);
    expect(page.statements.length, page.statements.join("\n")).toBeLessThanOrEqual(3);
    const stored = await db
      .select()
      .from(opportunities)
      .where(inArray(opportunities.id, [Number(o.berlinJob.data.id)]));
    expect(stored[0].searchText).toContain("munchner plakat");
  });
});
