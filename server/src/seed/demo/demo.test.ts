import { APPLICATION_STAGES, embedCode } from "@atelier/common";
import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import { and, count, eq, inArray, isNull, like, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import {
  achievements,
  bookmarks,
  companyContacts,
  connections,
  conversations,
  creationCoCreators,
  creationFields,
  creationMedia,
  creationSkills,
  creations,
  creationWeblinks,
  creativeFields,
  educations,
  employments,
  featuredEntries,
  featuredPeriods,
  follows,
  industries,
  invoices,
  languageLevels,
  languages,
  likes,
  locations,
  memberships,
  messages,
  notifications,
  operationSkills,
  opportunities,
  opportunityAddenda,
  opportunityApplications,
  opportunityFields,
  opportunityMaterials,
  opportunitySkills,
  orders,
  participations,
  profileImages,
  standardizedSkills,
  storedFiles,
  userCreativeFields,
  userIndustries,
  userProfessions,
  users,
  weblinks,
} from "../../db/schema/index.ts";
import { listedUsers } from "../../features/discovery/users/visibility.ts";
import { participantKey } from "../../features/messenger/conversations.ts";
import { LOGO_WIDTHS } from "../../features/opportunities/files/logo.ts";
import { statusOf } from "../../features/opportunities/policy.ts";
import { IMAGE_SPECS, removeImage } from "../../features/profiles/images/images.ts";
import { MEDIA_WIDTHS } from "../../features/showroom/media/present.ts";
import { CREATIVE_FIELDS } from "../data/creative-fields.ts";
import { INDUSTRIES } from "../data/industries.ts";
import { SKILLS } from "../data/skills.ts";
import { demoEmail } from "./accounts.ts";
import { CROWD_SIZE, DEMO_CROWD, DEMO_WORLD } from "./crowd.ts";
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
  // The whole world, hundreds of drawn pictures included: slow on a busy machine.
  beforeAll(() => seedDemo(ctx.deps), 600_000);

  it("creates every demo person as a complete, confirmed, listed account with a city and creative fields", async () => {
    const rows = await demoUsers();
    expect(rows).toHaveLength(DEMO_WORLD.length);
    expect(rows.filter((u) => !u.complete || !u.confirmedAt || u.locationId === null)).toEqual([]);
    const listed = await db
      .select({ n: count() })
      .from(users)
      .where(and(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`), listedUsers));
    expect(listed[0].n).toBe(DEMO_WORLD.length);
    const fieldLinks = await db
      .select()
      .from(userCreativeFields)
      .where(
        inArray(
          userCreativeFields.userId,
          rows.map((u) => u.id),
        ),
      );
    expect(new Set(fieldLinks.map((l) => l.userId)).size).toBe(DEMO_WORLD.length);
  });

  it("gives every demo person professions, languages, links and skilled creative fields, history the hand-written", async () => {
    const rows = await demoUsers();
    const [professions, spoken, links, jobs, schools, awards] = await Promise.all(
      [userProfessions, languageLevels, weblinks, employments, educations, achievements].map(rowsPerUser),
    );
    const handwritten = new Set(DEMO_PEOPLE.map((p) => demoEmail(p.handle)));
    const thin = rows.filter((u) => {
      const n = (counts: Map<number, number>) => counts.get(u.id) ?? 0;
      const history = handwritten.has(u.email) ? n(jobs) + n(schools) + n(awards) : 1;
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

  it("grows a crowd of about 200 creatives and 60 clients of every kind", async () => {
    const rows = await demoUsers();
    const kinds = (of: typeof rows) => ({
      private: of.filter((u) => u.kind === "private").length,
      companyInsideCci: of.filter((u) => u.kind === "company" && u.isInsideCci).length,
      companyOutsideCci: of.filter((u) => u.kind === "company" && !u.isInsideCci).length,
    });
    const creatives = kinds(rows.filter((u) => u.isCreative));
    expect(creatives.private + creatives.companyInsideCci + creatives.companyOutsideCci).toBeGreaterThanOrEqual(195);
    expect(creatives.private).toBeGreaterThanOrEqual(CROWD_SIZE.privateCreatives);
    expect(creatives.companyInsideCci + creatives.companyOutsideCci).toBeGreaterThanOrEqual(
      CROWD_SIZE.companyCreatives,
    );
    const clients = kinds(rows.filter((u) => u.isClient));
    expect(clients.private + clients.companyInsideCci + clients.companyOutsideCci).toBeGreaterThanOrEqual(58);
    expect(clients.private).toBeGreaterThanOrEqual(CROWD_SIZE.privateClients);
    expect(clients.companyInsideCci).toBeGreaterThanOrEqual(CROWD_SIZE.clientsInsideCci);
    expect(clients.companyOutsideCci).toBeGreaterThanOrEqual(CROWD_SIZE.clientsOutsideCci);
    // Names, handles and profile addresses are each one person's.
    expect(new Set(rows.map((u) => u.name)).size).toBe(rows.length);
  });

  it("has people under every value of every find filter: fields, skills, levels, languages, industries, cities", async () => {
    const people = await db
      .select({
        id: users.id,
        kind: users.kind,
        isCreative: users.isCreative,
        isClient: users.isClient,
        isInsideCci: users.isInsideCci,
        country: locations.countryCode,
        city: locations.name,
      })
      .from(users)
      .innerJoin(locations, eq(locations.id, users.locationId))
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
    const byId = new Map(people.map((p) => [p.id, p]));
    type Person = (typeof people)[number];
    const privateCreative = (p?: Person) => !!p?.isCreative && p.kind === "private";
    const companyCreative = (p?: Person) => !!p?.isCreative && p.kind === "company";
    const insideCci = (p?: Person) => !!p?.isClient && p.kind === "company" && p.isInsideCci;
    const byIndustry = (p?: Person) => !!p?.isClient && (p.kind === "private" || !p.isInsideCci);

    const operations = await db
      .select({ userId: userCreativeFields.userId, field: creativeFields.slug, level: userCreativeFields.level })
      .from(userCreativeFields)
      .innerJoin(creativeFields, eq(creativeFields.id, userCreativeFields.creativeFieldId));
    const fieldsWith = (who: (p?: Person) => boolean) =>
      new Set(operations.filter((o) => who(byId.get(o.userId))).map((o) => o.field));
    const everyField = CREATIVE_FIELDS.map((f) => f.slug).sort();
    expect([...fieldsWith(privateCreative)].sort()).toEqual(everyField);
    expect([...fieldsWith(companyCreative)].sort()).toEqual(everyField);
    expect([...fieldsWith((p) => !!p?.isClient)].sort()).toEqual(everyField);
    expect(fieldsWith(insideCci).size).toBeGreaterThanOrEqual(10);
    const levels = new Set(operations.filter((o) => privateCreative(byId.get(o.userId))).map((o) => o.level));
    expect([...levels].sort()).toEqual(["beginner", "expert", "intermediate"]);

    const skills = await db
      .select({ userId: userCreativeFields.userId, name: standardizedSkills.nameEn })
      .from(operationSkills)
      .innerJoin(userCreativeFields, eq(userCreativeFields.id, operationSkills.operationId))
      .innerJoin(standardizedSkills, eq(standardizedSkills.id, operationSkills.skillId));
    const creativeSkills = new Set(skills.filter((s) => byId.get(s.userId)?.isCreative).map((s) => s.name));
    expect(SKILLS.filter((s) => !creativeSkills.has(s.en)).map((s) => s.en)).toEqual([]);
    expect(new Set(skills.filter((s) => insideCci(byId.get(s.userId))).map((s) => s.name)).size).toBeGreaterThan(20);

    const spoken = await db
      .select({ userId: languageLevels.userId, code: languages.code, level: languageLevels.level })
      .from(languageLevels)
      .innerJoin(languages, eq(languages.id, languageLevels.languageId));
    const privateSpoken = spoken.filter((l) => privateCreative(byId.get(l.userId)));
    expect(new Set(privateSpoken.map((l) => l.code)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(privateSpoken.map((l) => l.level)).size).toBe(4);
    expect(privateSpoken.some((l) => l.code === "ga")).toBe(true);

    const sectors = await db
      .select({ userId: userIndustries.userId, slug: industries.slug })
      .from(userIndustries)
      .innerJoin(industries, eq(industries.id, userIndustries.industryId));
    const industriesOf = (who: (p?: Person) => boolean) =>
      new Set(sectors.filter((s) => who(byId.get(s.userId))).map((s) => s.slug));
    expect(INDUSTRIES.filter((i) => !industriesOf(byIndustry).has(i.slug)).map((i) => i.slug)).toEqual([]);
    expect(industriesOf((p) => !!p?.isClient && p.kind === "private").size).toBeGreaterThanOrEqual(10);
    expect(industriesOf((p) => byIndustry(p) && p?.kind === "company").size).toBeGreaterThanOrEqual(10);

    // Every kind lives in all five countries, and in many cities.
    for (const who of [privateCreative, companyCreative, (p?: Person) => !!p?.isClient]) {
      const of = people.filter((p) => who(p));
      expect(new Set(of.map((p) => p.country))).toEqual(new Set(["DE", "AT", "CH", "GB", "IE"]));
    }
    expect(new Set(people.map((p) => `${p.city}|${p.country}`)).size).toBeGreaterThanOrEqual(45);
  });

  it("ties the crowd together and to the hand-written people with follows and connections", async () => {
    const crowd = new Set(
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(
            inArray(
              users.email,
              DEMO_CROWD.map((p) => demoEmail(p.handle)),
            ),
          )
      ).map((u) => u.id),
    );
    const followed = await db.select().from(follows);
    const fromCrowd = followed.filter((f) => crowd.has(f.followerId));
    expect(fromCrowd.length).toBeGreaterThanOrEqual(DEMO_CROWD.length);
    expect(fromCrowd.filter((f) => !crowd.has(f.followeeId)).length).toBeGreaterThanOrEqual(20);
    const connected = await db.select().from(connections);
    expect(connected.filter((c) => crowd.has(c.requesterId) && crowd.has(c.connecteeId)).length).toBeGreaterThanOrEqual(
      50,
    );
    // The hand-written people's news stays theirs: what the crowd did is long read.
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(
          isNull(notifications.readAt),
          inArray(notifications.actorId, [...crowd]),
          inArray(notifications.key, ["new_follower", "confirmed_connection", "new_connection"]),
        ),
      );
    expect(told).toEqual([]);
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

  it("gives every hand-written demo person a profile and a title image, the crowd theirs, stored as uploads", async () => {
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
    const crowdPictures = DEMO_CROWD.flatMap((p) => p.pictures);
    expect(images).toHaveLength(DEMO_PEOPLE.length * 2 + crowdPictures.length);
    // Most of the crowd shows a face or a monogram, some a banner too.
    expect(crowdPictures.filter((k) => k === "profile").length).toBeGreaterThan(DEMO_CROWD.length * 0.7);
    expect(crowdPictures.filter((k) => k === "title").length).toBeGreaterThanOrEqual(5);
    for (const { image, file } of images) {
      expect(file).toMatchObject({ ownerId: image.userId, contentType: "image/webp" });
      expect(Object.keys(image.renditions).sort()).toEqual(Object.keys(IMAGE_SPECS[image.kind].renditions).sort());
      for (const key of [file.key, ...Object.values(image.renditions)]) {
        expect(await readStored(key), key).not.toBeNull();
      }
    }
    // Drawn for each person, not one picture for all.
    const titles = images.filter((i) => i.image.kind === "title");
    expect(new Set(titles.map((i) => i.file.sha256)).size).toBe(titles.length);

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

  it("fills the showroom with about 60 showroom and 30 gallery items, the crowd's besides, and drafts for the demo account alone", async () => {
    const handwritten = new Set(DEMO_PEOPLE.map((p) => demoEmail(p.handle)));
    const all = await db
      .select({ type: creations.type, status: creations.status, email: users.email, n: count() })
      .from(creations)
      .innerJoin(users, eq(users.id, creations.ownerId))
      .groupBy(creations.type, creations.status, users.email);
    const rows = all.filter((r) => handwritten.has(r.email));
    const crowdWorks = all.filter((r) => !handwritten.has(r.email));
    expect(crowdWorks.filter((r) => r.type !== "showroom" || r.status !== "published")).toEqual([]);
    expect(crowdWorks.reduce((n, r) => n + r.n, 0)).toBe(DEMO_CROWD.reduce((n, p) => n + p.works.length, 0));
    expect(crowdWorks.length).toBeGreaterThanOrEqual(40);
    const total = (type: string, status: string) =>
      rows.filter((r) => r.type === type && r.status === status).reduce((n, r) => n + r.n, 0);
    expect(total("showroom", "published")).toBeGreaterThanOrEqual(55);
    expect(total("showroom", "published")).toBeLessThanOrEqual(70);
    expect(total("gallery", "published")).toBeGreaterThanOrEqual(25);
    expect(total("gallery", "published")).toBeLessThanOrEqual(35);
    const drafts = rows.filter((r) => r.status === "draft");
    expect(new Set(drafts.map((r) => r.email))).toEqual(new Set([demoEmail("mara")]));
    expect(new Set(drafts.map((r) => r.type))).toEqual(new Set(["showroom", "gallery"]));
    // Spread over the creatives, not heaped on a few.
    const owners = new Set(rows.filter((r) => r.status === "published").map((r) => r.email));
    expect(owners.size).toBeGreaterThanOrEqual(12);

    const published = await db.select().from(creations).where(eq(creations.status, "published"));
    expect(published.filter((c) => !c.publishedAt || c.publishedAt < c.createdAt)).toEqual([]);
    expect(new Set(published.map((c) => c.slug.toLowerCase())).size).toBe(published.length);
    expect(new Set(published.map((c) => c.seedRank)).size).toBeGreaterThan(published.length * 0.9);
    // The newest-first sort has something new to show.
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
    expect(published.filter((c) => c.createdAt.getTime() > weekAgo).length).toBeGreaterThanOrEqual(5);
  });

  it("stores one to four pictures of every item as an upload stores them, players after them", async () => {
    const media = await db
      .select({ medium: creationMedia, item: creations, file: storedFiles })
      .from(creationMedia)
      .innerJoin(creations, eq(creations.id, creationMedia.creationId))
      .leftJoin(storedFiles, eq(storedFiles.id, creationMedia.fileId))
      .orderBy(creationMedia.creationId, creationMedia.position);
    const byItem = new Map<number, typeof media>();
    for (const m of media) byItem.set(m.item.id, [...(byItem.get(m.item.id) ?? []), m]);
    const items = await db.select({ id: creations.id }).from(creations);
    expect(byItem.size).toBe(items.length);
    for (const [id, ofItem] of byItem) {
      const images = ofItem.filter((m) => m.medium.type === "image");
      expect(images.length, `item ${id}`).toBeGreaterThanOrEqual(1);
      expect(images.length, `item ${id}`).toBeLessThanOrEqual(4);
      expect(ofItem.map((m) => m.medium.position)).toEqual(ofItem.map((_, i) => i));
      expect(ofItem.slice(0, images.length).every((m) => m.medium.type === "image")).toBe(true);
    }

    const images = media.filter((m) => m.medium.type === "image");
    expect(images.length).toBeGreaterThan(byItem.size);
    for (const { medium, item, file } of images) {
      expect(file).toMatchObject({ ownerId: item.ownerId, contentType: "image/webp" });
      expect(medium.width).toBeLessThanOrEqual(1600);
      // Every srcset width below the picture's; a small picture far wider than the next one down has its own width too.
      const widths = MEDIA_WIDTHS.filter((w) => w < (medium.width ?? 0)).map(String);
      const keys = Object.keys(medium.renditions ?? {});
      expect(keys).toEqual(expect.arrayContaining(widths));
      expect(keys.filter((w) => !widths.includes(w) && w !== String(medium.width))).toEqual([]);
    }
    const [sample] = images;
    const keys = [sample.file?.key ?? "", ...Object.values(sample.medium.renditions ?? {})];
    for (const key of keys) expect(await readStored(key), key).not.toBeNull();
    const widest = await readStored(sample.medium.renditions?.["1280"] ?? "");
    expect(await sharp(widest ?? Buffer.alloc(0)).metadata()).toMatchObject({ format: "webp", width: 1280 });
    // Drawn for each item, not one picture for all.
    expect(new Set(images.map((m) => m.file?.sha256)).size).toBe(images.length);

    const players = media.filter((m) => m.medium.type !== "image");
    expect(new Set(players.map((m) => m.medium.type))).toEqual(new Set(["youtube", "vimeo", "soundcloud"]));
    for (const { medium } of players) {
      expect(medium.fileId).toBeNull();
      const type = medium.type as "youtube" | "vimeo" | "soundcloud";
      expect(embedCode(type, medium.code ?? "")).toBe(medium.code);
    }
  });

  it("assigns showroom items the owner's own creative fields and skills, and links", async () => {
    const strangeFields = await db
      .select({ creationId: creationFields.creationId })
      .from(creationFields)
      .innerJoin(creations, eq(creations.id, creationFields.creationId))
      .leftJoin(
        userCreativeFields,
        and(
          eq(userCreativeFields.userId, creations.ownerId),
          eq(userCreativeFields.creativeFieldId, creationFields.creativeFieldId),
        ),
      )
      .where(isNull(userCreativeFields.id));
    expect(strangeFields).toEqual([]);
    const strangeSkills = await db
      .select({ creationId: creationSkills.creationId })
      .from(creationSkills)
      .innerJoin(creations, eq(creations.id, creationSkills.creationId))
      .where(
        sql`not exists (select 1 from ${operationSkills} join ${userCreativeFields} on ${userCreativeFields.id} = ${operationSkills.operationId} where ${userCreativeFields.userId} = ${creations.ownerId} and ${operationSkills.skillId} = ${creationSkills.skillId})`,
      );
    expect(strangeSkills).toEqual([]);

    const showroom = await db.select({ id: creations.id }).from(creations).where(eq(creations.type, "showroom"));
    const [withFields, withSkills] = await Promise.all(
      [creationFields, creationSkills].map(
        async (table) => new Set((await db.select({ id: table.creationId }).from(table)).map((r) => r.id)),
      ),
    );
    expect(showroom.filter((c) => !withFields.has(c.id) || !withSkills.has(c.id))).toEqual([]);
    const gallery = await db.select({ id: creations.id }).from(creations).where(eq(creations.type, "gallery"));
    expect(gallery.filter((c) => withFields.has(c.id) || withSkills.has(c.id))).toEqual([]);

    const links = await db.select().from(creationWeblinks);
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links.filter((l) => !/^https:\/\/[a-z0-9.-]+\.example(\/|$)/.test(l.url))).toEqual([]);
  });

  it("names co-creators between demo people, some confirmed and some pending, and tells them", async () => {
    const named = await db
      .select({ coCreator: creationCoCreators, ownerId: creations.ownerId })
      .from(creationCoCreators)
      .innerJoin(creations, eq(creations.id, creationCoCreators.creationId));
    expect(named.filter((n) => n.coCreator.confirmedAt).length).toBeGreaterThanOrEqual(5);
    expect(named.filter((n) => !n.coCreator.confirmedAt).length).toBeGreaterThanOrEqual(3);
    expect(named.filter((n) => n.coCreator.userId === n.ownerId)).toEqual([]);
    const [mara] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("mara")));
    expect(named.some((n) => n.coCreator.userId === mara.id && !n.coCreator.confirmedAt)).toBe(true);
    const told = await db.select().from(notifications).where(eq(notifications.key, "added_as_co_creator"));
    expect(told).toHaveLength(named.length);
  });

  it("keeps every item's likes_count equal to its likes, from other demo people, on published items", async () => {
    const counted = await db
      .select({ id: creations.id, likesCount: creations.likesCount, rows: count(likes.userId) })
      .from(creations)
      .leftJoin(likes, eq(likes.creationId, creations.id))
      .groupBy(creations.id);
    expect(counted.filter((c) => c.likesCount !== c.rows)).toEqual([]);
    const total = counted.reduce((n, c) => n + c.rows, 0);
    expect(total).toBeGreaterThanOrEqual(100);
    const wrong = await db
      .select({ creationId: likes.creationId })
      .from(likes)
      .innerJoin(creations, eq(creations.id, likes.creationId))
      .where(sql`${likes.userId} = ${creations.ownerId} or ${creations.status} <> 'published'`);
    expect(wrong).toEqual([]);
    const told = await db.select({ n: count() }).from(notifications).where(eq(notifications.key, "new_like"));
    expect(told[0].n).toBe(total);
  });

  it("features a creative field now and one before, with their creatives and their own published items", async () => {
    const now = new Date();
    const periods = await db.select().from(featuredPeriods).orderBy(featuredPeriods.startsAt);
    expect(periods.length).toBeGreaterThanOrEqual(2);
    const current = periods.filter((p) => p.startsAt <= now && p.endsAt > now);
    expect(current).toHaveLength(1);
    expect(periods[0].endsAt <= current[0].startsAt).toBe(true);
    const entries = await db
      .select({ entry: featuredEntries, item: creations })
      .from(featuredEntries)
      .leftJoin(creations, eq(creations.id, featuredEntries.creationId))
      .where(eq(featuredEntries.periodId, current[0].id));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const wrong = entries.filter(
      (e) => e.item?.ownerId !== e.entry.userId || e.item?.status !== "published" || e.item.type !== "showroom",
    );
    expect(wrong).toEqual([]);
  });

  it("shows the showroom, the featured field and the demo account's drafts through the API", async () => {
    const list = await request(ctx.app, "GET", "/api/v1/showroom/items?include=media,owner");
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.data).toHaveLength(20);
    expect(page.meta.total).toBeGreaterThanOrEqual(55);
    expect(page.data.filter((i: { attributes: { cover: unknown } }) => !i.attributes.cover)).toEqual([]);

    const featured = (await request(ctx.app, "GET", "/api/v1/creative_fields/featured")).json();
    expect(featured.data.type).toBe("featured_periods");
    expect(
      featured.included.filter((r: { type: string }) => r.type === "showroom_items").length,
    ).toBeGreaterThanOrEqual(3);

    const [draft] = await db
      .select()
      .from(creations)
      .innerJoin(users, eq(users.id, creations.ownerId))
      .where(and(eq(users.email, demoEmail("mara")), eq(creations.status, "draft"), eq(creations.type, "showroom")))
      .limit(1);
    expect((await request(ctx.app, "GET", `/api/v1/showroom/items/${draft.creations.slug}`)).statusCode).toBe(404);
    const login = await request(ctx.app, "POST", "/api/v1/login", {
      payload: { data: { type: "sessions", attributes: { email: demoEmail("mara"), password: DEMO_PASSWORD } } },
    });
    const mine = await request(ctx.app, "GET", `/api/v1/showroom/items/${draft.creations.slug}`, {
      token: login.json().data.attributes.auth_token,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.attributes.status).toBe("draft");
  });

  it("lives in Mara's and Nordlicht Studio's inboxes: unread, pictures, a briefing, a group and a request each", async () => {
    for (const handle of ["mara", "studio"]) {
      const login = await request(ctx.app, "POST", "/api/v1/login", {
        payload: { data: { type: "sessions", attributes: { email: demoEmail(handle), password: DEMO_PASSWORD } } },
      });
      const token = login.json().data.attributes.auth_token as string;
      const inbox = (await request(ctx.app, "GET", "/api/v1/messenger/participations", { token })).json();
      expect(inbox.data.length, handle).toBeGreaterThanOrEqual(4);
      expect(inbox.data.some((p: { attributes: { unread_count: number } }) => p.attributes.unread_count > 0)).toBe(
        true,
      );
      const group = inbox.data.find(
        (p: { relationships: { participants: { data: unknown[] } } }) => p.relationships.participants.data.length > 1,
      );
      expect(group, `${handle}'s group`).toBeDefined();
      const requests = await request(ctx.app, "GET", "/api/v1/messenger/participations?filter[folder]=requests", {
        token,
      });
      expect(requests.json().data).toHaveLength(1);
      const files = [];
      for (const p of inbox.data as { id: string }[]) {
        const page = await request(ctx.app, "GET", `/api/v1/messenger/participations/${p.id}/messages`, { token });
        files.push(...(page.json().included ?? []));
      }
      const types = new Set(files.map((f: { attributes: { content_type: string } }) => f.attributes.content_type));
      expect(types.has("image/png"), handle).toBe(true);
      if (handle === "mara") expect(types.has("application/pdf")).toBe(true);
    }
  });

  it("posts about 40 opportunities of the demo clients: drafts, on the board, past their date, extended, cancelled", async () => {
    const rows = await db
      .select({ o: opportunities, isClient: users.isClient })
      .from(opportunities)
      .innerJoin(users, eq(users.id, opportunities.ownerId));
    expect(rows.length).toBeGreaterThanOrEqual(38);
    expect(rows.length).toBeLessThanOrEqual(48);
    expect(rows.filter((r) => !r.isClient)).toEqual([]);
    expect(new Set(rows.map((r) => r.o.ownerId)).size).toBeGreaterThanOrEqual(15);
    const all = rows.map((r) => r.o);
    const now = Date.now();
    const having = (status: string) => all.filter((o) => statusOf(o) === status);
    expect(having("drafted").length).toBeGreaterThanOrEqual(4);
    expect(having("published").length).toBeGreaterThanOrEqual(25);
    const cancelled = all.filter((o) => o.cancelledAt);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ status: "published", cancelReason: expect.any(String) });
    const pastDate = having("expired").filter((o) => !o.cancelledAt);
    expect(pastDate.length).toBeGreaterThanOrEqual(4);
    expect(all.filter((o) => o.extendedAt && statusOf(o) === "published").length).toBeGreaterThanOrEqual(1);

    const period = OPPORTUNITY_LIMITS.periodDays * 24 * 60 * 60 * 1000;
    for (const o of all) {
      if (o.status === "drafted") {
        expect(o, o.title).toMatchObject({ publishedAt: null, expiresAt: null, applicationsCount: 0 });
        continue;
      }
      const from = (o.extendedAt ?? o.publishedAt)?.getTime() ?? 0;
      expect(o.expiresAt?.getTime(), o.title).toBe(from + period);
      expect((o.description ?? "").length, o.title).toBeGreaterThanOrEqual(OPPORTUNITY_LIMITS.descriptionToPublish);
      expect(o.remote || o.locationId !== null, o.title).toBe(true);
      expect(o.searchText, o.title).not.toBe("");
    }
    // Published on different days: the board's closing order has something to sort.
    const onBoard = having("published");
    const days = (o: (typeof all)[number]) => Math.floor(((o.expiresAt?.getTime() ?? 0) - now) / (24 * 60 * 60 * 1000));
    expect(new Set(onBoard.map(days)).size).toBeGreaterThanOrEqual(12);

    expect(all.filter((o) => (o.kind === "job") !== (o.jobType !== null))).toEqual([]);
    expect(all.filter((o) => (o.kind === "project") !== (o.projectPeriod !== null))).toEqual([]);
    expect(new Set(all.map((o) => o.kind))).toEqual(new Set(["job", "project"]));
    const salaryParts = (o: (typeof all)[number]) => [o.salary, o.currency, o.salaryInterval].filter((v) => v !== null);
    expect(all.filter((o) => ![0, 3].includes(salaryParts(o).length))).toEqual([]);
    expect(all.filter((o) => o.salary !== null).length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((o) => o.currency))).toEqual(new Set(["EUR", "GBP", "USD", null]));
    expect(all.filter((o) => o.remote).length).toBeGreaterThanOrEqual(8);

    const by = (type: string) => all.filter((o) => o.applyType === type);
    expect(by("messenger").length).toBeGreaterThan(all.length / 2);
    expect(by("messenger").filter((o) => o.applyTarget !== null)).toEqual([]);
    expect(by("weblink").length).toBeGreaterThanOrEqual(2);
    expect(by("weblink").filter((o) => !/^https:\/\/[a-z0-9.-]+\.example\//.test(o.applyTarget ?? ""))).toEqual([]);
    expect(by("email").length).toBeGreaterThanOrEqual(2);
    expect(by("email").filter((o) => !/^[a-z]+@[a-z0-9.-]+\.example$/.test(o.applyTarget ?? ""))).toEqual([]);

    const places = await db
      .select({ name: locations.name })
      .from(opportunities)
      .innerJoin(locations, eq(locations.id, opportunities.locationId));
    for (const city of ["Berlin", "London", "Munich", "Zürich", "Amsterdam", "Salzburg"]) {
      expect(places.map((p) => p.name)).toContain(city);
    }
  });

  it("gives the opportunities creative fields, skills, logos stored as uploads, briefs as PDFs and addenda", async () => {
    const all = await db.select().from(opportunities);
    const [fields, skills] = await Promise.all(
      [opportunityFields, opportunitySkills].map(
        async (table) => new Set((await db.select({ id: table.opportunityId }).from(table)).map((r) => r.id)),
      ),
    );
    expect(all.filter((o) => !fields.has(o.id) || !skills.has(o.id)).map((o) => o.title)).toEqual([]);

    const logos = await db
      .select({ o: opportunities, file: storedFiles })
      .from(opportunities)
      .innerJoin(storedFiles, eq(storedFiles.id, opportunities.logoFileId));
    expect(logos.length).toBeGreaterThanOrEqual(25);
    expect(all.filter((o) => (o.logoFileId === null) !== (o.logoRenditions === null))).toEqual([]);
    for (const { o, file } of logos) {
      expect(file).toMatchObject({ ownerId: o.ownerId, contentType: "image/webp" });
      expect(Object.keys(o.logoRenditions ?? {}).sort()).toEqual(LOGO_WIDTHS.map(String).sort());
    }
    const [sample] = logos;
    for (const key of [sample.file.key, ...Object.values(sample.o.logoRenditions ?? {})]) {
      expect(await readStored(key), key).not.toBeNull();
    }
    const largest = await readStored(sample.o.logoRenditions?.["384"] ?? "");
    expect(await sharp(largest ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: "webp",
      width: 384,
      height: 384,
    });
    // Each opportunity's logo is its own file, so replacing one leaves the others.
    expect(new Set(logos.map((l) => l.file.key)).size).toBe(logos.length);

    const materials = await db
      .select({ material: opportunityMaterials, file: storedFiles, o: opportunities })
      .from(opportunityMaterials)
      .innerJoin(storedFiles, eq(storedFiles.id, opportunityMaterials.fileId))
      .innerJoin(opportunities, eq(opportunities.id, opportunityMaterials.opportunityId));
    expect(materials.length).toBeGreaterThanOrEqual(4);
    for (const { material, file, o } of materials) {
      expect(file).toMatchObject({ ownerId: o.ownerId, contentType: "application/pdf", originalName: material.name });
      expect((await readStored(file.key))?.subarray(0, 5).toString()).toBe("%PDF-");
    }

    const addenda = await db
      .select({ addendum: opportunityAddenda, o: opportunities })
      .from(opportunityAddenda)
      .innerJoin(opportunities, eq(opportunities.id, opportunityAddenda.opportunityId));
    expect(addenda.length).toBeGreaterThanOrEqual(3);
    expect(addenda.filter(({ addendum, o }) => !o.publishedAt || addendum.createdAt < o.publishedAt)).toEqual([]);
  });

  it("has applications at every stage, counted on their opportunities, and Nordlicht Studio's at every stage", async () => {
    const rows = await db
      .select({ a: opportunityApplications, o: opportunities })
      .from(opportunityApplications)
      .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId));
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(new Set(rows.map((r) => r.a.stage))).toEqual(new Set(APPLICATION_STAGES));
    const counted = new Map<number, number>();
    for (const { o } of rows) counted.set(o.id, (counted.get(o.id) ?? 0) + 1);
    const all = await db.select().from(opportunities);
    expect(all.filter((o) => o.applicationsCount !== (counted.get(o.id) ?? 0)).map((o) => o.title)).toEqual([]);

    const now = Date.now();
    for (const { a, o } of rows) {
      expect(a.applicantId, o.title).not.toBe(o.ownerId);
      const closed = Math.min(now, o.expiresAt?.getTime() ?? 0, o.cancelledAt?.getTime() ?? now);
      expect(a.createdAt.getTime(), o.title).toBeGreaterThan(o.publishedAt?.getTime() ?? now);
      expect(a.createdAt.getTime(), o.title).toBeLessThan(closed);
      expect(a.stageChangedAt === null, o.title).toBe(a.stage === "new");
      // What came in after the owner last looked is new to them, and they cannot have moved it yet.
      if (a.createdAt > (o.applicantsCheckedAt ?? new Date(0))) expect(a.stage, o.title).toBe("new");
    }
    expect(rows.filter((r) => r.a.ownerNote).length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => r.a.note).length).toBeGreaterThan(rows.length * 0.6);
    const cancelled = rows.filter((r) => r.o.cancelledAt);
    expect(cancelled.map((r) => r.a.stage)).toContain("hired");

    const [studio] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("studio")));
    const theirs = rows.filter((r) => r.o.ownerId === studio.id);
    expect(theirs.length).toBeGreaterThanOrEqual(25);
    expect(new Set(theirs.map((r) => r.a.stage))).toEqual(new Set(APPLICATION_STAGES));
    expect(theirs.some((r) => r.o.applicantsCheckedAt && r.a.createdAt > r.o.applicantsCheckedAt)).toBe(true);

    // Through the messenger, the application is part of the conversation between the applicant and the owner.
    const talking = rows.filter((r) => r.a.conversationId !== null);
    expect(talking.length).toBeGreaterThanOrEqual(10);
    expect(talking.filter((r) => r.o.applyType !== "messenger")).toEqual([]);
    const started = await db
      .select({ id: conversations.id, key: conversations.participantKey, createdAt: conversations.createdAt })
      .from(conversations)
      .where(
        inArray(
          conversations.id,
          talking.map((r) => r.a.conversationId as number),
        ),
      );
    const byId = new Map(started.map((c) => [c.id, c]));
    const notes = new Set(
      (await db.select({ content: messages.content, senderId: messages.senderId }).from(messages)).map(
        (m) => `${m.senderId}:${m.content}`,
      ),
    );
    for (const { a, o } of talking) {
      expect(byId.get(a.conversationId as number)?.key, o.title).toBe(participantKey([a.applicantId, o.ownerId]));
    }
    // People who talked before the application keep their conversation; the others' begins with the note.
    const begun = talking.filter(
      (r) => byId.get(r.a.conversationId as number)?.createdAt.getTime() === r.a.createdAt.getTime(),
    );
    expect(begun.length).toBeGreaterThanOrEqual(8);
    expect(begun.filter((r) => !notes.has(`${r.a.applicantId}:${r.a.note}`)).map((r) => r.o.title)).toEqual([]);
  });

  it("shows Mara's applications at every stage and the opportunities she saved", async () => {
    const [mara] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("mara")));
    const applied = await db
      .select({ a: opportunityApplications })
      .from(opportunityApplications)
      .where(eq(opportunityApplications.applicantId, mara.id));
    expect(new Set(applied.map((r) => r.a.stage))).toEqual(new Set(APPLICATION_STAGES));
    const saved = await db
      .select({ o: opportunities })
      .from(bookmarks)
      .innerJoin(opportunities, eq(opportunities.id, bookmarks.opportunityId))
      .where(eq(bookmarks.ownerId, mara.id));
    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect(saved.filter((r) => statusOf(r.o) !== "published")).toEqual([]);
    // Applying takes an opportunity off one's bookmarks.
    const both = await db
      .select()
      .from(bookmarks)
      .innerJoin(
        opportunityApplications,
        and(
          eq(opportunityApplications.opportunityId, bookmarks.opportunityId),
          eq(opportunityApplications.applicantId, bookmarks.ownerId),
        ),
      );
    expect(both).toEqual([]);
  });

  it("makes Nordlicht Studio premium by the year and Mara by the month, each with a paid order and its invoice", async () => {
    const signIn = async (handle: string) =>
      (
        await request(ctx.app, "POST", "/api/v1/login", {
          payload: { data: { type: "sessions", attributes: { email: demoEmail(handle), password: DEMO_PASSWORD } } },
        })
      ).json().data.attributes.auth_token as string;
    for (const [handle, plan] of [
      ["studio", "premium_yearly"],
      ["mara", "premium_monthly"],
    ] as const) {
      const token = await signIn(handle);
      const mine = (await request(ctx.app, "GET", "/api/v1/my/memberships", { token })).json().data;
      expect(mine, handle).toEqual([
        expect.objectContaining({
          attributes: expect.objectContaining({ billing_plan: plan, current: true, renews: true, is_premium: true }),
        }),
      ]);
      const bills = (await request(ctx.app, "GET", "/api/v1/my/invoices", { token })).json().data;
      expect(bills.map((b: { attributes: { plan: string } }) => b.attributes.plan)).toEqual([plan]);
      const me = (await request(ctx.app, "GET", "/api/v1/me", { token })).json().data;
      const profile = await request(ctx.app, "GET", `/api/v1/users/${me.id}`);
      expect(profile.json().data.attributes.is_premium, handle).toBe(true);
    }
    const premium = await db.select({ userId: memberships.userId }).from(memberships);
    expect(premium.length).toBe(2);
  });

  it("leaves an already seeded database alone", async () => {
    const tables = [
      users,
      follows,
      connections,
      userIndustries,
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
      creations,
      creationMedia,
      creationSkills,
      creationCoCreators,
      likes,
      featuredPeriods,
      featuredEntries,
      notifications,
      messages,
      participations,
      opportunities,
      orders,
      memberships,
      invoices,
      opportunityApplications,
      opportunityAddenda,
      bookmarks,
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
    await db.delete(creations).where(eq(creations.ownerId, mara.id));
    await seedDemo(ctx.deps);
    expect(await db.select().from(creations).where(eq(creations.ownerId, mara.id))).toEqual([]);
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
