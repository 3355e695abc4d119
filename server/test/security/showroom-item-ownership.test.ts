import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creationFields, creationMedia, creations } from "../../src/db/schema/index.ts";
import { createTestContext } from "../context.ts";
import { buildItem } from "../creations.ts";
import { buildSignedInUser } from "../factories.ts";
import { request } from "../http.ts";
import { someCreativeFields, uniqueWord } from "../social.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

/** A valid change for each kind of route, so that a refusal can only be about who asks. */
const VALID_BODY: Record<string, Record<string, unknown>> = {
  items: { title: "Taken over" },
};

interface Route {
  path: string;
  method: string;
}

/** Every operation on one showroom or gallery item (and its parts), as the API description lists them. */
async function itemRoutes(): Promise<Route[]> {
  const spec = (await request(ctx.app, "GET", "/api/docs/json")).json();
  return Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    /^\/api\/v1\/(showroom|gallery)\/items\/\{/.test(path)
      ? Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() }))
      : [],
  );
}

/** User A's published item and draft of each type, with a medium and creative fields. */
async function itemsOfA() {
  const a = await buildSignedInUser(db);
  const fields = await someCreativeFields(db, 1);
  const word = uniqueWord();
  const rows = {
    showroom: await buildItem(db, { ownerId: a.user.id, creativeFieldIds: fields, title: `${word} public` }),
    showroomDraft: await buildItem(db, {
      ownerId: a.user.id,
      status: "draft",
      media: 1,
      creativeFieldIds: fields,
      title: `${word} draft`,
    }),
    gallery: await buildItem(db, { ownerId: a.user.id, type: "gallery" }),
    galleryDraft: await buildItem(db, { ownerId: a.user.id, type: "gallery", status: "draft", media: 1 }),
  };
  return { ...a, rows, word };
}

/** Everything A's items hold, as stored. */
async function snapshot(ownerId: number) {
  const items = await db.select().from(creations).where(eq(creations.ownerId, ownerId));
  const ids = items.map((item) => item.id);
  return {
    items,
    media: await db.select().from(creationMedia).where(inArray(creationMedia.creationId, ids)),
    fields: await db.select().from(creationFields).where(inArray(creationFields.creationId, ids)),
  };
}

describe("B1 another user's showroom and gallery items, by their ids", () => {
  it("are never changed, published, drafted, ordered or removed by B: 404 on every write, A's items unchanged", async () => {
    const a = await itemsOfA();
    const b = await buildSignedInUser(db);
    await buildItem(db, { ownerId: b.user.id });
    const before = await snapshot(a.user.id);

    const writes = (await itemRoutes()).filter((r) => r.method !== "GET");
    expect(writes.length).toBeGreaterThanOrEqual(8);
    for (const { path, method } of writes) {
      const type = path.startsWith("/api/v1/showroom") ? "showroom" : "gallery";
      for (const row of [a.rows[type], a.rows[`${type}Draft`]]) {
        // The first id names the item; any further id a part of it that B cannot name either.
        let first = true;
        const url = path.replace(/\{[^}]+\}/g, () => {
          const id = first ? String(row.id) : "987654321";
          first = false;
          return id;
        });
        const res = await ctx.app.inject({
          method: method as "PATCH",
          url,
          headers: { ...b.headers, "content-type": JSONAPI_MEDIA_TYPE },
          ...(method === "DELETE"
            ? {}
            : {
                payload: {
                  data: { type: `${type}_items`, id: String(row.id), attributes: VALID_BODY.items },
                },
              }),
        });
        if (path.endsWith("/items/{id}") || path.endsWith("/publish") || path.endsWith("/draft")) {
          expect(res.statusCode, `${method} ${url}`).toBe(404);
        } else {
          // Parts of items other areas add: refused either way, whatever their bodies need.
          expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        }
      }
    }
    // B's own order may not take A's items in.
    const order = await request(ctx.app, "PATCH", "/api/v1/showroom/items/order", {
      type: "showroom_items",
      attributes: { ordered_showroom_item_ids: [a.rows.showroom.id, a.rows.showroomDraft.id].join(",") },
      token: b.token,
    });
    expect(order.statusCode).toBe(422);
    expect(await snapshot(a.user.id)).toEqual(before);
  });
});

describe("B2 another user's drafts", () => {
  it("are absent from every read others make: by id or slug, lists, filters, includes, search, related and counts", async () => {
    const a = await itemsOfA();
    const b = await buildSignedInUser(db);
    const draftIds = [a.rows.showroomDraft.id, a.rows.galleryDraft.id].map(String);
    for (const token of [b.token, undefined]) {
      for (const [segment, row] of [
        ["showroom", a.rows.showroomDraft],
        ["gallery", a.rows.galleryDraft],
      ] as const) {
        for (const key of [row.id, row.slug]) {
          expect((await request(ctx.app, "GET", `/api/v1/${segment}/items/${key}`, { token })).statusCode).toBe(404);
        }
      }
      expect(
        (await request(ctx.app, "GET", `/api/v1/showroom/items/${a.rows.showroomDraft.id}/related`, { token }))
          .statusCode,
      ).toBe(404);
      const reads = [
        `/api/v1/showroom/items?filter[with_showroom_created_by]=${a.user.id}&include=owner,media`,
        `/api/v1/showroom/items?filter[with_showroom_keyword]=${a.word}`,
        `/api/v1/showroom/items?sorted_by=1&page[size]=20`,
        "/api/v1/showroom/items/explore",
        `/api/v1/showroom/items/${a.rows.showroom.id}/related`,
        `/api/v1/users/${a.user.id}/showroom_items?include=media`,
        `/api/v1/users/${a.user.id}/gallery_items`,
      ];
      for (const url of reads) {
        const res = await request(ctx.app, "GET", url, { token });
        expect(res.statusCode, url).toBe(200);
        const body = res.json();
        const named = [...body.data, ...(body.included ?? [])].map((r: { id: string }) => r.id);
        for (const id of draftIds) expect(named, url).not.toContain(id);
        expect(res.body, url).not.toContain(`${a.word} draft`);
      }
      const own = (await request(ctx.app, "GET", `/api/v1/users/${a.user.id}/showroom_items`, { token })).json();
      expect(own.meta.total).toBe(1);
      // Asking for drafts by filter is no way in: the list knows no such filter.
      const byStatus = await request(ctx.app, "GET", "/api/v1/showroom/items?filter[status]=draft", { token });
      expect(byStatus.statusCode).toBe(400);
    }
    // A sees them.
    const mine = (
      await request(ctx.app, "GET", `/api/v1/users/${a.user.id}/showroom_items`, { token: a.token })
    ).json();
    expect(mine.meta.total).toBe(2);
  });
});
