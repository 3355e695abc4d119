import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { linkTo, mailsTo } from "../../../../test/accounts.ts";
import { createTestContext, TEST_ORIGIN } from "../../../../test/context.ts";
import { buildBlock, buildConnection } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildOpportunity } from "../../../../test/opportunities.ts";
import { buildMember, someCreativeFields, uniqueWord } from "../../../../test/social.ts";
import { statementsOf } from "../../../../test/statements.ts";
import {
  bookmarks,
  creativeFields,
  messages,
  notifications,
  opportunities,
  opportunityApplications,
  profiles,
  users,
} from "../../../db/schema/index.ts";
import { emit } from "../../../platform/events/emit.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Member = Awaited<ReturnType<typeof buildMember>>;

/** A signed-in member with a profile, writing in `locale`, in the given creative fields. */
async function person(name: string, locale = "en", fieldIds: number[] = []): Promise<Member> {
  const member = await buildMember(db, { name, locale }, fieldIds);
  await db.insert(profiles).values({ userId: member.user.id, slug: `${name.split(" ")[0]}-${uniqueWord()}` });
  return member;
}

const opportunityOf = (
  owner: Member,
  columns: Partial<typeof opportunities.$inferInsert> = {},
  fieldIds: number[] = [],
) => buildOpportunity(db, owner.user.id, columns, fieldIds);

const apply = (member: Member, key: string | number, attributes: Record<string, unknown> = {}) =>
  request(ctx.app, "PATCH", `/api/v1/opportunities/${key}/apply`, {
    token: member.token,
    type: "opportunity_applications",
    attributes,
  });
const applicantsUrl = (id: number) => `/api/v1/my/opportunities/${id}/applications`;
const get = (member: Member, url: string) => request(ctx.app, "GET", url, { token: member.token });
const changeApplication = (owner: Member, opportunityId: number, id: string, attributes: Record<string, unknown>) =>
  request(ctx.app, "PATCH", `${applicantsUrl(opportunityId)}/${id}`, {
    token: owner.token,
    payload: { data: { type: "opportunity_applications", id, attributes } },
  });
const applicationsOf = (opportunityId: number) =>
  db.select().from(opportunityApplications).where(eq(opportunityApplications.opportunityId, opportunityId));
const countOf = async (id: number) =>
  (await db.select().from(opportunities).where(eq(opportunities.id, id)))[0].applicationsCount;
const contentOf = async (conversationId: number | null) =>
  conversationId === null
    ? []
    : (await db.select().from(messages).where(eq(messages.conversationId, conversationId))).map((m) => m.content);

/** Delivers every event so far, then the mail it queued. */
async function delivered() {
  await ctx.deps.events.drain();
  await ctx.deps.mail.flush();
}

const told = (userId: number) => db.select().from(notifications).where(eq(notifications.userId, userId));

describe("applying", () => {
  it("applies once, by slug, counts it and answers the opportunity with applied_at", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Ada Applicant");
    const opportunity = await opportunityOf(owner);

    const res = await apply(applicant, opportunity.slug, { note: "I drew the posters of the harbour festival." });
    expect(res.statusCode, res.body).toBe(200);
    const { data, included } = res.json();
    expect(data).toMatchObject({ type: "opportunities", id: String(opportunity.id) });
    expect(data.attributes.applied_at).toEqual(expect.any(String));
    expect(data.attributes).not.toHaveProperty("applications_count");
    expect(included).toContainEqual(expect.objectContaining({ type: "users", id: String(owner.user.id) }));
    expect(await countOf(opportunity.id)).toBe(1);

    const again = await apply(applicant, opportunity.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe("already_applied");
    expect(await countOf(opportunity.id)).toBe(1);
    expect(await applicationsOf(opportunity.id)).toHaveLength(1);
  });

  it("refuses one's own opportunity and one off the board at /data, and is a 404 for what the caller may not read", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Ada Applicant");
    const own = await apply(owner, (await opportunityOf(owner)).id);
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[0]).toMatchObject({ code: "own_opportunity", source: { pointer: "/data" } });

    const expired = await opportunityOf(owner, { expiresAt: new Date(Date.now() - 1000) });
    const cancelled = await opportunityOf(owner, { cancelledAt: new Date(), cancelReason: "rather_not_say" });
    for (const { id } of [expired, cancelled]) {
      const res = await apply(applicant, id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ code: "off_board", source: { pointer: "/data" } });
      expect(await countOf(id)).toBe(0);
    }

    const draft = await opportunityOf(owner, { status: "drafted", publishedAt: null, expiresAt: null });
    expect((await apply(applicant, draft.id)).statusCode).toBe(404);
    expect((await apply(applicant, "no-such-opportunity")).statusCode).toBe(404);
    const blocker = await person("Bea Blocker");
    await buildBlock(db, { blockerId: blocker.user.id, blockedId: applicant.user.id });
    expect((await apply(applicant, (await opportunityOf(blocker)).id)).statusCode).toBe(404);
  });

  it("opens the conversation with the owner carrying the note, in the owner's inbox, and takes the bookmark away", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Ada Applicant");
    const opportunity = await opportunityOf(owner);
    const saved = await request(ctx.app, "POST", "/api/v1/bookmarks", {
      token: applicant.token,
      type: "bookmarks",
      attributes: { bookmarkable_type: "opportunity", bookmarkable_id: String(opportunity.id) },
    });
    expect(saved.statusCode).toBe(201);

    const res = await apply(applicant, opportunity.id, { note: "My portfolio is on my profile." });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.is_bookmarked).toBe(false);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.ownerId, applicant.user.id))).toEqual([]);

    const [application] = await applicationsOf(opportunity.id);
    expect(application.note).toBe("My portfolio is on my profile.");
    expect(await contentOf(application.conversationId)).toEqual(["My portfolio is on my profile."]);
    const inbox = (await get(owner, "/api/v1/messenger/participations?filter[folder]=inbox")).json();
    expect(inbox.data).toHaveLength(1);
    expect(inbox.included).toContainEqual(
      expect.objectContaining({ type: "messages", attributes: expect.objectContaining({ content: application.note }) }),
    );

    // The applicant's application names their own side of the conversation.
    const mine = (await get(applicant, "/api/v1/my/opportunity_applications")).json();
    const participations = (await get(applicant, "/api/v1/messenger/participations")).json();
    expect(mine.data[0].relationships.conversation.data).toEqual({
      type: "participations",
      id: participations.data[0].id,
    });
  });

  it("greets the owner in the applicant's language when there is no note", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Anna Antragsteller", "de");
    const opportunity = await opportunityOf(owner, { title: "Illustration für ein Kinderbuch" });
    expect((await apply(applicant, opportunity.id)).statusCode).toBe(200);
    const [application] = await applicationsOf(opportunity.id);
    expect(application.note).toBeNull();
    expect(await contentOf(application.conversationId)).toEqual([
      "Hallo, ich bewerbe mich auf dein Angebot „Illustration für ein Kinderbuch“.",
    ]);
  });

  it("applies to none when the owner takes no messages, with the messenger's refusal at /data", async () => {
    const owner = await person("Olga Owner");
    await db.update(users).set({ messagePermission: "nobody" }).where(eq(users.id, owner.user.id));
    const applicant = await person("Ada Applicant");
    const opportunity = await opportunityOf(owner);
    const res = await apply(applicant, opportunity.id, { note: "Hello" });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({ code: "messages_not_accepted", source: { pointer: "/data" } });
    expect(await applicationsOf(opportunity.id)).toEqual([]);
    expect(await countOf(opportunity.id)).toBe(0);
  });

  it("records an application through a web link without a conversation", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Ada Applicant");
    const opportunity = await opportunityOf(owner, { applyType: "weblink", applyTarget: "https://jobs.example/42" });
    expect((await apply(applicant, opportunity.id)).statusCode).toBe(200);
    expect(await applicationsOf(opportunity.id)).toEqual([
      expect.objectContaining({ applicantId: applicant.user.id, conversationId: null }),
    ]);
  });

  it("allows 30 applications an hour to each applicant", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Ada Applicant");
    const opportunity = await opportunityOf(owner);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await apply(applicant, opportunity.id)).statusCode);
    expect(codes[0]).toBe(200);
    expect(codes.slice(1, 30)).toEqual(Array(29).fill(409));
    expect(codes[30]).toBe(429);
  });
});

describe("who sees which application", () => {
  it("lists my applications newest first with their opportunities and stages, never the owner's note", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Ada Applicant");
    const first = await opportunityOf(owner, { title: "Set designer" });
    const second = await opportunityOf(owner, { title: "Colourist" });
    await apply(applicant, first.id, { note: "First" });
    await apply(applicant, second.id, { note: "Second" });
    const [application] = await applicationsOf(first.id);
    const changed = await changeApplication(owner, first.id, String(application.id), {
      stage: "shortlisted",
      owner_note: "Strong portfolio, ask about dates",
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const res = await get(applicant, "/api/v1/my/opportunity_applications");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(2);
    expect(body.data.map((a: { attributes: { note: string } }) => a.attributes.note)).toEqual(["Second", "First"]);
    expect(body.data[1].attributes).toEqual({
      applied_at: expect.any(String),
      note: "First",
      stage: "shortlisted",
      stage_changed_at: expect.any(String),
    });
    expect(body.data[1].relationships.opportunity.data).toEqual({ type: "opportunities", id: String(first.id) });
    expect(res.body).not.toContain("Strong portfolio");
    const opportunity = body.included.find(
      (r: { type: string; id: string }) => r.type === "opportunities" && r.id === String(first.id),
    );
    expect(opportunity.attributes).toMatchObject({ title: "Set designer", applied_at: expect.any(String) });
    expect(body.included).toContainEqual(expect.objectContaining({ type: "users", id: String(owner.user.id) }));
  });

  it("shows the applicants to the owner alone, each with its applicant, is_new, the owner's note and the stage counts", async () => {
    const owner = await person("Olga Owner");
    const [ada, bo] = [await person("Ada Applicant"), await person("Bo Applicant")];
    const opportunity = await opportunityOf(owner);
    await apply(ada, opportunity.id);
    await apply(bo, opportunity.id);
    const [boApplication] = (await applicationsOf(opportunity.id)).filter((a) => a.applicantId === bo.user.id);
    await changeApplication(owner, opportunity.id, String(boApplication.id), {
      stage: "declined",
      owner_note: "Not now",
    });

    const res = await get(owner, applicantsUrl(opportunity.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 2, stages: { new: 1, viewed: 0, shortlisted: 0, declined: 1, hired: 0 } });
    expect(
      body.data.map(
        (a: { relationships: { applicant: { data: { id: string } } } }) => a.relationships.applicant.data.id,
      ),
    ).toEqual([String(bo.user.id), String(ada.user.id)]);
    expect(body.data[0].attributes).toMatchObject({ stage: "declined", owner_note: "Not now", is_new: true });
    expect(body.included).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "users",
          id: String(ada.user.id),
          attributes: expect.objectContaining({ name: "Ada Applicant" }),
        }),
        expect.objectContaining({ type: "users", id: String(bo.user.id) }),
      ]),
    );

    for (const other of [ada, await person("Otto Other")]) {
      expect((await get(other, applicantsUrl(opportunity.id))).statusCode).toBe(404);
      expect(
        (await changeApplication(other, opportunity.id, String(boApplication.id), { stage: "hired" })).statusCode,
      ).toBe(404);
    }
    // An application of another opportunity, even the owner's own, is not found under this one.
    const elsewhere = await opportunityOf(owner);
    expect(
      (await changeApplication(owner, elsewhere.id, String(boApplication.id), { stage: "hired" })).statusCode,
    ).toBe(404);
    expect((await applicationsOf(opportunity.id)).find((a) => a.id === boApplication.id)?.stage).toBe("declined");
  });

  it("moves the pipeline: the applicant reads each stage, the stage's time moves only with the stage", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Ada Applicant");
    const opportunity = await opportunityOf(owner);
    await apply(applicant, opportunity.id);
    const [application] = await applicationsOf(opportunity.id);
    const stageOf = async () =>
      (await get(applicant, "/api/v1/my/opportunity_applications")).json().data[0].attributes.stage as string;
    expect(await stageOf()).toBe("new");

    for (const stage of ["shortlisted", "hired"]) {
      const res = await changeApplication(owner, opportunity.id, String(application.id), { stage });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.attributes).toMatchObject({ stage, stage_changed_at: expect.any(String) });
      expect(await stageOf()).toBe(stage);
    }
    const before = (await applicationsOf(opportunity.id))[0].stageChangedAt;
    const noted = await changeApplication(owner, opportunity.id, String(application.id), {
      owner_note: "Start in May",
    });
    expect(noted.json().data.attributes).toMatchObject({ stage: "hired", owner_note: "Start in May" });
    expect((await applicationsOf(opportunity.id))[0].stageChangedAt).toEqual(before);

    const mismatched = await request(ctx.app, "PATCH", `${applicantsUrl(opportunity.id)}/${application.id}`, {
      token: owner.token,
      payload: { data: { type: "opportunity_applications", id: "999999", attributes: { stage: "viewed" } } },
    });
    expect(mismatched.statusCode).toBe(409);
  });

  it("writes a declined applicant a kind message in their language, only when declining", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Anna Antragsteller", "de");
    const opportunity = await opportunityOf(owner, { title: "Bühnenbild" });
    await apply(applicant, opportunity.id, { note: "Hallo!" });
    const [application] = await applicationsOf(opportunity.id);

    const early = await changeApplication(owner, opportunity.id, String(application.id), {
      stage: "shortlisted",
      send_decline_message: true,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors[0].source).toEqual({ pointer: "/data/attributes/send_decline_message" });

    const declined = await changeApplication(owner, opportunity.id, String(application.id), {
      stage: "declined",
      send_decline_message: true,
    });
    expect(declined.statusCode).toBe(200);
    const conversation = await contentOf(application.conversationId);
    expect(conversation).toHaveLength(2);
    expect(conversation[1]).toMatch(/^Danke für deine Bewerbung auf „Bühnenbild“\./);
    const inbox = (await get(applicant, "/api/v1/messenger/participations")).json();
    expect(inbox.data[0].attributes.unread_count).toBe(1);
  });

  it("lists the applications not yet checked across the owner's opportunities; checking moves them to viewed", async () => {
    const owner = await person("Olga Owner");
    const [ada, bo] = [await person("Ada Applicant"), await person("Bo Applicant")];
    const first = await opportunityOf(owner, { title: "Set designer" });
    const second = await opportunityOf(owner, { title: "Colourist" });
    await apply(ada, first.id);
    await apply(bo, first.id);
    await apply(ada, second.id);
    const fresh = async () => (await get(owner, "/api/v1/my/opportunities/new_applicants")).json();

    const all = await fresh();
    expect(all.meta.total).toBe(3);
    expect(all.data.every((a: { attributes: { is_new: boolean } }) => a.attributes.is_new)).toBe(true);
    const counts = Object.fromEntries(
      all.included
        .filter((r: { type: string }) => r.type === "opportunities")
        .map((r: { id: string; attributes: { new_applications_count: number } }) => [
          r.id,
          r.attributes.new_applications_count,
        ]),
    );
    expect(counts).toEqual({ [first.id]: 2, [second.id]: 1 });
    expect(all.included).toContainEqual(expect.objectContaining({ type: "users", id: String(bo.user.id) }));

    const checked = await request(ctx.app, "PATCH", `/api/v1/my/opportunities/${first.id}/checked`, {
      token: owner.token,
    });
    expect(checked.statusCode).toBe(200);
    const after = await fresh();
    expect(after.meta.total).toBe(1);
    expect(after.data[0].relationships.opportunity.data.id).toBe(String(second.id));
    expect((await applicationsOf(first.id)).map((a) => a.stage)).toEqual(["viewed", "viewed"]);
    expect((await applicationsOf(second.id)).map((a) => a.stage)).toEqual(["new"]);
    const listed = (await get(owner, applicantsUrl(first.id))).json();
    expect(listed.data.map((a: { attributes: { is_new: boolean } }) => a.attributes.is_new)).toEqual([false, false]);
    expect((await get(await person("Otto Other"), "/api/v1/my/opportunities/new_applicants")).json().meta.total).toBe(
      0,
    );
  });

  it("reads a page of applicants in at most 4 statements, however many there are", async () => {
    const owner = await person("Olga Owner");
    const opportunity = await opportunityOf(owner);
    for (let i = 0; i < 5; i++) await apply(await person(`Applicant ${uniqueWord()}`), opportunity.id);
    await get(owner, applicantsUrl(opportunity.id));
    // The owner's session is kept after a first request; a notice of their own may drop it once more.
    await vi.waitFor(async () => {
      const { result, statements } = await statementsOf(() => get(owner, applicantsUrl(opportunity.id)));
      expect(result.statusCode).toBe(200);
      expect(result.json().data).toHaveLength(5);
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(4);
    });
  });
});

describe("notifications", () => {
  it("tells the owner of a new application, by notification and e-mail leading to the manager", async () => {
    const owner = await person("Olga Owner");
    const applicant = await person("Ada Applicant");
    const opportunity = await opportunityOf(owner, { title: "Set designer" });
    await apply(applicant, opportunity.id, { note: "Hello" });
    await delivered();

    expect(await told(owner.user.id)).toEqual([
      expect.objectContaining({
        key: "new_application",
        actorId: applicant.user.id,
        subjectType: "opportunity_applications",
        data: expect.objectContaining({ path: "/jobs-manager", titles: { en: "Set designer", de: "Set designer" } }),
      }),
    ]);
    const [mail] = await mailsTo(db, owner.user.email);
    expect(mail.subject).toBe("Ada Applicant applied to “Set designer”");
    expect(linkTo(mail.text, "/jobs-manager").href).toBe(`${TEST_ORIGIN}/jobs-manager`);
    expect(await told(applicant.user.id)).toEqual([]);
  });

  it("tells the people of the opportunity's fields when it is published, not its owner, others or blocked ones", async () => {
    const [field, otherField] = await someCreativeFields(db, 2);
    const owner = await person("Olga Owner", "en", [field]);
    const fan = await person("Fay Field", "de", [otherField, field]);
    const elsewhere = await person("Otto Elsewhere", "en", [otherField]);
    const blocking = await person("Bea Blocking", "en", [field]);
    const blocked = await person("Bo Blocked", "en", [field]);
    await buildBlock(db, { blockerId: blocking.user.id, blockedId: owner.user.id });
    await buildBlock(db, { blockerId: owner.user.id, blockedId: blocked.user.id });
    const publishable = {
      status: "drafted" as const,
      publishedAt: null,
      expiresAt: null,
      description: "We are looking for a set designer for a small theatre in the harbour district.",
      jobType: "freelance" as const,
      remote: true,
    };
    const publish = async (member: Member, title: string) => {
      const draft = await opportunityOf(member, { ...publishable, title }, [field]);
      const res = await request(ctx.app, "PATCH", `/api/v1/my/opportunities/${draft.id}/publish`, {
        token: member.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      await delivered();
      return draft;
    };

    const first = await publish(owner, "Set designer");
    const [entry] = await told(fan.user.id);
    expect(entry).toMatchObject({
      key: "new_opportunity",
      actorId: owner.user.id,
      subjectType: "creative_fields",
      subjectId: field,
      data: { path: `/jobs/${first.slug}`, titles: { en: "Set designer", de: "Set designer" } },
    });
    const [mail] = await mailsTo(db, fan.user.email);
    expect(mail.subject).toBe("Olga Owner hat ein neues Angebot veröffentlicht: „Set designer“");
    expect(linkTo(mail.text, "/jobs/").href).toBe(`${TEST_ORIGIN}/jobs/${first.slug}`);
    for (const nobody of [owner, elsewhere, blocking, blocked]) expect(await told(nobody.user.id)).toEqual([]);

    // A burst in the field is one entry, naming the field and leading to its board, and one e-mail.
    const second = await person("Sam Second");
    await publish(second, "Colourist");
    const [{ nameEn, nameDe }] = await db.select().from(creativeFields).where(eq(creativeFields.id, field));
    expect(await told(fan.user.id)).toEqual([
      expect.objectContaining({
        actorId: second.user.id,
        data: { others: 1, path: `/jobs/category/${field}`, titles: { en: nameEn, de: nameDe } },
      }),
    ]);
    expect(await mailsTo(db, fan.user.email)).toHaveLength(1);
    const listed = (await request(ctx.app, "GET", "/api/v1/notifications", { token: fan.token })).json();
    expect(listed.data[0].attributes).toMatchObject({ key: "new_opportunity", subject_title: nameDe, others_count: 1 });
  });

  it("tells of a connections-only owner's opportunity only the people of its fields who are connected", async () => {
    const [field] = await someCreativeFields(db, 1);
    const owner = await person("Cora Closed", "en", []);
    await db.update(users).set({ profileVisibility: "connections" }).where(eq(users.id, owner.user.id));
    const connected = await person("Carl Connected", "en", [field]);
    const stranger = await person("Stan Stranger", "en", [field]);
    const asking = await person("Ada Asking", "en", [field]);
    await buildConnection(db, { requesterId: connected.user.id, connecteeId: owner.user.id, status: "confirmed" });
    // A request the stranger sent does not show them the owner's profile; one the owner sent would.
    await buildConnection(db, { requesterId: asking.user.id, connecteeId: owner.user.id, status: "requested" });
    const opportunity = await opportunityOf(owner, {}, [field]);
    await emit(db, { type: "opportunity_published", opportunityId: opportunity.id, ownerId: owner.user.id });
    await delivered();
    expect(await told(connected.user.id)).toEqual([expect.objectContaining({ key: "new_opportunity" })]);
    for (const nobody of [stranger, asking]) expect(await told(nobody.user.id)).toEqual([]);
  });

  it("tells nobody of an opportunity taken off the board before delivery", async () => {
    const [field] = await someCreativeFields(db, 1);
    const owner = await person("Olga Owner");
    const fan = await person("Fay Field", "en", [field]);
    const opportunity = await opportunityOf(owner, {}, [field]);
    await emit(db, { type: "opportunity_published", opportunityId: opportunity.id, ownerId: owner.user.id });
    await db
      .update(opportunities)
      .set({ cancelledAt: new Date(), cancelReason: "rather_not_say" })
      .where(eq(opportunities.id, opportunity.id));
    await delivered();
    expect(await told(fan.user.id)).toEqual([]);
  });
});
