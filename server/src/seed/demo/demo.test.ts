import { and, count, eq, inArray, isNull, like } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import {
  achievements,
  companyContacts,
  educations,
  employments,
  languageLevels,
  operationSkills,
  profileImages,
  storedFiles,
  userCreativeFields,
  userIndustries,
  userProfessions,
  users,
  weblinks,
} from "../../db/schema/index.ts";
import { listedUsers } from "../../features/discovery/users/visibility.ts";
import { IMAGE_SPECS, removeImage } from "../../features/profiles/images/images.ts";
import { demoEmail } from "./accounts.ts";
import { seedDemo } from "./index.ts";
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, DEMO_PEOPLE } from "./people.ts";

const ctx = await createTestContext();
const db = ctx.deps.db;

const demoUsers = () =>
  db
    .select()
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));

/** How many rows each demo user has in a table with a user_id column. */
async function rowsPerUser(table: PgTable & { userId: PgColumn }): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: table.userId, n: count() })
    .from(table as PgTable)
    .groupBy(table.userId);
  return new Map(rows.map((r) => [Number(r.userId), r.n]));
}

async function readStored(key: string): Promise<Buffer | null> {
  const stored = await ctx.deps.storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("demo world", () => {
  beforeAll(() => seedDemo(ctx.deps));

  it("creates every demo person as a complete, confirmed, listed account with a city and creative fields", async () => {
    const rows = await demoUsers();
    expect(rows).toHaveLength(DEMO_PEOPLE.length);
    expect(rows.filter((u) => !u.complete || !u.confirmedAt || u.locationId === null)).toEqual([]);
    const listed = await db
      .select({ n: count() })
      .from(users)
      .where(and(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`), listedUsers));
    expect(listed[0].n).toBe(DEMO_PEOPLE.length);
    const fieldLinks = await db
      .select()
      .from(userCreativeFields)
      .where(
        inArray(
          userCreativeFields.userId,
          rows.map((u) => u.id),
        ),
      );
    expect(new Set(fieldLinks.map((l) => l.userId)).size).toBe(DEMO_PEOPLE.length);
  });

  it("gives every demo person professions, languages, links, history and skilled creative fields", async () => {
    const rows = await demoUsers();
    const [professions, spoken, links, jobs, schools, awards] = await Promise.all(
      [userProfessions, languageLevels, weblinks, employments, educations, achievements].map(rowsPerUser),
    );
    const thin = rows.filter((u) => {
      const n = (counts: Map<number, number>) => counts.get(u.id) ?? 0;
      const history = n(jobs) + n(schools) + n(awards);
      return !(
        n(professions) >= 1 &&
        n(spoken) >= 1 &&
        n(spoken) <= 3 &&
        n(links) >= 1 &&
        n(links) <= 3 &&
        history >= 1
      );
    });
    expect(thin.map((u) => u.email)).toEqual([]);

    const operations = await db
      .select({ op: userCreativeFields, skills: count(operationSkills.id) })
      .from(userCreativeFields)
      .leftJoin(operationSkills, eq(operationSkills.operationId, userCreativeFields.id))
      .where(
        inArray(
          userCreativeFields.userId,
          rows.map((u) => u.id),
        ),
      )
      .groupBy(userCreativeFields.id);
    expect(operations.filter((o) => o.op.level === "none" || o.skills === 0)).toEqual([]);

    const companies = rows.filter((u) => u.kind === "company");
    const contacts = await db
      .select()
      .from(companyContacts)
      .where(
        inArray(
          companyContacts.userId,
          companies.map((u) => u.id),
        ),
      );
    expect(contacts.filter((c) => c.email && c.contactName)).toHaveLength(companies.length);
  });

  it("gives every demo client one to three industries, and no one else any", async () => {
    const rows = await demoUsers();
    const listed = await rowsPerUser(userIndustries);
    const clients = rows.filter((u) => u.isClient);
    expect(clients.length).toBeGreaterThanOrEqual(5);
    const counts = (of: typeof rows) => of.map((u) => [u.email, listed.get(u.id) ?? 0] as const);
    expect(counts(clients).filter(([, n]) => n < 1 || n > 3)).toEqual([]);
    expect(counts(rows.filter((u) => !u.isClient)).filter(([, n]) => n !== 0)).toEqual([]);

    const alpenverlag = (await request(ctx.app, "GET", "/api/v1/users/alpenverlag-salzburg/industries")).json();
    expect(alpenverlag.included.map((i: { attributes: { name: string } }) => i.attributes.name).sort()).toEqual([
      "Education",
      "Media & Publishing",
    ]);
  });

  it("shows the sections through the profile API, in the owner's words", async () => {
    const professions = (await request(ctx.app, "GET", "/api/v1/users/mara-lindqvist/professions")).json();
    expect(professions.data).toHaveLength(3);
    expect(professions.included.map((p: { attributes: { name: string } }) => p.attributes.name)).toContain(
      "Illustrator",
    );
    const jobs = (await request(ctx.app, "GET", "/api/v1/users/lena-hofbauer/employments")).json();
    expect(jobs.data[0].attributes).toMatchObject({ employer: "Label Hofbauer", current: true, ended_on: null });
    const links = (await request(ctx.app, "GET", "/api/v1/users/mara-lindqvist/weblinks")).json();
    expect(links.data.map((l: { attributes: { url: string } }) => l.attributes.url)).toContain(
      "https://mara-lindqvist.example",
    );
  });

  it("gives every demo person a profile and a title image, stored as an upload stores them", async () => {
    const rows = await demoUsers();
    const images = await db
      .select({ image: profileImages, file: storedFiles })
      .from(profileImages)
      .innerJoin(storedFiles, eq(storedFiles.id, profileImages.fileId))
      .where(
        inArray(
          profileImages.userId,
          rows.map((u) => u.id),
        ),
      );
    expect(images).toHaveLength(DEMO_PEOPLE.length * 2);
    for (const { image, file } of images) {
      expect(file).toMatchObject({ ownerId: image.userId, contentType: "image/webp" });
      expect(Object.keys(image.renditions).sort()).toEqual(Object.keys(IMAGE_SPECS[image.kind].renditions).sort());
      for (const key of [file.key, ...Object.values(image.renditions)]) {
        expect(await readStored(key), key).not.toBeNull();
      }
    }
    // Drawn for each person, not one picture for all.
    const titles = images.filter((i) => i.image.kind === "title");
    expect(new Set(titles.map((i) => i.file.sha256)).size).toBe(DEMO_PEOPLE.length);

    const [large] = titles.map((i) => i.image.renditions.large);
    expect(await sharp((await readStored(large)) ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: "webp",
      width: 2400,
      height: 600,
    });
    const redirect = await request(ctx.app, "GET", "/api/v1/users/mara-lindqvist/profile_image?size=small");
    expect(redirect.statusCode).toBe(302);
    const served = await ctx.app.inject({ url: redirect.headers.location as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("leaves an already seeded database alone", async () => {
    const tables = [
      users,
      userProfessions,
      languageLevels,
      weblinks,
      employments,
      educations,
      achievements,
      operationSkills,
      companyContacts,
      profileImages,
      storedFiles,
    ];
    const counts = () => Promise.all(tables.map(async (t) => (await db.select({ n: count() }).from(t))[0].n));
    const before = await counts();
    await seedDemo(ctx.deps);
    expect(await counts()).toEqual(before);
    const [withoutHash] = await db.select().from(users).where(isNull(users.passwordHash)).limit(1);
    expect(withoutHash).toBeUndefined();
  });

  it("leaves demo profiles as their users changed them", async () => {
    const [mara] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("mara")));
    expect(await removeImage(ctx.deps, mara.id, "title")).toBe(true);
    await db.delete(userProfessions).where(eq(userProfessions.userId, mara.id));
    await seedDemo(ctx.deps);
    const left = await db.select().from(profileImages).where(eq(profileImages.userId, mara.id));
    expect(left.map((i) => i.kind)).toEqual(["profile"]);
    expect(await db.select().from(userProfessions).where(eq(userProfessions.userId, mara.id))).toEqual([]);
  });

  it("lets the README's demo accounts sign in", async () => {
    for (const handle of ["mara", "studio"]) {
      const res = await request(ctx.app, "POST", "/api/v1/login", {
        payload: {
          data: { type: "sessions", attributes: { email: `${handle}@${DEMO_EMAIL_DOMAIN}`, password: DEMO_PASSWORD } },
        },
      });
      expect(res.statusCode).toBe(201);
    }
  });
});
