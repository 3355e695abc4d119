import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { standardizedProfessions, userProfessions } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const professions = await db.select().from(standardizedProfessions).orderBy(asc(standardizedProfessions.id)).limit(6);

const add = (token: string, attributes: Record<string, unknown>, type = "user_professions") =>
  request(ctx.app, "POST", "/api/v1/my/professions", { type, attributes, token });
const assignedTo = (userId: number) =>
  db.select().from(userProfessions).where(eq(userProfessions.userId, userId)).orderBy(asc(userProfessions.position));

describe("POST /api/v1/my/professions", () => {
  it("assigns a standard profession and includes it", async () => {
    const { user, token } = await buildSignedInUser(db);
    const res = await add(token, { profession_id: String(professions[0].id) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: "user_professions",
      relationships: {
        profession: { data: { type: "standardized_professions", id: String(professions[0].id) } },
        user: { data: { type: "users", id: String(user.id) } },
      },
    });
    expect(res.json().included).toEqual([
      expect.objectContaining({ type: "standardized_professions", id: String(professions[0].id) }),
    ]);
    expect(await assignedTo(user.id)).toEqual([
      expect.objectContaining({ professionId: professions[0].id, position: 0 }),
    ]);
  });

  it("takes the profession as a relationship and a body typed professions", async () => {
    const { token } = await buildSignedInUser(db);
    const res = await request(ctx.app, "POST", "/api/v1/my/professions", {
      payload: {
        data: {
          type: "professions",
          relationships: { profession: { data: { type: "standardized_professions", id: String(professions[1].id) } } },
        },
      },
      token,
    });
    expect(res.statusCode).toBe(201);
  });

  it("answers 422 at profession_id for a duplicate, an unknown profession and the sixth one", async () => {
    const { user, token } = await buildSignedInUser(db);
    expect((await add(token, { profession_id: professions[0].id })).statusCode).toBe(201);
    const duplicate = await add(token, { profession_id: professions[0].id });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors[0]).toMatchObject({
      code: "duplicate_profession",
      source: { pointer: "/data/attributes/profession_id" },
    });
    const unknown = await add(token, { profession_id: 987654321 });
    expect(unknown.json().errors[0]).toMatchObject({
      code: "unknown_id",
      source: { pointer: "/data/attributes/profession_id" },
    });

    for (const p of professions.slice(1, 5)) expect((await add(token, { profession_id: p.id })).statusCode).toBe(201);
    const sixth = await add(token, { profession_id: professions[5].id });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors[0]).toMatchObject({
      code: "too_many_professions",
      meta: { max: 5 },
      source: { pointer: "/data/attributes/profession_id" },
    });
    expect((await assignedTo(user.id)).map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("GET /api/v1/users/{id}/professions", () => {
  it("lists the assigned professions in order with the standard professions included", async () => {
    const { user, token } = await buildSignedInUser(db);
    await add(token, { profession_id: professions[2].id });
    await add(token, { profession_id: professions[1].id });
    const res = await request(ctx.app, "GET", `/api/v1/users/${user.id}/professions?include=profession`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map(
          (p: { relationships: { profession: { data: { id: string } } } }) => p.relationships.profession.data.id,
        ),
    ).toEqual([String(professions[2].id), String(professions[1].id)]);
    expect(res.json().included).toHaveLength(2);
  });

  it("answers 404 for an incomplete user", async () => {
    const { user } = await buildSignedInUser(db, { complete: false });
    expect((await request(ctx.app, "GET", `/api/v1/users/${user.id}/professions`)).statusCode).toBe(404);
  });
});

describe("DELETE /api/v1/my/professions/{id}", () => {
  it("removes my profession, and answers 404 to anyone else (B1)", async () => {
    const owner = await buildSignedInUser(db);
    const intruder = await buildSignedInUser(db);
    const id = (await add(owner.token, { profession_id: professions[0].id })).json().data.id;
    expect(
      (await request(ctx.app, "DELETE", `/api/v1/my/professions/${id}`, { token: intruder.token })).statusCode,
    ).toBe(404);
    expect(await assignedTo(owner.user.id)).toHaveLength(1);
    expect((await request(ctx.app, "DELETE", `/api/v1/my/professions/${id}`, { token: owner.token })).statusCode).toBe(
      204,
    );
    expect(await assignedTo(owner.user.id)).toEqual([]);
  });
});
