import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildBlock } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { buildOpportunity } from "../../../test/opportunities.ts";
import { buildMember, idsOf } from "../../../test/social.ts";
import { statementsOf } from "../../../test/statements.ts";
import { bookmarks, type opportunities, userBlocks } from "../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Member = Awaited<ReturnType<typeof buildMember>>;

const opportunityOf = (owner: Member, columns: Partial<typeof opportunities.$inferInsert> = {}) =>
  buildOpportunity(db, owner.user.id, columns);

const save = (member: Member, id: number | string, type = "opportunity") =>
  request(ctx.app, "POST", "/api/v1/bookmarks", {
    token: member.token,
    type: "bookmarks",
    attributes: { bookmarkable_type: type, bookmarkable_id: String(id) },
  });
const call = (member: Member, method: "GET" | "DELETE", url: string) =>
  request(ctx.app, method, `/api/v1${url}`, { token: member.token });
const bookmarksOf = (member: Member) => db.select().from(bookmarks).where(eq(bookmarks.ownerId, member.user.id));

describe("bookmarks", () => {
  it("saves an opportunity once, and answers the bookmark with the opportunity and its owner", async () => {
    const owner = await buildMember(db, { name: "Olga Owner" });
    const saver = await buildMember(db);
    const opportunity = await opportunityOf(owner);

    const res = await save(saver, opportunity.id);
    expect(res.statusCode, res.body).toBe(201);
    const { data, included } = res.json();
    expect(data).toMatchObject({
      type: "bookmarks",
      attributes: { bookmarkable_type: "opportunity", bookmarkable_id: String(opportunity.id) },
      relationships: { bookmarkable: { data: { type: "opportunities", id: String(opportunity.id) } } },
    });
    expect(included).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "opportunities",
          id: String(opportunity.id),
          attributes: expect.objectContaining({ is_bookmarked: true }),
        }),
        expect.objectContaining({ type: "users", id: String(owner.user.id) }),
      ]),
    );

    const again = await save(saver, opportunity.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe("already_bookmarked");
    expect(await bookmarksOf(saver)).toHaveLength(1);
  });

  it("refuses one's own opportunity, what the caller may not read, and what is not an opportunity", async () => {
    const owner = await buildMember(db);
    const saver = await buildMember(db);
    const own = await save(owner, (await opportunityOf(owner)).id);
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[0]).toMatchObject({
      code: "own_opportunity",
      source: { pointer: "/data/attributes/bookmarkable_id" },
    });
    const draft = await opportunityOf(owner, { status: "drafted", publishedAt: null, expiresAt: null });
    expect((await save(saver, draft.id)).statusCode).toBe(404);
    expect((await save(saver, 999_999_999)).statusCode).toBe(404);
    const wrongType = await save(saver, (await opportunityOf(owner)).id, "showroom_item");
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors[0].source).toEqual({ pointer: "/data/attributes/bookmarkable_type" });
    expect(await bookmarksOf(saver)).toEqual([]);
  });

  it("lists mine, the latest first, paged, with the opportunities and their owners; not others'", async () => {
    const owner = await buildMember(db, { name: "Olga Owner" });
    const saver = await buildMember(db);
    const other = await buildMember(db);
    const [a, b, c] = [await opportunityOf(owner), await opportunityOf(owner), await opportunityOf(owner)];
    const ids: string[] = [];
    for (const o of [a, b, c]) ids.push((await save(saver, o.id)).json().data.id);
    await save(other, a.id);

    const page = await call(saver, "GET", "/bookmarks?page[size]=2&include=bookmarkable,bookmarkable.owner");
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(idsOf(body)).toEqual([ids[2], ids[1]]);
    expect(body.meta).toEqual({ total: 3, total_pages: 2 });
    expect(
      body.included.filter((r: { type: string }) => r.type === "opportunities").map((r: { id: string }) => r.id),
    ).toEqual([String(c.id), String(b.id)]);
    expect(body.included).toContainEqual(expect.objectContaining({ type: "users", id: String(owner.user.id) }));
    expect(idsOf((await call(saver, "GET", "/bookmarks?page[number]=2&page[size]=2")).json())).toEqual([ids[0]]);
    const past = (await call(saver, "GET", "/bookmarks?page[number]=5&page[size]=2")).json();
    expect(past).toMatchObject({ data: [], meta: { total: 3 } });
    expect((await call(saver, "GET", "/bookmarks?include=owner")).statusCode).toBe(400);
  });

  it("reads, and removes by id or by the opportunity, only one's own", async () => {
    const owner = await buildMember(db);
    const saver = await buildMember(db);
    const other = await buildMember(db);
    const [first, second] = [await opportunityOf(owner), await opportunityOf(owner)];
    const firstId = (await save(saver, first.id)).json().data.id;
    await save(saver, second.id);

    const one = await call(saver, "GET", `/bookmarks/${firstId}?include=bookmarkable.owner`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ type: "bookmarks", id: firstId });
    for (const [method, url] of [
      ["GET", `/bookmarks/${firstId}`],
      ["DELETE", `/bookmarks/${firstId}`],
      ["DELETE", `/bookmarks/delete/opportunity/${second.id}`],
    ] as const) {
      expect((await call(other, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await bookmarksOf(saver)).toHaveLength(2);

    expect((await call(saver, "DELETE", `/bookmarks/${firstId}`)).statusCode).toBe(204);
    expect((await call(saver, "GET", `/bookmarks/${firstId}`)).statusCode).toBe(404);
    expect((await call(saver, "DELETE", `/bookmarks/delete/opportunities/${second.id}`)).statusCode).toBe(404);
    expect((await call(saver, "DELETE", `/bookmarks/delete/opportunity/${second.id}`)).statusCode).toBe(204);
    expect((await call(saver, "DELETE", `/bookmarks/delete/opportunity/${second.id}`)).statusCode).toBe(404);
    expect(await bookmarksOf(saver)).toEqual([]);
  });

  it("hides the bookmark of an opportunity the saver may no longer read, and shows it again once they may", async () => {
    const owner = await buildMember(db);
    const saver = await buildMember(db);
    const bookmarkId = (await save(saver, (await opportunityOf(owner)).id)).json().data.id;
    await buildBlock(db, { blockerId: owner.user.id, blockedId: saver.user.id });
    expect((await call(saver, "GET", "/bookmarks")).json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await call(saver, "GET", `/bookmarks/${bookmarkId}`)).statusCode).toBe(404);

    await db.delete(userBlocks).where(eq(userBlocks.blockerId, owner.user.id));
    expect(idsOf((await call(saver, "GET", "/bookmarks")).json())).toEqual([bookmarkId]);
  });

  it("reads a page of bookmarks in at most 4 statements, however many there are", async () => {
    const saver = await buildMember(db);
    for (let i = 0; i < 5; i++) await save(saver, (await opportunityOf(await buildMember(db))).id);
    await call(saver, "GET", "/bookmarks");
    // The saver's session is kept after a first request; a notice of their own may drop it once more.
    await vi.waitFor(async () => {
      const { result, statements } = await statementsOf(() => call(saver, "GET", "/bookmarks"));
      expect(result.statusCode).toBe(200);
      expect(result.json().data).toHaveLength(5);
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(4);
    });
  });
});
