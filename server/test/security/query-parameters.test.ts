import { describe, expect, it } from "vitest";
import { createTestContext } from "../context.ts";
import { buildItem } from "../creations.ts";
import { buildSignedInUser } from "../factories.ts";
import { request } from "../http.ts";

const ctx = await createTestContext();
const { user, token } = await buildSignedInUser(ctx.deps.db, { name: "Mara Query" });
const item = await buildItem(ctx.deps.db, { ownerId: user.id });

async function expectUnknown(url: string, parameter: string, method: "GET" | "PATCH" = "GET") {
  const res = await request(ctx.app, method, url, { token });
  expect(res.statusCode, url).toBe(400);
  expect(res.json().errors[0]).toMatchObject({ status: "400", code: "bad_request", source: { parameter } });
}

describe("a query parameter the route's contract does not know, in any spelling", () => {
  it.each([
    ["/api/v1/creatives?filter[with_creative_names][]=Mara", "filter[with_creative_names][]"],
    ["/api/v1/creatives?filter[bogus][]=1", "filter[bogus][]"],
    ["/api/v1/creatives?filter[bogus]=1", "filter[bogus]"],
    ["/api/v1/creatives?page[size][]=5", "page[size][]"],
    ["/api/v1/creatives?page[size][x]=5", "page[size][x]"],
    ["/api/v1/creatives?page=5", "page"],
    ["/api/v1/users?filter[kind][]=company", "filter[kind][]"],
    ["/api/v1/users?bogus=1", "bogus"],
    ["/api/v1/users?include[]=location", "include[]"],
    ["/api/v1/showroom/items?filter[]=1", "filter[]"],
    [`/api/v1/showroom/items/${item.id}?bogus=1`, "bogus"],
    [`/api/v1/showroom/items/${item.id}?sort=title`, "sort"],
    [`/api/v1/users/${user.id}/showroom_items?filter[x]=1`, "filter[x]"],
    ["/api/v1/me?include=location&bogus=1", "bogus"],
    ["/api/locales?bogus=1", "bogus"],
    ["/api/locales/current?bogus=1", "bogus"],
    ["/api/v1/my/memberships?filter[is_premium][]=true", "filter[is_premium][]"],
    [`/api/v1/users/${user.id}/share_image?v=1&bogus=1`, "bogus"],
  ])("%s is a 400 naming it", async (url, parameter) => {
    await expectUnknown(url, parameter);
  });

  it("on a write too", async () => {
    const res = await request(ctx.app, "PATCH", "/api/v1/me?bogus=1", {
      token,
      payload: { data: { type: "me", attributes: {} } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ source: { parameter: "bogus" } });
  });

  it("while the parameters a route knows, and the cache-busting t, still work", async () => {
    for (const url of [
      "/api/v1/creatives?filter[with_creative_names]=Mara&t=1",
      "/api/v1/users?filter[with_user_names]=Mara&sort=-created_at&page[number]=1&page[size]=5&t=1",
      "/api/v1/users?sorted_by=name&include=location",
      `/api/v1/showroom/items/${item.id}?include=owner&t=1`,
      "/api/v1/me?include=location&t=1",
      "/api/locales?t=1",
      "/api/languages?paging=false",
    ]) {
      const res = await request(ctx.app, "GET", url, { token });
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
    }
    const named = await request(ctx.app, "GET", "/api/v1/creatives?filter[with_creative_names]=Mara%20Query", {
      token,
    });
    expect(named.json().data.map((u: { id: string }) => u.id)).toEqual([String(user.id)]);
  });
});
