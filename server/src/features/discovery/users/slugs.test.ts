import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildProfile, buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, someCreativeFields, uniqueWord } from "../../../../test/social.ts";
import { locations, profiles, users } from "../../../db/schema/index.ts";
import { ensureProfile, slugify } from "./slugs.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const slugOf = async (userId: number) =>
  (await db.select({ slug: profiles.slug }).from(profiles).where(eq(profiles.userId, userId)))[0]?.slug;

describe("slugify", () => {
  it.each([
    ["Jürgen Groß", "juergen-gross"],
    ["Ärger Öl Übel", "aerger-oel-uebel"],
    ["Zoë Béla-Ferenc", "zoe-bela-ferenc"],
    ["Łukasz Żółć", "lukasz-zolc"],
    ["  Harbour & Finch Ltd. ", "harbour-finch-ltd"],
    ["Nordlicht Studio GmbH", "nordlicht-studio-gmbh"],
    ["2046", "user-2046"],
    ["王伟", "user"],
    ["", "user"],
  ])("turns %j into %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("keeps slugs to 60 characters without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(59)} b`);
    expect(slug).toBe("a".repeat(59));
  });
});

describe("profile slugs", () => {
  it("are unique, numbered from 2 for the same name", async () => {
    const name = `Mara ${uniqueWord()}`;
    const base = slugify(name);
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await buildUser(db, { name });
      const res = await request(ctx.app, "GET", `/api/v1/users/${user.id}`);
      made.push(res.json().data.attributes.slug);
    }
    expect(made).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it("count a slug taken in another case as taken", async () => {
    const word = uniqueWord();
    const first = await buildUser(db);
    await buildProfile(db, { userId: first.id, slug: `Anna-${word}` });
    const second = await buildUser(db, { name: `anna ${word}` });
    expect((await ensureProfile(db, second.id)).slug).toBe(`anna-${word}-2`);
  });

  it("differ when made at the same time for the same name", async () => {
    const name = `Twin ${uniqueWord()}`;
    const twins = await Promise.all([buildUser(db, { name }), buildUser(db, { name }), buildUser(db, { name })]);
    const made = await Promise.all(twins.map((u) => ensureProfile(db, u.id)));
    expect(new Set(made.map((p) => p.slug)).size).toBe(3);
  });

  it("stay when the name changes", async () => {
    const [location] = await db.select().from(locations).orderBy(asc(locations.id)).limit(1);
    const { user, headers } = await buildMember(
      db,
      { name: `Before ${uniqueWord()}`, locationId: location.id, acceptedTermsAt: new Date() },
      await someCreativeFields(db, 1),
    );
    const slug = (await ensureProfile(db, user.id)).slug;

    const res = await request(ctx.app, "PATCH", "/api/v1/me", {
      headers,
      payload: {
        data: {
          type: "me",
          id: String(user.id),
          attributes: { name: "After Rename" },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await slugOf(user.id)).toBe(slug);
    expect((await request(ctx.app, "GET", `/api/v1/users/${slug}`)).json().data.attributes.name).toBe("After Rename");
  });

  it("are given when /signup-info completes the profile", async () => {
    const word = uniqueWord();
    const { user, headers } = await buildSignedInUser(db, { name: null, complete: false, isCreative: false });
    const [field] = await someCreativeFields(db, 1);
    const [location] = await db.select().from(locations).orderBy(asc(locations.id)).limit(1);

    const res = await request(ctx.app, "PATCH", "/api/v1/me", {
      headers,
      payload: {
        data: {
          type: "me",
          id: String(user.id),
          attributes: {
            name: `Jana Müller ${word}`,
            is_creative: true,
            kind: "private",
            location_id: String(location.id),
            creative_field_ids: [String(field)],
            agreed: true,
          },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.complete).toBe(true);
    expect(await slugOf(user.id)).toBe(`jana-mueller-${word}`);
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored.complete).toBe(true);
  });

  it("are not given while the profile is incomplete", async () => {
    const { user, headers } = await buildSignedInUser(db, { name: null, complete: false });
    await request(ctx.app, "PATCH", "/api/v1/me", {
      headers,
      payload: {
        data: {
          type: "me",
          id: String(user.id),
          attributes: { name: "Half Done" },
        },
      },
    });
    expect(await slugOf(user.id)).toBeUndefined();
  });
});
