import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildBlock, buildStoredFile, buildUserProfession } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, idsOf, uniqueWord } from "../../../../test/social.ts";
import { statementsOf } from "../../../../test/statements.ts";
import { creations, profileImages, standardizedProfessions } from "../../../db/schema/index.ts";
import { EXPLORE_PAGE_SIZE } from "./service.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const explore = (query = "", headers: Record<string, string> = {}) =>
  request(ctx.app, "GET", `/api/v1/creatives/explore${query}`, { headers });

type Member = Awaited<ReturnType<typeof buildMember>>;
const creative = (overrides: Parameters<typeof buildMember>[1] = {}) =>
  buildMember(db, { name: `Creative ${uniqueWord()}`, ...overrides });

async function addWork(member: Member, type: "showroom" | "gallery", status: "draft" | "published") {
  const slug = `work-${randomBytes(5).toString("hex")}`;
  await db.insert(creations).values({
    type,
    ownerId: member.user.id,
    slug,
    title: slug,
    status,
    seedRank: randomBytes(3).readUIntBE(0, 3),
    publishedAt: status === "published" ? new Date() : null,
  });
}

async function addFace(member: Member) {
  const file = await buildStoredFile(db, { ownerId: member.user.id });
  await db
    .insert(profileImages)
    .values({ userId: member.user.id, kind: "profile", fileId: file.id, renditions: {}, width: 400, height: 400 });
}

/** Every creative the list holds for these headers, page after page. */
async function everyone(headers: Record<string, string> = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await explore(`?page[size]=${EXPLORE_PAGE_SIZE.maxSize}&page[number]=${page}`, headers)).json();
    ids.push(...idsOf(body));
    if (!body.links.next) return ids;
  }
}

const todaysKey = (id: string) =>
  createHash("md5")
    .update(`${id}:${new Date().toISOString().slice(0, 10)}`)
    .digest("hex");

describe("GET /api/v1/creatives/explore", () => {
  it("shows creatives with published showroom work and a profile image first, then work alone, then a face alone", async () => {
    const both = [await creative(), await creative()];
    const workOnly = await creative();
    const faceOnly = await creative();
    const draftAndFace = await creative();
    const galleryAndFace = await creative();
    const bare = await creative();
    for (const member of both) {
      await addWork(member, "showroom", "published");
      await addFace(member);
    }
    await addWork(workOnly, "showroom", "published");
    await addFace(faceOnly);
    // Drafts and gallery items are not what the shelf is judged by: these rank with a face alone.
    await addWork(draftAndFace, "showroom", "draft");
    await addFace(draftAndFace);
    await addWork(galleryAndFace, "gallery", "published");
    await addFace(galleryAndFace);

    const ids = await everyone();
    const rankOf = (member: Member) => ids.indexOf(String(member.user.id));
    for (const member of [...both, workOnly, faceOnly, draftAndFace, galleryAndFace, bare]) {
      expect(rankOf(member)).toBeGreaterThanOrEqual(0);
    }
    expect(Math.max(...both.map(rankOf))).toBeLessThan(rankOf(workOnly));
    expect(rankOf(workOnly)).toBeLessThan(Math.min(rankOf(faceOnly), rankOf(draftAndFace), rankOf(galleryAndFace)));
    expect(Math.max(rankOf(faceOnly), rankOf(draftAndFace), rankOf(galleryAndFace))).toBeLessThan(rankOf(bare));
  });

  it("shuffles each group by the day, so the shelf changes daily and one day's pages never overlap", async () => {
    const plain: Member[] = [];
    for (let i = 0; i < 10; i += 1) plain.push(await creative());
    const ours = new Set(plain.map((m) => String(m.user.id)));

    const ids = await everyone();
    expect(new Set(ids).size).toBe(ids.length);
    const shown = ids.filter((id) => ours.has(id));
    expect(shown).toEqual([...ours].sort((a, b) => (todaysKey(a) < todaysKey(b) ? -1 : 1)));
    // Not simply the newest or the oldest first.
    const byAge = [...ours];
    expect(shown).not.toEqual(byAge);
    expect(shown).not.toEqual([...byAge].reverse());
  });

  it("shows visitors the public creatives only, and a member everyone they may see but themselves", async () => {
    const viewer = await creative();
    const visible = await creative();
    const membersOnly = await creative({ profileVisibility: "members" });
    const connectionsOnly = await creative({ profileVisibility: "connections" });
    const clientOnly = await creative({ isCreative: false, isClient: true });
    const unconfirmed = await creative({ confirmedAt: null });
    const incomplete = await creative({ complete: false });
    const deactivated = await creative({ deactivatedAt: new Date() });
    const blocked = await creative();
    await buildBlock(db, { blockerId: viewer.user.id, blockedId: blocked.user.id });

    const asVisitor = await everyone();
    expect(asVisitor).toEqual(expect.arrayContaining([viewer, visible, blocked].map((m) => String(m.user.id))));
    const asMember = await everyone(viewer.headers);
    expect(asMember).toEqual(expect.arrayContaining([visible, membersOnly].map((m) => String(m.user.id))));
    for (const hidden of [membersOnly, connectionsOnly, clientOnly, unconfirmed, incomplete, deactivated]) {
      expect(asVisitor).not.toContain(String(hidden.user.id));
    }
    for (const hidden of [viewer, connectionsOnly, clientOnly, unconfirmed, incomplete, deactivated, blocked]) {
      expect(asMember).not.toContain(String(hidden.user.id));
    }
  });

  it(`pages ${EXPLORE_PAGE_SIZE.defaultSize} at a time by default, at most ${EXPLORE_PAGE_SIZE.maxSize}`, async () => {
    for (let i = 0; i < 9; i += 1) await creative();
    const first = await explore();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(EXPLORE_PAGE_SIZE.defaultSize);
    expect(decodeURIComponent(first.json().links.next)).toContain("page[number]=2");
    expect(first.json().data[0]).toMatchObject({ type: "users", attributes: { is_creative: true } });
    const capped = (await explore("?page[size]=1000")).json();
    expect(decodeURIComponent(capped.links.self)).toContain(`page[size]=${EXPLORE_PAGE_SIZE.maxSize}`);
  });

  it("includes professions and locations, in the same number of statements for any page size", async () => {
    const [profession] = await db.select().from(standardizedProfessions).limit(1);
    for (let i = 0; i < 8; i += 1) {
      const member = await creative();
      await buildUserProfession(db, { userId: member.user.id, professionId: profession.id });
      await addWork(member, "showroom", "published");
      await addFace(member);
    }
    const statementsFor = async (size: number) => {
      const { result, statements } = await statementsOf(() =>
        explore(`?page[size]=${size}&include=assigned_professions.profession,location,creative_fields`),
      );
      expect(result.statusCode).toBe(200);
      expect(result.json().data).toHaveLength(size);
      return { statements: statements.length, included: result.json().included as { type: string }[] };
    };
    const forTwo = await statementsFor(2);
    const forEight = await statementsFor(8);
    expect(forEight.statements).toBe(forTwo.statements);
    // At most two creatives of the first group come from another test, without professions.
    expect(forEight.included.some((r) => r.type === "standardized_professions")).toBe(true);
  });

  it.each([
    ["a page number below 1", "page[number]=0", "page[number]"],
    ["a page size that is no number", "page[size]=eight", "page[size]"],
    ["an unknown include", "include=sessions", "include"],
    ["a filter, which this list does not take", "filter[kind]=private", "filter[kind]"],
    ["an order of its own", "sort=-created_at", "sort"],
  ])("answers 400 naming the parameter for %s", async (_, query, parameter) => {
    const res = await explore(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source).toEqual({ parameter });
  });

  it("is described in the API description", async () => {
    const spec = (await request(ctx.app, "GET", "/api/docs/json")).json();
    const operation = spec.paths["/api/v1/creatives/explore"]?.get;
    expect(operation).toMatchObject({ tags: ["creatives"], summary: expect.any(String) });
  });
});
