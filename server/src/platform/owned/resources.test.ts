import { one, resourceSchema } from "@atelier/common";
import cookie from "@fastify/cookie";
import { asc, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { freshDatabase, testConfig } from "../../../test/context.ts";
import { buildSignedInUser } from "../../../test/factories.ts";
import { request } from "../../../test/http.ts";
import { createDeps } from "../../create-deps.ts";
import { weblinks } from "../../db/schema/index.ts";
import { profileSectionPolicy } from "../../features/profiles/policy.ts";
import { registerConformanceCheck } from "../../jsonapi/conformance.ts";
import { registerContracts } from "../../jsonapi/contract.ts";
import { resource, toOne } from "../../jsonapi/serialize.ts";
import { authPlugin } from "../auth/plugin.ts";
import { registerContentTypes } from "../http/content-type.ts";
import { registerErrorHandling } from "../http/errors.ts";
import { defineOwnedResource, ownedResourceRoutes, removeRow } from "./resources.ts";
import { ownedRows } from "./rows.ts";

/**
 * The kit on its own: a list of links kept in the web links table under another resource type,
 * with every route the kit offers, the order among them, guarded by the profile sections' policy.
 */
const rows = ownedRows(weblinks, [asc(weblinks.position), asc(weblinks.id)]);
const linkAttributes = z.object({ url: z.string(), position: z.number().int() });
const links = defineOwnedResource({
  type: "kit_links",
  noun: "link",
  resource: resourceSchema("kit_links", linkAttributes, { user: one("users") }),
  present: (row) =>
    resource("kit_links", row.id, { url: row.url, position: row.position } satisfies z.infer<typeof linkAttributes>, {
      user: toOne("users", row.userId),
    }),
  list: rows.list,
  load: rows.find,
  readOne: true,
  create: {
    schema: z.object({ url: z.string().min(1) }),
    run: async (tx, userId, input) =>
      rows.insert(tx, { userId, url: input.url, kind: "website", position: await rows.count(tx, userId) }),
  },
  update: {
    schema: z.object({ url: z.string().min(1) }).partial(),
    run: (tx, row, input) => rows.update(tx, row, { url: input.url }),
  },
  remove: removeRow(rows.remove),
  order: { all: rows.all, run: rows.setPositions },
});

let app: FastifyInstance;
let deps: Awaited<ReturnType<typeof createDeps>>;
const violations: string[] = [];

beforeAll(async () => {
  deps = await createDeps(testConfig(), await freshDatabase());
  app = Fastify();
  app.decorate("deps", deps);
  registerContentTypes(app);
  registerErrorHandling(app);
  registerContracts(app, { strict: true });
  registerConformanceCheck(app, (problem) => violations.push(problem));
  await app.register(cookie);
  await app.register(authPlugin, { appOrigin: deps.config.appOrigin });
  await app.register(
    async (api) =>
      ownedResourceRoutes(
        api,
        { tags: ["kit"], place: "my links", policy: profileSectionPolicy, locale: () => "en" },
        links,
      ),
    { prefix: "/api" },
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await deps.close();
  expect(violations, "replies that break their contract or JSON:API").toEqual([]);
});

/** A signed-in user with links of the given addresses, added through the API. */
async function withLinks(...urls: string[]) {
  const owner = await buildSignedInUser(deps.db);
  const ids: string[] = [];
  for (const url of urls) {
    const res = await request(app, "POST", "/api/v1/my/kit_links", {
      type: "kit_links",
      attributes: { url },
      token: owner.token,
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  return { ...owner, ids };
}

const urlsOf = (res: { json(): { data: { attributes: { url: string } }[] } }) =>
  res.json().data.map((r) => r.attributes.url);

describe("a list of owned rows", () => {
  it("adds rows at the end, lists them in their order to anyone who may see the owner, and shows one", async () => {
    const a = await withLinks("https://one.example", "https://two.example");
    const list = await request(app, "GET", `/api/v1/users/${a.user.id}/kit_links`);
    expect(list.statusCode).toBe(200);
    expect(urlsOf(list)).toEqual(["https://one.example", "https://two.example"]);
    expect(list.json().meta).toEqual({ total: 2, total_pages: 1 });
    const shown = await request(app, "GET", `/api/v1/kit_links/${a.ids[1]}`);
    expect(shown.json().data).toMatchObject({ id: a.ids[1], attributes: { url: "https://two.example", position: 1 } });
    expect((await request(app, "GET", "/api/v1/kit_links/987654321")).statusCode).toBe(404);
    expect((await request(app, "GET", "/api/v1/users/987654321/kit_links")).statusCode).toBe(404);
  });

  it("refuses anonymous writes with 403, and a body naming another row with 409", async () => {
    const a = await withLinks("https://one.example");
    const anonymous = await request(app, "POST", "/api/v1/my/kit_links", {
      type: "kit_links",
      attributes: { url: "https://x.example" },
    });
    expect(anonymous.statusCode).toBe(403);
    const mismatch = await request(app, "PATCH", `/api/v1/my/kit_links/${a.ids[0]}`, {
      payload: { data: { type: "kit_links", id: "1", attributes: { url: "https://x.example" } } },
      token: a.token,
    });
    expect(mismatch.statusCode).toBe(409);
    const invalid = await request(app, "PATCH", `/api/v1/my/kit_links/${a.ids[0]}`, {
      type: "kit_links",
      attributes: { url: "" },
      token: a.token,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors[0].source.pointer).toBe("/data/attributes/url");
  });

  it("lets the owner change and remove a row", async () => {
    const a = await withLinks("https://one.example", "https://two.example");
    const changed = await request(app, "PATCH", `/api/v1/my/kit_links/${a.ids[0]}`, {
      payload: { data: { type: "kit_links", id: a.ids[0], attributes: { url: "https://uno.example" } } },
      token: a.token,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes.url).toBe("https://uno.example");
    const removed = await request(app, "DELETE", `/api/v1/my/kit_links/${a.ids[1]}`, { token: a.token });
    expect(removed.statusCode).toBe(204);
    expect(urlsOf(await request(app, "GET", `/api/v1/users/${a.user.id}/kit_links`))).toEqual(["https://uno.example"]);
  });

  it("answers 404 to another user for every write of the owner's rows, and changes nothing", async () => {
    const a = await withLinks("https://one.example", "https://two.example");
    const b = await withLinks("https://b.example");
    const before = await deps.db.select().from(weblinks).where(eq(weblinks.userId, a.user.id));
    const change = await request(app, "PATCH", `/api/v1/my/kit_links/${a.ids[0]}`, {
      type: "kit_links",
      attributes: { url: "https://taken.example" },
      token: b.token,
    });
    expect(change.statusCode).toBe(404);
    expect((await request(app, "DELETE", `/api/v1/my/kit_links/${a.ids[0]}`, { token: b.token })).statusCode).toBe(404);
    const order = await request(app, "PATCH", "/api/v1/my/kit_links/order", {
      payload: { data: [...a.ids, ...b.ids].map((id) => ({ type: "kit_links", id })) },
      token: b.token,
    });
    expect(order.statusCode).toBe(404);
    expect(await deps.db.select().from(weblinks).where(eq(weblinks.userId, a.user.id))).toEqual(before);
  });
});

describe("PATCH /api/v1/my/<list>/order", () => {
  it("puts the owner's rows in the order named, and keeps it", async () => {
    const a = await withLinks("https://one.example", "https://two.example", "https://three.example");
    const reversed = [...a.ids].reverse();
    const res = await request(app, "PATCH", "/api/v1/my/kit_links/order", {
      payload: { data: reversed.map((id) => ({ type: "kit_links", id })) },
      token: a.token,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.map((r: { id: string; attributes: { position: number } }) => [r.id, r.attributes.position]),
    ).toEqual(reversed.map((id, i) => [id, i]));
    expect(urlsOf(await request(app, "GET", `/api/v1/users/${a.user.id}/kit_links`))).toEqual([
      "https://three.example",
      "https://two.example",
      "https://one.example",
    ]);
  });

  it("refuses an order that leaves a row out or names one twice (409), and a malformed one (400)", async () => {
    const a = await withLinks("https://one.example", "https://two.example");
    const before = await deps.db.select().from(weblinks).where(eq(weblinks.userId, a.user.id));
    for (const ids of [[a.ids[0]], [a.ids[0], a.ids[0]], [a.ids[0], a.ids[1], a.ids[1]]]) {
      const res = await request(app, "PATCH", "/api/v1/my/kit_links/order", {
        payload: { data: ids.map((id) => ({ type: "kit_links", id })) },
        token: a.token,
      });
      expect(res.statusCode, ids.join(",")).toBe(409);
    }
    for (const payload of [
      { data: { type: "kit_links", id: a.ids[0] } },
      { data: [{ type: "other", id: a.ids[0] }] },
    ]) {
      const res = await request(app, "PATCH", "/api/v1/my/kit_links/order", { payload, token: a.token });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await deps.db.select().from(weblinks).where(eq(weblinks.userId, a.user.id))).toEqual(before);
    const anonymous = await request(app, "PATCH", "/api/v1/my/kit_links/order", { payload: { data: [] } });
    expect(anonymous.statusCode).toBe(403);
  });
});
