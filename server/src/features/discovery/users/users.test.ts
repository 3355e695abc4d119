import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import {
  buildBlock,
  buildConnection,
  buildFollow,
  buildMembership,
  buildProfile,
  buildStoredFile,
  buildUser,
  buildUserProfession,
} from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { noticesHeard } from "../../../../test/notices.ts";
import { buildMember, idsOf, someCreativeFields, uniqueWord } from "../../../../test/social.ts";
import { statementsOf } from "../../../../test/statements.ts";
import {
  creations,
  locations,
  operationSkills,
  profileImages,
  profiles,
  standardizedProfessions,
  standardizedSkills,
  userCreativeFields,
  users,
} from "../../../db/schema/index.ts";
import { nameMatches } from "./names.ts";
import { NEWEST_SUGGESTIONS } from "./service.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const get = (url: string, headers: Record<string, string> = {}) => request(ctx.app, "GET", url, { headers });
/** Users whose name holds `word`, so each test reads only the users it made. */
const search = (word: string, query = "", headers: Record<string, string> = {}) =>
  get(`/api/v1/users?filter[with_user_names]=${encodeURIComponent(word)}${query}`, headers);

describe("GET /api/v1/users", () => {
  it("pages the list with links and meta, 20 by default and at most 100", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 5; i += 1) await buildUser(db, { name: `${word} Person${i}` });

    const first = await search(word, "&page[size]=2");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toEqual({ total: 5, total_pages: 3 });
    expect(decodeURIComponent(body.links.last)).toContain("page[number]=3");
    expect(decodeURIComponent(body.links.next)).toContain("page[number]=2");

    const last = (await search(word, "&page[size]=2&page[number]=3")).json();
    expect(last.data).toHaveLength(1);
    const seen = new Set([...idsOf(body), ...idsOf((await search(word, "&page[size]=2&page[number]=2")).json())]);
    seen.add(last.data[0].id);
    expect(seen.size).toBe(5);

    const all = (await get("/api/v1/users?page[size]=1000")).json();
    expect(decodeURIComponent(all.links.self)).toContain("page[size]=100");
  });

  it("finds names by any part, ignoring case and accents, across several terms", async () => {
    const word = uniqueWord();
    const jurgen = await buildUser(db, { name: `Jürgen Groß ${word}` });
    const renee = await buildUser(db, { name: `Renée ÖSTLUND ${word}` });
    await buildUser(db, { name: `Someone Else ${word}` });

    expect(idsOf((await search(`jurgen gross ${word}`)).json())).toEqual([String(jurgen.id)]);
    expect(idsOf((await search(`${word} östl`)).json())).toEqual([String(renee.id)]);
    expect(idsOf((await search(`RENEE ${word}`)).json())).toEqual([String(renee.id)]);
    const either = await get(`/api/v1/users?filter[with_user_names]=gro%C3%9F ${word},renee ${word}&sorted_by=name`);
    expect(idsOf(either.json())).toEqual([String(jurgen.id), String(renee.id)]);
    // LIKE wildcards in the term match themselves only (longer terms would find the word as a typo).
    for (const term of ["%", "_", `${word.slice(0, 2)}_`, `%${word.slice(1, 3)}`]) {
      expect((await search(term)).json().data, term).toEqual([]);
    }
  });

  it("finds a company by the display name it shows", async () => {
    const word = uniqueWord();
    const company = await buildUser(db, { name: "Legal Name GmbH", kind: "company" });
    await buildProfile(db, {
      userId: company.id,
      slug: `brand-${word}`,
      nameOption: "display",
      displayName: `Brand ${word}`,
    });

    const res = await search(word);
    expect(idsOf(res.json())).toEqual([String(company.id)]);
    expect(res.json().data[0].attributes.name).toBe(`Brand ${word}`);
  });

  it("keeps the stored search name current through renames, display names and the name option", async () => {
    const word = uniqueWord();
    const [city] = await db.select().from(locations).orderBy(asc(locations.id)).limit(1);
    const [field] = await someCreativeFields(db, 1);
    const member = await buildMember(
      db,
      { name: `Old Name ${word}`, kind: "company", locationId: city.id, acceptedTermsAt: new Date() },
      [field],
    );
    const id = String(member.user.id);
    const patch = (url: string, type: string, attributes: Record<string, unknown>) =>
      request(ctx.app, "PATCH", url, { headers: member.headers, payload: { data: { type, id, attributes } } });
    const found = async (term: string) => idsOf((await search(`${term} ${word}`)).json());
    const storedName = async () =>
      (await db.select({ searchName: users.searchName }).from(users).where(eq(users.id, member.user.id)))[0].searchName;

    expect((await patch("/api/v1/me", "me", { name: `Jürgen Groß ${word}` })).statusCode).toBe(200);
    expect(await storedName()).toBe(`jurgen gross ${word}`);
    expect(await found("JURGEN gross")).toEqual([id]);
    expect(await found("old")).toEqual([]);

    const display = { name_option: "display", display_name: `Atelier Zoë ${word}` };
    expect((await patch("/api/v1/my/profile", "profiles", display)).statusCode).toBe(200);
    expect(await storedName()).toBe(`atelier zoe ${word}`);
    expect(await found("zoe")).toEqual([id]);
    expect(await found("jurgen")).toEqual([]);

    // A new account name stays hidden behind the display name until the option goes back.
    expect((await patch("/api/v1/me", "me", { name: `Ørjan Weiß ${word}` })).statusCode).toBe(200);
    expect(await found("weiss")).toEqual([]);
    expect((await patch("/api/v1/my/profile", "profiles", { name_option: "default" })).statusCode).toBe(200);
    expect(await storedName()).toBe(`ørjan weiss ${word}`);
    expect(await found("ØRJAN")).toEqual([id]);
    expect(await found("atelier")).toEqual([]);
  });

  it("searches by the stored name with an index, not by folding every row", async () => {
    const word = uniqueWord();
    const user = await buildUser(db, { name: `Indexed ${word}` });
    // A table this small is cheaper to scan; forbidding that shows whether the index can answer.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select ${users.id} from ${users} where ${nameMatches([`${word} ÍNDEX`])}`);
    });
    expect(JSON.stringify(plan)).toContain("users_search_spellings_trgm_idx");
    expect(idsOf((await search(word)).json())).toEqual([String(user.id)]);
  });

  it("filters by kind and by creative fields", async () => {
    const word = uniqueWord();
    const [design, photo, music] = await someCreativeFields(db, 3);
    const a = await buildMember(db, { name: `${word} A`, kind: "private" }, [design]);
    const b = await buildMember(db, { name: `${word} B`, kind: "company" }, [photo, design]);
    await buildMember(db, { name: `${word} C`, kind: "private" }, [music]);

    expect(idsOf((await search(word, "&filter[kind]=company")).json())).toEqual([String(b.user.id)]);
    const inFields = await search(word, `&filter[creative_field_ids]=${design},${photo}&sorted_by=name`);
    expect(idsOf(inFields.json())).toEqual([String(a.user.id), String(b.user.id)]);
    const both = await search(word, `&filter[creative_field_ids]=${photo}&filter[kind]=private`);
    expect(both.json().data).toEqual([]);
  });

  it("sorts by name (accents folded), newest, and by rank: fuller profiles first", async () => {
    // Starting with a letter no first name here starts with, and holding none of their letters, the
    // word shares no trigram with them, which would move a name's closeness.
    const word = `q${uniqueWord().replace(/[acdeflnorsz]/g, "q")}`;
    const zed = await buildUser(db, { name: `Zed ${word}`, createdAt: new Date("2024-01-01") });
    const oscar = await buildUser(db, { name: `Oscar ${word}`, createdAt: new Date("2024-02-01") });
    const olaf = await buildUser(db, { name: `Ölaf ${word}`, createdAt: new Date("2024-03-01") });
    const anna = await buildUser(db, { name: `anna ${word}`, createdAt: new Date("2024-04-01") });
    await buildProfile(db, { userId: zed.id, slug: `zed-${word}`, headline: "Illustrator", about: "Draws." });
    await buildProfile(db, { userId: oscar.id, slug: `oscar-${word}`, headline: "Painter" });
    const ids = (...list: { id: number }[]) => list.map((u) => String(u.id));

    expect(idsOf((await search(word, "&sorted_by=name")).json())).toEqual(ids(anna, olaf, oscar, zed));
    expect(idsOf((await search(word, "&sort=-name")).json())).toEqual(ids(zed, oscar, olaf, anna));
    expect(idsOf((await search(word, "&sorted_by=newest")).json())).toEqual(ids(anna, olaf, oscar, zed));
    expect(idsOf((await search(word, "&sort=created_at")).json())).toEqual(ids(zed, oscar, olaf, anna));
    // Rank: completeness first, then the newest.
    expect(idsOf((await search(word, "&sorted_by=rank")).json())).toEqual(ids(zed, oscar, anna, olaf));
    // A name search is ordered by relevance unless told otherwise: the word starts every name here,
    // so the names closest to it come first (Ölaf's also carries its umlaut written out).
    expect(idsOf((await search(word, "")).json())).toEqual(ids(zed, anna, oscar, olaf));
  });

  it("counts published showroom or gallery work toward the rank, a draft not", async () => {
    const word = uniqueWord();
    const older = await buildUser(db, { name: `Older ${word}`, createdAt: new Date("2024-01-01") });
    const newer = await buildUser(db, { name: `Newer ${word}`, createdAt: new Date("2024-02-01") });
    const drafting = await buildUser(db, { name: `Drafting ${word}`, createdAt: new Date("2024-03-01") });
    const work = (ownerId: number, type: "showroom" | "gallery", status: "draft" | "published") => ({
      ownerId,
      type,
      status,
      slug: `${word}-${ownerId}-${type}`,
      title: word,
      seedRank: ownerId % 1000,
    });
    await db.insert(creations).values([work(older.id, "gallery", "published"), work(drafting.id, "showroom", "draft")]);
    const ids = (...list: { id: number }[]) => list.map((u) => String(u.id));
    expect(idsOf((await search(word, "&sorted_by=rank")).json())).toEqual(ids(older, drafting, newer));
  });

  it("includes assigned professions with their standardized professions, and locations", async () => {
    const word = uniqueWord();
    const [location] = await db.select().from(locations).orderBy(asc(locations.id)).limit(1);
    const [profession] = await db.select().from(standardizedProfessions).limit(1);
    const user = await buildUser(db, { name: word, locationId: location.id });
    const assigned = await buildUserProfession(db, { userId: user.id, professionId: profession.id });

    const res = await search(word, "&include=assigned_professions,location");
    const body = res.json();
    expect(body.data[0].relationships).toMatchObject({
      location: { data: { type: "locations", id: String(location.id) } },
      assigned_professions: { data: [{ type: "user_professions", id: String(assigned.id) }] },
    });
    expect(body.included).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "user_professions",
          id: String(assigned.id),
          relationships: expect.objectContaining({
            profession: { data: { type: "standardized_professions", id: String(profession.id) } },
          }),
        }),
        expect.objectContaining({ type: "standardized_professions", id: String(profession.id) }),
        expect.objectContaining({ type: "locations", id: String(location.id) }),
      ]),
    );
    expect((await search(word)).json().included).toBeUndefined();
  });

  it.each([
    ["an unknown kind", "filter[kind]=robot", "filter[kind]"],
    ["a creative field id that is no number", "filter[creative_field_ids]=abc", "filter[creative_field_ids]"],
    ["an unknown filter", "filter[email]=x", "filter[email]"],
    ["a secret column to sort by", "sort=password_hash", "sort"],
    ["an unknown include", "include=sessions", "include"],
    ["a page number below 1", "page[number]=0", "page[number]"],
  ])("answers 400 naming the parameter for %s", async (_, query, parameter) => {
    const res = await get(`/api/v1/users?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source).toEqual({ parameter });
  });

  it("answers a search every plain member asks alike from one copy, with each one's own follows and connections", async () => {
    const word = uniqueWord();
    const found = await buildUser(db, { name: `Found ${word}`, messagePermission: "connections" });
    const fan = await buildMember(db, { name: "Fan" });
    const friend = await buildMember(db, { name: "Friend" });
    await buildFollow(db, { followerId: fan.user.id, followeeId: found.id });
    await buildConnection(db, { requesterId: friend.user.id, connecteeId: found.id, status: "confirmed" });
    const hidden = await buildUser(db, { name: `Hidden ${word}`, profileVisibility: "connections" });
    const insider = await buildMember(db, { name: "Insider" });
    await buildConnection(db, { requesterId: insider.user.id, connecteeId: hidden.id, status: "confirmed" });
    const seen = async (headers: Record<string, string>) => {
      const res = await search(word, "", headers);
      expect(res.statusCode, res.body).toBe(200);
      return new Map(
        (res.json().data as { id: string; attributes: Record<string, unknown> }[]).map((u) => [u.id, u.attributes]),
      );
    };

    expect((await seen(fan.headers)).get(String(found.id))).toMatchObject({ is_followed: true, may_message: false });
    // The notices of the rows just written may still be on their way, and take away what a read keeps.
    await vi.waitFor(async () => {
      await seen(fan.headers);
      const { statements } = await statementsOf(() => seen(friend.headers));
      expect(statements, "the session and the member's standing").toHaveLength(2);
    });
    expect((await seen(friend.headers)).get(String(found.id))).toMatchObject({
      is_followed: false,
      connection: { status: "confirmed", direction: "outgoing" },
      may_message: true,
    });
    // A member shown a "connections only" profile gets their own list, the others never see it.
    expect([...(await seen(insider.headers)).keys()].sort()).toEqual([String(found.id), String(hidden.id)].sort());
    expect([...(await seen(fan.headers)).keys()]).toEqual([String(found.id)]);
  });
});

describe("hidden users", () => {
  async function world() {
    const word = uniqueWord();
    const viewer = await buildMember(db, { name: `Viewer ${word}` });
    const make = (label: string, overrides: Parameters<typeof buildUser>[1] = {}) =>
      buildUser(db, { name: `${label} ${word}`, ...overrides });
    const visible = await make("Visible");
    const hidden = {
      deactivated: await make("Deactivated", { deactivatedAt: new Date() }),
      incomplete: await make("Incomplete", { complete: false }),
      blockedByViewer: await make("BlockedByViewer"),
      blockingViewer: await make("BlockingViewer"),
      connectionsOnly: await make("ConnectionsOnly", { profileVisibility: "connections" }),
      requestedByViewer: await make("RequestedByViewer", { profileVisibility: "connections" }),
    };
    const membersOnly = await make("MembersOnly", { profileVisibility: "members" });
    const connected = await make("Connected", { profileVisibility: "connections" });
    const askedViewer = await make("AskedViewer", { profileVisibility: "connections" });
    await buildBlock(db, { blockerId: viewer.user.id, blockedId: hidden.blockedByViewer.id });
    await buildBlock(db, { blockerId: hidden.blockingViewer.id, blockedId: viewer.user.id });
    await buildConnection(db, { requesterId: connected.id, connecteeId: viewer.user.id });
    await buildConnection(db, {
      requesterId: viewer.user.id,
      connecteeId: hidden.requestedByViewer.id,
      status: "requested",
    });
    await buildConnection(db, { requesterId: askedViewer.id, connecteeId: viewer.user.id, status: "requested" });
    for (const user of [visible, ...Object.values(hidden), membersOnly, connected, askedViewer]) {
      await buildProfile(db, { userId: user.id, slug: `${user.id}-${word}` });
    }
    return { word, viewer, visible, hidden, membersOnly, connected, askedViewer };
  }

  it("are absent from lists and 404 by id and by slug", async () => {
    const w = await world();
    const signedIn = await search(w.word, "&sorted_by=name", w.viewer.headers);
    expect(idsOf(signedIn.json()).sort()).toEqual(
      [w.viewer.user, w.visible, w.membersOnly, w.connected, w.askedViewer].map((u) => String(u.id)).sort(),
    );
    expect(signedIn.json().meta.total).toBe(5);

    // Blocks concern the two users only; a visitor sees both.
    const anonymous = await search(w.word);
    expect(idsOf(anonymous.json()).sort()).toEqual(
      [w.viewer.user, w.visible, w.hidden.blockedByViewer, w.hidden.blockingViewer].map((u) => String(u.id)).sort(),
    );

    const { blockedByViewer, ...hiddenEverywhere } = w.hidden;
    for (const user of Object.values(hiddenEverywhere)) {
      for (const key of [String(user.id), `${user.id}-${w.word}`.toUpperCase()]) {
        const res = await get(`/api/v1/users/${key}`, w.viewer.headers);
        expect(res.statusCode, `${user.name} by ${key}`).toBe(404);
        expect(res.body).not.toContain(user.name);
      }
    }
    // Whom the viewer blocked is absent from lists, but their own profile is where the block is lifted.
    for (const key of [String(blockedByViewer.id), `${blockedByViewer.id}-${w.word}`.toUpperCase()]) {
      const res = await get(`/api/v1/users/${key}`, w.viewer.headers);
      expect(res.statusCode, `the blocked user by ${key}`).toBe(200);
      expect(res.json().data.attributes).toMatchObject({
        is_blocked: true,
        is_followed: false,
        connection: null,
        may_message: false,
      });
    }
    expect((await get(`/api/v1/users/${w.membersOnly.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/users/${w.membersOnly.id}`, w.viewer.headers)).statusCode).toBe(200);
    expect((await get(`/api/v1/users/${w.connected.id}`, w.viewer.headers)).statusCode).toBe(200);
    expect((await get(`/api/v1/users/${w.connected.id}`)).statusCode).toBe(404);
  });

  it("are absent from followers, followings and connections, and left out of their counts", async () => {
    const w = await world();
    const owner = await buildUser(db, { name: `Owner ${w.word}` });
    const everyone = [w.visible, ...Object.values(w.hidden)];
    for (const u of everyone) await buildFollow(db, { followerId: u.id, followeeId: owner.id });
    for (const u of everyone) await buildFollow(db, { followerId: owner.id, followeeId: u.id });
    for (const u of everyone) await buildConnection(db, { requesterId: owner.id, connecteeId: u.id });

    for (const list of ["followers", "followings", "connections"]) {
      const res = await get(`/api/v1/users/${owner.id}/${list}`, w.viewer.headers);
      expect(idsOf(res.json()), list).toEqual([String(w.visible.id)]);
      expect(res.json().meta.total).toBe(1);
    }
    const profile = (await get(`/api/v1/users/${owner.id}`, w.viewer.headers)).json().data.attributes;
    expect(profile).toMatchObject({ followers_count: 1, followings_count: 1, connections_count: 1 });

    for (const list of ["followers", "followings", "connections"]) {
      const res = await get(`/api/v1/users/${w.hidden.blockingViewer.id}/${list}`, w.viewer.headers);
      expect(res.statusCode, list).toBe(404);
    }
  });
});

describe("GET /api/v1/users/{id or slug}", () => {
  it("gives a complete user a slug on the first view and finds them by it in any case", async () => {
    const user = await buildUser(db, { name: "Jürgen Weiß" });
    const byId = await get(`/api/v1/users/${user.id}`);
    expect(byId.statusCode).toBe(200);
    const slug = byId.json().data.attributes.slug;
    expect(slug).toMatch(/^juergen-weiss(-\d+)?$/);

    const bySlug = await get(`/api/v1/users/${slug.toUpperCase()}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data.id).toBe(String(user.id));
    expect((await get("/api/v1/users/no-such-slug-anywhere")).statusCode).toBe(404);
    expect((await get("/api/v1/users/98765432109")).statusCode).toBe(404);
    expect((await get("/api/v1/users/bad%20slug%27")).statusCode).toBe(404);
  });

  it("counts a follower who confirms their address in the copy kept for visitors, once the notices are heard", async () => {
    const followee = await buildUser(db);
    const follower = await buildUser(db, { confirmedAt: null });
    await buildFollow(db, { followerId: follower.id, followeeId: followee.id });
    const url = `/api/v1/users/${followee.id}`;
    const followers = async () => (await get(url)).json().data.attributes.followers_count;
    await vi.waitFor(async () => {
      expect(await followers()).toBe(0);
      expect((await statementsOf(() => get(url))).statements).toEqual([]);
    });
    await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, follower.id));
    await noticesHeard(ctx);
    expect(await followers()).toBe(1);
  });

  it("shows images, CV, premium and the viewer's relations", async () => {
    const viewer = await buildMember(db);
    const user = await buildUser(db, { name: "Pictured Person" });
    const file = await buildStoredFile(db, {
      key: `test/${uniqueWord()}.webp`,
      contentType: "image/webp",
      byteSize: 1,
      sha256: "x",
    });
    await buildProfile(db, { userId: user.id, slug: `pictured-${uniqueWord()}`, cvFileId: file.id });
    await db.insert(profileImages).values({
      userId: user.id,
      kind: "profile",
      fileId: file.id,
      renditions: { small: "p/s.webp", medium: "p/m.webp", large: "p/l.webp" },
      width: 512,
      height: 512,
      focalX: 0.25,
    });
    await buildMembership(db, { userId: user.id, startsAt: new Date(Date.now() - 1000) });
    const connection = await buildConnection(db, {
      requesterId: user.id,
      connecteeId: viewer.user.id,
      status: "requested",
    });

    const attributes = (await get(`/api/v1/users/${user.id}`, viewer.headers)).json().data.attributes;
    expect(attributes).toMatchObject({
      profile_image: {
        small: "/files/p/s.webp",
        medium: "/files/p/m.webp",
        large: "/files/p/l.webp",
        focal_x: 0.25,
        focal_y: 0.5,
      },
      title_image: null,
      has_cv: true,
      is_premium: true,
      is_me: false,
      is_followed: false,
      connection: { id: String(connection.id), status: "requested", direction: "incoming" },
    });
    const own = (await get(`/api/v1/users/${viewer.user.id}`, viewer.headers)).json().data.attributes;
    expect(own).toMatchObject({ is_me: true, is_premium: false, has_cv: false, profile_image: null });
  });
});

describe("the users resource (B5)", () => {
  const PUBLIC = [
    "about",
    "connections_count",
    "created_at",
    "followers_count",
    "followings_count",
    "has_cv",
    "headline",
    "is_client",
    "is_creative",
    "is_inside_cci",
    "is_premium",
    "is_public",
    "kind",
    "name",
    "profile_image",
    "slug",
    "title_image",
  ];

  it("holds exactly these attributes, and never the e-mail or anything secret", async () => {
    const word = uniqueWord();
    const viewer = await buildMember(db);
    const user = await buildUser(db, { name: word, passwordHash: "$argon2id$secret-hash" });

    const anonymous = await get(`/api/v1/users/${user.id}?include=location,assigned_professions,creative_fields`);
    expect(Object.keys(anonymous.json().data.attributes).sort()).toEqual(PUBLIC);
    const signedIn = await search(word, "", viewer.headers);
    expect(Object.keys(signedIn.json().data[0].attributes).sort()).toEqual(
      [...PUBLIC, "connection", "is_blocked", "is_followed", "is_me", "may_message"].sort(),
    );
    for (const res of [anonymous, signedIn]) {
      expect(res.body).not.toContain(user.email);
      expect(res.body).not.toContain("argon2");
      expect(res.body).not.toMatch(/email|password|token|locale|theme|visibility|permission|deactivated|"ip"/);
    }
  });
});

describe("recommendations: filter[with_user_connectable_to]", () => {
  it("leaves out me, my connections, requests either way and blocked users, ranked by shared fields", async () => {
    const word = uniqueWord();
    const [f1, f2, f3] = await someCreativeFields(db, 3);
    const me = await buildMember(db, { name: `Me ${word}` }, [f1, f2]);
    const make = (label: string, fields: number[]) => buildMember(db, { name: `${label} ${word}` }, fields);
    const two = await make("SharesTwo", [f1, f2]);
    const one = await make("SharesOne", [f2, f3]);
    const none = await make("SharesNone", [f3]);
    const connected = await make("Connected", [f1, f2]);
    const askedByMe = await make("AskedByMe", [f1, f2]);
    const askedMe = await make("AskedMe", [f1, f2]);
    const blocked = await make("Blocked", [f1, f2]);
    await buildConnection(db, { requesterId: me.user.id, connecteeId: connected.user.id });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: askedByMe.user.id, status: "requested" });
    await buildConnection(db, { requesterId: askedMe.user.id, connecteeId: me.user.id, status: "requested" });
    await buildBlock(db, { blockerId: blocked.user.id, blockedId: me.user.id });

    const res = await search(word, `&filter[with_user_connectable_to]=${me.user.id}`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json())).toEqual([two, one, none].map((u) => String(u.user.id)));
    expect(res.json().meta.total).toBe(3);
  });

  it("counts mutual connections and the same city toward the rank", async () => {
    const word = uniqueWord();
    const [city] = await db.select().from(locations).orderBy(asc(locations.id)).limit(1);
    const me = await buildMember(db, { name: `Me ${word}`, locationId: city.id });
    const friend = await buildMember(db, { name: `Friend ${word}` });
    const stranger = await buildMember(db, { name: `Stranger ${word}` });
    const mutual = await buildMember(db, { name: `Mutual ${word}` });
    const neighbour = await buildMember(db, { name: `Neighbour ${word}`, locationId: city.id });
    await buildConnection(db, { requesterId: me.user.id, connecteeId: friend.user.id });
    await buildConnection(db, { requesterId: friend.user.id, connecteeId: mutual.user.id });

    const res = await search(word, `&filter[with_user_connectable_to]=${me.user.id}`, me.headers);
    const ranked = idsOf(res.json());
    expect(ranked).toHaveLength(3);
    expect(ranked.slice(0, 2).sort()).toEqual([mutual, neighbour].map((u) => String(u.user.id)).sort());
    expect(ranked[2]).toBe(String(stranger.user.id));
  });

  type Member = Awaited<ReturnType<typeof buildMember>>;
  /** Every recommendation for `me`, all pages, in order. */
  async function recommendedIds(me: Member, query = ""): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const url = `/api/v1/users?filter[with_user_connectable_to]=${me.user.id}&page[size]=100&page[number]=${page}`;
      const body = (await get(`${url}${query}`, me.headers)).json();
      ids.push(...idsOf(body));
      if (!body.links.next) return ids;
    }
  }

  async function addSkills(userId: number, creativeFieldId: number, skillIds: number[]) {
    const [operation] = await db
      .select({ id: userCreativeFields.id })
      .from(userCreativeFields)
      .where(and(eq(userCreativeFields.userId, userId), eq(userCreativeFields.creativeFieldId, creativeFieldId)));
    await db.insert(operationSkills).values(skillIds.map((skillId) => ({ operationId: operation.id, skillId })));
  }

  it("ranks by the sum of what is shared, the newest first among equals", async () => {
    const word = uniqueWord();
    const [f1, f2, f3] = await someCreativeFields(db, 3);
    const [s1, s2] = (await db.select().from(standardizedSkills).orderBy(asc(standardizedSkills.id)).limit(2)).map(
      (s) => s.id,
    );
    const [city, otherCity] = await db
      .select()
      .from(locations)
      .where(eq(locations.countryCode, "DE"))
      .orderBy(asc(locations.id))
      .limit(2);
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const make = (label: string, age: number, overrides: Parameters<typeof buildUser>[1], fields: number[] = []) =>
      buildMember(db, { name: `${label} ${word}`, createdAt: minutesAgo(age), ...overrides }, fields);

    const me = await make("Me", 30, { locationId: city.id }, [f1, f2]);
    await addSkills(me.user.id, f1, [s1, s2]);
    const friend = await make("Friend", 30, {});
    await buildConnection(db, { requesterId: me.user.id, connecteeId: friend.user.id });

    const pendingMutual = await make("PendingMutual", 8, {}); // 0: the friend's request is not a connection
    const twoFields = await make("TwoFields", 7, {}, [f1, f2]); // 3 + 3
    const fieldAndSkills = await make("FieldAndSkills", 6, {}, [f1]); // 3 + 2 + 2
    const mutualNeighbour = await make("MutualNeighbour", 5, { locationId: city.id }); // 3 + 2 + 1
    const compatriot = await make("Compatriot", 4, { locationId: otherCity.id }); // 1
    const skillTwice = await make("SkillTwice", 3, {}, [f2, f3]); // 3 + 2: one skill, counted once
    const stranger = await make("Stranger", 2, {}); // 0
    await addSkills(fieldAndSkills.user.id, f1, [s1, s2]);
    await addSkills(skillTwice.user.id, f2, [s1]);
    await addSkills(skillTwice.user.id, f3, [s1]);
    await buildConnection(db, { requesterId: friend.user.id, connecteeId: mutualNeighbour.user.id });
    await buildConnection(db, { requesterId: pendingMutual.user.id, connecteeId: friend.user.id, status: "requested" });

    const expected = [fieldAndSkills, mutualNeighbour, twoFields, skillTwice, compatriot, stranger, pendingMutual];
    const ids = (list: Member[]) => list.map((m) => String(m.user.id));
    expect(await recommendedIds(me, `&filter[with_user_names]=${word}`)).toEqual(ids(expected));
    // Without a name search the list holds the candidates, in the same order among other people.
    const candidates = ids([fieldAndSkills, mutualNeighbour, twoFields, skillTwice]);
    expect((await recommendedIds(me)).filter((id) => candidates.includes(id))).toEqual(candidates);
  });

  it("draws on people with something in common and the newest members; a name search reaches everyone", async () => {
    const word = uniqueWord();
    const [, , , rareField] = await someCreativeFields(db, 4);
    const longAgo = new Date("2001-01-01");
    const me = await buildMember(db, { name: `Me ${word}` }, [rareField]);
    const colleague = await buildMember(db, { name: `Colleague ${word}`, createdAt: longAgo }, [rareField]);
    const stranger = await buildUser(db, { name: `Stranger ${word}`, createdAt: longAgo });
    const newcomers = await db
      .insert(users)
      .values(
        Array.from({ length: NEWEST_SUGGESTIONS }, (_, i) => ({
          email: `newcomer-${i}-${word}@example.test`,
          name: `Newcomer${i} ${word}`,
          complete: true,
          confirmedAt: new Date(),
        })),
      )
      .returning({ id: users.id });

    const recommended = await recommendedIds(me);
    expect(recommended).toContain(String(colleague.user.id));
    expect(recommended).toEqual(expect.arrayContaining(newcomers.map((n) => String(n.id))));
    expect(recommended).not.toContain(String(stranger.id));
    expect(await recommendedIds(me, `&filter[with_user_names]=stranger ${word}`)).toEqual([String(stranger.id)]);
  });

  it("is for the signed-in user alone", async () => {
    const me = await buildMember(db);
    const other = await buildMember(db);
    const anonymous = await get(`/api/v1/users?filter[with_user_connectable_to]=${me.user.id}`);
    expect(anonymous.statusCode).toBe(403);
    const forOther = await get(`/api/v1/users?filter[with_user_connectable_to]=${other.user.id}`, me.headers);
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json().errors[0].source).toEqual({ parameter: "filter[with_user_connectable_to]" });
  });
});

describe("profile rows", () => {
  it("are made for complete users only when first needed", async () => {
    const user = await buildUser(db, { name: "Lazy Profile" });
    expect(await db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
    await get(`/api/v1/users/${user.id}`);
    expect(await db.select().from(profiles).where(eq(profiles.userId, user.id))).toHaveLength(1);
    const incomplete = await buildUser(db, { complete: false });
    await get(`/api/v1/users/${incomplete.id}`);
    expect(await db.select().from(profiles).where(eq(profiles.userId, incomplete.id))).toEqual([]);
    expect((await db.select().from(users).where(eq(users.id, incomplete.id)))[0].complete).toBe(false);
  });
});
