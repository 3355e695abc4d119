import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import {
  creativeFields,
  operationSkills,
  standardizedSkills,
  userCreativeFields,
  users,
} from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const fields = await db.select().from(creativeFields).orderBy(asc(creativeFields.position)).limit(11);
const skills = await db.select().from(standardizedSkills).orderBy(asc(standardizedSkills.id)).limit(21);

const addOperation = (token: string, attributes: Record<string, unknown>) =>
  request(ctx.app, "POST", "/api/v1/my/creative_field_operations", {
    type: "creative_field_operations",
    attributes,
    token,
  });
const addSkill = (token: string, operationId: string, skillId: number | string) =>
  request(ctx.app, "POST", `/api/v1/creative_field_operations/${operationId}/skills`, {
    type: "skills",
    attributes: { skill_id: String(skillId) },
    token,
  });
const operationsOf = (userId: number) =>
  db
    .select()
    .from(userCreativeFields)
    .where(eq(userCreativeFields.userId, userId))
    .orderBy(asc(userCreativeFields.position));

/** A creative with one creative field operation, as /signup-info leaves them. */
async function creative() {
  const signedIn = await buildSignedInUser(db);
  const [op] = await db
    .insert(userCreativeFields)
    .values({ userId: signedIn.user.id, creativeFieldId: fields[0].id })
    .returning();
  return { ...signedIn, operationId: String(op.id) };
}

describe("POST /api/v1/my/creative_field_operations", () => {
  it("adds a field with a level after the existing ones, and includes the field", async () => {
    const { user, token } = await creative();
    const res = await addOperation(token, { creative_field_id: String(fields[1].id), level: "expert" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: "creative_field_operations",
      attributes: { creative_field_id: String(fields[1].id), level: "expert", position: 1 },
      relationships: {
        creative_field: { data: { type: "creative_fields", id: String(fields[1].id) } },
        skills: { data: [] },
      },
    });
    expect(res.json().included).toEqual([
      expect.objectContaining({ type: "creative_fields", id: String(fields[1].id) }),
    ]);
    expect((await operationsOf(user.id)).map((o) => o.creativeFieldId)).toEqual([fields[0].id, fields[1].id]);
  });

  it("takes creative_field_ids with one field, as the profile editor sends it", async () => {
    const { token } = await creative();
    const res = await addOperation(token, { creative_field_ids: [String(fields[2].id)], level: "beginner" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ creative_field_id: String(fields[2].id), level: "beginner" });
  });

  it.each([
    ["no field", { level: "expert" }, "creative_field_id"],
    ["an unknown field", { creative_field_id: "987654321" }, "creative_field_id"],
    ["two fields at once", { creative_field_ids: ["1", "2"] }, "creative_field_ids"],
    ["an unknown level", { creative_field_id: "1", level: "guru" }, "level"],
  ])("answers 422 at the attribute for %s", async (_case, attributes, attribute) => {
    const { user, token } = await creative();
    const res = await addOperation(token, attributes);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
    expect(await operationsOf(user.id)).toHaveLength(1);
  });

  it("refuses a field listed already and an eleventh field", async () => {
    const { user, token } = await creative();
    const duplicate = await addOperation(token, { creative_field_id: fields[0].id });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors[0]).toMatchObject({
      code: "duplicate_creative_field",
      source: { pointer: "/data/attributes/creative_field_id" },
    });
    for (const field of fields.slice(1, 10)) {
      expect((await addOperation(token, { creative_field_id: field.id })).statusCode).toBe(201);
    }
    const eleventh = await addOperation(token, { creative_field_id: fields[10].id });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().errors[0]).toMatchObject({ code: "too_many_creative_fields", meta: { max: 10 } });
    expect(await operationsOf(user.id)).toHaveLength(10);
  });
});

describe("PATCH and DELETE /api/v1/my/creative_field_operations/{id}", () => {
  it("changes the level and keeps the skills", async () => {
    const { token, operationId } = await creative();
    await addSkill(token, operationId, skills[0].id);
    const res = await request(ctx.app, "PATCH", `/api/v1/my/creative_field_operations/${operationId}`, {
      type: "creative_field_operations",
      attributes: { level: "intermediate" },
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.level).toBe("intermediate");
    expect(res.json().data.relationships.skills.data).toHaveLength(1);
  });

  it("removes a field with its skills, but keeps the last one with 409", async () => {
    const { user, token, operationId } = await creative();
    const second = (await addOperation(token, { creative_field_id: fields[1].id })).json().data.id;
    await addSkill(token, second, skills[0].id);

    const removed = await request(ctx.app, "DELETE", `/api/v1/my/creative_field_operations/${second}`, { token });
    expect(removed.statusCode).toBe(204);
    expect(
      await db
        .select()
        .from(operationSkills)
        .where(eq(operationSkills.operationId, Number(second))),
    ).toEqual([]);

    const last = await request(ctx.app, "DELETE", `/api/v1/my/creative_field_operations/${operationId}`, { token });
    expect(last.statusCode).toBe(409);
    expect(last.json().errors[0].code).toBe("last_creative_field");
    expect(await operationsOf(user.id)).toHaveLength(1);
  });

  it("answers 404 to another user, whose change never lands (B1)", async () => {
    const owner = await creative();
    const intruder = await creative();
    const patched = await request(ctx.app, "PATCH", `/api/v1/my/creative_field_operations/${owner.operationId}`, {
      type: "creative_field_operations",
      attributes: { level: "expert" },
      token: intruder.token,
    });
    expect(patched.statusCode).toBe(404);
    const removed = await request(ctx.app, "DELETE", `/api/v1/my/creative_field_operations/${owner.operationId}`, {
      token: intruder.token,
    });
    expect(removed.statusCode).toBe(404);
    expect(await operationsOf(owner.user.id)).toEqual([expect.objectContaining({ level: "none" })]);
  });
});

describe("GET /api/v1/users/{id}/creative_field_operations", () => {
  it("lists the operations in order with fields, skills and the skills' names included", async () => {
    const { user, token, operationId } = await creative();
    await addSkill(token, operationId, skills[0].id);
    await addSkill(token, operationId, skills[1].id);
    await addOperation(token, { creative_field_id: fields[1].id });

    const res = await request(ctx.app, "GET", `/api/v1/users/${user.id}/creative_field_operations`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((o: { attributes: { creative_field_id: string } }) => o.attributes.creative_field_id)).toEqual(
      [String(fields[0].id), String(fields[1].id)],
    );
    expect(body.data[0].relationships.skills.data).toHaveLength(2);
    const types = body.included.map((r: { type: string }) => r.type).sort();
    expect(types).toEqual([
      "creative_fields",
      "creative_fields",
      "skills",
      "skills",
      "standardized_skills",
      "standardized_skills",
    ]);
  });
});

describe("skills of an operation", () => {
  it("adds a skill to my operation, lists it and shows it by id", async () => {
    const { token, operationId } = await creative();
    const res = await addSkill(token, operationId, skills[3].id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: "skills",
      attributes: { operation_id: operationId, skill_id: String(skills[3].id) },
      relationships: { skill: { data: { type: "standardized_skills", id: String(skills[3].id) } } },
    });
    expect(res.json().included).toEqual([
      expect.objectContaining({ type: "standardized_skills", id: String(skills[3].id) }),
    ]);

    const list = await request(ctx.app, "GET", `/api/v1/creative_field_operations/${operationId}/skills`);
    expect(list.json().data).toHaveLength(1);
    const one = await request(ctx.app, "GET", `/api/v1/skills/${res.json().data.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes.skill_id).toBe(String(skills[3].id));
  });

  it("refuses a skill listed already, an unknown skill and the 21st skill at skill_id", async () => {
    const { token, operationId } = await creative();
    expect((await addSkill(token, operationId, skills[0].id)).statusCode).toBe(201);
    const duplicate = await addSkill(token, operationId, skills[0].id);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors[0]).toMatchObject({
      code: "duplicate_skill",
      source: { pointer: "/data/attributes/skill_id" },
    });
    expect((await addSkill(token, operationId, 987654321)).json().errors[0].source).toEqual({
      pointer: "/data/attributes/skill_id",
    });
    for (const skill of skills.slice(1, 20))
      expect((await addSkill(token, operationId, skill.id)).statusCode).toBe(201);
    const over = await addSkill(token, operationId, skills[20].id);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({ code: "too_many_skills", meta: { max: 20 } });
  });

  it("answers 404 when someone else adds to or removes from my operation (B1)", async () => {
    const owner = await creative();
    const intruder = await creative();
    const added = await addSkill(owner.token, owner.operationId, skills[0].id);
    expect((await addSkill(intruder.token, owner.operationId, skills[1].id)).statusCode).toBe(404);
    expect(
      (await request(ctx.app, "DELETE", `/api/v1/skills/${added.json().data.id}`, { token: intruder.token }))
        .statusCode,
    ).toBe(404);
    const stored = await db
      .select()
      .from(operationSkills)
      .where(eq(operationSkills.operationId, Number(owner.operationId)));
    expect(stored.map((s) => s.skillId)).toEqual([skills[0].id]);

    expect(
      (await request(ctx.app, "DELETE", `/api/v1/skills/${added.json().data.id}`, { token: owner.token })).statusCode,
    ).toBe(204);
    expect(
      await db
        .select()
        .from(operationSkills)
        .where(eq(operationSkills.operationId, Number(owner.operationId))),
    ).toEqual([]);
  });

  it("hides the skills of a hidden user", async () => {
    const { token, operationId, user } = await creative();
    const skill = (await addSkill(token, operationId, skills[0].id)).json().data.id;
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    expect((await request(ctx.app, "GET", `/api/v1/creative_field_operations/${operationId}/skills`)).statusCode).toBe(
      404,
    );
    expect((await request(ctx.app, "GET", `/api/v1/skills/${skill}`)).statusCode).toBe(404);
  });
});

describe("PATCH /api/v1/me with creative_field_ids", () => {
  it("keeps the operations, levels and skills of the fields that stay, and orders them as sent", async () => {
    const { user, token, operationId } = await creative();
    const second = (await addOperation(token, { creative_field_id: fields[1].id, level: "expert" })).json().data.id;
    await addSkill(token, operationId, skills[0].id);
    await addSkill(token, second, skills[1].id);

    const res = await request(ctx.app, "PATCH", "/api/v1/me", {
      payload: { data: { type: "me", attributes: { creative_field_ids: [fields[2].id, fields[1].id].map(String) } } },
      token,
    });
    expect(res.statusCode).toBe(200);

    const ops = await operationsOf(user.id);
    expect(ops.map((o) => [o.creativeFieldId, o.position])).toEqual([
      [fields[2].id, 0],
      [fields[1].id, 1],
    ]);
    expect(ops[1]).toMatchObject({ id: Number(second), level: "expert" });
    const kept = await db
      .select()
      .from(operationSkills)
      .where(inArray(operationSkills.operationId, [Number(second), Number(operationId)]));
    expect(kept.map((s) => s.skillId)).toEqual([skills[1].id]);
  });
});
