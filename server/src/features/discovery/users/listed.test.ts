import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../../../../test/accounts.ts";
import { createTestContext } from "../../../../test/context.ts";
import { buildFollow } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { buildMember, idsOf, someCreativeFields, uniqueWord } from "../../../../test/social.ts";
import { registrations, userCreativeFields, users } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const get = (url: string, headers: Record<string, string> = {}) => request(ctx.app, "GET", url, { headers });

/** A field of its own for each test: recommendations and related lists reach everyone sharing one. */
let fieldsTaken = 0;
async function freshField(): Promise<number> {
  fieldsTaken += 1;
  return (await someCreativeFields(db, 100))[fieldsTaken - 1];
}

/** Everywhere others look for people, and whether `id` is there, as `viewer` sees it. */
async function whereListed(id: number, name: string, viewer: { id: number; headers: Record<string, string> }) {
  const ids = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    return idsOf(res.json());
  };
  const search = `/api/v1/users?filter[with_user_names]=${name}`;
  return {
    visitorSearch: (await ids(search)).includes(String(id)),
    memberSearch: (await ids(search, viewer.headers)).includes(String(id)),
    plainList: (await ids("/api/v1/users?page[size]=100&sorted_by=newest")).includes(String(id)),
    recommendations: (
      await ids(`/api/v1/users?filter[with_user_connectable_to]=${viewer.id}&page[size]=100`, viewer.headers)
    ).includes(String(id)),
    related: (await ids(`/api/v1/creatives/${viewer.id}/related?page[size]=24`)).includes(String(id)),
    followers: (await ids(`/api/v1/users/${viewer.id}/followers`)).includes(String(id)),
  };
}

const nowhere = {
  visitorSearch: false,
  memberSearch: false,
  plainList: false,
  recommendations: false,
  related: false,
  followers: false,
};
const everywhere = Object.fromEntries(Object.keys(nowhere).map((k) => [k, true]));

describe("accounts whose e-mail address is not confirmed", () => {
  it("are in no list others see, nor found by id, but their owner sees their own profile", async () => {
    const field = await freshField();
    const viewer = await buildMember(db, { name: `Viewer ${uniqueWord()}` }, [field]);
    const name = uniqueWord();
    const unconfirmed = await buildMember(db, { name: `Pending ${name}`, confirmedAt: null }, [field]);
    await buildFollow(db, { followerId: unconfirmed.user.id, followeeId: viewer.user.id });

    expect(await whereListed(unconfirmed.user.id, name, { id: viewer.user.id, headers: viewer.headers })).toEqual(
      nowhere,
    );
    expect((await get(`/api/v1/users/${unconfirmed.user.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/users/${unconfirmed.user.id}`, viewer.headers)).statusCode).toBe(404);
    const own = await get(`/api/v1/users/${unconfirmed.user.id}`, unconfirmed.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(String(unconfirmed.user.id));
  });

  it("are listed everywhere once the address is confirmed through the mailed link", async () => {
    const field = await freshField();
    const viewer = await buildMember(db, { name: `Viewer ${uniqueWord()}` }, [field]);
    const name = uniqueWord();
    const signedUp = await signUp(ctx.app, db);
    const [{ userId }] = await db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.id, signedUp.registrationId));
    const id = userId as number;
    // The profile completed as the sign-up's later steps do, before the address is confirmed.
    await db
      .update(users)
      .set({ name: `Newcomer ${name}`, complete: true, isCreative: true, kind: "private" })
      .where(eq(users.id, id));
    await db.insert(userCreativeFields).values({ userId: id, creativeFieldId: field, position: 0 });
    await buildFollow(db, { followerId: id, followeeId: viewer.user.id });
    const seenBy = { id: viewer.user.id, headers: viewer.headers };
    expect(await whereListed(id, name, seenBy)).toEqual(nowhere);

    const confirmed = await request(ctx.app, "PATCH", `/api/v1/registrations/${signedUp.registrationId}/confirm`, {
      type: "registrations",
      attributes: { checksum: signedUp.checksum },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await whereListed(id, name, seenBy)).toEqual(everywhere);
    expect((await get(`/api/v1/users/${id}`)).statusCode).toBe(200);
  });
});
