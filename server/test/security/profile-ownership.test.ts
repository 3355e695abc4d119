import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  achievements,
  companyContacts,
  creativeFields,
  educations,
  employments,
  industries,
  languageLevels,
  languages,
  operationSkills,
  profileImages,
  profiles,
  standardizedProfessions,
  standardizedSkills,
  storedFiles,
  userCreativeFields,
  userIndustries,
  userProfessions,
  weblinks,
} from "../../src/db/schema/index.ts";
import { createTestContext } from "../context.ts";
import { buildSignedInUser, buildUserProfession } from "../factories.ts";
import { request } from "../http.ts";
import { imageOf, multipartBody, pdfOf, upload } from "../uploads.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

/** The routes of profiles, their sections, images and files, as the API description lists them. */
const PROFILE_TAGS = new Set(["profile", "profile sections", "profile images", "profile files"]);

/** A valid body for a change of each section, so that a refusal can only be about ownership. */
const VALID_CHANGE: Record<string, Record<string, unknown>> = {
  weblinks: { url: "https://taken.example" },
  language_levels: { level: "basic" },
  creative_field_operations: { level: "expert" },
  achievements: { title: "Taken" },
  educations: { school: "Taken" },
  employments: { employer: "Taken", title: "Taken" },
  skills: { skill_id: "1" },
};

interface Route {
  path: string;
  method: string;
}

async function profileRoutes(): Promise<Route[]> {
  const spec = (await request(ctx.app, "GET", "/api/docs/json")).json();
  return Object.entries(spec.paths as Record<string, Record<string, { tags?: string[] }>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.tags?.some((t) => PROFILE_TAGS.has(t)))
      .map(([method]) => ({ path, method: method.toUpperCase() })),
  );
}

/** User A with a row in every section, an image, a CV and a file on an achievement. */
async function fullProfile() {
  const a = await buildSignedInUser(db, { kind: "company", isClient: true, name: "Alice Owner" });
  const [industry] = await db.select().from(industries).limit(1);
  const [language] = await db.select().from(languages).limit(1);
  const [profession] = await db.select().from(standardizedProfessions).limit(1);
  const [field] = await db.select().from(creativeFields).orderBy(asc(creativeFields.position)).limit(1);
  const [skill] = await db.select().from(standardizedSkills).limit(1);
  const [op] = await db.insert(userCreativeFields).values({ userId: a.user.id, creativeFieldId: field.id }).returning();
  const ids = {
    weblinks: (
      await db.insert(weblinks).values({ userId: a.user.id, kind: "website", url: "https://a.example" }).returning()
    )[0].id,
    language_levels: (
      await db
        .insert(languageLevels)
        .values({ userId: a.user.id, languageId: language.id, level: "fluent" })
        .returning()
    )[0].id,
    professions: (await buildUserProfession(db, { userId: a.user.id, professionId: profession.id })).id,
    industries: (await db.insert(userIndustries).values({ userId: a.user.id, industryId: industry.id }).returning())[0]
      .id,
    creative_field_operations: op.id,
    skills: (await db.insert(operationSkills).values({ operationId: op.id, skillId: skill.id }).returning())[0].id,
    achievements: (await db.insert(achievements).values({ userId: a.user.id, title: "Prize" }).returning())[0].id,
    educations: (await db.insert(educations).values({ userId: a.user.id, school: "School" }).returning())[0].id,
    employments: (
      await db.insert(employments).values({ userId: a.user.id, employer: "Studio", title: "Lead" }).returning()
    )[0].id,
  };
  await db.insert(companyContacts).values({ userId: a.user.id, contactName: "Alice", email: "contact@a.example" });
  for (const url of ["/api/v1/my/profile_image", "/api/v1/my/title_image"]) {
    expect((await upload(ctx.app, url, a.headers, await imageOf(40, 40))).statusCode).toBe(201);
  }
  expect((await upload(ctx.app, "/api/v1/my/cv", a.headers, pdfOf())).statusCode).toBe(201);
  const file = await upload(ctx.app, `/api/v1/my/achievements/${ids.achievements}/file`, a.headers, pdfOf());
  expect(file.statusCode).toBe(201);
  return { ...a, ids };
}

/** Everything A's profile holds, as stored. */
async function snapshot(userId: number) {
  const ops = await db.select().from(userCreativeFields).where(eq(userCreativeFields.userId, userId));
  return {
    profile: await db.select().from(profiles).where(eq(profiles.userId, userId)),
    images: await db.select().from(profileImages).where(eq(profileImages.userId, userId)),
    weblinks: await db.select().from(weblinks).where(eq(weblinks.userId, userId)),
    languageLevels: await db.select().from(languageLevels).where(eq(languageLevels.userId, userId)),
    professions: await db.select().from(userProfessions).where(eq(userProfessions.userId, userId)),
    industries: await db.select().from(userIndustries).where(eq(userIndustries.userId, userId)),
    operations: ops,
    skills: await db
      .select()
      .from(operationSkills)
      .where(
        inArray(
          operationSkills.operationId,
          ops.map((o) => o.id),
        ),
      ),
    achievements: await db.select().from(achievements).where(eq(achievements.userId, userId)),
    educations: await db.select().from(educations).where(eq(educations.userId, userId)),
    employments: await db.select().from(employments).where(eq(employments.userId, userId)),
    contacts: await db.select().from(companyContacts).where(eq(companyContacts.userId, userId)),
    files: await db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId)),
  };
}

/** The id in a path names a row of the section just before it: /v1/my/weblinks/{id} is a web link. */
function withOwnersIds(path: string, ids: Record<string, number>): string {
  return path.replace(/\/([a-z_]+)\/\{[^}]+\}/g, (_, section: string) => {
    const id = ids[section];
    if (id === undefined) throw new Error(`No row of A for ${path}: add the section to the matrix.`);
    return `/${section}/${id}`;
  });
}

describe("B1 another user's profile rows, by their ids", () => {
  it("are never changed, removed or added to through any profile write: 404 on every route", async () => {
    const a = await fullProfile();
    const b = await buildSignedInUser(db, { kind: "company" });
    const before = await snapshot(a.user.id);

    const writes = (await profileRoutes()).filter(
      (r) => r.method !== "GET" && r.method !== "HEAD" && r.path.includes("{"),
    );
    expect(writes.length).toBeGreaterThanOrEqual(17);
    for (const { path, method } of writes) {
      const url = withOwnersIds(path, a.ids);
      const section =
        path
          .split("/")
          .filter((s) => !s.startsWith("{"))
          .at(-1) ?? "";
      const res = path.endsWith("/file")
        ? await upload(ctx.app, url, b.headers, pdfOf())
        : await ctx.app.inject({
            method: method as "PATCH",
            url,
            headers: { ...b.headers, "content-type": JSONAPI_MEDIA_TYPE },
            ...(method === "DELETE"
              ? {}
              : { payload: { data: { type: section, attributes: VALID_CHANGE[section] ?? {} } } }),
          });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot(a.user.id)).toEqual(before);
  });

  it("leave A's rows alone when B's own writes name A as the owner (B5)", async () => {
    const a = await fullProfile();
    const b = await buildSignedInUser(db);
    const before = await snapshot(a.user.id);
    const owner = { user_id: String(a.user.id), owner_id: String(a.user.id) };
    for (const [url, type, attributes] of [
      ["/api/v1/my/weblinks", "weblinks", { url: "https://b.example" }],
      ["/api/v1/my/achievements", "achievements", { title: "B's" }],
      ["/api/v1/my/profile", "profiles", { headline: "B's" }],
    ] as const) {
      const res = await ctx.app.inject({
        method: url.endsWith("profile") ? "PATCH" : "POST",
        url,
        headers: { ...b.headers, "content-type": JSONAPI_MEDIA_TYPE },
        payload: {
          data: {
            type,
            attributes: { ...attributes, ...owner },
            relationships: { user: { data: { type: "users", id: String(a.user.id) } } },
          },
        },
      });
      expect(res.statusCode, url).toBeLessThan(300);
      expect(res.json().data.relationships.user.data.id).toBe(String(b.user.id));
    }
    const body = await multipartBody(pdfOf(), { extra: { user_id: String(a.user.id) } });
    const cv = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/my/cv",
      headers: { ...b.headers, "content-type": body.contentType },
      payload: body.payload,
    });
    expect(cv.json().data.id).toBe(String(b.user.id));
    expect(await snapshot(a.user.id)).toEqual(before);
  });
});

describe("B5 what profile reads show", () => {
  it("never the owner's e-mail, password hash or settings, and only these attributes", async () => {
    const a = await fullProfile();
    const reads = (await profileRoutes()).filter((r) => r.method === "GET" && !r.path.startsWith("/api/v1/my/"));
    const attributes: Record<string, string[]> = {};
    for (const { path } of reads) {
      const url = withOwnersIds(path.replace("{userId}", String(a.user.id)), a.ids);
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.body, url).not.toContain(a.user.email);
      expect(res.body, url).not.toMatch(/password|argon2|token|theme|message_permission/);
      if (!String(res.headers["content-type"]).startsWith("application/vnd.api+json")) continue;
      const { data, included = [] } = res.json();
      for (const r of [...(Array.isArray(data) ? data : [data]), ...included]) {
        attributes[r.type] = Object.keys(r.attributes).sort();
      }
    }
    expect(attributes).toEqual({
      achievements: ["achieved_on", "created_at", "description", "has_file", "issuer", "title"],
      company_contacts: ["contact_name", "email", "phone", "role", "website"],
      creative_field_operations: ["creative_field_id", "level", "position"],
      creative_fields: expect.any(Array),
      educations: ["created_at", "degree", "description", "ended_on", "field_of_study", "school", "started_on"],
      employments: ["created_at", "current", "description", "employer", "ended_on", "place", "started_on", "title"],
      language_levels: ["language_id", "level"],
      languages: expect.any(Array),
      skills: ["operation_id", "skill_id"],
      standardized_professions: expect.any(Array),
      standardized_skills: expect.any(Array),
      industries: expect.any(Array),
      user_industries: ["industry_id", "position"],
      user_professions: ["position"],
      weblinks: ["kind", "position", "url"],
    });
  });
});
