import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { achievements, educations, employments } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const add = (token: string, section: string, attributes: Record<string, unknown>) =>
  request(ctx.app, "POST", `/api/v1/my/${section}`, { type: section, attributes, token });
const change = (token: string, section: string, id: string, attributes: Record<string, unknown>) =>
  request(ctx.app, "PATCH", `/api/v1/my/${section}/${id}`, { type: section, attributes, token });
const listOf = async (userId: number, section: string, token?: string) =>
  (await request(ctx.app, "GET", `/api/v1/users/${userId}/${section}`, { token })).json();
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("achievements", () => {
  it("adds one and lists them newest first, undated ones last", async () => {
    const { user, token } = await buildSignedInUser(db);
    const res = await add(token, "achievements", {
      title: "Red Dot Award",
      issuer: "Red Dot",
      description: "Best of the best\nin product design",
      achieved_on: "2021-06-01",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: "achievements",
      attributes: {
        title: "Red Dot Award",
        issuer: "Red Dot",
        description: "Best of the best\nin product design",
        achieved_on: "2021-06-01",
        has_file: false,
      },
    });
    expect(res.json().data.links).toBeUndefined();
    await add(token, "achievements", { title: "Undated" });
    await add(token, "achievements", { title: "Newer", achieved_on: "2023-02-03" });

    const list = await listOf(user.id, "achievements");
    expect(list.data.map((a: { attributes: { title: string } }) => a.attributes.title)).toEqual([
      "Newer",
      "Red Dot Award",
      "Undated",
    ]);
  });

  it.each([
    ["no title", { issuer: "X" }, "title", "invalid_type"],
    ["a blank title", { title: "   " }, "title", "too_small"],
    ["a title of 201 characters", { title: "x".repeat(201) }, "title", "too_big"],
    ["a date in the future", { title: "Soon", achieved_on: daysFromToday(3) }, "achieved_on", "future_date"],
    ["a day that does not exist", { title: "Odd", achieved_on: "2021-02-30" }, "achieved_on", "invalid_format"],
    ["a date in another format", { title: "Odd", achieved_on: "01.06.2021" }, "achieved_on", "invalid_format"],
    [
      "a control character in the description",
      { title: "T", description: "a\u0007b" },
      "description",
      "invalid_characters",
    ],
  ])("answers 422 at the attribute for %s", async (_case, attributes, attribute, code) => {
    const { user, token } = await buildSignedInUser(db);
    const res = await add(token, "achievements", attributes);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ code, source: { pointer: `/data/attributes/${attribute}` } });
    expect(await db.select().from(achievements).where(eq(achievements.userId, user.id))).toEqual([]);
  });

  it("accepts today's date", async () => {
    const { token } = await buildSignedInUser(db);
    expect((await add(token, "achievements", { title: "Today", achieved_on: daysFromToday(0) })).statusCode).toBe(201);
  });

  it("changes my achievement, never one of another user, and never its owner (B1, B5)", async () => {
    const owner = await buildSignedInUser(db);
    const intruder = await buildSignedInUser(db);
    const id = (await add(owner.token, "achievements", { title: "Mine" })).json().data.id;

    expect((await change(intruder.token, "achievements", id, { title: "Taken" })).statusCode).toBe(404);
    expect(
      (await request(ctx.app, "DELETE", `/api/v1/my/achievements/${id}`, { token: intruder.token })).statusCode,
    ).toBe(404);

    const res = await change(owner.token, "achievements", id, {
      title: "Still mine",
      user_id: String(intruder.user.id),
      file_id: "1",
      created_at: "2000-01-01T00:00:00Z",
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(achievements)
      .where(eq(achievements.id, Number(id)));
    expect(row).toMatchObject({ title: "Still mine", userId: owner.user.id, fileId: null });
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
  });
});

describe("educations", () => {
  it("adds entries and lists the current one first, then by end date", async () => {
    const { user, token } = await buildSignedInUser(db);
    const res = await add(token, "educations", {
      school: "Bauhaus-Universität Weimar",
      degree: "M.A.",
      field_of_study: "Visual Communication",
      started_on: "2015-10-01",
      ended_on: "2017-09-30",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({
      school: "Bauhaus-Universität Weimar",
      field_of_study: "Visual Communication",
      ended_on: "2017-09-30",
    });
    await add(token, "educations", { school: "Evening classes", started_on: "2022-01-01" });
    await add(token, "educations", { school: "School", started_on: "2005-09-01", ended_on: "2013-07-01" });
    const list = await listOf(user.id, "educations");
    expect(list.data.map((e: { attributes: { school: string } }) => e.attributes.school)).toEqual([
      "Evening classes",
      "Bauhaus-Universität Weimar",
      "School",
    ]);
  });

  it("refuses an end before the start at ended_on, on create and on change of either date", async () => {
    const { token } = await buildSignedInUser(db);
    const refused = await add(token, "educations", { school: "X", started_on: "2020-01-01", ended_on: "2019-01-01" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      code: "ends_before_start",
      source: { pointer: "/data/attributes/ended_on" },
    });

    const id = (
      await add(token, "educations", { school: "Y", started_on: "2018-01-01", ended_on: "2019-01-01" })
    ).json().data.id;
    const laterStart = await change(token, "educations", id, { started_on: "2019-06-01" });
    expect(laterStart.statusCode).toBe(422);
    expect(laterStart.json().errors[0]).toMatchObject({
      code: "ends_before_start",
      source: { pointer: "/data/attributes/ended_on" },
    });
    const earlierEnd = await change(token, "educations", id, { ended_on: "2017-01-01" });
    expect(earlierEnd.statusCode).toBe(422);
    const [row] = await db
      .select()
      .from(educations)
      .where(eq(educations.id, Number(id)));
    expect(row).toMatchObject({ startedOn: "2018-01-01", endedOn: "2019-01-01" });

    expect((await change(token, "educations", id, { ended_on: null })).statusCode).toBe(200);
  });
});

describe("employments", () => {
  it("keeps an employment without an end date as the current one", async () => {
    const { user, token } = await buildSignedInUser(db);
    const res = await add(token, "employments", {
      employer: "Studio Nord",
      title: "Art Director",
      place: "Hamburg",
      started_on: "2020-03-01",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ employer: "Studio Nord", ended_on: null, current: true });

    const ended = await change(token, "employments", res.json().data.id, { ended_on: "2024-12-31" });
    expect(ended.json().data.attributes).toMatchObject({ ended_on: "2024-12-31", current: false });
    expect((await listOf(user.id, "employments")).data).toHaveLength(1);
  });

  it("answers 422 at title and employer when they are missing", async () => {
    const { token } = await buildSignedInUser(db);
    const res = await add(token, "employments", {});
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((e: { source: { pointer: string } }) => e.source.pointer)
        .sort(),
    ).toEqual(["/data/attributes/employer", "/data/attributes/title"]);
  });

  it("removes my employment, and a second time answers 404", async () => {
    const { user, token } = await buildSignedInUser(db);
    const id = (await add(token, "employments", { employer: "A", title: "B" })).json().data.id;
    expect((await request(ctx.app, "DELETE", `/api/v1/my/employments/${id}`, { token })).statusCode).toBe(204);
    expect(await db.select().from(employments).where(eq(employments.userId, user.id))).toEqual([]);
    expect((await request(ctx.app, "DELETE", `/api/v1/my/employments/${id}`, { token })).statusCode).toBe(404);
  });

  it("is hidden with its user: a connections-only profile shows nothing to strangers", async () => {
    const { user, token } = await buildSignedInUser(db, { profileVisibility: "connections" });
    await add(token, "employments", { employer: "Hidden", title: "Secret" });
    const stranger = await buildSignedInUser(db);
    const res = await request(ctx.app, "GET", `/api/v1/users/${user.id}/employments`, { token: stranger.token });
    expect(res.statusCode).toBe(404);
    expect((await listOf(user.id, "employments", token)).data).toHaveLength(1);
  });
});
